import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** The closing line CI reads (tests/print-summary.mjs): it must never say `0 failed` for a failed run. */
describe('the closing summary line', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nl-summary-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const summary = (report: object | null, failedSteps: number, vitestStatus: number) => {
    const path = join(dir, 'vitest.json');
    if (report) writeFileSync(path, JSON.stringify({ testResults: [], ...report }));
    const run = spawnSync(process.execPath, ['tests/print-summary.mjs', path, String(failedSteps), String(vitestStatus)], { encoding: 'utf8' });
    return { last: run.stdout.trim().split('\n').at(-1), status: run.status };
  };

  it('counts passed and failed tests, and a failed type check, lint or build once each', () => {
    expect(summary({ numPassedTests: 7, numFailedTests: 0 }, 0, 0)).toEqual({ last: '7 passed, 0 failed', status: 0 });
    expect(summary({ numPassedTests: 7, numFailedTests: 2 }, 1, 1)).toEqual({ last: '7 passed, 3 failed', status: 1 });
  });

  it('counts one failure when vitest failed the run on errors outside any test', () => {
    expect(summary({ numPassedTests: 7, numFailedTests: 0 }, 0, 1)).toEqual({ last: '7 passed, 1 failed', status: 1 });
  });

  it('prints how long each part took before the closing line: steps, each layer\'s span, the total', () => {
    const path = join(dir, 'vitest.json');
    const timings = join(dir, 'timings.txt');
    writeFileSync(path, JSON.stringify({
      numPassedTests: 3,
      numFailedTests: 0,
      testResults: [
        { name: '/repo/tests/server/a.test.ts', startTime: 1_000, endTime: 61_000, assertionResults: [{}, {}] },
        { name: '/repo/tests/server/b.test.ts', startTime: 30_000, endTime: 91_000, assertionResults: [{}] },
      ],
    }));
    writeFileSync(timings, 'type check 29\nbuild 48\nvitest (all projects) 95\n');
    const run = spawnSync(process.execPath, ['tests/print-summary.mjs', path, '0', '0', timings], { encoding: 'utf8' });
    const lines = run.stdout.trim().split('\n');
    expect(lines.at(-1)).toBe('3 passed, 0 failed');
    expect(lines).toContain('type check              0:29');
    expect(lines).toContain('  server                1:30  3 tests');
    expect(lines).toContain('total                   2:52');
  });

  it('adds up the reports of runs that went side by side, counts a missing one as a failure, and takes the wall time as the total', () => {
    const first = join(dir, 'one.json');
    const second = join(dir, 'two.json');
    const timings = join(dir, 'timings.txt');
    writeFileSync(first, JSON.stringify({ numPassedTests: 5, numFailedTests: 1, testResults: [] }));
    writeFileSync(second, JSON.stringify({ numPassedTests: 2, numFailedTests: 0, testResults: [] }));
    writeFileSync(timings, 'vitest: browser (e2e) 300\nvitest: the other layers 400\ntotal 410\n');
    const run = (reports: string) => spawnSync(process.execPath, ['tests/print-summary.mjs', reports, '0', '1', timings], { encoding: 'utf8' }).stdout.trim().split('\n');
    const lines = run(`${first},${second}`);
    expect(lines.at(-1)).toBe('7 passed, 1 failed');
    expect(lines.some((line) => /^total +6:50$/.test(line)), lines.join('\n')).toBe(true);
    expect(run(`${first},${join(dir, 'missing.json')}`).at(-1)).toBe('5 passed, 2 failed');
  });

  it('fails a run with no report or no test', () => {
    expect(summary(null, 0, 1)).toEqual({ last: '0 passed, 1 failed', status: 1 });
    expect(summary({ numPassedTests: 0, numFailedTests: 0 }, 0, 0)).toEqual({ last: '0 passed, 1 failed', status: 1 });
  });
});
