import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../sdk/client/create-client';
import { memoryStorage } from '../../sdk/env/environment';
import { createTranslations, loadPackagedTranslations, translationsFor, type TranslationLoader } from '../../sdk/i18n';
import { LanguageStore, type Language } from '../../sdk/i18n/language';
import enUS from '../../locales/en-US.json';
import arAE from '../../locales/ar-AE.json';
import { GAMES } from '../../sdk/games/catalogue';
import { staticClosure } from '../support/static-imports';

const TEXTS: Record<Language, Record<string, unknown>> = { 'en-US': enUS, 'ar-AE': arAE };

/** A loader over the real locale files that records each request and can hold one language back. */
function recordingLoader() {
  const requested: Language[] = [];
  const held = new Map<Language, () => void>();
  const holdNext = new Set<Language>();
  const load: TranslationLoader = async (language) => {
    requested.push(language);
    if (holdNext.delete(language)) await new Promise<void>((release) => held.set(language, release));
    return TEXTS[language];
  };
  return { load, requested, hold: (l: Language) => holdNext.add(l), release: (l: Language) => held.get(l)?.() };
}

const languageStore = (browser: string) => new LanguageStore(memoryStorage(), [browser]);

describe('translations', () => {
  it("loads only the player's language, and answers bare keys until it is there", async () => {
    const loader = recordingLoader();
    const texts = createTranslations(languageStore('ar'), loader.load);
    expect(texts.getSnapshot().language).toBeNull();
    expect(texts.getSnapshot().t('header.login')).toBe('header.login');
    const ready = await texts.ready();
    expect(ready.language).toBe('ar-AE');
    expect(ready.t('header.login')).toBe('تسجيل الدخول');
    expect(loader.requested).toEqual(['ar-AE']);
  });

  it('fills placeholders and tells which keys exist', async () => {
    const { t, exists } = await createTranslations(languageStore('en'), recordingLoader().load).ready();
    expect(t('footer.version', { version: '1.2.3' })).toContain('1.2.3');
    expect(exists('validation.email')).toBe(true);
    expect(exists('validation.noSuchRule')).toBe(false);
  });

  it('switches to a new language once its texts arrive, keeping the old texts meanwhile', async () => {
    const loader = recordingLoader();
    const language = languageStore('en');
    const texts = createTranslations(language, loader.load);
    await texts.ready();
    const heard: (Language | null)[] = [];
    texts.subscribe(() => heard.push(texts.getSnapshot().language));
    loader.hold('ar-AE');
    language.choose('ar-AE');
    await Promise.resolve();
    expect(texts.getSnapshot().t('header.login')).toBe('Log in');
    loader.release('ar-AE');
    expect((await texts.ready()).t('header.login')).toBe('تسجيل الدخول');
    expect(heard).toEqual(['ar-AE']);
  });

  it('shows the language chosen last when an earlier choice loads after it', async () => {
    const loader = recordingLoader();
    const language = languageStore('en');
    loader.hold('en-US');
    const texts = createTranslations(language, loader.load);
    language.choose('ar-AE');
    await texts.ready();
    loader.release('en-US'); // English arrives late: the player already switched to Arabic
    await new Promise((r) => setTimeout(r, 0));
    expect(texts.getSnapshot().language).toBe('ar-AE');
  });

  it('loads each language once however often the player switches', async () => {
    const loader = recordingLoader();
    const language = languageStore('en');
    const texts = createTranslations(language, loader.load);
    for (const next of ['ar-AE', 'en-US', 'ar-AE', 'en-US'] as const) {
      language.choose(next);
      await texts.ready();
    }
    expect(loader.requested.sort()).toEqual(['ar-AE', 'en-US']);
  });

  it('tries a language again after its texts failed to load', async () => {
    let failures = 1;
    const texts = createTranslations(languageStore('en'), async (l) => {
      if (failures-- > 0) throw new Error('offline');
      return TEXTS[l];
    });
    await expect(texts.ready()).rejects.toThrow('offline');
    expect((await texts.ready()).t('header.login')).toBe('Log in');
  });

  it("reads the package's locale files, one per language", async () => {
    expect(await loadPackagedTranslations('en-US')).toEqual(enUS);
    expect(await loadPackagedTranslations('ar-AE')).toEqual(arAE);
  });

  it('gives every caller of translationsFor the same texts for one client, and other texts to another client', () => {
    const client = () => createClient({ env: { storage: memoryStorage(), languages: () => ['en'], fetch: (async () => new Response('{}')) as typeof fetch } });
    const a = client();
    expect(translationsFor(a)).toBe(translationsFor(a));
    expect(translationsFor(client())).not.toBe(translationsFor(a));
  });
});

describe("the SDK's main entry", () => {
  it('carries neither i18next nor a locale file: texts are loaded by what renders them', () => {
    const { files: seen, packages } = staticClosure(fileURLToPath(new URL('../../sdk/index.ts', import.meta.url)));
    expect(seen.size).toBeGreaterThan(10); // the walk really followed the SDK's imports
    expect([...packages]).not.toContain('i18next');
    expect([...seen].filter((f) => f.includes('/locales/') || f.includes('/sdk/i18n/translations'))).toEqual([]);
  });
});

describe('texts the server names by key', () => {
  it('names every draw schedule of the catalogue in both languages (the order detail shows games.schedule.<kind>)', () => {
    const kinds = [...new Set(GAMES.map((game) => game.schedule.kind))].sort();
    for (const texts of Object.values(TEXTS)) {
      const schedule = (texts.games as { schedule?: Record<string, unknown> }).schedule ?? {};
      expect(kinds.filter((kind) => typeof schedule[kind] !== 'string' || schedule[kind] === '')).toEqual([]);
    }
  });
});
