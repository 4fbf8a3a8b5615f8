// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources } from '../locale-helpers';
import enUS from '../../../locales/en-US.json';
import arAE from '../../../locales/ar-AE.json';
import { failReasonKey, statusLabelKey } from '../../../sdk';
import { SOURCES_OF_FUNDS } from '../../../sdk/commands';

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

const root = join(__dirname, '../../../elements');
const files = ['kyc', 'layout/user-info', 'compliance'].flatMap((dir) => sources(join(root, dir)));

describe('KYC, user-info and compliance translations', () => {
  it('hold every key the elements use literally, in both languages', () => {
    const used = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"]((?:kyc|userInfo|compliance)\.[\w.]+)['"]/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(80);
    const missing = [...used].filter((key) => typeof lookup(enUS, key) !== 'string' || typeof lookup(arAE, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('hold the keys built at run time', () => {
    const dynamic = [
      ...([1, 2, 3, 4, 6, 7] as const).map((status) => statusLabelKey(status)),
      ...([15, 16, 17] as const).map((reason) => failReasonKey(reason)!),
      ...['success', 'failed', 'progress'].map((v) => `kyc.verdict.${v}`),
      ...['verify', 'prompt', 'settings'].map((a) => `userInfo.statusAction.${a}`),
      ...SOURCES_OF_FUNDS.map((source) => `compliance.funds.sources.${source}`),
    ];
    const missing = dynamic.filter((key) => typeof lookup(enUS, key) !== 'string' || typeof lookup(arAE, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('use the daily-limit wording of SPEC §8', () => {
    expect(lookup(enUS, 'kyc.limit.message')).toBe('You have reached the maximum limit of request for today.');
  });
});
