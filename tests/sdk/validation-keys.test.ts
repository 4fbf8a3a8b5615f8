import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US.json';
import arAE from '../../locales/ar-AE.json';

/** Every `validation.*` key written in the SDK or the server, which forms show as field errors. */
function validationKeysIn(dir: string): Set<string> {
  const keys = new Set<string>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'dist' && name !== 'node_modules') for (const k of validationKeysIn(path)) keys.add(k);
    } else if (/\.tsx?$/.test(name)) {
      for (const m of readFileSync(path, 'utf8').matchAll(/'validation\.([a-zA-Z]+)'/g)) keys.add(m[1]!);
    }
  }
  return keys;
}

describe('validation messages', () => {
  const used = new Set([...validationKeysIn('sdk'), ...validationKeysIn('host-demo/server')]);
  it('finds the keys the rules use', () => {
    expect(used.size).toBeGreaterThan(10);
  });
  it.each([...used].sort())('validation.%s has English and Arabic text', (key) => {
    expect((enUS.validation as Record<string, string>)[key]).toBeTruthy();
    expect((arAE.validation as Record<string, string>)[key]).toMatch(/[\u0600-\u06FF]/);
  });
});
