import type { profile } from '../../../../sdk/commands/profile';
import { requireSession, type CommandHandler } from '../handler';
import { effectiveStatus } from '../kyc/kyc-state';
import { idNumberKey } from '../players/players';

/**
 * An ID number reduced to its last four characters, the rest as asterisks (spaces and dashes
 * dropped, so the mask does not reveal the format either).
 *
 * @example maskIdNumber('784-1990-1234567-6') // '***********5676'
 */
export function maskIdNumber(idNumber: string | null): string {
  const key = idNumberKey(idNumber ?? '');
  return key.length <= 4 ? '*'.repeat(key.length) : `${'*'.repeat(key.length - 4)}${key.slice(-4)}`;
}

interface ProfileRow {
  open_id: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  user_name: string;
  email: string | null;
  country_code: string | null;
  mobile: string | null;
  birth_date: string | null;
  nationality: string | null;
  residence_country: string | null;
  id_type: number | null;
  id_number: string | null;
  login_method: 'mobile' | 'email' | null;
  address_country: string | null;
  address_street: string | null;
  address_emirate: string | null;
  address_city: string | null;
  address_postcode: string | null;
  verified_status: number;
  kyc_document_expires_at: Date | null;
  created_at: Date;
}

/** 100107: the session player's profile. The ID number never leaves the server whole. */
export const profileHandler: CommandHandler<typeof profile> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query<ProfileRow>(
    `select open_id, first_name, middle_name, last_name, user_name, email, country_code, mobile,
            to_char(birth_date, 'YYYY-MM-DD') as birth_date, nationality, residence_country, id_type, id_number,
            login_method, address_country, address_street, address_emirate, address_city, address_postcode,
            verified_status, kyc_document_expires_at, created_at
       from players where id = $1`,
    [playerId],
  );
  const p = rows[0]!;
  return {
    userOpenId: p.open_id,
    firstName: p.first_name,
    middleName: p.middle_name,
    lastName: p.last_name,
    userName: p.user_name,
    email: p.email ?? '',
    countryCode: p.country_code ?? '',
    mobile: p.mobile ?? '',
    birthDate: p.birth_date ?? '',
    nationality: p.nationality ?? '',
    residenceCountry: p.residence_country ?? '',
    idType: p.id_type === 2 ? 2 : 1,
    idNumberMasked: maskIdNumber(p.id_number),
    loginMethod: p.login_method ?? 'email',
    address: {
      country: p.address_country ?? '',
      street: p.address_street ?? '',
      emirate: p.address_emirate ?? '',
      city: p.address_city ?? '',
      postcode: p.address_postcode ?? '',
    },
    verifiedStatus: effectiveStatus(p.verified_status, p.kyc_document_expires_at, ctx.clock.now()),
    createdAt: p.created_at.getTime(),
  };
};
