import { deriveResult } from '../../../../sdk/draws';
import { gameByType } from '../../../../sdk/games/catalogue';
import type { Database } from '../../db/database';

/** Phases drawn per batch; the loop goes on until none is due. */
const BATCH = 100;

// Closed phases whose draw time has come, oldest first: after downtime, missed draws run in order.
const DUE_SQL = `
  select id from draws
   where drawn_at is null and closed_at is not null and expected_at <= to_timestamp($1 / 1000.0)
     and exists (select 1 from draw_seeds s where s.draw_id = draws.id)
   order by expected_at
   limit ${BATCH}`;

/** A phase the engine has just drawn. */
export interface DrawnPhase {
  id: number;
  lotteryType: number;
  phase: string;
  result: number[];
}

/**
 * Draws every closed phase whose time has come: in one transaction per phase, with its row
 * locked, derives the result from the secret seed with the SDK's `deriveResult` (the function the
 * verifier re-computes), reveals the seed with the result, and forgets the secret copy. Each
 * phase is drawn once: the update holds `drawn_at is null`, so a second process finds nothing.
 */
export async function drawDuePhases(db: Database, now: number): Promise<DrawnPhase[]> {
  const drawn: DrawnPhase[] = [];
  for (;;) {
    const { rows } = await db.query<{ id: number }>(DUE_SQL, [now]);
    for (const { id } of rows) {
      const phase = await db.transaction(async (tx): Promise<DrawnPhase | null> => {
        const { rows: due } = await tx.query<{ lottery_type: number; phase: string; seed: string }>(
          `select d.lottery_type, d.phase, s.seed
             from draws d join draw_seeds s on s.draw_id = d.id
            where d.id = $1 and d.drawn_at is null
              for update of d`,
          [id],
        );
        const row = due[0];
        if (!row) return null; // drawn by another process meanwhile
        const game = gameByType(row.lottery_type);
        if (!game) throw new Error(`lottery type ${row.lottery_type} is not in the game catalogue`);
        const result = await deriveResult(row.seed, { lotteryType: row.lottery_type, phase: row.phase }, game.result);
        const { rows: updated } = await tx.query(
          `update draws set seed = $2, result = $3::int[], drawn_at = to_timestamp($4 / 1000.0)
            where id = $1 and drawn_at is null returning id`,
          [id, row.seed, result, now],
        );
        if (updated.length === 0) return null;
        await tx.query('delete from draw_seeds where draw_id = $1', [id]);
        return { id: Number(id), lotteryType: row.lottery_type, phase: row.phase, result };
      });
      if (phase) drawn.push(phase);
    }
    if (rows.length < BATCH) return drawn;
  }
}
