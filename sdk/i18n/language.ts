import type { StorageLike } from '../env/environment';
import { Store } from '../stores/store';

export const LANGUAGES = ['en-US', 'ar-AE'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';
/** Storage key of the player's chosen language. */
export const LANGUAGE_KEY = 'language';

/** Browser languages that map to Arabic (SPEC §1); everything else is English. */
const ARABIC_BROWSER_LANGUAGES = new Set(['ar', 'ar-eg', 'ar-cn', 'ar-ae']);

/**
 * Maps a browser language to a product language.
 * @example languageFromBrowser('ar-EG') === 'ar-AE'; languageFromBrowser('fr') === 'en-US'
 */
export function languageFromBrowser(tag: string | undefined): Language {
  return tag && ARABIC_BROWSER_LANGUAGES.has(tag.toLowerCase()) ? 'ar-AE' : 'en-US';
}

/** Text direction of a language. */
export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar-AE' ? 'rtl' : 'ltr';
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The current language: the stored choice if any, else the browser's first language mapped.
 * The choice persists across visits.
 */
export class LanguageStore extends Store<Language> {
  readonly #storage: StorageLike;

  constructor(storage: StorageLike, browserLanguages: readonly string[]) {
    const stored = storage.getItem(LANGUAGE_KEY);
    super(isLanguage(stored) ? stored : languageFromBrowser(browserLanguages[0]));
    this.#storage = storage;
  }

  choose(language: Language): void {
    this.#storage.setItem(LANGUAGE_KEY, language);
    this.set(language);
  }
}
