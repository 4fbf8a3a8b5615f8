import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_ENTRIES, SCRIPT_LOADS, measurePartnerBundle, measureScriptLoad } from '../bench/partner-bundle-sizes';

// What each public entry weighs in a partner's bundle is deterministic (the same dist/, the same
// bundler and minifier), so its budget is a rule, not a figure: this fails when an entry's start-up
// code (gzip) is over the budget set beside it in tests/bench/partner-bundle-sizes.ts, the one list
// of budgets, whose notes say why each is what it is. `npm run bench` prints the same figures with
// what each entry loads on demand. Needs `npm run build` first (`npm test` builds before it tests).

const root = fileURLToPath(new URL('../../', import.meta.url));
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

beforeAll(() => {
  if (!existsSync(join(root, 'dist/sdk/index.js'))) {
    throw new Error('dist/ is missing: run `npm run build` before this test (`npm test` builds first).');
  }
});

describe('each public entry stays within its bundle budget (gzip, start-up code, React external)', () => {
  it.each(PARTNER_ENTRIES.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    const file = join(root, entry.file);
    expect(existsSync(file), `${entry.file} is not built`).toBe(true);
    const { startGzip } = await measurePartnerBundle(file);
    expect(
      startGzip,
      `${entry.name} is ${kib(startGzip)} KiB, over its budget of ${entry.budgetKiB} KiB: make it smaller, or raise the budget in tests/bench/partner-bundle-sizes.ts with the reason beside it`,
    ).toBeLessThanOrEqual(entry.budgetKiB * 1024);
  });
});

describe('the script build stays within its budget as a partner page loads it (gzip per file, React included)', () => {
  it.each(SCRIPT_LOADS.map((load) => [load.name, load] as const))('%s', (_name, load) => {
    for (const file of load.files) expect(existsSync(join(root, file)), `${file} is not built`).toBe(true);
    const { gzip, files } = measureScriptLoad(load.files, root);
    expect(files, 'the entry and at least the chunk that holds React').toBeGreaterThan(load.files.length === 1 ? 0 : 1);
    expect(
      gzip,
      `${load.name} is ${kib(gzip)} KiB, over its budget of ${load.budgetKiB} KiB: make it smaller, or raise the budget in tests/bench/partner-bundle-sizes.ts with the reason beside it`,
    ).toBeLessThanOrEqual(load.budgetKiB * 1024);
  });
});
