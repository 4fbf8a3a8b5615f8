import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatten, sources } from '../locale-helpers';
import enUS from '../../../locales/en-US.json';
import arAE from '../../../locales/ar-AE.json';

const en = flatten(enUS);
const ar = flatten(arAE);

describe('deposit translations', () => {
  it('hold every key the deposit element uses, in English and Arabic', () => {
    const used = new Set<string>();
    for (const file of sources(join(__dirname, '../../../elements/deposits/deposit'))) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/['"`]((?:deposit|recharge|kyc|common|errors|validation)\.[\w.]+)['"`]/g)) used.add(match[1]!);
    }
    // The verification gate builds its keys from the status.
    const dynamic = ['prompt', 'review', 'progress'].flatMap((which) => [`kyc.dialog.${which}.title`, `kyc.dialog.${which}.body`]);
    const keys = [...used, ...dynamic];
    expect(used.size).toBeGreaterThan(50);
    expect({ en: keys.filter((k) => !en.has(k)), ar: keys.filter((k) => !ar.has(k)) }).toEqual({ en: [], ar: [] });
  });

  it('are written in Arabic in the Arabic file', () => {
    const latin = [...ar].filter(([k, v]) => (k.startsWith('deposit.') || k.startsWith('recharge.')) && !/[\u0600-\u06FF]/.test(String(v))).map(([k]) => k);
    expect(latin).toEqual([]);
  });
});
