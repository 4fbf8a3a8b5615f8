import { describe, expect, it } from 'vitest';
import { LanguageStore, LANGUAGE_KEY, directionOf, languageFromBrowser } from '../../sdk/i18n/language';
import { memoryStorage } from '../../sdk/env/environment';

describe('language', () => {
  it.each(['ar', 'ar-EG', 'ar-CN', 'AR-eg'])('maps browser language %s to ar-AE', (tag) => {
    expect(languageFromBrowser(tag)).toBe('ar-AE');
  });
  it.each(['en', 'en-GB', 'fr-FR', 'ar-SA', 'hi', undefined])('maps browser language %s to en-US', (tag) => {
    expect(languageFromBrowser(tag)).toBe('en-US');
  });
  it('starts from the browser language and persists the player choice', () => {
    const storage = memoryStorage();
    const first = new LanguageStore(storage, ['ar-EG', 'en']);
    expect(first.getSnapshot()).toBe('ar-AE');
    first.choose('en-US');
    expect(storage.getItem(LANGUAGE_KEY)).toBe('en-US');
    expect(new LanguageStore(storage, ['ar']).getSnapshot()).toBe('en-US');
  });
  it('ignores a stored value that is not a product language', () => {
    const storage = memoryStorage();
    storage.setItem(LANGUAGE_KEY, 'de-DE');
    expect(new LanguageStore(storage, ['ar']).getSnapshot()).toBe('ar-AE');
  });
  it('Arabic reads right to left', () => {
    expect(directionOf('ar-AE')).toBe('rtl');
    expect(directionOf('en-US')).toBe('ltr');
  });
});
