import { Platform, type PlatformCode } from '../commands/envelope';

/** Query parameter a native app may put on the first page it opens: `1` (iOS) or `2` (Android), SPEC §9. */
export const APP_PLATFORM_QUERY = 'platform';

/** Where the client is told the native app's platform: in the query, else by the webview's user agent. */
export interface AppPlatformSource {
  /** The page's query, e.g. `location.search`. */
  query: URLSearchParams;
  /** The webview's user agent. */
  userAgent: string;
  /**
   * Whether the page is one of the native app's own (the app home, lotteryApp, appUserInfo, the
   * app deposit and withdraw): only there does an iPhone or Android user agent mean the app, as a
   * phone's browser on the site has the same user agent and is mobile web (platform 4).
   */
  inApp: boolean;
}

/**
 * The native app's platform code for `clientInfo.platform` (SPEC §9: 1 iOS app, 2 Android app),
 * or `null` when the page is not in the app, so the client keeps its web default (3 or 4).
 * The query wins (`platform=1` or `platform=2`; any other value is ignored); then, on an app
 * page, the user agent (iPhone, iPad or iPod for iOS, Android for Android).
 *
 * @example appPlatform({ query: new URLSearchParams('platform=2'), userAgent: '', inApp: true }) // 2
 */
export function appPlatform({ query, userAgent, inApp }: AppPlatformSource): PlatformCode | null {
  const asked = query.get(APP_PLATFORM_QUERY);
  if (asked === String(Platform.iosApp)) return Platform.iosApp;
  if (asked === String(Platform.androidApp)) return Platform.androidApp;
  if (!inApp) return null;
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return Platform.iosApp;
  if (/\bAndroid\b/.test(userAgent)) return Platform.androidApp;
  return null;
}
