import type { withdrawals } from '../../../../sdk/commands/withdrawals';
import { requireSession, type CommandHandler } from '../handler';
import { validationError } from '../validation';
import { WITHDRAWAL_COLUMNS, toWithdrawal, type WithdrawalRow } from './withdrawal-rows';

const MAX_BIGINT = 9_223_372_036_854_775_807n;

/**
 * 420606: one page of the player's withdrawals, newest first, with their states. Paged by id
 * (keyset: `cursor` is the last id of the previous page), so a page costs the same however many
 * withdrawals came before it.
 */
export const withdrawalsHandler: CommandHandler<typeof withdrawals> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  // 19 digits may still be beyond bigint: refused as a bad cursor rather than failing in SQL.
  if (data.cursor !== undefined && BigInt(data.cursor) > MAX_BIGINT) throw validationError([{ path: ['data', 'cursor'], message: 'validation.cursor' }]);
  const { rows } = await ctx.db.query<WithdrawalRow>(
    `select ${WITHDRAWAL_COLUMNS} from withdrawals w join iban_accounts a on a.id = w.iban_account_id
      where w.player_id = $1 and ($2::bigint is null or w.id < $2::bigint)
      order by w.id desc limit $3`,
    [playerId, data.cursor ?? null, data.pageSize + 1],
  );
  const page = rows.slice(0, data.pageSize);
  return { items: page.map(toWithdrawal), nextCursor: rows.length > data.pageSize ? String(page[page.length - 1]!.id) : null };
};
