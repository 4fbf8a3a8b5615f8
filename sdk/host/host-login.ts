import type { StorageLike } from '../env/environment';
import type { AuthorizeRequest, HostBridge } from './host-bridge';
import { routePath } from '../routes/route-path';

/** SPEC §3: the host's authorisation code, kept in session storage. */
export const HOST_AUTH_CODE_KEY = 'botimAuthCode';
/** SPEC §4: a login or registration page opened with `hasBotimAuthcode=1` already has its code. */
export const HAS_HOST_AUTH_CODE_QUERY = 'hasBotimAuthcode';

/** What fetching the code came to. `skipped`: not the super-app, or the page already has the code. */
export type HostAuthCodeOutcome = { status: 'skipped' } | { status: 'success'; code: string } | { status: 'fail' };

/**
 * SPEC §4 Host app: a login or registration page in the super-app first fetches the host's
 * authorisation code (the host bridge's `authorize`: kycAuthorize, else the authorisation
 * mini-program), unless its query has `hasBotimAuthcode=1`; the code is kept in session storage
 * under `botimAuthCode` (SPEC §3). A failure (SPEC §8: status fail) keeps nothing, and the page
 * stays the product's own login.
 *
 * @example
 * const outcome = await fetchHostAuthCode({ host: await client.host(), storage: sessionStorage, query: new URLSearchParams(location.search), request });
 * if (outcome.status === 'success') router.navigate('/botim/loginMethod');
 */
export async function fetchHostAuthCode({ host, storage, query, request }: { host: HostBridge; storage: StorageLike; query: URLSearchParams; request: AuthorizeRequest }): Promise<HostAuthCodeOutcome> {
  if (host.kind !== 'super-app' || query.get(HAS_HOST_AUTH_CODE_QUERY) === '1') return { status: 'skipped' };
  const result = await host.authorize(request);
  if (result.status !== 'success') return { status: 'fail' };
  storage.setItem(HOST_AUTH_CODE_KEY, result.code);
  return result;
}

/**
 * The authorisation code kept by {@link fetchHostAuthCode}, removed as it is read: the super-app's
 * codes are good for one exchange (100232), so a second read must fetch a new one.
 *
 * @example const code = takeHostAuthCode(sessionStorage); if (code) await client.call('hostLogin', { code });
 */
export function takeHostAuthCode(storage: StorageLike): string | null {
  const code = storage.getItem(HOST_AUTH_CODE_KEY);
  storage.removeItem(HOST_AUTH_CODE_KEY);
  return code;
}


/** The product's client id at the super-app's OAuth server, and the scope it asks for. */
export const HOST_CLIENT_ID = 'nl-lottery';
export const HOST_SCOPE = 'kyc_info';

/**
 * The authorisation request of SPEC §7 host-app OAuth: this product's client id and scope, a fresh
 * state, `/botim/loginMethod` on `origin` as the redirect, and the page's language.
 *
 * @example hostAuthorizeRequest(location.origin, 'ar-AE') // { clientId: 'nl-lottery', scope: 'kyc_info', state: '…', redirectUri: 'https://…/botim/loginMethod', lang: 'ar' }
 */
export function hostAuthorizeRequest(origin: string, language: 'en-US' | 'ar-AE'): AuthorizeRequest {
  return {
    clientId: HOST_CLIENT_ID,
    scope: HOST_SCOPE,
    state: globalThis.crypto?.randomUUID?.() ?? String(Date.now()),
    redirectUri: `${origin}${routePath('botimLoginMethod')}`,
    lang: language === 'ar-AE' ? 'ar' : 'en',
  };
}
