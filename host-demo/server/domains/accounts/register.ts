import type { register } from '../../../../sdk/commands/accounts';
import { addressSchema, identitySchema } from '../../../../sdk/validation/forms';
import type { Queryable } from '../../db/database';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { AnsweredCode } from '../../errors/messages';
import type { CommandHandler } from '../handler';
import { createPlayer, idNumberKey } from '../players/players';
import { storedAddress } from '../profile/address';
import { assertKnownCountries } from '../profile/countries';
import { parseOrRefuse } from '../validation';
import { finishLogin, openLoginSession } from './login-session';
import { hashPassword } from './passwords';
import { assertKnownCountryCode, targetKey, type CodeTarget } from './targets';
import { useTicket } from './verification';

/** Which of the three identifiers another account already uses. */
async function takenIdentifiers(tx: Queryable, countryCode: string, mobile: string, email: string, idKey: string) {
  const { rows } = await tx.query<{ mobile: boolean; email: boolean; id_number: boolean }>(
    `select exists (select 1 from players where country_code = $1 and mobile = $2) as mobile,
            exists (select 1 from players where lower(email) = lower($3)) as email,
            exists (select 1 from players where id_number_key = $4) as id_number`,
    [countryCode, mobile, email, idKey],
  );
  return rows[0]!;
}

/** The unique index a concurrent registration hit, as its code. */
function duplicateCode(error: unknown): AnsweredCode | null {
  const e = error as { code?: string; constraint?: string };
  if (e?.code !== '23505') return null;
  if (e.constraint === 'players_mobile') return ErrorCode.mobileTaken;
  if (e.constraint === 'players_email') return ErrorCode.emailTaken;
  if (e.constraint === 'players_id_number') return ErrorCode.idNumberTaken;
  return null;
}

/**
 * 100201: creates the account and logs it in (isNew true).
 *
 * Every rule of the identity and address forms is checked again here (identitySchema with the
 * server's clock, so 18+ is judged on the server's day; addressSchema; the countries against the
 * list of 001016). Then the register ticket
 * of the chosen verification method's mobile or e-mail is spent, on its own, so a refusal after
 * it does not give it back: one ticket cannot probe which ID numbers, mobiles or e-mail addresses
 * are taken (SPEC §8 keeps the distinct codes; their cost is a code sent and checked, each
 * rate-limited). Then, in one transaction: the mobile number, e-mail address and ID number must be
 * free (403000640 / 403000641 / 403000642), the player is created (that channel verified, the
 * other not; status 1 unverified) and a session opens.
 */
export const registerHandler: CommandHandler<typeof register> = async (ctx, data) => {
  const now = ctx.clock.now();
  const identity = parseOrRefuse(identitySchema(now), data);
  const address = parseOrRefuse(addressSchema, data.address, ['data', 'address']);
  assertKnownCountryCode(identity.countryCode);
  assertKnownCountries([
    [['data', 'nationality'], identity.nationality],
    [['data', 'residenceCountry'], identity.residenceCountry],
    [['data', 'address', 'country'], address.country],
  ]);

  const method = identity.verificationMethod;
  const target: CodeTarget =
    method === 'mobile' ? { channel: 'mobile', countryCode: identity.countryCode, mobile: identity.mobile } : { channel: 'email', email: identity.email };
  const email = identity.email.trim();
  const idKey = idNumberKey(identity.idNumber);
  // Hashing takes tens of milliseconds: before the transaction, not while holding it.
  const passwordHash = await hashPassword(identity.password);

  await useTicket(ctx.db, { ticket: data.verificationTicket, target: targetKey(target), scene: 'register', now });
  try {
    const login = await ctx.db.transaction(async (tx) => {
      const taken = await takenIdentifiers(tx, identity.countryCode, identity.mobile, email, idKey);
      if (taken.mobile) throw new GatewayError(ErrorCode.mobileTaken);
      if (taken.email) throw new GatewayError(ErrorCode.emailTaken);
      if (taken.id_number) throw new GatewayError(ErrorCode.idNumberTaken);

      const phone = `+${identity.countryCode}${identity.mobile}`;
      const player = await createPlayer(tx, {
        firstName: identity.firstName.trim(),
        // The login credential the player chose.
        userName: method === 'email' ? email.toLowerCase() : phone,
        phone,
        verifiedStatus: 1,
        createdAt: now,
        registration: {
          middleName: identity.middleName.trim(),
          lastName: identity.lastName.trim(),
          birthDate: identity.birthDate,
          nationality: identity.nationality.trim(),
          residenceCountry: identity.residenceCountry.trim(),
          idType: identity.idType,
          idNumber: identity.idNumber.trim(),
          countryCode: identity.countryCode,
          mobile: identity.mobile,
          email,
          loginMethod: method,
          passwordHash,
          address: storedAddress(address),
          mobileVerified: method === 'mobile',
          emailVerified: method === 'email',
        },
      });
      // Registering accepts the terms in force (the privacy notice and terms are confirmed on
      // the identity step), so a new player is not asked again by the terms-update dialog.
      await tx.query(
        `insert into terms_acceptances (player_id, version_id, accepted_at)
         select $1, v.id, $2 from terms_versions v
          where v.id = (select max(id) from terms_versions where version_type = 1)`,
        [player.id, new Date(now)],
      );
      return openLoginSession(tx, { playerId: player.id, now, isNew: true, language: ctx.language });
    });
    return await finishLogin(ctx.events, login);
  } catch (error) {
    const code = duplicateCode(error);
    if (code !== null) throw new GatewayError(code);
    throw error;
  }
};
