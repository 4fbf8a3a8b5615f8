/**
 * The e-instant wallet protocol (issue 20; docs/e-instants.md; 037_e_instants.sql). A game runs in
 * its own frame and moves money only through these calls of its studio's server: a one-time
 * launch token becomes a game session; bet, win and rollback each carry the studio's transaction
 * id and the game's round id.
 *
 * Decided in the database: every call of a session locks the session's row first, so a session's
 * calls run one at a time; a transaction id is recorded once per game by the
 * (app_key, transaction_id) key, in the transaction that moves its money, so a replayed call (one
 * after the other, or twenty at once) moves money once, and the id with another call is refused
 * (400000014). A real bet locks the player's accounts and claims the wager limit in one statement,
 * as a ticket purchase does (orders/pay-order.ts); a demo session moves only its own virtual
 * balance and never the ledger.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { signedText } from '../../../../sdk/instant/wallet-signature';
import { canTransact } from '../../../../sdk/kyc/kyc-rules';
import type { Queryable } from '../../db/database';
import { GatewayError } from '../../errors/gateway-error';
import { requestFingerprint, sameRequestSql } from '../idempotency';
import { effectiveStatus } from '../kyc/kyc-state';
import { readPlayerStanding } from '../players/player-standing';
import { claimAllowanceSql, claimOutcome } from '../responsible-play/allowance';
import { activeExclusion, exclusionErrorData } from '../responsible-play/exclusions';
import { wagerWindowOrRefuse } from '../responsible-play/wager-allowance';
import { InsufficientFundsError, lockedAccountsOf, lockPlayerAccountsSql, playerBalances, postMovement, writeMovement, type PlayerAccountKind } from '../wallet/ledger';
import { spendPlan } from '../wallet/spend-plan';

/** How long a launch token may wait to be redeemed. */
export const LAUNCH_TOKEN_MS = 2 * 60_000;
/** A game session's absolute lifetime from its launch. */
export const GAME_SESSION_MS = 60 * 60_000;
/** A demo session's virtual balance at launch: AED 1,000. */
export const DEMO_BALANCE = 100_000;
/** Where the reference studio serves a game's page (studio/reference-game-routes.ts). */
export const gamePagePath = (appKey: string) => `/studio/e-instants/${encodeURIComponent(appKey)}/`;

const sha256 = (text: string) => createHash('sha256').update(text).digest();
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Refuses a wallet call whose signature is not the studio's (403001602): HMAC-SHA256 by
 * `studioKey` over the call's data without its signature (sdk/instant walletSignature).
 */
