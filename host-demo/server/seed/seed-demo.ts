/**
 * Demo content for a fresh database, so the whole product runs on first start. It lives above the
 * domains (it creates players, sessions and ledger movements through them), not in db/, which is
 * the data layer and imports no domain.
 *
 * `seedDemo(db, { now })` writes, in one transaction:
 *
 * 1. Draw history: for each of the 10 lottery games of `GAMES` (sdk/games/catalogue.ts: types
 *    61, 80, 81, 82, 72, 92, 65, 69, 83, 67) its 3 most recent scheduled draws at or before
 *    `now`, as drawn phases (30 rows in `draws`), made as the draw engine makes them, so the SDK
 *    verifier (sdk/draws verifyDraw) accepts every one: a fresh 32-byte seed (hex), its
 *    seed_hash = SHA-256 of the seed's bytes, the result = `deriveResult(seed, { lotteryType,
 *    phase }, game.result)` (HMAC-SHA256 with rejection sampling), sales closed at the game's
 *    close time with the fingerprint of no tickets (ticket_count 0, ticket_root = SHA-256 of
 *    nothing), drawn_at = expected_at = the scheduled time. Phase names are Asia/Dubai
 *    `YYYYMMDD001` for daily and weekly games and `YYYYMMDDHHmm` for interval games.
 * 2. Two demo players who can log in with a password (100200), both with the password
 *    {@link DEMO_PASSWORD} = `Demo#2026pass` (public by design, like the demo token; never printed):
 *
 *    | who                 | open_id           | e-mail                      | mobile            | status         |
 *    |---------------------|-------------------|-----------------------------|-------------------|----------------|
 *    | Demo Player         | `demo-player`     | demo.player@example.com     | +971 500000000    | 3 verified     |
 *    | Noor Unverified     | `demo-unverified` | demo.unverified@example.com | +971 500000001    | 1 unverified   |
 *
 *    Both registered by e-mail, with the mobile verified too, so every login form works for them
 *    (e-mail or mobile with the password, or a code from the outbox at GET /dev/outbox).
 *    The verified player: user name `demo.player`, Emirates ID 784-1988-0000001-4 valid until
 *    5 years after the seed, resident of the UAE, born 1988-04-12, address in Dubai.
 *    The unverified player: Emirates ID 784-1995-0000002-3, born 1995-09-30, address in Abu
 *    Dhabi; use it for the KYC flow with the eKYC simulator's test identities.
 *    Each has its bet, gift and withdrawable accounts. The verified player is on the geo
 *    whitelist (players.geo_whitelisted), so the demo bets and deposits from anywhere; a player
 *    who registers proves a location inside the UAE (providers/geo/).
 * 3. A session for the demo player whose token is {@link DEMO_SESSION_TOKEN} (only its SHA-256 is
 *    stored). Like any session it ends after `userAliveDurationSecond` of inactivity;
 *    `tsx host-demo/server/dev/demo-session.ts` (development only) revives it and prints it.
 * 4. A demo deposit of AED 500 (50,000 fils) through the ledger: movement `deposit` with
 *    idempotency key `demo-seed:deposit`, house_deposits -50,000 and the player's bet account
 *    +50,000. Command 100124 then answers betBalance 50000, giftBalance 0, totalBalance 50000,
 *    withdrawableAmount 0.
 * 5. Two coupons for the demo player ({@link DEMO_COUPONS}: AED 20 on deposits from AED 100 for
 *    30 days, AED 50 from AED 250 for 60 days), and an account of the previous platform
 *    ({@link DEMO_LEGACY_ACCOUNT}, AED 125.50) registered to the demo player's e-mail, which
 *    /account/migration offers to migrate.
 *
 * The game catalogue and navigation tabs are not demo content: db/seed-catalogue.ts writes them on
 * every start. main.ts calls {@link seedDemoIfEmpty}, and never when NODE_ENV=production, because
 * the demo token is public.
 */
import { GAMES } from '../../../sdk/games/catalogue';
import { deriveResult, newDrawSeed, ticketTree } from '../../../sdk/draws';
import { salesCloseAt } from '../domains/draws/sales-close';
import { phaseName, previousDrawTimes } from '../domains/draws/schedule';
import { hashPassword } from '../domains/accounts/passwords';
import { createPlayer } from '../domains/players/players';
import { setGeoWhitelisted } from '../domains/geo/geo-whitelist';
import { openSession } from '../domains/sessions/sessions';
import { postMovement } from '../domains/wallet/ledger';
import { grantCoupon } from '../domains/deposits/coupons';
import { importLegacyAccount } from '../domains/accounts/legacy-accounts';
import type { Database, Queryable } from '../db/database';

