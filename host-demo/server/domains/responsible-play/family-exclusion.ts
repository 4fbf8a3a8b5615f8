/**
 * Family exclusion (SPEC §3 application, §4 progress, §5 rules; /family-plan): a relative asks
 * that a player's account be excluded. The applicant proves their mobile with a code (scene
 * 'family', sent by 001001) and uploads an ID photo and relationship evidence first (100136
 * purpose 'family-exclusion', no session needed). A reviewer decides
 * (npm run family-exclusion:review); approval excludes the target account (type 1).
 */
import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { FAMILY_EXCLUSION_DURATIONS } from '../system/limit-options';

/** Lifetime counts as 100 years (limit-options.ts). */
export const LIFETIME_MINUTES = FAMILY_EXCLUSION_DURATIONS.find((o) => o.value === -1)!.durationMinute;

const RECEIPT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A receipt number: FE and 10 characters without look-alikes (0/O, 1/I). */
export function newReceiptNumber(): string {
  let s = 'FE';
  for (let i = 0; i < 10; i += 1) s += RECEIPT_ALPHABET[randomInt(0, RECEIPT_ALPHABET.length)];
  return s;
}

/**
 * The player an application names by e-mail or mobile (with or without its country code; a bare
 * number is read as UAE, 971). Indexed lookups only; null when none (or more than one) matches.
 */
export async function accountNamed(db: Queryable, account: string): Promise<number | null> {
  const text = account.trim();
  if (text.includes('@')) {
    const { rows } = await db.query<{ id: number }>('select id from players where lower(email) = lower($1)', [text]);
    return rows[0]?.id ?? null;
  }
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length < 6) return null;
  const pairs: [string, string][] = [['971', digits]];
  for (let cc = 1; cc <= 4 && cc < digits.length; cc += 1) pairs.push([digits.slice(0, cc), digits.slice(cc)]);
  const { rows } = await db.query<{ id: number }>(
    `select distinct p.id from players p join unnest($1::text[], $2::text[]) as t(cc, m) on p.country_code = t.cc and p.mobile = t.m limit 2`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  return rows.length === 1 ? rows[0]!.id : null;
}
