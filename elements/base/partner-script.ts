/**
 * The start of the `<script>`-tag build on a partner's page (README, Embed an element): one
 * script tag, served by the product's gateway, registers its elements and points them at that
 * gateway, so they render real data with no other code on the page.
 *
 * ```html
 * <script type="module" src="https://gw.example/elements/1.4.0/nl-pick3.js" data-lang="ar-AE"></script>
 * ```
 *
 * - the gateway is the script's own origin (`data-gateway` names another);
 * - the language is `data-lang`, else the page's `<html lang>` (followed when it changes), else
 *   the browser's; `dir` follows the language;
 * - a product page an element asks for (login, a game's results) opens on the gateway's site
 *   unless the partner cancels `nl-navigate-request`; login comes back to this page (the
 *   gateway checks it against its partner allow-list, PARTNER_ORIGINS).
 *
 * How the session reaches the partner's origin: the product's login answers the partner page's
 * URL with a one-time code in its fragment (`#nl-handoff=<code>`, 100230); this script takes it
 * out of the address bar at once and exchanges it, from this page's origin, for a session of its
 * own (100231), kept in this origin's storage like any login. Never a session token in a URL: a
 * fragment is not sent to the partner's server nor in a Referer, and the code is spent by its
 * first exchange, lasts a minute, and is refused from any origin but the one it was issued for.
 */
import { createClient, type NlClient } from '../../sdk';
import { LOGIN_PATH, RETURN_PATH_QUERY } from '../../sdk/routes/entry-routes';
import { HANDOFF_FRAGMENT_KEY } from '../../sdk/routes/return-path';
import type { Language } from '../../sdk/i18n/language';
import { setDefaultClient } from './default-client';
import type { NavigateRequestDetail } from './emit';

/** What the script tag says, read from its `data-*` attributes. */
export interface PartnerScriptConfig {
  /** Origin of the gateway and the product's site, e.g. `https://gw.example`. */
  gateway: string;
  /** Fixed language (`data-lang`); null: the page's `<html lang>`, else the browser's. */
  language: Language | null;
}

/**
 * The product's language for a BCP 47 tag: any Arabic is ar-AE, any English en-US, else null
 * (the page's tag says nothing the product speaks).
 *
 * @example languageOfTag('ar') // 'ar-AE'
 * @example languageOfTag('fr-FR') // null
 */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/, 1)[0];
  return primary === 'ar' ? 'ar-AE' : primary === 'en' ? 'en-US' : null;
}

/**
 * The configuration of the script tag loaded from `scriptUrl`: its `data-gateway` (an http(s)
 * origin; anything else is ignored) or the script's origin, and its `data-lang`.
 *
 * @example partnerScriptConfig('https://gw.example/elements/1.0.0/nl-pick3.js', { lang: 'ar' }) // { gateway: 'https://gw.example', language: 'ar-AE' }
 */
export function partnerScriptConfig(scriptUrl: string, data: { gateway?: string; lang?: string }): PartnerScriptConfig {
  let gateway = new URL(scriptUrl).origin;
  if (data.gateway) {
    try {
      const url = new URL(data.gateway);
      if (url.protocol === 'https:' || url.protocol === 'http:') gateway = url.origin;
    } catch {
      // Not a URL: the script's own origin, which is where the product served it from.
    }
  }
  return { gateway, language: languageOfTag(data.lang) };
}

/**
 * Where a product path an element asks for opens from a partner page: on the gateway's site, and
 * the login page with the partner page's own URL as the way back (`?redirect=`), which the
 * product follows only to an origin on its partner allow-list.
 *
 * @example productUrl('https://gw.example', '/account/login?redirect=%2Fshop', 'https://partner.example/shop') // 'https://gw.example/account/login?redirect=https%3A%2F%2Fpartner.example%2Fshop'
 */
export function productUrl(gateway: string, path: string, pageUrl: string): string {
  const url = new URL(path, gateway);
  // Only a path of the product: an element never names another host, and this keeps it so.
  if (url.origin !== gateway) return gateway + '/';
  if (url.pathname === LOGIN_PATH) url.searchParams.set(RETURN_PATH_QUERY, pageUrl.split('#', 1)[0]!);
  return url.href;
}

let started: { client: NlClient; config: PartnerScriptConfig; tag: HTMLScriptElement | null } | null = null;

/**
 * Starts the script build once per page: creates the SDK client for the gateway, makes it every
 * element's default client, loads the system configuration, sets the language and routes the
 * elements' navigation requests nobody else took. A second script tag (another element's) finds
 * it started and shares the client.
 *
 * @param script the script element (classic scripts: `document.currentScript`), or the URL of a
 *   module script (`import.meta.url`), whose tag is then looked up by its `src`
 * @returns the page's client
 * @example bootPartnerScript(import.meta.url);
 */
