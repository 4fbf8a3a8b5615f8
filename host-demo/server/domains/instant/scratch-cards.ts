import type { scratchCards } from '../../../../sdk/commands/instant';
import { requireSession, type CommandHandler } from '../handler';
import { CARD_COLUMNS, toScratchCard, type CardRow } from './card-rows';

const MAX_ID = 2n ** 63n - 1n;

/**
 * 101303: the player's cards newest first, keyset by card id (`cursor`: the last id of the
 * previous page), over a partial index of a player's cards (of one game, or unscratched), so a
 * page costs the same whatever the history. The pool is read per row by primary key.
 */
export const scratchCardsHandler: CommandHandler<typeof scratchCards> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  if (data.cursor !== undefined && BigInt(data.cursor) > MAX_ID) data = { ...data, cursor: undefined };
  const params: unknown[] = [playerId, data.pageSize + 1];
  const where = ['c.player_id = $1'];
  if (data.state === 'unscratched') where.push('c.scratched_at is null');
  if (data.cursor !== undefined) {
    params.push(data.cursor);
    where.push(`c.id < $${params.length}`);
  }
  if (data.appKey !== undefined) {
    params.push(data.appKey);
    where.push(`c.app_key = $${params.length}`);
  }
  const { rows } = await ctx.db.query<CardRow>(
    `select ${CARD_COLUMNS} from scratch_cards c join scratch_pools p on p.id = c.pool_id
      where ${where.join(' and ')} order by c.id desc limit $2`,
    params,
  );
  const page = rows.slice(0, data.pageSize);
  return { items: page.map(toScratchCard), nextCursor: rows.length > data.pageSize ? String(page[page.length - 1]!.id) : null };
};
