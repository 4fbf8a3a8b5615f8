import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { openPlayerAccounts } from '../wallet/ledger';

/** What registration records about a player (SPEC §3 Registration). */
export interface PlayerRegistration {
  middleName: string;
  lastName: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  nationality: string;
  residenceCountry: string;
  /** 1 Emirates ID, 2 passport. */
  idType: 1 | 2;
  /** As typed; only the last four characters are ever sent back. */
  idNumber: string;
  countryCode: string;
  mobile: string;
  email: string;
  loginMethod: 'mobile' | 'email';
  /** From hashPassword (domains/accounts/passwords.ts); never the password. */
  passwordHash: string;
  address: { country: string; street: string; emirate: string; city: string; postcode: string };
  mobileVerified: boolean;
  emailVerified: boolean;
}

export interface NewPlayer {
  firstName: string;
  userName: string;
  phone?: string | null;
  /** SPEC §4 verification status; 1 unverified by default. */
  verifiedStatus?: 1 | 2 | 3 | 4 | 6 | 7;
  /** Public id; random when omitted. */
  openId?: string;
  createdAt: number;
  /** Registration data; absent for bare players (tests of other domains). */
  registration?: PlayerRegistration;
  /** Expiry of the verified identity document, epoch ms (a verified player's). */
  kycDocumentExpiresAt?: number;
}

/** The Emirates ID or passport number as compared for uniqueness: upper case, no spaces or dashes. */
export function idNumberKey(idNumber: string): string {
  return idNumber.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Creates a player with its wallet accounts. Call inside a transaction so a player never exists
 * without accounts. The unique indexes on mobile, e-mail and ID number refuse a second account
 * (PostgreSQL error 23505).
 */
export async function createPlayer(tx: Queryable, p: NewPlayer): Promise<{ id: number; openId: string }> {
  const openId = p.openId ?? randomUUID();
  const r = p.registration;
  const { rows } = await tx.query<{ id: number }>(
    `insert into players (open_id, first_name, user_name, phone, verified_status, created_at,
       middle_name, last_name, birth_date, nationality, residence_country, id_type, id_number, id_number_key,
       country_code, mobile, email, login_method, password_hash,
       address_country, address_street, address_emirate, address_city, address_postcode,
       mobile_verified, email_verified, kyc_document_expires_at, kyc_outcome)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       $20, $21, $22, $23, $24, $25, $26, $27, $28)
     returning id`,
    [
      openId,
      p.firstName,
      p.userName,
      p.phone ?? null,
      p.verifiedStatus ?? 1,
      new Date(p.createdAt),
      r?.middleName ?? '',
      r?.lastName ?? '',
      r?.birthDate ?? null,
      r?.nationality ?? null,
      r?.residenceCountry ?? null,
      r?.idType ?? null,
      r?.idNumber ?? null,
      r ? idNumberKey(r.idNumber) : null,
      r?.countryCode ?? null,
      r?.mobile ?? null,
      r?.email ?? null,
      r?.loginMethod ?? null,
      r?.passwordHash ?? null,
      r?.address.country ?? null,
      r?.address.street ?? null,
      r?.address.emirate ?? null,
      r?.address.city ?? null,
      r?.address.postcode ?? null,
      r?.mobileVerified ?? false,
      r?.emailVerified ?? false,
      p.kycDocumentExpiresAt !== undefined ? new Date(p.kycDocumentExpiresAt) : null,
      p.verifiedStatus === 3 ? 'verified' : null,
    ],
  );
  const id = rows[0]!.id;
  await openPlayerAccounts(tx, id);
  return { id, openId };
}
