import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveResult, newDrawSeed, seedCommitment, verifyDraw, type ResultSpec } from '../../../sdk/draws';
import { COLOR_PREDICTION_ALIAS, GAMES, gameByType } from '../../../sdk/games/catalogue';

/** A fixed seed per label, so these tests are deterministic. */
const seedOf = (label: string) => createHash('sha256').update(label).digest('hex');

/**
 * The derivation as documented, written again with node:crypto: HMAC-SHA256(seed bytes,
 * `${type}:${phase}:${counter}`), big-endian 32-bit words, rejection above the largest multiple of
 * the range size, distinct numbers ascending unless digits, then the extra pool.
 */
function referenceDerivation(seed: string, type: number, phase: string, spec: ResultSpec): number[] {
  const words: number[] = [];
  let counter = 0;
  const next = () => {
    if (words.length === 0) {
      const block = createHmac('sha256', Buffer.from(seed, 'hex')).update(`${type}:${phase}:${counter++}`).digest();
      for (let i = 0; i < 32; i += 4) words.push(block.readUInt32BE(i));
    }
    return words.shift()!;
  };
  const uniform = (min: number, max: number) => {
    const size = max - min + 1;
    for (;;) {
      const w = next();
      if (w < 2 ** 32 - (2 ** 32 % size)) return min + (w % size);
    }
  };
  const distinct = (count: number, min: number, max: number) => {
    const s = new Set<number>();
    while (s.size < count) s.add(uniform(min, max));
    return [...s].sort((a, b) => a - b);
  };
  const main = spec.digits ? Array.from({ length: spec.count }, () => uniform(spec.min, spec.max)) : distinct(spec.count, spec.min, spec.max);
  return spec.extra ? [...main, ...distinct(spec.extra.count, spec.extra.min, spec.extra.max)] : main;
}

async function realDraw(lotteryType: number, phase: string, label = `${lotteryType}:${phase}`) {
  const seed = seedOf(label);
  const result = await deriveResult(seed, { lotteryType, phase }, gameByType(lotteryType)!.result);
  return { lotteryType, phase, seed, seedHash: await seedCommitment(seed), result };
}

