/**
 * DEVELOPMENT ONLY. Prints the demo player's session token (see seed/seed-demo.ts) after reviving
 * its session, which ends like any other after userAliveDurationSecond of inactivity.
 *
 *   tsx host-demo/server/dev/demo-session.ts
 *
 * Uses the same DATA_DIR / DATABASE_URL as main.ts. PGlite allows one process per data folder:
 * stop the server first when it runs on PGlite. Refuses to run when NODE_ENV=production.
 */
import type { Queryable } from '../db/database';
import { DEMO_SESSION_TOKEN } from '../seed/seed-demo';
import { hashToken } from '../domains/sessions/sessions';
import { readSetting } from '../settings/table';
import { runOperatorScript } from './operator-script';

/** @example await reviveDemoSession(db) // { exitCode: 0, line: 'Demo session token (header Api-Access-Token): …' } */
export async function reviveDemoSession(db: Queryable): Promise<{ exitCode: 0 | 1; line: string }> {
  const { rows } = await db.query(
    `update sessions set last_seen_at = now(), ended_at = null, end_reason = null where token_hash = $1 returning id`,
    [hashToken(DEMO_SESSION_TOKEN)],
  );
  if (rows.length === 0) return { exitCode: 1, line: 'No demo session in this database (it is seeded only into an empty database, outside production).' };
  return { exitCode: 0, line: `Demo session token (header Api-Access-Token): ${DEMO_SESSION_TOKEN}` };
}

await runOperatorScript({
  url: import.meta.url,
  refuse: (env) => (readSetting('NODE_ENV', env) ? 'demo-session is a development helper; refusing to run with NODE_ENV=production' : null),
  run: (_args, { db }) => reviveDemoSession(db),
});
