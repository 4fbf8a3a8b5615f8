import type { removeIbanAccount } from '../../../../sdk/commands/withdrawals';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { accountIdOf } from './iban-account-rows';

/**
 * 420603: removes one of the player's IBAN accounts, keeping the last one (SPEC §5). Decided in
 * one statement that first locks every account the player keeps: of two removals running
 * together, the second waits, then no longer counts the account the first removed, so two
 * parallel removals can never remove the last two. The row stays (removed_at) because past
 * withdrawals name it.
 */
export const removeIbanAccountHandler: CommandHandler<typeof removeIbanAccount> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const id = accountIdOf(data.accountId);
  if (id === null) throw new GatewayError(ErrorCode.ibanAccountNotFound);
  const { rows } = await ctx.db.query<{ removed: boolean; found: boolean }>(
    `with kept as (
       select id from iban_accounts where player_id = $1 and removed_at is null for update
     ), removed as (
       update iban_accounts set removed_at = $3
        where id = $2 and player_id = $1 and removed_at is null and (select count(*) from kept) > 1
       returning id
     )
     select exists (select 1 from removed) as removed, exists (select 1 from kept where id = $2) as found`,
    [playerId, id, new Date(ctx.clock.now())],
  );
  const { removed, found } = rows[0]!;
  if (!found) throw new GatewayError(ErrorCode.ibanAccountNotFound);
  if (!removed) throw new GatewayError(ErrorCode.lastIbanAccount);
  return { removed: true };
};
