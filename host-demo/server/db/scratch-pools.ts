/**
 * Opening a scratch-card pool (030_scratch_cards.sql): its seed, commitment and every card with its
 * fixed prize, written in one statement. It sits in the data layer because two layers open pools:
 * the catalogue seed (seed-catalogue.ts) opens each game's first pool at start, before any sale,
 * and a purchase that sells a pool's last card opens the next (domains/instant/), and db/ imports
 * no domain.
 */
import { openPool, prizeTableProblem, type PrizeTable } from '../../../sdk/instant';
import type { Queryable } from './database';

/** The pool opened: its id, number and published commitment. */
export interface OpenedPoolRow {
  poolId: number;
  poolNo: number;
  seedHash: string;
  root: string;
  cardCount: number;
}

/**
 * Opens the next pool of a scratch-card game from its current table (scratch_games), with a fresh
 * CSPRNG seed (sdk/instant openPool): the pool row with its commitment and the cards in sale order.
 * Null when the game already has a pool on sale: the partial unique index `scratch_pools_open`
 * decides between two callers, and the loser writes nothing.
 *
 * @example await openScratchPool(tx, 'golden-falcon', Date.now())
 */
export async function openScratchPool(tx: Queryable, appKey: string, at: number): Promise<OpenedPoolRow | null> {
  const { rows: games } = await tx.query<{ price: number; tiers: PrizeTable['tiers'] }>('select price, tiers from scratch_games where app_key = $1', [appKey]);
  const game = games[0];
  if (!game) throw new Error(`${appKey} is not a scratch-card game`);
  const table: PrizeTable = { price: Number(game.price), tiers: game.tiers };
  const problem = prizeTableProblem(table);
  if (problem) throw new Error(`${appKey}: ${problem}`);
  const pool = await openPool(table);
  const { rows } = await tx.query<{ id: number; pool_no: number }>(
    `with p as (
       insert into scratch_pools (app_key, pool_no, price, tiers, card_count, seed, seed_hash, root, opened_at)
       select $1, coalesce(max(pool_no), 0) + 1, $2, $3::jsonb, $4, $5, $6, $7, $8 from scratch_pools where app_key = $1
       on conflict do nothing
       returning id, pool_no
     ),
     c as (
       insert into scratch_cards (pool_id, app_key, card_index, prize)
       select p.id, $1, o.ord - 1, o.prize from p cross join unnest($9::bigint[]) with ordinality as o(prize, ord)
     )
     select id, pool_no from p`,
    [appKey, table.price, JSON.stringify(table.tiers), pool.cardCount, pool.seed, pool.seedHash, pool.root, new Date(at), pool.outcomes],
  );
  const row = rows[0];
  return row ? { poolId: Number(row.id), poolNo: Number(row.pool_no), seedHash: pool.seedHash, root: pool.root, cardCount: pool.cardCount } : null;
}

/** Opens a pool for every scratch-card game that has none on sale (start-up, after the catalogue). */
export async function openMissingScratchPools(tx: Queryable, at: number): Promise<number> {
  const { rows } = await tx.query<{ app_key: string }>(
    `select g.app_key from scratch_games g where not exists (select 1 from scratch_pools p where p.app_key = g.app_key and p.closed_at is null) order by g.app_key`,
  );
  let opened = 0;
  for (const { app_key } of rows) if (await openScratchPool(tx, app_key, at)) opened += 1;
  return opened;
}
