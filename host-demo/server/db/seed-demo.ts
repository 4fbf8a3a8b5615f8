/**
 * Demo content for a fresh database, so the whole product runs on first start.
 *
 * `seedDemo(db, { now })` writes, in one transaction:
 *
 * 1. Draw history: for each of the 10 lottery games of `GAMES` (sdk/games/catalogue.ts: types
 *    61, 80, 81, 82, 72, 92, 65, 69, 83, 67) its 3 most recent scheduled draws at or before
 *    `now`, as drawn phases (30 rows in `draws`). Each has a 32-byte random seed (hex), its
 *    seed_hash = SHA-256 of the seed's hex text, drawn_at = expected_at = the scheduled time,
 *    and a result drawn with `crypto.randomInt` within the game's catalogue ranges: Pick 3 and
 *    Pick 4 digits 0-9 in draw order with repeats; every other game distinct ascending numbers,
 *    then Lucky Day's month (1-12) or Super Diamond's diamond (1-5). Phase names are Asia/Dubai
 *    `YYYYMMDD001` for daily and weekly games and `YYYYMMDDHHmm` for interval games.
 *    Note: these demo results are not derived from their seeds, so a seed verifier cannot
 *    re-compute them; the draw scheduler will derive results from the seed.
 * 2. A demo player: open_id `demo-player`, first name `Demo`, user name `demo.player`,
 *    phone `+971500000000`, verification status 3 (verified), with its bet, gift and
 *    withdrawable accounts.
 * 3. A session for the demo player whose token is {@link DEMO_SESSION_TOKEN} (only its SHA-256 is
 *    stored). Like any session it ends after `userAliveDurationSecond` of inactivity;
 *    `tsx host-demo/server/dev/demo-session.ts` (development only) revives it and prints it.
 * 4. A demo deposit of AED 500 (50,000 fils) through the ledger: movement `deposit` with
 *    idempotency key `demo-seed:deposit`, house_deposits -50,000 and the player's bet account
 *    +50,000. Command 100124 then answers betBalance 50000, giftBalance 0, totalBalance 50000,
 *    withdrawableAmount 0.
 *
 * The game catalogue and navigation tabs are not demo content: seed-catalogue.ts writes them on
 * every start. main.ts calls {@link seedDemoIfEmpty}, and never when NODE_ENV=production, because
 * the demo token is public.
 */
import { GAMES } from '../../../sdk/games/catalogue';
import { drawResult, newDrawSeed } from '../domains/draws/draw-numbers';
import { phaseName, previousDrawTimes } from '../domains/draws/schedule';
import { createPlayer } from '../domains/players/players';
import { openSession } from '../domains/sessions/sessions';
import { postMovement } from '../domains/wallet/ledger';
import type { Database, Queryable } from './database';

/** Session token of the demo player. Public by design: development and tests only. */
export const DEMO_SESSION_TOKEN = 'demo-session-token-for-development-only';
export const DEMO_PLAYER_OPEN_ID = 'demo-player';
/** AED 500 in fils. */
export const DEMO_DEPOSIT_AMOUNT = 50_000;
/** Drawn phases seeded per lottery game. */
export const DEMO_DRAWN_PHASES = 3;

export interface DemoSeedResult {
  playerId: number;
  drawsInserted: number;
}

/** Advisory lock key of the demo seed, so gateway processes starting together seed once. */
const DEMO_SEED_LOCK_KEY = 7_142_025_002;

/** True when nothing player- or draw-related exists yet (catalogue rows do not count). */
export async function isDatabaseEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ used: boolean }>(
    `select exists (select 1 from players) or exists (select 1 from draws) or exists (select 1 from ledger_movements) as used`,
  );
  return !rows[0]?.used;
}

/** Writes the demo content described at the top of this file. Needs seedCatalogue first. */
export function seedDemo(db: Database, options: { now: number }): Promise<DemoSeedResult> {
  return db.transaction((tx) => writeDemo(tx, options.now));
}

/**
 * {@link seedDemo} when the database is empty (first start); null otherwise. The emptiness check
 * and the writes share one transaction under an advisory lock, so two processes starting on
 * one PostgreSQL cannot both seed.
 */
export function seedDemoIfEmpty(db: Database, options: { now: number }): Promise<DemoSeedResult | null> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [DEMO_SEED_LOCK_KEY]);
    return (await isDatabaseEmpty(tx)) ? writeDemo(tx, options.now) : null;
  });
}

async function writeDemo(tx: Queryable, now: number): Promise<DemoSeedResult> {
  let drawsInserted = 0;
  for (const game of GAMES) {
    for (const at of previousDrawTimes(game.schedule, now, DEMO_DRAWN_PHASES)) {
      const { seed, seedHash } = newDrawSeed();
      const when = new Date(at);
      await tx.query(
        `insert into draws (lottery_type, phase, expected_at, seed_hash, seed, result, drawn_at, created_at)
         values ($1, $2, $3, $4, $5, $6::int[], $3, $3)`,
        [game.lotteryType, phaseName(game.schedule, at), when, seedHash, seed, drawResult(game)],
      );
      drawsInserted += 1;
    }
  }

  const player = await createPlayer(tx, {
    openId: DEMO_PLAYER_OPEN_ID,
    firstName: 'Demo',
    userName: 'demo.player',
    phone: '+971500000000',
    verifiedStatus: 3,
    createdAt: now,
  });
  await openSession(tx, player.id, now, DEMO_SESSION_TOKEN);
  await postMovement(tx, {
    idempotencyKey: 'demo-seed:deposit',
    kind: 'deposit',
    memo: 'Demo deposit of AED 500',
    at: now,
    legs: [
      { account: { house: 'house_deposits' }, amount: -DEMO_DEPOSIT_AMOUNT },
      { account: { playerId: player.id, kind: 'bet' }, amount: DEMO_DEPOSIT_AMOUNT },
    ],
  });
  return { playerId: player.id, drawsInserted };
}
