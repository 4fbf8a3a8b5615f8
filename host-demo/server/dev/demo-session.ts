/**
 * DEVELOPMENT ONLY. Prints the demo player's session token (see seed/seed-demo.ts) after reviving
 * its session, which ends like any other after userAliveDurationSecond of inactivity.
 *
 *   tsx host-demo/server/dev/demo-session.ts
 *
 * Uses the same DATA_DIR / DATABASE_URL as main.ts. PGlite allows one process per data folder:
 * stop the server first when it runs on PGlite. Refuses to run when NODE_ENV=production.
 */
import { openDatabaseFromEnv } from '../db/open-from-env';
import { DEMO_SESSION_TOKEN } from '../seed/seed-demo';
import { hashToken } from '../domains/sessions/sessions';

if (process.env.NODE_ENV === 'production') {
  console.error('demo-session is a development helper; refusing to run with NODE_ENV=production');
  process.exit(1);
}

const { db } = await openDatabaseFromEnv();
try {
  const { rows } = await db.query(
    `update sessions set last_seen_at = now(), ended_at = null, end_reason = null where token_hash = $1 returning id`,
    [hashToken(DEMO_SESSION_TOKEN)],
  );
  if (rows.length === 0) {
    console.error('No demo session in this database (it is seeded only into an empty database, outside production).');
    process.exitCode = 1;
  } else {
    console.log(`Demo session token (header Api-Access-Token): ${DEMO_SESSION_TOKEN}`);
  }
} finally {
  await db.close();
}
