import { randomUUID } from 'node:crypto';
import type { ekycToken } from '../../../../sdk/commands/kyc';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { EkycUnavailableError } from '../../providers/ekyc/ekyc-provider';
import { requireSession, type CommandHandler } from '../handler';
import { todaysAttempts } from './attempts';
import { dubaiDay, effectiveStatus } from './kyc-state';

/**
 * 100145: opens a verification attempt with the eKYC provider: `{ ticketId, accessToken }`.
 * Refused for a verified player (403000802) unless their name-mismatch warning stands, when today's 3 attempts (Dubai day) are used or the
 * provider reported its daily limit (403000725; 100111 then shows forbidStatus 1), and when the
 * provider cannot be reached (403000724; the attempt is not counted). The player's row is locked
 * while counting, so parallel requests cannot open a 4th attempt.
 */
export const ekycTokenHandler: CommandHandler<typeof ekycToken> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const now = ctx.clock.now();
  const ticketId = randomUUID();
  const idType = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ verified_status: number; kyc_document_expires_at: Date | null; id_type: number | null; kyc_name_warning: boolean }>(
      'select verified_status, kyc_document_expires_at, id_type, kyc_name_warning from players where id = $1 for update',
      [playerId],
    );
    const player = rows[0]!;
    // A verified player verifies again only to clear the name-mismatch warning (SPEC §5).
    if (effectiveStatus(player.verified_status, player.kyc_document_expires_at, now) === 3 && !player.kyc_name_warning) throw new GatewayError(ErrorCode.kycAlreadyVerified);
    if ((await todaysAttempts(tx, playerId, now)).forbidden) throw new GatewayError(ErrorCode.kycAttemptsExceeded);
    await tx.query('insert into kyc_attempts (ticket_id, player_id, dubai_day, created_at) values ($1, $2, $3::date, $4)', [
      ticketId,
      playerId,
      dubaiDay(now),
      new Date(now),
    ]);
    return player.id_type === 2 ? 2 : 1;
  });

  // The provider is called outside the transaction: it may be slow, and it has its own storage.
  try {
    const { accessToken } = await ctx.providers.ekyc.openSession({ ticketId, idType, now });
    return { ticketId, accessToken };
  } catch (error) {
    if (!(error instanceof EkycUnavailableError)) throw error;
    // Not the player's fault: the attempt is closed as 'unavailable' and does not count.
    await ctx.db.query(`update kyc_attempts set outcome = 'unavailable', decided_at = $2 where ticket_id = $1 and outcome is null`, [ticketId, new Date(now)]);
    throw new GatewayError(ErrorCode.kycServiceUnavailable);
  }
};
