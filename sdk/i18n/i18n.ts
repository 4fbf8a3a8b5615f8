import i18next, { type i18n as I18nInstance } from 'i18next';
import enUS from '../../locales/en-US.json';
import arAE from '../../locales/ar-AE.json';
import type { Language } from './language';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Translation resources shipped with the package, one JSON file per language in locales/. */
export const BUNDLED_RESOURCES: Record<Language, Record<string, unknown>> = { 'en-US': enUS, 'ar-AE': arAE };

/**
 * One i18next instance per client (no global state), initialised synchronously from the bundled
 * resources so the first render already has text.
 *
 * @example const i18n = createI18n('ar-AE'); i18n.t('header.login')
 */
export function createI18n(language: Language, resources = BUNDLED_RESOURCES): I18nInstance {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en-US',
    supportedLngs: ['en-US', 'ar-AE'],
    resources: Object.fromEntries(Object.entries(resources).map(([lng, r]) => [lng, { translation: r }])),
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes; double escaping would show &amp;
    returnNull: false,
  });
  return instance;
}
