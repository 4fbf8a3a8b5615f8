/**
 * Family exclusion (SPEC §3 application, §4 progress, §5 rules; /family-plan): a relative asks
 * that a player's account be excluded. The applicant proves their mobile with a code (scene
 * 'family', sent by 001001) and uploads an ID photo and relationship evidence first (100136
 * purpose 'family-exclusion', no session needed). A reviewer decides
 * (npm run family-exclusion:review); approval excludes the target account (type 1).
 */
import { randomInt } from 'node:crypto';
import type { applyFamilyExclusion, familyExclusionProgress } from '../../../../sdk/commands/responsible-play';
import { ErrorCode } from '../../../../sdk/errors/codes';
import type { Queryable } from '../../db/database';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { assertKnownCountryCode, targetKey } from '../accounts/targets';
import { useCode } from '../accounts/verification';
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

/**
 * 100181: files an application and answers its receipt number. The duration must be one of
 * familyExclusionTimeLimit (403001308); both documents must be family-exclusion uploads
 * (404000003); the mobile's code must be right (403000810 ...), and is spent only when the
 * application is stored.
 */
export const applyFamilyExclusionHandler: CommandHandler<typeof applyFamilyExclusion> = async (ctx, data) => {
  if (!FAMILY_EXCLUSION_DURATIONS.some((o) => o.value === data.duration)) throw new GatewayError(ErrorCode.durationNotOffered);
  assertKnownCountryCode(data.countryCode);
  if (data.idPhotoId === data.evidenceId) throw new GatewayError(ErrorCode.documentNotFound);
  const docs = await ctx.db.query('select 1 from player_documents where public_id = any($1::text[]) and purpose = $2', [
    [data.idPhotoId, data.evidenceId],
    'family-exclusion',
  ]);
  if (docs.rows.length !== 2) throw new GatewayError(ErrorCode.documentNotFound);
  const now = ctx.clock.now();
  const target = await accountNamed(ctx.db, data.account);
  const receiptNumber = newReceiptNumber();
  await useCode(
    ctx.db,
    { target: targetKey({ channel: 'mobile', countryCode: data.countryCode, mobile: data.mobile }), scene: 'family', code: data.code, now, pepper: ctx.config.codePepper },
    async (tx) => {
      await tx.query(
        `insert into family_exclusion_applications (receipt_number, account, target_player_id, holder_name, applicant_name, country_code, mobile,
           relationship, duration_minutes, email, id_photo_id, evidence_id, submitted_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          receiptNumber,
          data.account,
          target,
          data.holderName,
          data.applicantName,
          data.countryCode,
          data.mobile,
          data.relationship,
          data.duration,
          data.email,
          data.idPhotoId,
          data.evidenceId,
          new Date(now),
        ],
      );
    },
  );
  return { receiptNumber };
};

/** 100182: the progress of an application by its receipt number (SPEC §4); an unknown number is 'noRecord'. */
export const familyExclusionProgressHandler: CommandHandler<typeof familyExclusionProgress> = async (ctx, data) => {
  const { rows } = await ctx.db.query<{ state: 'underReview' | 'approved' | 'deniedIneligible' | 'deniedIncorrect'; submitted_at: Date; decided_at: Date | null }>(
    'select state, submitted_at, decided_at from family_exclusion_applications where receipt_number = $1',
    [data.receiptNumber.toUpperCase()],
  );
  const row = rows[0];
  if (!row) return { state: 'noRecord', submittedAt: null, decidedAt: null };
  return { state: row.state, submittedAt: row.submitted_at.getTime(), decidedAt: row.decided_at?.getTime() ?? null };
};
