import type { scratchGame } from '../../../../sdk/commands/instant';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { returnToPlayer, type PrizeTable } from '../../../../sdk/instant';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';

/** Closed pools answered beside the one on sale: the latest, for the verifier page. */
const CLOSED_POOLS = 10;

/**
 * 660301 (public): a scratch-card game's table, its exact return to player, and its pools: the one
 * on sale with its commitment (never its seed) and the latest closed ones with their seeds. Two
 * indexed reads; a read writes nothing.
 */
export const scratchGameHandler: CommandHandler<typeof scratchGame> = async (ctx, data) => {
  const { rows: games } = await ctx.db.query<{ price: string | number; tiers: PrizeTable['tiers'] }>('select price, tiers from scratch_games where app_key = $1', [data.appKey]);
  const game = games[0];
  if (!game) throw new GatewayError(ErrorCode.gameNotFound);
  const { rows } = await ctx.db.query<{ id: string; pool_no: number; card_count: number; next_card: number; seed_hash: string; root: string; seed: string | null; opened_at: Date; closed_at: Date | null }>(
    `select id::text as id, pool_no, card_count, next_card, seed_hash, root,
            case when closed_at is not null then seed end as seed, opened_at, closed_at
       from scratch_pools where app_key = $1 order by pool_no desc limit $2`,
    [data.appKey, CLOSED_POOLS + 1],
  );
  const table: PrizeTable = { price: Number(game.price), tiers: game.tiers };
  const rtp = returnToPlayer(table);
  return {
    appKey: data.appKey,
    price: table.price,
    tiers: table.tiers.map((t) => ({ prize: t.prize, count: t.count })),
    returnToPlayer: { numerator: rtp.numerator.toString(), denominator: rtp.denominator.toString() },
    pools: rows.map((r) => ({
      poolId: r.id,
      poolNo: Number(r.pool_no),
      cardCount: Number(r.card_count),
      sold: Number(r.next_card),
      seedHash: r.seed_hash,
      root: r.root,
      seed: r.seed,
      openedAt: r.opened_at.getTime(),
      closedAt: r.closed_at?.getTime() ?? null,
    })),
  };
};
