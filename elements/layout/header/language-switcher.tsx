import { LANGUAGES, type Language } from '../../../sdk';
import { useClient, useLanguage, useT } from '../../base/hooks';

// Language names are written in their own language, whatever the current one is.
const SHORT_KEY: Record<Language, string> = { 'en-US': 'header.languageEnglishShort', 'ar-AE': 'header.languageArabicShort' };
const FULL_KEY: Record<Language, string> = { 'en-US': 'header.languageEnglish', 'ar-AE': 'header.languageArabic' };
const LANG_ATTR: Record<Language, string> = { 'en-US': 'en', 'ar-AE': 'ar' };

/**
 * En / عربي switcher calling `client.setLanguage`; every element bound to the client follows.
 * `inline`: two toggle buttons (desktop header); `list`: a list with full names (side panel).
 */
export function LanguageSwitcher({ layout = 'inline' }: { layout?: 'inline' | 'list' }) {
  const client = useClient();
  const current = useLanguage();
  const t = useT();
  if (layout === 'list') {
    return (
      <ul className="lang-list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button type="button" className="panel-item" lang={LANG_ATTR[language]} aria-pressed={current === language} onClick={() => client.setLanguage(language)}>
              {t(FULL_KEY[language])}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="lang-switch" role="group" aria-label={t('header.language')} part="language-switcher">
      {LANGUAGES.map((language) => (
        <button key={language} type="button" lang={LANG_ATTR[language]} aria-pressed={current === language} onClick={() => client.setLanguage(language)}>
          {/* The name starts with what the button shows (WCAG 2.5.3: a voice user says "En"), then the full name. */}
          {t(SHORT_KEY[language])}
          <span className="nl-visually-hidden"> {t(FULL_KEY[language])}</span>
        </button>
      ))}
    </div>
  );
}
