import i18next from 'i18next';
import { Store } from '../stores/store';
import type { Language } from './language';

/** Text of a translation key, with `{{name}}` placeholders filled from `params`. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;
/** One language's texts: the content of a `locales/<language>.json` file. */
export type TranslationResources = Record<string, unknown>;
/** Loads one language's texts; called at most once per language and translations object. */
export type TranslationLoader = (language: Language) => Promise<TranslationResources>;

/** The texts a page can show now. */
export interface LoadedTexts {
  /** Language of the texts; null until the first language has loaded. */
  readonly language: Language | null;
  /** Translates in `language`; answers the key itself while nothing is loaded. */
  readonly t: Translate;
  /** Whether `key` has a text in `language`. */
  readonly exists: (key: string) => boolean;
}

/**
 * A store of the texts of a client's current language. Subscribers hear when a language's texts
 * arrive; `ready()` waits for them.
 */
export interface Translations {
  subscribe(listener: () => void): () => void;
  getSnapshot(): LoadedTexts;
  /** Resolves with the texts of the current language once they are loaded; rejects when loading fails. */
  ready(): Promise<LoadedTexts>;
}

/** Anything holding the current language: the client's `stores.language`. */
export interface LanguageSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Language;
}

/**
 * The package's own texts, one `import()` per language: a bundler emits each locale file as its
 * own chunk and the page downloads only the language the player uses.
 */
export const loadPackagedTranslations: TranslationLoader = async (language) =>
  (language === 'ar-AE' ? await import('../../locales/ar-AE.json') : await import('../../locales/en-US.json')).default;

const NOTHING_LOADED: LoadedTexts = { language: null, t: (key) => key, exists: () => false };

/**
 * Texts that follow a language store: each language is loaded on first use, and the snapshot
 * switches once the new language's texts are there (until then the previous texts stay).
 *
 * @param language the language to follow, e.g. `client.stores.language`
 * @param load where texts come from; default the package's locale files
 * @example
 * const texts = createTranslations(client.stores.language);
 * const { t } = await texts.ready();
 * t('header.login'); // 'Log in'
 */
export function createTranslations(language: LanguageSource, load: TranslationLoader = loadPackagedTranslations): Translations {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: {},
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes; double escaping would show &amp;
    returnNull: false,
  });
  const texts = new Store<LoadedTexts>(NOTHING_LOADED);
  const loads = new Map<Language, Promise<void>>();

  function loaded(lng: Language): Promise<void> {
    let pending = loads.get(lng);
    if (!pending) {
      pending = load(lng).then((resources) => void i18n.addResourceBundle(lng, 'translation', resources, true, true));
      // A failed load (offline, say) is tried again the next time the language is wanted.
      pending.catch(() => loads.delete(lng));
      loads.set(lng, pending);
    }
    return pending;
  }

  function show(lng: Language): LoadedTexts {
    if (texts.getSnapshot().language !== lng) {
      const fixed = i18n.getFixedT(lng);
      texts.set({ language: lng, t: (key, params) => String(fixed(key, params)), exists: (key) => i18n.exists(key, { lng }) });
    }
    return texts.getSnapshot();
  }

  /** Loads the current language and shows it, unless the player switched again meanwhile. */
  async function follow(): Promise<LoadedTexts> {
    for (;;) {
      const wanted = language.getSnapshot();
      await loaded(wanted);
      if (language.getSnapshot() === wanted) return show(wanted);
    }
  }

  // The texts already shown stay when a load fails; ready() reports the failure to whoever waits.
  const followQuietly = () => void follow().catch(() => {});
  language.subscribe(followQuietly);
  followQuietly();

  return { subscribe: texts.subscribe, getSnapshot: texts.getSnapshot, ready: follow };
}

const perClient = new WeakMap<object, Translations>();

/**
 * The translations of a client, created on first use with the package's texts and shared by
 * everything that asks for the same client (every element, the host page).
 *
 * @example
 * const texts = translationsFor(client);
 * texts.subscribe(() => render(texts.getSnapshot().t('header.login')));
 */
export function translationsFor(client: { stores: { language: LanguageSource } }): Translations {
  let translations = perClient.get(client);
  if (!translations) {
    translations = createTranslations(client.stores.language);
    perClient.set(client, translations);
  }
  return translations;
}
