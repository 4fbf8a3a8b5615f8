/**
 * The two languages and two widths every browser journey is checked in, and a returning
 * visitor's page in one of them. One copy, so a journey names a language by its strings file.
 */
import type { Browser, Page } from 'playwright-core';
import enUS from '../../../locales/en-US.json';
import arAE from '../../../locales/ar-AE.json';
import { confirmedVisitor } from './accounts';

export type Strings = typeof enUS;

/** English left to right, Arabic right to left (an Arabic-speaking browser, ar-EG, picks ar-AE). */
export const LANGUAGES = [
  { language: 'en-US', browserLocale: 'en-US', dir: 'ltr', s: enUS },
  { language: 'ar-AE', browserLocale: 'ar-EG', dir: 'rtl', s: arAE as unknown as Strings },
] as const;
export type Language = (typeof LANGUAGES)[number];

export const PHONE = { name: 'phone', width: 390, height: 844 } as const;
export const DESKTOP = { name: 'desktop', width: 1280, height: 900 } as const;
export type Viewport = typeof PHONE | typeof DESKTOP;

/**
 * A new page of a returning visitor (age gate and cookie notice answered) in `language` at
 * `viewport`, whose page errors are printed.
 *
 * @example
 * const page = await visitorPage(running.browser, LANGUAGES[1], PHONE);
 */
export async function visitorPage(browser: Browser, language: Language, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ locale: language.browserLocale, viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  await confirmedVisitor(page);
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return page;
}
