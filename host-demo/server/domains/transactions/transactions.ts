import type { Transaction, transactions } from '../../../../sdk/commands/transactions';
import { requireSession, type CommandHandler } from '../handler';
import type { MovementKind } from '../wallet/ledger';
import { CATEGORY_OF_KIND, TAB_CONDITION } from '../wallet/transaction-kinds';

/** Above every movement id: the first page starts below it. */
const NO_CURSOR = '9223372036854775807';

/** The cursor as a bigint literal: 19 digits may exceed bigint, and then nothing is above it anyway. */
function cursorOf(cursor: string | undefined): string {
  return cursor === undefined || BigInt(cursor) > BigInt(NO_CURSOR) ? NO_CURSOR : cursor;
}

interface MovementRow {
  id: number;
  kind: MovementKind;
  reference: string | null;
  player_amount: number;
  balance_after: number;
  created_at: Date;
}

/**
 * 100125: one page of the session player's movements, newest first. Keyset pagination on the
 * movement id (`nextCursor` is the last id shown; null on the last page), one partial index per
 * tab (transaction-kinds.ts), so the 5,000th page costs what the first does. The amount is signed
 * from the player's point of view and the balance after is the player's total balance right after
 * the movement, both written with the movement by the ledger: nothing is summed here.
 */
export const transactionsHandler: CommandHandler<typeof transactions> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query<MovementRow>(
    `select id, kind, reference, player_amount, balance_after, created_at
       from ledger_movements
      where player_id = $1 and ${TAB_CONDITION[data.tab]} and id < $2::bigint
      order by id desc
      limit $3`,
    [playerId, cursorOf(data.cursor), data.pageSize + 1],
  );
  const page = rows.slice(0, data.pageSize);
  const items: Transaction[] = page.map((r) => ({
    id: String(r.id),
    category: CATEGORY_OF_KIND[r.kind],
    reference: r.reference,
    amount: r.player_amount,
    balanceAfter: r.balance_after,
    time: r.created_at.getTime(),
  }));
  return { items, nextCursor: rows.length > data.pageSize ? String(page[page.length - 1]!.id) : null };
};
