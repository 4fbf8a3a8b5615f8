import { afterAll, describe, expect, it, vi } from 'vitest';
import { bootPartnerScript, elementNames, languageOfTag, partnerScriptConfig, productUrl } from '../../elements/base/partner-script';
import { getDefaultClient } from '../../elements/base/default-client';
import { emit } from '../../elements/base/emit';
import { loginReply } from './accounts/account-helpers';

const GATEWAY = 'https://gw.example';

describe('the script tag\'s configuration', () => {
  it('takes the gateway from the script\'s own origin unless data-gateway names another http(s) origin', () => {
    const src = `${GATEWAY}/elements/1.4.0/nl-pick3.js`;
    expect(partnerScriptConfig(src, {})).toEqual({ gateway: GATEWAY, language: null });
    expect(partnerScriptConfig(src, { gateway: 'https://api.example/some/path' }).gateway).toBe('https://api.example');
    expect(partnerScriptConfig(src, { gateway: 'javascript:alert(1)' }).gateway).toBe(GATEWAY);
    expect(partnerScriptConfig(src, { gateway: 'not a url' }).gateway).toBe(GATEWAY);
  });

  it('reads a language the product speaks from data-lang or the page\'s lang, else none', () => {
    expect(languageOfTag('ar')).toBe('ar-AE');
    expect(languageOfTag('ar-SA')).toBe('ar-AE');
    expect(languageOfTag('en-GB')).toBe('en-US');
    expect(languageOfTag('fr')).toBeNull();
    expect(languageOfTag('')).toBeNull();
    expect(languageOfTag(null)).toBeNull();
  });
});

describe('data-elements, the elements one tag loads', () => {
  it('reads element names between spaces or commas, each once, and nothing that could leave the script folder', () => {
    expect(elementNames('pick3 results')).toEqual(['pick3', 'results']);
    expect(elementNames(' pick3,results , pick3 ')).toEqual(['pick3', 'results']);
    expect(elementNames('../secret /x https://evil.example/x Pick3 lucky-day')).toEqual(['lucky-day']);
    expect(elementNames(undefined)).toEqual([]);
  });
});

describe('where a product page opens from a partner page', () => {
  it('opens on the gateway\'s site, login with the partner page as the way back', () => {
    expect(productUrl(GATEWAY, '/account/login?redirect=%2Fshop', 'https://partner.example/shop?x=1#top')).toBe(
      `${GATEWAY}/account/login?redirect=${encodeURIComponent('https://partner.example/shop?x=1')}`,
    );
    expect(productUrl(GATEWAY, '/lottery/pick3/history', 'https://partner.example/')).toBe(`${GATEWAY}/lottery/pick3/history`);
  });

  it('never leaves for another host, whatever the path says', () => {
    expect(productUrl(GATEWAY, '//evil.example/x', 'https://partner.example/')).toBe(`${GATEWAY}/`);
    expect(productUrl(GATEWAY, 'https://evil.example/', 'https://partner.example/')).toBe(`${GATEWAY}/`);
  });
});

describe('bootPartnerScript on a partner page', () => {
  const CODE = 'h'.repeat(43);
  /** The gateway: the hand-off exchange (100231) answers a login; anything else is unreachable here. */
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    const command = (init.headers as Record<string, string>)['API-Execute-Command'];
    if (command !== '100231') return Promise.reject(new TypeError('offline in this test'));
    return Promise.resolve(new Response(JSON.stringify({ code: 0, message: '', command, data: loginReply(), timestamp: 1 })));
  });
  vi.stubGlobal('fetch', fetch);
  afterAll(() => vi.unstubAllGlobals());

  it('makes one client for the gateway the page\'s default, follows <html lang>, and routes unclaimed navigation to the gateway', async () => {
    document.documentElement.setAttribute('lang', 'ar');
    // Back from the product's login: the one-time code in the fragment.
    window.history.replaceState(null, '', `/shop?item=1#nl-handoff=${CODE}`);
    const script = document.createElement('script');
    script.src = `${GATEWAY}/elements/1.4.0/nl-elements.js`;

    const client = bootPartnerScript(script);
    expect(getDefaultClient()).toBe(client);
    expect(bootPartnerScript(script)).toBe(client);
    expect(client.stores.language.getSnapshot()).toBe('ar-AE');
    await vi.waitFor(() => expect(String((fetch.mock.calls[0] as unknown[] | undefined)?.[0])).toBe(`${GATEWAY}/hapi`));

    // The code left the address bar at once, and was exchanged for this page's session.
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/shop?item=1');
    await vi.waitFor(() => expect(client.session.isLoggedIn()).toBe(true));
    const exchange = fetch.mock.calls.find(([, init]) => (init.headers as Record<string, string>)['API-Execute-Command'] === '100231');
    expect(JSON.parse(decodeURIComponent(JSON.parse(String(exchange![1].body)).message as string))).toMatchObject({ data: { code: CODE } });

    document.documentElement.setAttribute('lang', 'en');
    await vi.waitFor(() => expect(client.stores.language.getSnapshot()).toBe('en-US'));

    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const element = document.createElement('nl-pick3');
    document.body.append(element);
    expect(emit(element, 'nl-navigate-request', { path: '/account/login?redirect=%2F' }).defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith(`${GATEWAY}/account/login?redirect=${encodeURIComponent(window.location.href.split('#')[0]!)}`);

    // A partner that routes by itself cancels first, and the page stays where it is.
    assign.mockClear();
    const own = (event: Event) => event.preventDefault();
    document.addEventListener('nl-navigate-request', own);
    emit(element, 'nl-navigate-request', { path: '/account/login' });
    document.removeEventListener('nl-navigate-request', own);
    expect(assign).not.toHaveBeenCalled();
  });
});