describe('draw commitments and results', () => {
  it('commits to a seed with SHA-256 of its 32 bytes', async () => {
    const seed = seedOf('commitment');
    expect(await seedCommitment(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    await expect(seedCommitment(seed.toUpperCase())).rejects.toThrow(RangeError);
    await expect(seedCommitment(seed.slice(2))).rejects.toThrow(RangeError);
  });

  it('makes fresh 32-byte seeds with their commitment, never the same twice', async () => {
    const a = await newDrawSeed();
    const b = await newDrawSeed();
    expect(a.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(a.seed).not.toBe(b.seed);
    expect(a.seedHash).toBe(await seedCommitment(a.seed));
  });

  it('derives every game\'s result exactly as the documented HMAC-SHA256 rejection sampling does', async () => {
    for (const game of GAMES) {
      for (let i = 0; i < 20; i += 1) {
        const seed = seedOf(`reference:${game.key}:${i}`);
        const phase = `20260314${String(i).padStart(3, '0')}`;
        expect(await deriveResult(seed, { lotteryType: game.lotteryType, phase }, game.result), game.key).toEqual(
          referenceDerivation(seed, game.lotteryType, phase, game.result),
        );
      }
    }
  });

  it('draws distinct ascending numbers within range, digits with repeats in draw order, then the extra pool', async () => {
    let pick3Repeats = 0;
    let pick3Unsorted = 0;
    for (const game of GAMES) {
      const { count, min, max, digits, extra } = game.result;
      for (let i = 0; i < 200; i += 1) {
        const result = await deriveResult(seedOf(`shape:${i}`), { lotteryType: game.lotteryType, phase: String(i) }, game.result);
        const main = result.slice(0, count);
        expect(result).toHaveLength(count + (extra?.count ?? 0));
        expect(main.every((n) => Number.isInteger(n) && n >= min && n <= max)).toBe(true);
        if (extra) expect(result.slice(count).every((n) => n >= extra.min && n <= extra.max)).toBe(true);
        if (!digits) expect(main).toEqual([...new Set(main)].sort((a, b) => a - b));
        if (game.key === 'pick3') {
          if (new Set(main).size < count) pick3Repeats += 1;
          if (main.join() !== [...main].sort((a, b) => a - b).join()) pick3Unsorted += 1;
        }
      }
    }
    // 28% of Pick 3 results hold a repeated digit, and most are not in ascending order.
    expect(pick3Repeats).toBeGreaterThan(20);
    expect(pick3Unsorted).toBeGreaterThan(100);
  });

  it('gives another result for another phase or game with the same seed', async () => {
    const seed = seedOf('one seed');
    const spec = gameByType(81)!.result;
    const results = await Promise.all(['1', '2', '3', '4'].map((phase) => deriveResult(seed, { lotteryType: 81, phase }, spec)));
    expect(new Set(results.map((r) => r.join())).size).toBe(4);
    expect(await deriveResult(seed, { lotteryType: 80, phase: '1' }, spec)).not.toEqual(results[0]);
  });
});

describe('verifyDraw', () => {
  it('accepts a real draw of every game', async () => {
    for (const game of GAMES) {
      expect(await verifyDraw(await realDraw(game.lotteryType, '20260314001')), game.key).toMatchObject({ ok: true, failure: null });
    }
  });

  it('verifies Color Prediction under its second type number 93 as the draw of 67', async () => {
    const draw = await realDraw(67, '202603140926');
    expect(await verifyDraw({ ...draw, lotteryType: COLOR_PREDICTION_ALIAS })).toMatchObject({ ok: true });
  });

  it('rejects a tampered seed: it no longer hashes to the commitment', async () => {
    const draw = await realDraw(72, '20260314001');
    const seed = `${draw.seed.slice(0, -1)}${draw.seed.endsWith('0') ? '1' : '0'}`;
    expect(await verifyDraw({ ...draw, seed })).toMatchObject({ ok: false, failure: 'commitment' });
  });

  it('rejects a tampered commitment, and a seed swapped for another one with its own commitment', async () => {
    const draw = await realDraw(81, '20260314001');
    const other = await realDraw(81, '20260314001', 'another seed');
    expect(await verifyDraw({ ...draw, seedHash: other.seedHash })).toMatchObject({ ok: false, failure: 'commitment' });
    expect(other.result).not.toEqual(draw.result);
    expect(await verifyDraw({ ...other, result: draw.result })).toMatchObject({ ok: false, failure: 'result' });
  });

  it('rejects a tampered result and shows the result the seed gives', async () => {
    const draw = await realDraw(81, '20260314001');
    const tampered = [...draw.result];
    tampered[0] = tampered[0] === 1 ? 2 : 1;
    const verdict = await verifyDraw({ ...draw, result: tampered });
    expect(verdict).toMatchObject({ ok: false, failure: 'result', derivedResult: draw.result });
    expect(await verifyDraw({ ...draw, result: draw.result.slice(1) })).toMatchObject({ ok: false, failure: 'result' });
    expect(await verifyDraw({ ...draw, result: [...draw.result.slice(0, -1), null] })).toMatchObject({ ok: false, failure: 'result' });
  });

  it('rejects a result moved to another phase', async () => {
    const draw = await realDraw(69, '202603140926');
    expect(await verifyDraw({ ...draw, phase: '202603140927' })).toMatchObject({ ok: false, failure: 'result' });
  });

  it('says why it cannot verify an undrawn draw, a malformed seed or an unknown game', async () => {
    const draw = await realDraw(72, '20260314001');
    expect(await verifyDraw({ ...draw, seed: null, result: null })).toMatchObject({ ok: false, failure: 'not-drawn' });
    expect(await verifyDraw({ ...draw, seed: draw.seed.toUpperCase() })).toMatchObject({ ok: false, failure: 'seed-format' });
    expect(await verifyDraw({ ...draw, lotteryType: 9999 })).toMatchObject({ ok: false, failure: 'unknown-game' });
  });
});
