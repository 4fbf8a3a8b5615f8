import type { scratchCardProof } from '../../../../sdk/commands/instant';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { poolTree, type PrizeTable } from '../../../../sdk/instant';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';

/** Pool trees built in this process, by root: a pool's order never changes once written, and its root names it. */
const trees = new Map<string, Awaited<ReturnType<typeof poolTree>>>();
const MAX_TREES = 32;

/**
 * 101304: the inclusion proof of one of the player's scratched cards in its pool's committed
 * order, with the pool's commitment and, once closed, its seed (sdk/instant verifyCard checks
 * it). An unscratched card, or another player's, is 404001201: its proof would tell its outcome.
 * Reads the card, then its pool's outcomes in order (one indexed range of the pool's key) to
 * build the tree, once per pool per process.
 */
export const scratchCardProofHandler: CommandHandler<typeof scratchCardProof> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query<{ pool_id: string; app_key: string; card_index: number; prize: string | number; root: string; seed_hash: string; seed: string | null; price: string | number; tiers: PrizeTable['tiers'] }>(
    `select p.id::text as pool_id, p.app_key, c.card_index, c.prize, p.root, p.seed_hash,
            case when p.closed_at is not null then p.seed end as seed, p.price, p.tiers
       from scratch_cards c join scratch_pools p on p.id = c.pool_id
      where c.id = $1 and c.player_id = $2 and c.scratched_at is not null`,
    [data.cardId, playerId],
  );
  const card = rows[0];
  if (!card) throw new GatewayError(ErrorCode.orderNotFound);
  let tree = trees.get(card.root);
  if (!tree) {
    const { rows: outcomes } = await ctx.db.query<{ prize: string | number }>('select prize from scratch_cards where pool_id = $1 order by card_index', [card.pool_id]);
    tree = await poolTree(outcomes.map((o) => Number(o.prize)));
    // Stored cards that no longer make the committed root would be proofs of nothing: say so.
    if (tree.root !== card.root) throw new Error(`scratch pool ${card.pool_id}: its cards do not make its committed root`);
    if (trees.size >= MAX_TREES) trees.delete(trees.keys().next().value!);
    trees.set(card.root, tree);
  }
  return {
    cardId: data.cardId,
    appKey: card.app_key,
    poolId: card.pool_id,
    cardIndex: Number(card.card_index),
    prize: Number(card.prize),
    proof: tree.proof(Number(card.card_index)) ?? [],
    root: card.root,
    seedHash: card.seed_hash,
    seed: card.seed,
    price: Number(card.price),
    tiers: card.tiers.map((t) => ({ prize: t.prize, count: t.count })),
  };
};
