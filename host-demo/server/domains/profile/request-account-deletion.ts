import { randomUUID } from 'node:crypto';
import type { requestAccountDeletion } from '../../../../sdk/commands/profile';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { playerBalances } from '../wallet/ledger';

/** SPEC §9: no recovery request for 30 days, then the account is deleted. */
export const DELETION_GRACE_DAYS = 30;

/**
 * 100134: asks to delete the account. Refused while any ledger balance of the player (bet, gift
 * or withdrawable) is not zero (403000650) and when a document id is not one of the player's
 * account-deletion uploads (404000003). The request is kept with deleteAfter = now + 30 days; the
 * player can still log in meanwhile. Asking again while a request is open answers that request.
 */
export const requestAccountDeletionHandler: CommandHandler<typeof requestAccountDeletion> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const now = ctx.clock.now();
  const open = await ctx.db.query<{ public_id: string; delete_after: Date }>(
    'select public_id, delete_after from account_deletion_requests where player_id = $1 and withdrawn_at is null',
    [playerId],
  );
  if (open.rows[0]) return { requestId: open.rows[0].public_id, deleteAfter: open.rows[0].delete_after.getTime() };

  const balances = await playerBalances(ctx.db, playerId);
  if (balances.bet !== 0 || balances.gift !== 0 || balances.withdrawable !== 0) throw new GatewayError(ErrorCode.balanceNotCleared);

  const documentIds = [...new Set(data.documentIds)];
  const { rows } = await ctx.db.query<{ n: number }>(
    `select count(*)::bigint as n from player_documents where public_id = any($1::text[]) and player_id = $2 and purpose = 'account-deletion'`,
    [documentIds, playerId],
  );
  if (rows[0]!.n !== documentIds.length) throw new GatewayError(ErrorCode.documentNotFound);

  const requestId = randomUUID();
  const deleteAfter = now + DELETION_GRACE_DAYS * 86_400_000;
  await ctx.db.query(
    `insert into account_deletion_requests (public_id, player_id, remark, document_ids, created_at, delete_after)
     values ($1, $2, $3, $4::text[], $5, $6)`,
    [requestId, playerId, data.remark, documentIds, new Date(now), new Date(deleteAfter)],
  );
  return { requestId, deleteAfter };
};
