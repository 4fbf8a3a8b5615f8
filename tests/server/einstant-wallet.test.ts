/**
 * The e-instant wallet protocol (issue 20; docs/e-instants.md) as a game studio and a ledger see
 * it: a one-time launch token becomes a game session; balance, bet, win and rollback each carry
 * their own transaction id and the round id; replays move money once; demo never touches the
 * ledger; every gate of a purchase applies to a bet; a round left open is finished by the job.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../sdk/errors/codes';
import { walletSignature } from '../../sdk/instant';
import { eInstantRoundsJob } from '../../host-demo/server/domains/instant/e-instant-rounds-job';
import { playerBalances } from '../../host-demo/server/domains/wallet/ledger';
import { availableBackends } from './helpers/backends';
import { callHapi, tableSnapshot } from './helpers/gateway';
import { expectLedgerReconciles } from './helpers/ledger';
import { buyer, totalBalance } from './helpers/orders';
import { gatewayPerTest } from './helpers/per-test';
import { DAY_MINUTES, setLimit, setSelfExclusion } from './helpers/responsible-play';

const KEY = 'a-studio-key-of-the-reference-game-0123456789';
const GAME = 'pearl-diver';
const STAKE = 500;

interface Move {
  balance: number;
  demo: boolean;
  transactionId: string;
  walletTransactionId: string;
  replayed: boolean;
}

describe.each(availableBackends())('the e-instant wallet protocol on $name', (backend) => {
  const t = gatewayPerTest(backend, { config: { eInstantStudioKey: KEY } });

  /** A studio's signed wallet call. */
  async function wallet<T = Move>(code: string, data: Record<string, unknown>, key = KEY) {
    return (await callHapi<T>(t.app, code, { ...data, signature: await walletSignature(key, data) }, { clientInfo: null })).envelope;
  }

  /** A launched and authenticated game session of a player (or a demo one). */
  async function session(token: string | null, appKey = GAME): Promise<string> {
    const launch = await callHapi<{ launchToken: string; gameUrl: string }>(t.app, token ? '101310' : '101311', { appKey }, token ? { token } : {});
    expect(launch.envelope.code).toBe(0);
    expect(launch.envelope.data!.gameUrl).toBe(`http://localhost:80/studio/e-instants/${appKey}/#launch=${launch.envelope.data!.launchToken}`);
    const auth = await wallet<{ sessionToken: string }>('101312', { launchToken: launch.envelope.data!.launchToken });
    expect(auth.code).toBe(0);
    return auth.data!.sessionToken;
  }

  let seq = 0;
  const id = (prefix: string) => `${prefix}-${(seq += 1)}`;
  const bet = (sessionToken: string, roundId: string, transactionId = id('bet'), amount = STAKE) => wallet('101314', { sessionToken, transactionId, roundId, amount });
  const win = (sessionToken: string, roundId: string, amount: number, transactionId = id('win'), closeRound = true) => wallet('101315', { sessionToken, transactionId, roundId, amount, closeRound });
  const rollback = (sessionToken: string, roundId: string, betTransactionId: string, transactionId = id('rb')) => wallet('101316', { sessionToken, transactionId, roundId, betTransactionId });

  it('launches once, then takes a stake and pays a win through the ledger, shown in transactions and the E-Instants tab with its detail', async () => {
    const p = await buyer(t.db, t.clock, 10_000);
    const launch = (await callHapi<{ launchToken: string }>(t.app, '101310', { appKey: GAME }, { token: p.token })).envelope.data!;
    // Five redemptions of one launch token at once: one session.
    const redeemed = await Promise.all(Array.from({ length: 5 }, () => wallet<{ sessionToken: string; balance: number; demo: boolean }>('101312', { launchToken: launch.launchToken })));
    expect(redeemed.map((r) => r.code).sort()).toEqual([0, ...Array(4).fill(ErrorCode.eInstantSessionInvalid)]);
    const ok = redeemed.find((r) => r.code === 0)!.data!;
    expect(ok).toMatchObject({ balance: 10_000, demo: false, currency: 'AED', appKey: GAME });
    const s = ok.sessionToken;

    expect((await wallet('101313', { sessionToken: s })).data).toEqual({ balance: 10_000, currency: 'AED', demo: false });
    const staked = await bet(s, 'round-1', 'bet-a');
    expect(staked.code).toBe(0);
    expect(staked.data).toMatchObject({ balance: 10_000 - STAKE, replayed: false, transactionId: 'bet-a' });
    const paid = await win(s, 'round-1', 2_000, 'win-a');
    expect(paid.data).toMatchObject({ balance: 10_000 - STAKE + 2_000, replayed: false });
    expect(await totalBalance(t.db, p.playerId)).toBe(11_500);
    expect((await playerBalances(t.db, p.playerId)).withdrawable).toBeGreaterThanOrEqual(2_000);

    const tx = await callHapi<{ items: { amount: number }[] }>(t.app, '100125', { tab: 'all' }, { token: p.token });
    expect(tx.envelope.data!.items.map((i) => i.amount)).toEqual(expect.arrayContaining([-STAKE, 2_000]));
    const tab = await callHapi<{ items: { orderId: string; status: number; amount: number; prizeAmount: number; playType: number; appKey: string; eInstant: { roundId: string; state: string } }[] }>(
      t.app, '101065', { tab: 'instant' }, { token: p.token },
    );
    expect(tab.envelope.data!.items).toHaveLength(1);
    const order = tab.envelope.data!.items[0]!;
    expect(order).toMatchObject({ status: 3, amount: STAKE, prizeAmount: 2_000, playType: 400006, appKey: GAME, eInstant: { roundId: 'round-1', state: 'closed' } });
    const detail = await callHapi<{ transactions: { kind: string; amount: number; transactionId: string }[]; stake: number; win: number }>(t.app, '101317', { orderId: order.orderId }, { token: p.token });
    expect(detail.envelope.data).toMatchObject({ stake: STAKE, win: 2_000, state: 'closed' });
    expect(detail.envelope.data!.transactions.map((c) => [c.kind, c.amount, c.transactionId])).toEqual([['bet', STAKE, 'bet-a'], ['win', 2_000, 'win-a']]);
    // Another player's round is not found, as another player's order.
    const other = await buyer(t.db, t.clock, 0);
    expect((await callHapi(t.app, '101317', { orderId: order.orderId }, { token: other.token })).envelope.code).toBe(ErrorCode.orderNotFound);
    // The net position of the responsible-play bar counts the round.
    expect((await callHapi<{ won: number; spent: number }>(t.app, '100157', {}, { token: p.token })).envelope.data).toMatchObject({ won: 2_000, spent: STAKE });
    await expectLedgerReconciles(t.db);
  });

  it('moves money once for a bet, a win and a rollback each replayed 20 times in a row and 20 times at once', async () => {
    const p = await buyer(t.db, t.clock, 10_000);
    const s = await session(p.token);
    for (let i = 0; i < 20; i += 1) expect((await bet(s, 'r-seq', 'bet-seq')).data).toMatchObject({ replayed: i > 0, balance: 10_000 - STAKE });
    const together = await Promise.all(Array.from({ length: 20 }, () => bet(s, 'r-par', 'bet-par')));
    expect(together.map((r) => r.code)).toEqual(Array(20).fill(0));
    expect(together.filter((r) => !r.data!.replayed)).toHaveLength(1);
    expect(new Set(together.map((r) => r.data!.walletTransactionId)).size).toBe(1);
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000 - 2 * STAKE);

    for (let i = 0; i < 20; i += 1) expect((await win(s, 'r-seq', 1_000, 'win-seq')).code).toBe(0);
    expect((await Promise.all(Array.from({ length: 20 }, () => win(s, 'r-par', 700, 'win-par')))).map((r) => r.code)).toEqual(Array(20).fill(0));
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000 - 2 * STAKE + 1_700);

    await bet(s, 'r-rb', 'bet-rb');
    await bet(s, 'r-rb2', 'bet-rb2');
    for (let i = 0; i < 20; i += 1) expect((await rollback(s, 'r-rb', 'bet-rb', 'rb-seq')).code).toBe(0);
    const rolled = await Promise.all(Array.from({ length: 20 }, () => rollback(s, 'r-rb2', 'bet-rb2', 'rb-par')));
    expect(rolled.map((r) => r.code)).toEqual(Array(20).fill(0));
    expect(rolled.filter((r) => !r.data!.replayed)).toHaveLength(1);
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000 - 2 * STAKE + 1_700);
    const counts = await t.db.query<{ kind: string; n: string }>('select kind, count(*) as n from e_instant_transactions group by kind order by kind');
    expect(counts.rows.map((r) => [r.kind, Number(r.n)])).toEqual([['bet', 4], ['rollback', 2], ['win', 2]]);
    await expectLedgerReconciles(t.db);
  });

  it('refuses a transaction id sent again with another call, a rollback after a win, a win without a bet, and anything on a closed round', async () => {
    const p = await buyer(t.db, t.clock, 10_000);
    const s = await session(p.token);
    expect((await bet(s, 'r1', 'tx-1')).code).toBe(0);
    const before = await tableSnapshot(t.db);
    expect((await bet(s, 'r1', 'tx-1', 900)).code).toBe(ErrorCode.idempotencyKeyReused);
    expect((await bet(s, 'r2', 'tx-1')).code).toBe(ErrorCode.idempotencyKeyReused);
    expect((await win(s, 'r1', 100, 'tx-1')).code).toBe(ErrorCode.idempotencyKeyReused);
    // A win without a bet, a rollback of a bet that is not the round's.
    expect((await win(s, 'never-bet', 100)).code).toBe(ErrorCode.eInstantRoundNotFound);
    expect((await rollback(s, 'r1', 'no-such-bet')).code).toBe(ErrorCode.eInstantRoundNotFound);
    // A win above the game's top prize.
    expect((await win(s, 'r1', 50_000_01)).code).toBe(ErrorCode.eInstantWinTooLarge);
    expect(await tableSnapshot(t.db)).toEqual(before);

    expect((await win(s, 'r1', 0, 'loss-1')).code).toBe(0);
    const closed = await tableSnapshot(t.db);
    expect((await rollback(s, 'r1', 'tx-1')).code).toBe(ErrorCode.eInstantRollbackAfterWin);
    expect((await bet(s, 'r1')).code).toBe(ErrorCode.eInstantRoundClosed);
    expect((await win(s, 'r1', 100)).code).toBe(ErrorCode.eInstantRoundClosed);
    expect(await tableSnapshot(t.db)).toEqual(closed);

    // A win that keeps the round open still forbids its rollback.
    await bet(s, 'r3', 'tx-3');
    expect((await win(s, 'r3', 200, 'w-3', false)).code).toBe(0);
    expect((await rollback(s, 'r3', 'tx-3')).code).toBe(ErrorCode.eInstantRollbackAfterWin);
    // A bet rolled back is rolled back once, under whatever id.
    await bet(s, 'r4', 'tx-4');
    expect((await rollback(s, 'r4', 'tx-4', 'rb-4')).code).toBe(0);
    expect((await rollback(s, 'r4', 'tx-4', 'rb-4-again')).code).toBe(ErrorCode.eInstantRoundClosed);
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000 - 2 * STAKE + 200);
    const list = await callHapi<{ items: { status: number; eInstant: { roundId: string } }[] }>(t.app, '101065', { tab: 'instant', filter: 'all' }, { token: p.token });
    expect(list.envelope.data!.items.map((o) => [o.eInstant.roundId, o.status])).toEqual([['r4', 6], ['r3', 1], ['r1', 2]]);
    await expectLedgerReconciles(t.db);
  });

  it('plays a demo on a virtual balance that never touches the ledger, and lists no demo round', async () => {
    const p = await buyer(t.db, t.clock, 10_000);
    const ledger = async () => (await t.db.query<{ n: string; sum: string | null }>('select count(*) as n, sum(balance) as sum from ledger_accounts')).rows[0];
    const movements = async () => (await t.db.query<{ n: string }>('select count(*) as n from ledger_movements')).rows[0]!.n;
    const [accountsBefore, movementsBefore] = [await ledger(), await movements()];
    for (const token of [null, p.token]) {
      const launch = await callHapi<{ launchToken: string; demo: boolean }>(t.app, '101311', { appKey: GAME }, token ? { token } : {});
      expect(launch.envelope.data!.demo).toBe(true);
      const s = (await wallet<{ sessionToken: string; balance: number; demo: boolean }>('101312', { launchToken: launch.envelope.data!.launchToken })).data!;
      expect(s).toMatchObject({ demo: true, balance: 100_000 });
      expect((await bet(s.sessionToken, 'd1', id('d'), 2_000)).data).toMatchObject({ balance: 98_000, demo: true });
      expect((await win(s.sessionToken, 'd1', 5_000)).data).toMatchObject({ balance: 103_000, demo: true });
      expect((await bet(s.sessionToken, 'd2', id('d'), 200_000)).code).toBe(ErrorCode.insufficientBalance);
    }
    expect(await ledger()).toEqual(accountsBefore);
    expect(await movements()).toBe(movementsBefore);
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000);
    expect((await callHapi<{ items: unknown[] }>(t.app, '101065', { tab: 'instant' }, { token: p.token })).envelope.data!.items).toEqual([]);
  });

  it('holds every bet to the gates of a purchase, charging nothing', async () => {
    const rich = await buyer(t.db, t.clock, 10_000);
    const poor = await buyer(t.db, t.clock, 100);
    const unverified = await buyer(t.db, t.clock, 10_000, 1);
    expect((await callHapi(t.app, '101310', { appKey: GAME }, { token: unverified.token })).envelope.code).toBe(ErrorCode.kycRequired);
    expect((await callHapi(t.app, '101310', { appKey: GAME })).envelope.code).toBe(ErrorCode.sessionMissing);
    expect((await callHapi(t.app, '101310', { appKey: 'golden-falcon' }, { token: rich.token })).envelope.code).toBe(ErrorCode.gameNotFound);
    expect((await callHapi(t.app, '101311', { appKey: 'pick3' })).envelope.code).toBe(ErrorCode.gameNotFound);

    const poorSession = await session(poor.token);
    let before = await tableSnapshot(t.db);
    expect((await bet(poorSession, 'p1')).code).toBe(ErrorCode.insufficientBalance);
    expect(await tableSnapshot(t.db)).toEqual(before);

    const s = await session(rich.token);
    before = await tableSnapshot(t.db);
    // Not the studio's signature; the session of another game's key; a made-up session.
    expect((await wallet('101314', { sessionToken: s, transactionId: 'x1', roundId: 'r', amount: STAKE }, 'someone-else-key-0123456789abcdef')).code).toBe(ErrorCode.eInstantSignatureInvalid);
    expect((await bet('A'.repeat(43), 'r')).code).toBe(ErrorCode.eInstantSessionInvalid);
    for (const bad of [{ amount: 0 }, { amount: -5 }, { amount: 1.5 }, { transactionId: 'x'.repeat(65) }, { roundId: '' }, { sessionToken: 'short' }, { transactionId: 'has space' }]) {
      const data = { sessionToken: s, transactionId: 'ok-1', roundId: 'r', amount: STAKE, ...bad };
      expect((await wallet('101314', data)).code, JSON.stringify(bad)).toBe(ErrorCode.validationFailed);
    }
    expect((await callHapi(t.app, '101314', { sessionToken: s, transactionId: 'x2', roundId: 'r', amount: STAKE, signature: '0'.repeat(64) })).envelope.code).toBe(ErrorCode.eInstantSignatureInvalid);
    expect(await tableSnapshot(t.db)).toEqual(before);

    // Sales suspended after launch.
    await t.db.query('update games set sales_suspended = true where app_key = $1', [GAME]);
    expect((await bet(s, 'r-s')).code).toBe(ErrorCode.gameSalesSuspended);
    expect((await callHapi(t.app, '101311', { appKey: GAME })).envelope.code).toBe(ErrorCode.gameSalesSuspended);
    await t.db.query('update games set sales_suspended = false where app_key = $1', [GAME]);
    // KYC lapsed after launch.
    await t.db.query('update players set verified_status = 1 where id = $1', [rich.playerId]);
    expect((await bet(s, 'r-k')).code).toBe(ErrorCode.kycRequired);
    await t.db.query('update players set verified_status = 3 where id = $1', [rich.playerId]);
    expect(await tableSnapshot(t.db)).toEqual(before);

    // The wager limit counts bets.
    expect((await setLimit(t.app, rich.token, 4, 1_000, DAY_MINUTES)).envelope.code).toBe(0);
    expect((await bet(s, 'w1')).code).toBe(0);
    const second = id('bet');
    expect((await bet(s, 'w2', second)).code).toBe(0);
    expect((await bet(s, 'w3')).code).toBe(ErrorCode.selfExcluded);
    expect(await totalBalance(t.db, rich.playerId)).toBe(10_000 - 2 * STAKE);
    // A rolled-back bet gives its stake back to the limit's window as well as to the balance.
    expect((await rollback(s, 'w2', second)).code).toBe(0);
    expect(await totalBalance(t.db, rich.playerId)).toBe(10_000 - STAKE);
    expect((await bet(s, 'w4')).code).toBe(0);
    expect((await bet(s, 'w5')).code).toBe(ErrorCode.selfExcluded);
    expect(await totalBalance(t.db, rich.playerId)).toBe(10_000 - 2 * STAKE);
    // A break taken meanwhile stops the game's bets.
    const other = await buyer(t.db, t.clock, 10_000);
    const os = await session(other.token);
    expect((await setSelfExclusion(t.app, other.token, 5, 72)).envelope.code).toBe(0);
    expect((await bet(os, 'b1')).code).toBe(ErrorCode.selfExcluded);
    expect(await totalBalance(t.db, other.playerId)).toBe(10_000);
  });

  it('rolls back a round left open past the timeout with the scheduler’s job, and closes one that has a win', async () => {
    const p = await buyer(t.db, t.clock, 10_000);
    const s = await session(p.token);
    await bet(s, 'left-open', 'lo-1');
    await bet(s, 'left-open', 'lo-2', 300);
    await bet(s, 'won-open', 'wo-1');
    await win(s, 'won-open', 1_000, 'wo-w', false);
    await bet(s, 'fresh', 'fr-1');
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000 - 3 * STAKE - 300 + 1_000);
    const job = eInstantRoundsJob(10 * 60_000);
    // Not yet: nothing is past its time.
    expect(await job.run(t.db, t.clock.now())).toBe(0);
    await t.db.query("update e_instant_rounds set opened_at = opened_at - interval '11 minutes' where round_id <> 'fresh'");
    expect(await job.run(t.db, t.clock.now())).toBe(2);
    // Twice is once.
    expect(await job.run(t.db, t.clock.now())).toBe(0);
    const rounds = await t.db.query<{ round_id: string; status: string; stake: string }>('select round_id, status, stake from e_instant_rounds order by id');
    expect(rounds.rows.map((r) => [r.round_id, r.status, Number(r.stake)])).toEqual([['left-open', 'rolled_back', 0], ['won-open', 'closed', STAKE], ['fresh', 'open', STAKE]]);
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000 - 2 * STAKE + 1_000);
    // The studio's late win on the rolled-back round is refused.
    expect((await win(s, 'left-open', 100)).code).toBe(ErrorCode.eInstantRoundClosed);
    await expectLedgerReconciles(t.db);
  });
});