/** Session token of the demo player. Public by design: development and tests only. */
export const DEMO_SESSION_TOKEN = 'demo-session-token-for-development-only';
export const DEMO_PLAYER_OPEN_ID = 'demo-player';
/** Open id of the unverified demo player. */
export const DEMO_UNVERIFIED_OPEN_ID = 'demo-unverified';
/** Password of both demo players. Public by design: development and tests only. */
export const DEMO_PASSWORD = 'Demo#2026pass';
/** E-mail addresses (login credentials) of the demo players. */
export const DEMO_PLAYER_EMAIL = 'demo.player@example.com';
export const DEMO_UNVERIFIED_EMAIL = 'demo.unverified@example.com';
/** AED 500 in fils. */
export const DEMO_DEPOSIT_AMOUNT = 50_000;
/** Coupons granted to the demo player, so /account/coupons and the deposit's picker show some. */
export const DEMO_COUPONS = [
  { amount: 2_000, minAmount: 10_000, days: 30 },
  { amount: 5_000, minAmount: 25_000, days: 60 },
] as const;
/** The demo player's account on the previous platform, for /account/migration (001006, 600701). */
export const DEMO_LEGACY_ACCOUNT = { legacyRef: 'EL-2019-004512', balance: 12_550 } as const;
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
  const noTickets = await ticketTree([]);
  for (const game of GAMES) {
    for (const at of previousDrawTimes(game.schedule, now, DEMO_DRAWN_PHASES)) {
      const phase = phaseName(game.schedule, at);
      const { seed, seedHash } = await newDrawSeed();
      const result = await deriveResult(seed, { lotteryType: game.lotteryType, phase }, game.result);
      const closeAt = new Date(salesCloseAt(game, at));
      await tx.query(
        `insert into draws (lottery_type, phase, expected_at, seed_hash, seed, result, drawn_at, created_at,
           sales_close_at, closed_at, ticket_root, ticket_count)
         values ($1, $2, $3, $4, $5, $6::int[], $3, $7, $7, $7, $8, $9)`,
        [game.lotteryType, phase, new Date(at), seedHash, seed, result, closeAt, noTickets.root, noTickets.count],
      );
      drawsInserted += 1;
    }
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const player = await createPlayer(tx, {
    openId: DEMO_PLAYER_OPEN_ID,
    firstName: 'Demo',
    userName: 'demo.player',
    phone: '+971500000000',
    verifiedStatus: 3,
    createdAt: now,
    kycDocumentExpiresAt: now + 5 * 365 * 86_400_000,
    registration: {
      middleName: '',
      lastName: 'Player',
      birthDate: '1988-04-12',
      nationality: 'AE',
      residenceCountry: 'AE',
      idType: 1,
      idNumber: '784-1988-0000001-4',
      countryCode: '971',
      mobile: '500000000',
      email: DEMO_PLAYER_EMAIL,
      loginMethod: 'email',
      passwordHash,
      address: { country: 'AE', street: '12 Sheikh Zayed Road, Tower B', emirate: 'Dubai', city: 'Dubai', postcode: '' },
      mobileVerified: true,
      emailVerified: true,
    },
  });
  await createPlayer(tx, {
    openId: DEMO_UNVERIFIED_OPEN_ID,
    firstName: 'Noor',
    userName: DEMO_UNVERIFIED_EMAIL,
    phone: '+971500000001',
    verifiedStatus: 1,
    createdAt: now,
    registration: {
      middleName: '',
      lastName: 'Unverified',
      birthDate: '1995-09-30',
      nationality: 'IN',
      residenceCountry: 'AE',
      idType: 1,
      idNumber: '784-1995-0000002-3',
      countryCode: '971',
      mobile: '500000001',
      email: DEMO_UNVERIFIED_EMAIL,
      loginMethod: 'email',
      // Its own salt: equal passwords never share a hash.
      passwordHash: await hashPassword(DEMO_PASSWORD),
      address: { country: 'AE', street: '7 Corniche Street, Building 4', emirate: 'Abu Dhabi', city: 'Abu Dhabi', postcode: '' },
      mobileVerified: true,
      emailVerified: true,
    },
  });
  await setGeoWhitelisted(tx, player.id, true);
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
  for (const coupon of DEMO_COUPONS) {
    await grantCoupon(tx, { playerId: player.id, amount: coupon.amount, minAmount: coupon.minAmount, validFrom: now, validUntil: now + coupon.days * 86_400_000 }, now);
  }
  await importLegacyAccount(tx, { ...DEMO_LEGACY_ACCOUNT, email: DEMO_PLAYER_EMAIL, lastActiveAt: now - 200 * 86_400_000 });
  return { playerId: player.id, drawsInserted };
}