export function bootPartnerScript(script: HTMLScriptElement | string | null): NlClient {
  if (started) return started.client;
  const doc = globalThis.document;
  const tag =
    typeof script === 'string' ? ([...doc.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => s.src === script) ?? null) : script;
  const url = typeof script === 'string' ? script : (script?.src ?? doc.baseURI);
  const config = partnerScriptConfig(url, { gateway: tag?.dataset.gateway, lang: tag?.dataset.lang });
  const client = createClient({ baseUrl: `${config.gateway}/` });
  started = { client, config, tag };
  setDefaultClient(client);
  followPageLanguage(client, config.language);
  routeToProduct(config.gateway);
  void client.init();
  void logInFromHandoff(client);
  return client;
}

/** A hand-off code as the gateway issues it (sdk/commands/accounts.ts HANDOFF_CODE_PATTERN), checked before sending. */
const HANDOFF_CODE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Takes the hand-off code out of the page's address (so a reload, a bookmark or a shared link
 * never carries it) and exchanges it for this page's session. A spent or expired code is said
 * by the error policy's toast; the player is then a guest and may log in again.
 */
async function logInFromHandoff(client: NlClient): Promise<void> {
  const { location, history } = globalThis.window;
  const fragment = new URLSearchParams(location.hash.slice(1));
  const code = fragment.get(HANDOFF_FRAGMENT_KEY);
  if (code === null) return;
  fragment.delete(HANDOFF_FRAGMENT_KEY);
  const rest = fragment.toString();
  history.replaceState(history.state, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
  if (!HANDOFF_CODE.test(code)) return;
  const result = await client.call('partnerLogin', { code });
  if (result.ok) client.session.completeLogin(result.data);
}

/** An element's name as the script build names its file (`nl-<name>.js`): nothing that could leave the folder. */
const ELEMENT_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * The names of `data-elements` (`"pick3 results"`, spaces or commas), each once, in order; a name
 * that is not an element's name is left out.
 *
 * @example elementNames('pick3, results pick3 ../x') // ['pick3', 'results']
 */
export function elementNames(value: string | undefined): string[] {
  return [...new Set((value ?? '').split(/[\s,]+/).filter((name) => ELEMENT_NAME.test(name)))];
}

/**
 * The one-tag start for module scripts (`nl-embed.js`): starts the page as
 * {@link bootPartnerScript} does and loads the element scripts its tag lists in `data-elements`
 * from beside itself, so a page loads only the elements it shows and they share React, the SDK
 * and the texts.
 *
 * ```html
 * <script type="module" src="https://gw.example/elements/1.4.0/nl-embed.js" data-elements="pick3 results"></script>
 * ```
 *
 * @returns the imports of the listed elements, settled once each is registered (or failed)
 * @example embedPartnerElements(import.meta.url);
 */
export function embedPartnerElements(scriptUrl: string): Promise<unknown[]> {
  bootPartnerScript(scriptUrl);
  const names = elementNames(started?.tag?.dataset.elements);
  return Promise.allSettled(names.map((name) => import(/* @vite-ignore */ new URL(`./nl-${name}.js`, scriptUrl).href)));
}

/** `data-lang` wins; else the page's `<html lang>`, now and whenever the page changes it. */
function followPageLanguage(client: NlClient, fixed: Language | null): void {
  if (fixed) return client.setLanguage(fixed);
  const root = globalThis.document.documentElement;
  const apply = () => {
    const language = languageOfTag(root.getAttribute('lang'));
    if (language && language !== client.stores.language.getSnapshot()) client.setLanguage(language);
  };
  apply();
  new MutationObserver(apply).observe(root, { attributes: true, attributeFilter: ['lang'] });
}

/**
 * Listens last (on the window, bubbling) so the partner's own listeners may cancel first; an
 * unclaimed request opens the product page on the gateway instead of a path on the partner's
 * origin, where it would not exist.
 */
function routeToProduct(gateway: string): void {
  globalThis.window.addEventListener('nl-navigate-request', (event) => {
    if (event.defaultPrevented) return;
    const { path, target } = (event as CustomEvent<NavigateRequestDetail>).detail;
    event.preventDefault();
    const href = productUrl(gateway, path, globalThis.location.href);
    if (target === '_blank') globalThis.window.open(href, '_blank', 'noopener');
    else globalThis.location.assign(href);
  });
}
