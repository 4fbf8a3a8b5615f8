// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatten, sources } from '../locale-helpers';
import enUS from '../../../locales/en-US.json';
import arAE from '../../../locales/ar-AE.json';
import { EMIRATES } from '../../../elements/profile/shared/emirates';
import { CHANNELS, TOPICS } from '../../../elements/profile/notification-settings/notification-settings';
import { DELETION_STEPS } from '../../../elements/profile/account-deletion/deletion-steps';

const en = flatten(enUS);
const ar = flatten(arAE);

describe('profile translations', () => {
  it('hold every key the profile elements use, in English and Arabic', () => {
    const used = new Set<string>();
    for (const file of sources(join(__dirname, '../../../elements/profile'))) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/['"]((?:profile|common|errors|validation)\.[\w.]+)['"]/g)) used.add(match[1]!);
    }
    const dynamic = [
      ...[1, 2, 3, 4, 6, 7].map((s) => `profile.status.${s}`),
      ...[1, 2].map((s) => `profile.idType.${s}`),
      ...['mobile', 'email'].map((m) => `profile.loginMethod.${m}`),
      ...EMIRATES.map((e) => `common.emirates.${e.key}`),
      ...[...TOPICS, ...CHANNELS].flatMap((k) => [`profile.notifications.${k}`, `profile.notifications.${k}Hint`]),
      ...['type', 'content', 'size', 'empty', 'tooMany'].map((r) => `profile.deletion.refused.${r}`),
      ...['kb', 'mb'].map((u) => `profile.deletion.size.${u}`),
      ...DELETION_STEPS.map((s) => `profile.deletion.steps.${s}`),
    ];
    const keys = [...used, ...dynamic];
    expect(used.size).toBeGreaterThan(80);
    expect({ en: keys.filter((k) => !en.has(k)), ar: keys.filter((k) => !ar.has(k)) }).toEqual({ en: [], ar: [] });
  });

  it('are written in Arabic in the Arabic file', () => {
    const latin = [...ar].filter(([k, v]) => k.startsWith('profile.') && !/[\u0600-\u06FF]/.test(String(v))).map(([k]) => k);
    expect(latin).toEqual([]);
  });
});