export function checkStudioSignature(studioKey: string, data: Readonly<Record<string, unknown>> & { signature: string }): void {
  const expected = createHmac('sha256', studioKey).update(signedText(data)).digest();
  const given = Buffer.from(data.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new GatewayError(ErrorCode.eInstantSignatureInvalid);
}

/** The e-instant game `appKey`, refused unless one (404000001) and on sale (403000949). */
async function eInstantOnSale(db: Queryable, appKey: string): Promise<{ maxPrize: number }> {
  const { rows } = await db.query<{ category: string; on_sale: boolean; sales_suspended: boolean; max_prize_amount: string | number | null }>(
    'select category, on_sale, sales_suspended, max_prize_amount from games where app_key = $1',
    [appKey],
  );
  const game = rows[0];
  if (!game || game.category !== 'e_instant') throw new GatewayError(ErrorCode.gameNotFound);
  if (!game.on_sale || game.sales_suspended) throw new GatewayError(ErrorCode.gameSalesSuspended);
  return { maxPrize: Number(game.max_prize_amount ?? 0) };
}

/** A launch: the one-time token, the game's page and the token's deadline. */
export interface Launch {
  launchToken: string;
  gameUrl: string;
  demo: boolean;
  launchExpiresAt: number;
}

/**
 * Issues a one-time launch token for a game session: a player's (real money) or a demo one
 * (`playerId` null or not, `demo` says which). Only the token's hash is kept. The game's page is
 * absolute on `origin` (the gateway's), so the page that frames it knows the frame's origin.
 */
export async function launchGame(db: Queryable, p: { playerId: number | null; appKey: string; demo: boolean; now: number; origin?: string | undefined }): Promise<Launch> {
  await eInstantOnSale(db, p.appKey);
  const launchToken = newToken();
  const launchExpiresAt = p.now + LAUNCH_TOKEN_MS;
  await db.query(
    `insert into e_instant_sessions (launch_hash, player_id, app_key, demo, demo_balance, created_at, launch_expires_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [sha256(launchToken), p.playerId, p.appKey, p.demo, p.demo ? DEMO_BALANCE : null, new Date(p.now), new Date(launchExpiresAt), new Date(p.now + GAME_SESSION_MS)],
  );
  return { launchToken, gameUrl: `${p.origin ?? ''}${gamePagePath(p.appKey)}#launch=${launchToken}`, demo: p.demo, launchExpiresAt };
}

/** A game session's row. */
interface SessionRow {
  id: string;
  player_id: string | null;
  app_key: string;
  demo: boolean;
  demo_balance: string | null;
  expires_at: Date;
}
const SESSION_COLUMNS = 'id::text as id, player_id::text as player_id, app_key, demo, demo_balance, expires_at';

/** A session's wallet state: the player's total balance, or the demo one. */
export interface WalletState {
  balance: number;
  currency: 'AED';
  demo: boolean;
}

async function stateOf(db: Queryable, s: SessionRow): Promise<WalletState> {
  if (s.demo) return { balance: Number(s.demo_balance), currency: 'AED', demo: true };
  const b = await playerBalances(db, Number(s.player_id));
  return { balance: b.bet + b.gift + b.withdrawable, currency: 'AED', demo: false };
}

/**
 * Redeems a launch token, once: the conditional UPDATE that sets redeemed_at decides it, so of two
 * racing redemptions one gets the session and the other 403001601, as does an expired token.
 */
export async function redeemLaunch(db: Queryable, launchToken: string, now: number): Promise<WalletState & { sessionToken: string; appKey: string; expiresAt: number }> {
  const sessionToken = newToken();
  const { rows } = await db.query<SessionRow>(
    `update e_instant_sessions set session_hash = $2, redeemed_at = $3
      where launch_hash = $1 and redeemed_at is null and launch_expires_at > $3 and expires_at > $3
      returning ${SESSION_COLUMNS}`,
    [sha256(launchToken), sha256(sessionToken), new Date(now)],
  );
  const s = rows[0];
  if (!s) throw new GatewayError(ErrorCode.eInstantSessionInvalid);
  return { ...(await stateOf(db, s)), sessionToken, appKey: s.app_key, expiresAt: s.expires_at.getTime() };
}

/** A session by its token, not locked (a read), refused when unknown or ended (403001601). */
export async function sessionState(db: Queryable, sessionToken: string, now: number): Promise<WalletState> {
  const { rows } = await db.query<SessionRow>(`select ${SESSION_COLUMNS} from e_instant_sessions where session_hash = $1`, [sha256(sessionToken)]);
  const s = rows[0];
  if (!s || s.expires_at.getTime() <= now) throw new GatewayError(ErrorCode.eInstantSessionInvalid);
  return stateOf(db, s);
}

/** The real-money player of a game session, or null (a demo session, an unknown token). */
export async function sessionPlayer(db: Queryable, sessionToken: string): Promise<number | null> {
  const { rows } = await db.query<{ player_id: string | null }>('select player_id::text as player_id from e_instant_sessions where session_hash = $1 and not demo', [sha256(sessionToken)]);
  return rows[0]?.player_id ? Number(rows[0].player_id) : null;
}

/** The session's row locked FOR UPDATE: every money call of a session runs after the one before. */
async function lockSession(tx: Queryable, sessionToken: string, now: number): Promise<SessionRow> {
  const { rows } = await tx.query<SessionRow>(`select ${SESSION_COLUMNS} from e_instant_sessions where session_hash = $1 for update`, [sha256(sessionToken)]);
  const s = rows[0];
  if (!s || s.expires_at.getTime() <= now) throw new GatewayError(ErrorCode.eInstantSessionInvalid);
  return s;
}

/** What a bet, win or rollback answers. */
export interface WalletMove extends WalletState {
  transactionId: string;
  walletTransactionId: string;
  replayed: boolean;
}

/**
 * The record of `transactionId` in this game, if any: a replay of the same call answers it; the
 * id with another call is 400000014. Read after the session's lock, so a racing copy of the call
 * on this session has committed (or rolled back) before.
 */
async function earlierRecord(tx: Queryable, appKey: string, transactionId: string, requestHash: Buffer): Promise<string | null> {
  const { rows } = await tx.query<{ id: string; same_request: boolean }>(
    `select id::text as id, ${sameRequestSql('request_hash', '$3')} as same_request from e_instant_transactions where app_key = $1 and transaction_id = $2`,
    [appKey, transactionId, requestHash],
  );
  if (!rows[0]) return null;
  if (!rows[0].same_request) throw new GatewayError(ErrorCode.idempotencyKeyReused);
  return rows[0].id;
}

async function record(
  tx: Queryable,
  r: { appKey: string; transactionId: string; sessionId: string; roundPk: string; kind: 'bet' | 'win' | 'rollback'; amount: number; legs?: unknown; rollsBack?: string; requestHash: Buffer; now: number },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into e_instant_transactions (app_key, transaction_id, session_id, round_pk, kind, amount, legs, rolls_back, request_hash, created_at)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10) returning id::text as id`,
    [r.appKey, r.transactionId, r.sessionId, r.roundPk, r.kind, r.amount, r.legs === undefined ? null : JSON.stringify(r.legs), r.rollsBack ?? null, r.requestHash, new Date(r.now)],
  );
  return rows[0]!.id;
}

/** The player's gates of a wager (SPEC §4, §6): KYC (403000801, name warning 403000803) and an exclusion or break (403000619). */
async function requireMayWager(db: Queryable, playerId: number, now: number): Promise<void> {
  const standing = await readPlayerStanding(db, playerId);
  if (!canTransact(effectiveStatus(standing.verifiedStatus, standing.kycDocumentExpiresAt, now))) throw new GatewayError(ErrorCode.kycRequired);
  if (standing.kycNameWarning) throw new GatewayError(ErrorCode.kycNameWarning);
  const exclusion = await activeExclusion(db, playerId, now);
  if (exclusion) throw new GatewayError(ErrorCode.selfExcluded, undefined, exclusionErrorData(exclusion));
}

/** The wager limit's claim inside the locking statement: player $1, at $2, amount $3. */
const WAGER_CLAIM = claimAllowanceSql({ player: '$1', type: '4', at: '$2', amount: '$3', force: 'false' });

export interface BetCall {
  sessionToken: string;
  transactionId: string;
  roundId: string;
  amount: number;
}

/** Another call under this transaction id got there first (the key's unique index): answer it. */
export class TransactionIdTakenError extends Error {
  override name = 'TransactionIdTakenError';
}

/** Runs `body`, turning the transaction id's unique index into {@link TransactionIdTakenError}. */
async function keyed<T>(body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new TransactionIdTakenError();
    throw error;
  }
}

/**
 * A bet, in the caller's transaction. Real money: the player's gates, then one statement locking
 * the accounts and claiming the wager limit; the balance split gift → bet → withdrawable
 * (403001201 short); the round opened at its first bet or added to while open (403001603 once
 * closed); one `stake` movement `einstant-bet:<id>`. Demo: the virtual balance only.
 *
 * @returns the answer, and the player to tell of a wallet change (null for demo or a replay)
 */
export async function bet(tx: Queryable, call: BetCall, now: number): Promise<{ move: WalletMove; playerId: number | null }> {
  const s = await lockSession(tx, call.sessionToken, now);
  const requestHash = requestFingerprint(call, ['signature']);
  const earlier = await earlierRecord(tx, s.app_key, call.transactionId, requestHash);
  if (earlier) return { move: { ...(await stateOf(tx, s)), transactionId: call.transactionId, walletTransactionId: earlier, replayed: true }, playerId: null };
  await eInstantOnSale(tx, s.app_key);
  const at = new Date(now);

  let legs: { kind: PlayerAccountKind; amount: number }[] | undefined;
  let accounts: ReturnType<typeof lockedAccountsOf> | undefined;
  const playerId = s.player_id === null ? null : Number(s.player_id);
  if (s.demo) {
    const { rows: paid } = await tx.query('update e_instant_sessions set demo_balance = demo_balance - $2 where id = $1 and demo_balance >= $2 returning id', [s.id, call.amount]);
    if (paid.length === 0) throw new GatewayError(ErrorCode.insufficientBalance);
  } else {
    await requireMayWager(tx, playerId!, now);
    const { rows: locked } = await tx.query<{ part: string; id: number | null; kind: string | null; balance: number | null; period_start: Date | null; has_limit: boolean }>(
      `with ${WAGER_CLAIM.cte},
       a as (${lockPlayerAccountsSql('$1')})
       select 'account' as part, id, kind, balance, null::timestamptz as period_start, null::boolean as has_limit from a
       union all
       select 'house', id, kind, null, null, null from ledger_accounts where player_id is null and kind = 'house_sales'
       union all
       select 'wager', null, null, null, ${WAGER_CLAIM.columns}`,
      [playerId, at, call.amount],
    );
    accounts = lockedAccountsOf(locked.filter((r) => r.part !== 'wager').map((r) => ({ id: r.id!, kind: r.kind!, balance: r.balance, house: r.part === 'house' })));
    const balances: Record<PlayerAccountKind, number> = { bet: 0, gift: 0, withdrawable: 0 };
    for (const [kind, a] of accounts.player) balances[kind as PlayerAccountKind] = a.balance;
    const plan = spendPlan(balances, call.amount);
    if (!plan) throw new GatewayError(ErrorCode.insufficientBalance);
    wagerWindowOrRefuse(await claimOutcome(tx, locked.find((r) => r.part === 'wager')!, playerId!, 4, now));
    legs = plan;
  }

  const { rows: rounds } = await tx.query<{ id: string }>(
    `insert into e_instant_rounds (session_id, app_key, round_id, player_id, demo, stake, opened_at) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (session_id, round_id) do update set stake = e_instant_rounds.stake + excluded.stake where e_instant_rounds.status = 'open'
     returning id::text as id`,
    [s.id, s.app_key, call.roundId, playerId, s.demo, call.amount, at],
  );
  if (!rounds[0]) throw new GatewayError(ErrorCode.eInstantRoundClosed);
  const id = await keyed(() => record(tx, { appKey: s.app_key, transactionId: call.transactionId, sessionId: s.id, roundPk: rounds[0]!.id, kind: 'bet', amount: call.amount, legs, requestHash, now }));
  if (legs && accounts) {
    try {
      await writeMovement(tx, {
        idempotencyKey: `einstant-bet:${id}`,
        kind: 'stake',
        memo: `e-instant ${s.app_key} round ${call.roundId}`,
        reference: `einstant:${rounds[0].id}`,
        legs: [...legs.map((b) => ({ account: { playerId: playerId!, kind: b.kind }, amount: -b.amount })), { account: { house: 'house_sales' as const }, amount: call.amount }],
        at: now,
      }, accounts);
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new GatewayError(ErrorCode.insufficientBalance);
      throw error;
    }
  }
  return { move: { ...(await stateOf(tx, await lockSession(tx, call.sessionToken, now))), transactionId: call.transactionId, walletTransactionId: id, replayed: false }, playerId };
}

interface RoundRow {
  id: string;
  status: 'open' | 'closed' | 'rolled_back';
  stake: string;
  win: string;
  has_win: boolean;
}

async function roundOf(tx: Queryable, sessionId: string, roundId: string): Promise<RoundRow> {
  const { rows } = await tx.query<RoundRow>(
    `select r.id::text as id, r.status, r.stake, r.win, exists (select 1 from e_instant_transactions t where t.round_pk = r.id and t.kind = 'win') as has_win
       from e_instant_rounds r where r.session_id = $1 and r.round_id = $2 for update`,
    [sessionId, roundId],
  );
  // A win or rollback on a round without a bet.
  if (!rows[0]) throw new GatewayError(ErrorCode.eInstantRoundNotFound);
  return rows[0];
}

export interface WinCall {
  sessionToken: string;
  transactionId: string;
  roundId: string;
  amount: number;
  closeRound: boolean;
}

/**
 * A win, in the caller's transaction: only on an open round that has a bet (404001601 without,
 * 403001603 closed), at most the game's top prize for the round (403001605); credited to the
 * withdrawable balance (`prize` movement `einstant-win:<id>`), or the demo balance.
 */
export async function win(tx: Queryable, call: WinCall, now: number): Promise<{ move: WalletMove; playerId: number | null }> {
  const s = await lockSession(tx, call.sessionToken, now);
  const requestHash = requestFingerprint(call, ['signature']);
  const earlier = await earlierRecord(tx, s.app_key, call.transactionId, requestHash);
  if (earlier) return { move: { ...(await stateOf(tx, s)), transactionId: call.transactionId, walletTransactionId: earlier, replayed: true }, playerId: null };
  const round = await roundOf(tx, s.id, call.roundId);
  if (round.status !== 'open') throw new GatewayError(ErrorCode.eInstantRoundClosed);
  const { maxPrize } = await eInstantGame(tx, s.app_key);
  if (Number(round.win) + call.amount > maxPrize) throw new GatewayError(ErrorCode.eInstantWinTooLarge);
  await tx.query(
    `update e_instant_rounds set win = win + $2, status = case when $3 then 'closed' else status end, closed_at = case when $3 then $4 else closed_at end where id = $1`,
    [round.id, call.amount, call.closeRound, new Date(now)],
  );
  const id = await keyed(() => record(tx, { appKey: s.app_key, transactionId: call.transactionId, sessionId: s.id, roundPk: round.id, kind: 'win', amount: call.amount, requestHash, now }));
  const playerId = s.player_id === null ? null : Number(s.player_id);
  if (s.demo) await tx.query('update e_instant_sessions set demo_balance = demo_balance + $2 where id = $1', [s.id, call.amount]);
  else if (call.amount > 0) {
    await postMovement(tx, {
      idempotencyKey: `einstant-win:${id}`,
      kind: 'prize',
      memo: `e-instant ${s.app_key} round ${call.roundId}`,
      reference: `einstant:${round.id}`,
      legs: [{ account: { house: 'house_prizes' }, amount: -call.amount }, { account: { playerId: playerId!, kind: 'withdrawable' }, amount: call.amount }],
      at: now,
    });
  }
  return { move: { ...(await stateOf(tx, await lockSession(tx, call.sessionToken, now))), transactionId: call.transactionId, walletTransactionId: id, replayed: false }, playerId: s.demo ? null : playerId };
}

/** The game's top prize, whether or not on sale now: a round under way is paid after a suspension. */
async function eInstantGame(db: Queryable, appKey: string): Promise<{ maxPrize: number }> {
  const { rows } = await db.query<{ max_prize_amount: string | number | null }>('select max_prize_amount from games where app_key = $1', [appKey]);
  return { maxPrize: Number(rows[0]?.max_prize_amount ?? 0) };
}

export interface RollbackCall {
  sessionToken: string;
  transactionId: string;
  roundId: string;
  betTransactionId: string;
}

/**
 * Rolls one bet of an open round back, in the caller's transaction: refused once the round has a
 * win (403001604) or is closed (403001603); the bet must be this round's (404001601) and not rolled
 * back already (403001603). Its stake goes back to the accounts it came from (`stake_refund`
 * `einstant-rollback:<id>`); the round is rolled back when no stake is left on it.
 */
export async function rollback(tx: Queryable, call: RollbackCall, now: number): Promise<{ move: WalletMove; playerId: number | null }> {
  const s = await lockSession(tx, call.sessionToken, now);
  const requestHash = requestFingerprint(call, ['signature']);
  const earlier = await earlierRecord(tx, s.app_key, call.transactionId, requestHash);
  if (earlier) return { move: { ...(await stateOf(tx, s)), transactionId: call.transactionId, walletTransactionId: earlier, replayed: true }, playerId: null };
  const round = await roundOf(tx, s.id, call.roundId);
  if (round.has_win) throw new GatewayError(ErrorCode.eInstantRollbackAfterWin);
  if (round.status !== 'open') throw new GatewayError(ErrorCode.eInstantRoundClosed);
  const { rows: bets } = await tx.query<{ id: string; amount: string; legs: { kind: PlayerAccountKind; amount: number }[] | null; rolled_back: boolean }>(
    `select t.id::text as id, t.amount, t.legs, exists (select 1 from e_instant_transactions r where r.rolls_back = t.id) as rolled_back
       from e_instant_transactions t where t.app_key = $1 and t.transaction_id = $2 and t.round_pk = $3 and t.kind = 'bet'`,
    [s.app_key, call.betTransactionId, round.id],
  );
  const theBet = bets[0];
  if (!theBet) throw new GatewayError(ErrorCode.eInstantRoundNotFound);
  if (theBet.rolled_back) throw new GatewayError(ErrorCode.eInstantRoundClosed);
  const amount = Number(theBet.amount);
  const playerId = s.player_id === null ? null : Number(s.player_id);
  const id = await refundBet(tx, { sessionId: s.id, appKey: s.app_key, transactionId: call.transactionId, roundPk: round.id, betId: theBet.id, amount, legs: theBet.legs, demo: s.demo, playerId, requestHash, now });
  return { move: { ...(await stateOf(tx, await lockSession(tx, call.sessionToken, now))), transactionId: call.transactionId, walletTransactionId: id, replayed: false }, playerId: s.demo ? null : playerId };
}

/** Records a bet's rollback and pays its stake back; the round is rolled back when nothing is staked on it any more. */
async function refundBet(
  tx: Queryable,
  r: { sessionId: string; appKey: string; transactionId: string; roundPk: string; betId: string; amount: number; legs: { kind: PlayerAccountKind; amount: number }[] | null; demo: boolean; playerId: number | null; requestHash: Buffer; now: number },
): Promise<string> {
  const id = await keyed(() => record(tx, { appKey: r.appKey, transactionId: r.transactionId, sessionId: r.sessionId, roundPk: r.roundPk, kind: 'rollback', amount: r.amount, rollsBack: r.betId, requestHash: r.requestHash, now: r.now }));
  await tx.query(
    `update e_instant_rounds set stake = stake - $2, status = case when stake - $2 = 0 then 'rolled_back' else status end,
            closed_at = case when stake - $2 = 0 then $3 else closed_at end
      where id = $1`,
    [r.roundPk, r.amount, new Date(r.now)],
  );
  if (r.demo) await tx.query('update e_instant_sessions set demo_balance = demo_balance + $2 where id = $1', [r.sessionId, r.amount]);
  else {
    // The stake leaves the wager limit's window it counted in (the bet made inside the window the
    // limit is counting), as a cancelled order's does (orders/cancel-order.ts): one statement.
    await tx.query(
      `update player_limits l set used = greatest(l.used - $2, 0), updated_at = $3
         from e_instant_transactions b
        where b.id = $4 and l.player_id = $1 and l.limit_type = 4 and l.period_start <= b.created_at and b.created_at < l.period_end`,
      [r.playerId, r.amount, new Date(r.now), r.betId],
    );
    await postMovement(tx, {
      idempotencyKey: `einstant-rollback:${id}`,
      kind: 'stake_refund',
      memo: `e-instant ${r.appKey} rollback`,
      reference: `einstant:${r.roundPk}`,
      legs: [{ account: { house: 'house_sales' }, amount: -r.amount }, ...(r.legs ?? []).map((l) => ({ account: { playerId: r.playerId!, kind: l.kind }, amount: l.amount }))],
      at: r.now,
    });
  }
  return id;
}

/**
 * The open-round job (run by the draw scheduler's leader, domains/draws/scheduler.ts): a round
 * still open `timeoutMs` after it opened, or whose session ended, is finished. Without a win its
 * bets are rolled back (`auto-rollback:<bet id>` transactions, their stakes returned); with a win
 * it is closed, as a rollback after a win is refused. Each round in its own transaction under the
 * session's lock, so a studio's late call and the job never both finish it. At most `batch` rounds
 * a run.
 *
 * @returns how many rounds it finished
 */
export async function finishOpenRounds(db: import('../../db/database').Database, now: number, timeoutMs: number, batch = 100): Promise<{ rounds: number; players: number[] }> {
  const { rows } = await db.query<{ id: string; session_id: string }>(
    `select r.id::text as id, r.session_id::text as session_id from e_instant_rounds r join e_instant_sessions s on s.id = r.session_id
      where r.status = 'open' and (r.opened_at <= $1 or s.expires_at <= $2) order by r.opened_at limit $3`,
    [new Date(now - timeoutMs), new Date(now), batch],
  );
  let rounds = 0;
  const players = new Set<number>();
  for (const row of rows) {
    const finished = await db.transaction(async (tx) => {
      const { rows: sessions } = await tx.query<{ player_id: string | null; demo: boolean; app_key: string }>(
        'select player_id::text as player_id, demo, app_key from e_instant_sessions where id = $1 for update',
        [row.session_id],
      );
      const s = sessions[0]!;
      const { rows: open } = await tx.query<{ has_win: boolean }>(
        `select exists (select 1 from e_instant_transactions t where t.round_pk = r.id and t.kind = 'win') as has_win
           from e_instant_rounds r where r.id = $1 and r.status = 'open' for update`,
        [row.id],
      );
      if (!open[0]) return false;
      if (open[0].has_win) {
        await tx.query("update e_instant_rounds set status = 'closed', closed_at = $2 where id = $1", [row.id, new Date(now)]);
        return true;
      }
      const { rows: bets } = await tx.query<{ id: string; amount: string; legs: { kind: PlayerAccountKind; amount: number }[] | null }>(
        `select t.id::text as id, t.amount, t.legs from e_instant_transactions t
          where t.round_pk = $1 and t.kind = 'bet' and not exists (select 1 from e_instant_transactions r where r.rolls_back = t.id) order by t.id`,
        [row.id],
      );
      const playerId = s.player_id === null ? null : Number(s.player_id);
      for (const b of bets) {
        await refundBet(tx, {
          sessionId: row.session_id, appKey: s.app_key, transactionId: `auto-rollback:${b.id}`, roundPk: row.id, betId: b.id, amount: Number(b.amount), legs: b.legs,
          demo: s.demo, playerId, requestHash: sha256(`auto-rollback:${b.id}`), now,
        });
      }
      if (playerId !== null && !s.demo) players.add(playerId);
      return true;
    });
    if (finished) rounds += 1;
  }
  return { rounds, players: [...players] };
}
