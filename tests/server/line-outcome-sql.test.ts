import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../host-demo/server/db/database';
import { lineOutcomeSql } from '../../host-demo/server/domains/orders/line-outcome-sql';
import { GAMES, type GameDefinition } from '../../sdk/games/catalogue';
import { rulesOf, type NumberPool, type PlayType } from '../../sdk/games/play-types';
import { settleTicket } from '../../sdk/games/settle-ticket';
import { availableBackends, type TestDatabase } from './helpers/backends';

/**
 * Settlement runs the SDK's rules as SQL (line-outcome-sql.ts). This is the proof that the two
 * agree: on random results and random lines of every play type of every game, the database's
 * prize and grand-prize flag equal `settleTicket`'s. Lines are shaped as purchase accepts them
 * (each pool's count, range and distinctness) and drawn partly from the result, so that every
 * tier is reached, not only "no win" (whatever fast-check's seed: before the exact lines, Pick 4
 * Exact missed its one tier in about a quarter of runs).
 */

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

function resultOf(game: GameDefinition): fc.Arbitrary<number[]> {
  const { count, min, max, digits, extra } = game.result;
  const main = digits ? fc.array(fc.integer({ min, max }), { minLength: count, maxLength: count }) : fc.shuffledSubarray(range(min, max), { minLength: count, maxLength: count });
  const more = extra ? fc.shuffledSubarray(range(extra.min, extra.max), { minLength: extra.count, maxLength: extra.count }) : fc.constant([] as number[]);
  return fc.tuple(main, more).map(([a, b]) => [...a, ...b]);
}

/** Numbers of one pool: some taken from `favoured` (the drawn ones), the rest random, distinct when the pool is. */
function poolNumbers(pool: NumberPool, favoured: readonly number[]): fc.Arbitrary<number[]> {
  const most = pool.maxCount ?? pool.count;
  const inRange = favoured.filter((n) => n >= pool.min && n <= pool.max);
  return fc
    .record({
      n: fc.integer({ min: pool.count, max: most }),
      // Half the time every drawn number in the drawn order (an exact match, which a shuffled
      // subset of four digits hits once in a few hundred lines), else a shuffled subset.
      drawn: inRange.length ? fc.oneof(fc.constant([...inRange]), fc.shuffledSubarray(inRange)) : fc.constant([] as number[]),
      random: fc.array(fc.integer({ min: pool.min, max: pool.max }), { minLength: most, maxLength: most }),
    })
    .map(({ n, drawn, random }) => {
      let numbers = [...drawn, ...random];
      if (pool.distinct) {
        numbers = [...new Set(numbers)];
        for (const x of range(pool.min, pool.max)) if (numbers.length < n && !numbers.includes(x)) numbers.push(x);
      }
      return numbers.slice(0, n);
    });
}

function lineOf(game: GameDefinition, playType: PlayType, result: readonly number[]): fc.Arbitrary<{ numbers: number[]; multiple: number }> {
  const main = result.slice(0, game.result.count);
  const extra = result.slice(game.result.count);
  const pools = playType.pools.map((pool, i) => poolNumbers(pool, i === 0 ? main : extra));
  return fc.record({ parts: fc.tuple(...pools), multiple: fc.constantFrom(...rulesOf(game).multiples) }).map(({ parts, multiple }) => ({ numbers: parts.flat(), multiple }));
}

async function settleInDatabase(db: Database, game: GameDefinition, code: number, result: number[], lines: { numbers: number[]; multiple: number }[]) {
  const { outcome, outcomes } = lineOutcomeSql(game, result, { playType: 't.play_type', numbers: 't.numbers' });
  const { rows } = await db.query<{ prize: number; grand: boolean }>(
    `select coalesce(($1::bigint[])[k] * multiple, 0)::bigint as prize, coalesce(($2::boolean[])[k], false) as grand
       from (select i, multiple, ${outcome} as k
               from (select u.i, $3::int as play_type, u.n::int[] as numbers, u.m as multiple
                       from unnest($4::text[], $5::int[]) with ordinality as u(n, m, i)) t) s
      order by i`,
    [outcomes.map((o) => o.prize), outcomes.map((o) => o.grand), code, lines.map((l) => `{${l.numbers.join(',')}}`), lines.map((l) => l.multiple)],
  );
  return rows.map((r) => ({ prize: Number(r.prize), grand: r.grand }));
}

describe.each(availableBackends())('settling lines in SQL on $name', (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await backend.open();
  });
  afterAll(() => t.dispose());

  for (const game of GAMES) {
    for (const playType of rulesOf(game).playTypes) {
      it(`gives settleTicket's prize for every ${game.key} ${playType.key} (${playType.code}) line`, async () => {
        const wins = new Set<string>();
        await fc.assert(
          fc.asyncProperty(
            resultOf(game).chain((result) => fc.tuple(fc.constant(result), fc.array(lineOf(game, playType, result), { minLength: 1, maxLength: 25 }))),
            async ([result, lines]) => {
              const expected = lines.map((line) => {
                const s = settleTicket(game, playType.code, line, result);
                if (s.tier) wins.add(s.tier);
                return { prize: s.prize, grand: s.grandPrize };
              });
              expect(await settleInDatabase(t.db, game, playType.code, result, lines)).toEqual(expected);
            },
          ),
          { numRuns: 100 },
        );
        // The lines reached every tier, so the agreement is not only on "no win".
        expect([...wins].sort()).toEqual(playType.prizes.map((tier) => tier.tier).sort());
      });
    }
  }

  it('answers outcome 0 for a play type the game does not have, and refuses a result of the wrong length', async () => {
    const pick3 = GAMES.find((g) => g.key === 'pick3')!;
    const { outcome } = lineOutcomeSql(pick3, [1, 2, 3], { playType: 't.play_type', numbers: 't.numbers' });
    const { rows } = await t.db.query<{ k: number }>(`select ${outcome} as k from (select 9201 as play_type, '{1,2,3}'::int[] as numbers) t`);
    expect(rows).toEqual([{ k: 0 }]);
    expect(() => settleTicket(pick3, 9201, { numbers: [1, 2, 3] }, [1, 2, 3])).toThrow(RangeError);
    expect(() => lineOutcomeSql(pick3, [1, 2], { playType: 'p', numbers: 'n' })).toThrow(RangeError);
  });
});
