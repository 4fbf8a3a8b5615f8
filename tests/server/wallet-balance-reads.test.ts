import { describe, expect, it } from 'vitest';
import type { Database } from '../../host-demo/server/db/database';
import { BALANCE_BATCH_MAX, readBalances } from '../../host-demo/server/domains/wallet/balance-reads';
import { playerBalances } from '../../host-demo/server/domains/wallet/ledger';
import { availableBackends } from './helpers/backends';
import { countingDb } from './helpers/counting-db';
import { callHapi, playerWithSession } from './helpers/gateway';
import { move } from './helpers/ledger';
import { gatewayPerTest } from './helpers/per-test';

describe.each(availableBackends())('balance reads on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('reads asked at once share one statement, and each player gets their own balances', async () => {
    const players = [];
    for (const [i, amount] of [1_000, 2_500, 40].entries()) {
      const { playerId } = await playerWithSession(t.db, t.clock, `reader.${i}`);
      await move(t.db, playerId, 'deposit', amount, { key: `d:${i}`, at: t.clock.now() });
      await move(t.db, playerId, 'prize', amount * 2, { key: `p:${i}`, at: t.clock.now() });
      players.push(playerId);
    }
    const counted = countingDb(t.db);
    const asked = players.flatMap((id) => Array.from({ length: 10 }, () => id));
    const answers = await Promise.all(asked.map((id) => readBalances(counted, id)));

    expect(counted.statements).toHaveLength(1);
    for (const [i, id] of asked.entries()) expect(answers[i]).toEqual(await playerBalances(t.db, id));
    expect(answers[0]).toEqual({ bet: 1_000, gift: 0, withdrawable: 2_000 });
  });

  it('a read asked after a movement committed sees it', async () => {
    const { playerId } = await playerWithSession(t.db, t.clock);
    expect(await readBalances(t.db, playerId)).toEqual({ bet: 0, gift: 0, withdrawable: 0 });
    await move(t.db, playerId, 'deposit', 700, { key: 'd:1', at: t.clock.now() });
    expect(await readBalances(t.db, playerId)).toEqual({ bet: 700, gift: 0, withdrawable: 0 });
  });

  it(`splits more than ${BALANCE_BATCH_MAX} players into statements of at most ${BALANCE_BATCH_MAX}`, async () => {
    const counted = countingDb(t.db);
    // Players without accounts read 0, as playerBalances answers.
    const answers = await Promise.all(Array.from({ length: BALANCE_BATCH_MAX + 1 }, (_, i) => readBalances(counted, 1_000_000 + i)));
    expect(answers.every((a) => a.bet === 0 && a.gift === 0 && a.withdrawable === 0)).toBe(true);
    expect(counted.statements.map((s) => (s.params![0] as number[]).length)).toEqual([BALANCE_BATCH_MAX, 1]);
  });

  it('100124 answers sixteen players calling at once each with their own balance', async () => {
    const sessions = [];
    for (let i = 0; i < 16; i++) {
      const s = await playerWithSession(t.db, t.clock, `caller.${i}`);
      await move(t.db, s.playerId, 'deposit', 100 + i, { key: `d:${i}`, at: t.clock.now() });
      sessions.push(s);
    }
    const answers = await Promise.all(sessions.map((s) => callHapi<{ betBalance: number }>(t.app, '100124', {}, { token: s.token })));
    expect(answers.map((a) => a.envelope.data?.betBalance)).toEqual(sessions.map((_, i) => 100 + i));
  });
});

describe('balance reads when the database fails', () => {
  it('every read waiting on the failed statement is refused with its error, and the next read tries again', async () => {
    let fail = true;
    const db = {
      engine: 'pglite',
      query: async () => {
        if (fail) throw new Error('connection lost');
        return { rows: [{ player_id: 1, kind: 'bet', balance: 5 }] };
      },
    } as unknown as Database;
    const reads = [readBalances(db, 1), readBalances(db, 2)];
    for (const read of reads) await expect(read).rejects.toThrow('connection lost');
    fail = false;
    expect(await readBalances(db, 1)).toEqual({ bet: 5, gift: 0, withdrawable: 0 });
  });
});
