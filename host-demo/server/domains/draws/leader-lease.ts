import type { Queryable } from '../../db/database';

// Taken when free, expired or already ours; decided in this one statement, so of several
// processes asking at once exactly one gets a row back. Times come from the callers' clocks:
// processes sharing a database need clocks in step (NTP) to well within the lease length, and
// even then the engine's own conditional updates keep each phase closed and drawn once.
const ACQUIRE_SQL = `
  insert into scheduler_leases (name, holder, expires_at)
  values ($1, $2, to_timestamp($3 / 1000.0))
  on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
   where scheduler_leases.holder = excluded.holder or scheduler_leases.expires_at <= to_timestamp($4 / 1000.0)
  returning holder`;

/**
 * Takes or renews the lease `name` for `holder` until `now + leaseMs`; true when `holder` holds
 * it now. A holder that stops renewing loses it once it expires.
 *
 * @example if (await acquireLease(db, 'draw-scheduler', processId, clock.now(), 15_000)) await runDrawEngine(...)
 */
export async function acquireLease(db: Queryable, name: string, holder: string, now: number, leaseMs: number): Promise<boolean> {
  const { rows } = await db.query(ACQUIRE_SQL, [name, holder, now + leaseMs, now]);
  return rows.length === 1;
}

/** Gives the lease up (on shutdown), so another process takes over at once rather than at expiry. */
export async function releaseLease(db: Queryable, name: string, holder: string): Promise<void> {
  await db.query('delete from scheduler_leases where name = $1 and holder = $2', [name, holder]);
}
