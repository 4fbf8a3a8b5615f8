/**
 * One-time codes and the tickets they buy.
 *
 * - A code is 6 random digits (node:crypto randomInt), stored only as an HMAC-SHA256 keyed with
 *   the server pepper over scene, target and code; it expires after 5 minutes; 5 wrong tries kill
 *   it (403000811); only the latest code of a target and scene counts; it is used once.
 * - At most 1 code a minute and 5 an hour per target (any scene): 403000613.
 * - A correct code (001013) buys a random ticket, stored as SHA-256, valid 15 minutes, single
 *   use, bound to the scene and the target, spent by registration (even a refused one) or
 *   password reset.
 *
 * Wrong tries are written even though the request fails (that is the point of counting them), so
 * they run outside any transaction the caller might roll back.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodeScene } from '../../../../sdk/commands/accounts';
import type { Database, Queryable } from '../../db/database';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';

export const CODE_TTL_SECONDS = 300;
export const RESEND_AFTER_SECONDS = 60;
export const CODES_PER_HOUR = 5;
export const MAX_CODE_ATTEMPTS = 5;
export const TICKET_TTL_SECONDS = 900;

/**
 * The scenes a code is stored under: those a client names in 001001/001012 and 'withdraw', which
 * only 420607 sends, to the session player's own mobile (never to a number from a request).
 */
export type StoredCodeScene = CodeScene | 'withdraw';

/** HMAC of a code, bound to its scene and target. */
export function codeHash(pepper: string, scene: StoredCodeScene, target: string, code: string): string {
  return createHmac('sha256', pepper).update(`${scene}\n${target}\n${code}`).digest('hex');
}

/** Six random digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/**
 * Creates a code for `target` (a targetKey) and returns it in clear, for the message only. Refuses
 * with 403000613 when the target had a code in the last minute or 5 in the last hour. The count
 * and the insert run under a per-target advisory lock, so parallel requests cannot both pass.
 */
export async function issueCode(db: Database, input: { target: string; channel: 'mobile' | 'email'; scene: StoredCodeScene; now: number; pepper: string }): Promise<string> {
  const code = newCode();
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [input.target]);
    const { rows } = await tx.query<{ last_minute: number; last_hour: number }>(
      `select count(*) filter (where created_at > $2)::bigint as last_minute, count(*)::bigint as last_hour
         from verification_codes where target = $1 and created_at > $3`,
      [input.target, new Date(input.now - RESEND_AFTER_SECONDS * 1000), new Date(input.now - 3600_000)],
    );
    const counts = rows[0]!;
    if (counts.last_minute > 0 || counts.last_hour >= CODES_PER_HOUR) throw new GatewayError(ErrorCode.codeRequestedTooOften);
    await tx.query(
      `insert into verification_codes (channel, target, scene, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)`,
      [input.channel, input.target, input.scene, codeHash(input.pepper, input.scene, input.target, code), new Date(input.now), new Date(input.now + CODE_TTL_SECONDS * 1000)],
    );
  });
  return code;
}

/**
 * Checks `code` against the latest code of the target and scene. Wrong: 403000810 (403000811 on
 * the 5th wrong try and after); expired or already used: 403000812; none sent: 403000810. Right:
 * marks it used and runs `onSuccess` in the same transaction, so what the code buys (a ticket, a
 * session) exists exactly when the code is spent.
 */
export async function useCode<T>(
  db: Database,
  input: { target: string; scene: StoredCodeScene; code: string; now: number; pepper: string },
  onSuccess: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { rows } = await db.query<{ id: number; code_hash: string; expires_at: Date; attempts: number; consumed_at: Date | null }>(
    `select id, code_hash, expires_at, attempts, consumed_at from verification_codes
      where target = $1 and scene = $2 order by created_at desc limit 1`,
    [input.target, input.scene],
  );
  const row = rows[0];
  if (!row) throw new GatewayError(ErrorCode.incorrectCode);
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw new GatewayError(ErrorCode.codeAttemptsExceeded);
  if (row.consumed_at || row.expires_at.getTime() <= input.now) throw new GatewayError(ErrorCode.codeExpired);

  if (!sameHex(row.code_hash, codeHash(input.pepper, input.scene, input.target, input.code))) {
    const counted = await db.query<{ attempts: number }>(
      'update verification_codes set attempts = attempts + 1 where id = $1 and attempts < $2 returning attempts',
      [row.id, MAX_CODE_ATTEMPTS],
    );
    const attempts = counted.rows[0]?.attempts ?? MAX_CODE_ATTEMPTS;
    throw new GatewayError(attempts >= MAX_CODE_ATTEMPTS ? ErrorCode.codeAttemptsExceeded : ErrorCode.incorrectCode);
  }

  return db.transaction(async (tx) => {
    // Atomic: of two requests with the right code, one wins.
    const used = await tx.query(
      'update verification_codes set consumed_at = $2 where id = $1 and consumed_at is null and attempts < $3 returning id',
      [row.id, new Date(input.now), MAX_CODE_ATTEMPTS],
    );
    if (used.rows.length === 0) throw new GatewayError(ErrorCode.codeExpired);
    return onSuccess(tx);
  });
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Issues a single-use ticket for the next step of `scene` on `target`; returns it in clear. */
export async function issueTicket(tx: Queryable, input: { target: string; scene: CodeScene; now: number }): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await tx.query(
    'insert into verification_tickets (ticket_hash, scene, target, created_at, expires_at) values ($1, $2, $3, $4, $5)',
    [sha256(ticket), input.scene, input.target, new Date(input.now), new Date(input.now + TICKET_TTL_SECONDS * 1000)],
  );
  return ticket;
}

/**
 * Spends a ticket: it must exist, be unused and unexpired, and be for this scene and target;
 * otherwise 403000813. Inside the transaction of the step it pays for, a step that fails later
 * leaves it unspent (password reset); outside it, every attempt spends it (registration, whose
 * refusals would otherwise tell taken identifiers from free ones for free).
 */
export async function useTicket(tx: Queryable, input: { ticket: string; target: string; scene: CodeScene; now: number }): Promise<void> {
  const { rows } = await tx.query(
    `update verification_tickets set used_at = $2
      where ticket_hash = $1 and used_at is null and expires_at > $2 and scene = $3 and target = $4
      returning id`,
    [sha256(input.ticket), new Date(input.now), input.scene, input.target],
  );
  if (rows.length === 0) throw new GatewayError(ErrorCode.verificationTicketInvalid);
}
