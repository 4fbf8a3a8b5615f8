import { newDrawSeed } from '../../../../sdk/draws';
import { GAMES } from '../../../../sdk/games/catalogue';
import type { Queryable } from '../../db/database';
import { salesCloseAt } from './sales-close';
import { nextDrawTimes, phaseName } from './schedule';

/**
 * Draws announced ahead per game: the current one plus 20, the most consecutive draws one order
 * may buy (issue 9: at most 20 draws per order), so every draw a chase can reach has its
 * commitment published before it is sold.
 */
export const PHASES_ANNOUNCED_AHEAD = 21;

// One probe of draws_by_time per game.
const LATEST_SQL = `
  select t.lottery_type, (select max(expected_at) from draws d where d.lottery_type = t.lottery_type) as latest
    from unnest($1::int[]) as t(lottery_type)`;

// The phase and its secret seed in one statement; a phase someone else announced first keeps its
// own seed (on conflict do nothing returns no row, so no seed is written for it).
const ANNOUNCE_SQL = `
  with input as (
    select * from unnest($1::int[], $2::text[], $3::float8[], $4::float8[], $5::text[], $6::text[])
      as i(lottery_type, phase, expected_ms, close_ms, seed_hash, seed)
  ), inserted as (
    insert into draws (lottery_type, phase, expected_at, sales_close_at, seed_hash)
    select lottery_type, phase, to_timestamp(expected_ms / 1000.0), to_timestamp(close_ms / 1000.0), seed_hash from input
    on conflict (lottery_type, phase) do nothing
    returning id, lottery_type, phase
  )
  insert into draw_seeds (draw_id, seed)
  select inserted.id, input.seed from inserted join input using (lottery_type, phase)
  returning draw_id`;

/**
 * Announces each game's next {@link PHASES_ANNOUNCED_AHEAD} draws still on sale that are not
 * announced yet: a fresh seed (kept in draw_seeds) and its commitment (draws.seed_hash, public at
 * once). A draw whose sales have closed before it was announced is skipped: nothing could be sold
 * for it. Returns how many phases it announced.
 */
export async function announcePhases(db: Queryable, now: number): Promise<number> {
  const { rows } = await db.query<{ lottery_type: number; latest: Date | null }>(LATEST_SQL, [GAMES.map((g) => g.lotteryType)]);
  const latest = new Map(rows.map((r) => [r.lottery_type, r.latest?.getTime() ?? -Infinity]));
  const phases: { type: number; phase: string; at: number; close: number }[] = [];
  for (const game of GAMES) {
    // The next draws still on sale: the very next one may have closed already.
    const onSale = nextDrawTimes(game.schedule, now, PHASES_ANNOUNCED_AHEAD + 1)
      .filter((at) => salesCloseAt(game, at) > now)
      .slice(0, PHASES_ANNOUNCED_AHEAD);
    for (const at of onSale) {
      if (at > (latest.get(game.lotteryType) ?? -Infinity)) phases.push({ type: game.lotteryType, phase: phaseName(game.schedule, at), at, close: salesCloseAt(game, at) });
    }
  }
  if (phases.length === 0) return 0;
  const seeds = await Promise.all(phases.map(() => newDrawSeed()));
  const { rows: announced } = await db.query(ANNOUNCE_SQL, [
    phases.map((p) => p.type),
    phases.map((p) => p.phase),
    phases.map((p) => p.at),
    phases.map((p) => p.close),
    seeds.map((s) => s.seedHash),
    seeds.map((s) => s.seed),
  ]);
  return announced.length;
}
