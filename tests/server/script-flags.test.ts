import { describe, expect, it } from 'vitest';
import { scriptFlags } from '../../host-demo/server/dev/script-flags';

const NAMES = ['to', 'days', 'from'] as const;

describe("an operator tool's flags (dev/script-flags.ts)", () => {
  it('reads --name value pairs, and --name=value, of the named flags', () => {
    expect(scriptFlags(['--to', '7', '--days=30'], NAMES)).toEqual({ to: '7', days: '30' });
  });

  it('refuses an unknown flag, a missing value, a flag given twice and a stray argument', () => {
    expect(scriptFlags(['--to', '7', '--amount', '5'], NAMES)).toBeNull();
    expect(scriptFlags(['--to'], NAMES)).toBeNull();
    expect(scriptFlags(['--to', '7', '--to', '8'], NAMES)).toBeNull();
    expect(scriptFlags(['7'], NAMES)).toBeNull();
    expect(scriptFlags(['--to', '--days', '3'], NAMES)).toBeNull();
  });
});
