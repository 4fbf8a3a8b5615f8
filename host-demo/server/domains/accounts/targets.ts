import type { Queryable } from '../../db/database';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { isKnownCountryCode } from '../profile/countries';
import { validationError } from '../validation';

/** Where a code goes: a mobile number with its dialling code, or an e-mail address. */
export type CodeTarget = { channel: 'mobile'; countryCode: string; mobile: string } | { channel: 'email'; email: string };

/**
 * The stored identity of a target: `mobile:971:501234567` or `email:aisha@example.com`. E-mail
 * addresses compare without case.
 */
export function targetKey(target: CodeTarget): string {
  return target.channel === 'mobile' ? `mobile:${target.countryCode}:${target.mobile}` : `email:${target.email.trim().toLowerCase()}`;
}

/** Where the message is delivered: `+971501234567` or the address as typed. */
export function recipientOf(target: CodeTarget): string {
  return target.channel === 'mobile' ? `+${target.countryCode}${target.mobile}` : target.email.trim();
}

/** 400000012 unless the dialling code is one of 001016's. */
export function assertKnownCountryCode(countryCode: string, path: (string | number)[] = ['data', 'countryCode']): void {
  if (!isKnownCountryCode(countryCode)) throw validationError([{ path, message: 'validation.countryCode' }]);
}

/** What the account rules need to know about the player a target names. */
export interface TargetAccount {
  id: number;
  mobile_verified: boolean;
  email_verified: boolean;
}

/** The player whose mobile number or e-mail address this is, or null. Indexed (players_mobile, players_email). */
export async function findAccount(db: Queryable, target: CodeTarget): Promise<TargetAccount | null> {
  const { rows } =
    target.channel === 'mobile'
      ? await db.query<TargetAccount>('select id, mobile_verified, email_verified from players where country_code = $1 and mobile = $2', [
          target.countryCode,
          target.mobile,
        ])
      : await db.query<TargetAccount>('select id, mobile_verified, email_verified from players where lower(email) = lower($1)', [target.email.trim()]);
  return rows[0] ?? null;
}

/**
 * A login or reset by this channel needs the channel verified (SPEC §8 403000622 mobile,
 * 403000623 e-mail): only the verification method chosen at registration is.
 */
export function assertChannelVerified(account: TargetAccount, channel: CodeTarget['channel']): void {
  if (channel === 'mobile' && !account.mobile_verified) throw new GatewayError(ErrorCode.mobileUnverified);
  if (channel === 'email' && !account.email_verified) throw new GatewayError(ErrorCode.emailUnverified);
}
