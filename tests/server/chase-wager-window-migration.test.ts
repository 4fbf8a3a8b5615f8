import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../host-demo/server/db/migrate';
import { openPglite } from '../../host-demo/server/db/pglite';
import { seedDrawCatalogue } from '../../host-demo/server/db/seed-catalogue';

describe('025_chase_wager_window', () => {
  it('gives the plans still running that were bought in the wager limit\'s current window that window, and no other plan one', async () => {
    const db = await openPglite();
    try {
      const all = loadMigrations();
      await migrate(db, all.filter((m) => m.name < '025'));
      await seedDrawCatalogue(db);
      const { rows } = await db.query<{ id: number }>("insert into players (open_id, first_name, user_name) values ('p', 'P', 'p') returning id");
      const player = rows[0]!.id;
      const day = (n: number) => new Date(Date.UTC(2026, 2, n, 8));
      await db.query(
        `insert into player_limits (player_id, limit_type, amount, period_minutes, period_start, period_end, used, term_start, expires_at, created_at, updated_at)
         values ($1, 4, 10000, 1440, $2, $3, 1200, $2, $3, $2, $2)`,
        [player, day(10), day(11)],
      );
      const chase = (key: string, createdAt: Date, state: number) =>
        db.query(
          `insert into chases (player_id, lottery_type, idempotency_key, state, draws_total, amount, paid_bet, created_at)
           values ($1, 72, $2, $3, 2, 400, 400, $4)`,
          [player, key, state, createdAt],
        );
      await chase('running-in-window-0001', new Date(day(10).getTime() + 3_600_000), 1);
      await chase('running-before-00001', day(9), 1);
      await chase('stopped-in-window-001', new Date(day(10).getTime() + 7_200_000), 3);

      await migrate(db, all);
      expect((await db.query('select idempotency_key, wager_window_start from chases order by id')).rows).toEqual([
        { idempotency_key: 'running-in-window-0001', wager_window_start: day(10) },
        { idempotency_key: 'running-before-00001', wager_window_start: null },
        { idempotency_key: 'stopped-in-window-001', wager_window_start: null },
      ]);
    } finally {
      await db.close();
    }
  });
});
