import type { HostKind } from './host-bridge';
import { appPlatform } from '../client/app-platform';

/** SPEC §7: the super-app's webview has `mpadapter` in its user agent. */
export const SUPER_APP_USER_AGENT = /mpadapter/i;

/** What {@link detectHostKind} reads. */
export interface HostSignals {
  userAgent: string;
  /** The page's query (`platform=1|2` names the native app, SPEC §9). */
  query: URLSearchParams;
  /** Whether the page is one of the native app's own (see `appPlatform`). */
  inApp: boolean;
}

/**
 * Which host runs the page: the super-app when the user agent contains `mpadapter`, the native
 * app when `appPlatform` finds its platform, else the browser. Called once per client.
 *
 * @example detectHostKind({ userAgent: 'Mozilla/5.0 mpadapter/2.1', query: new URLSearchParams(), inApp: false }) // 'super-app'
 */
export function detectHostKind({ userAgent, query, inApp }: HostSignals): HostKind {
  if (SUPER_APP_USER_AGENT.test(userAgent)) return 'super-app';
  if (appPlatform({ query, userAgent, inApp }) !== null) return 'native';
  return 'browser';
}
