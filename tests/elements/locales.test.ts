// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatten, sources } from './locale-helpers';
import enUS from '../../locales/en-US.json';
import arAE from '../../locales/ar-AE.json';
import { GAMES } from '../../sdk';

const en = flatten(enUS);
const ar = flatten(arAE);

describe('locales', () => {
  it('have the same keys in English and Arabic', () => {
    const onlyEnglish = [...en.keys()].filter((k) => !ar.has(k));
    const onlyArabic = [...ar.keys()].filter((k) => !en.has(k));
    expect({ onlyEnglish, onlyArabic }).toEqual({ onlyEnglish: [], onlyArabic: [] });
  });

  it('have no empty values', () => {
    const empty = (map: Map<string, unknown>) => [...map].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect({ en: empty(en), ar: empty(ar) }).toEqual({ en: [], ar: [] });
  });

  it('keep the same placeholders in both languages', () => {
    const placeholders = (value: unknown) => [...String(value).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const mismatched = [...en.keys()].filter((k) => ar.has(k) && placeholders(en.get(k)).join() !== placeholders(ar.get(k)).join());
    expect(mismatched).toEqual([]);
  });

  it('name every game of the catalogue', () => {
    const missing = GAMES.map((g) => `games.${g.key}.name`).filter((k) => !en.has(k) || !ar.has(k));
    expect(missing).toEqual([]);
  });

  it('hold every key the elements use literally', () => {
    const used = new Set<string>();
    for (const file of sources(join(__dirname, '../../elements'))) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/(?:\bt\(|\bk=|messageKey=|key: )['"]((?:common|header|footer|games|results)\.[\w.-]+)['"]/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(30);
    // A key said with a count is held by its plural forms (key_one … key_other), as i18next reads them.
    expect([...used].filter((k) => !en.has(k) && !en.has(`${k}_other`))).toEqual([]);
  });

  it('hold the keys the elements build at run time', () => {
    const dynamic = [
      ...['hot', 'new'].map((tag) => `games.tag.${tag}`),
      ...['lottery', 'scratch', 'e_instant'].map((c) => `games.section.${c}`),
      ...['month', 'diamond', 'bonus'].map((kind) => `results.extra.${kind}`),
      ...['red', 'green', 'violet'].map((colour) => `results.colour.${colour}`),
      ...['facebook', 'instagram', 'x', 'youtube'].map((network) => `footer.social.${network}`),
    ];
    expect(dynamic.filter((k) => !en.has(k))).toEqual([]);
  });

  it('are written in Arabic script in the Arabic file', () => {
    // Brand marks and language autonyms may stay Latin; everything else must really be translated.
    const latinAllowed = new Set(['header.languageEnglish', 'header.languageEnglishShort', 'footer.age.badge']);
    const untranslated = [...ar].filter(([k, v]) => k.split('.')[0] !== 'errors' && k.split('.')[0] !== 'site' && !latinAllowed.has(k) && !/[\u0600-\u06FF]/.test(String(v))).map(([k]) => k);
    expect(untranslated).toEqual([]);
  });
});
