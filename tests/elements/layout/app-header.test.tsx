// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import { PLAYER, balance, byName, makeClient, mount, shadow, text, until, hostNavigations } from '../helpers';
import { fakeGateway } from '../../support/fake-gateway';

const BALANCE = '100124';

const navigations = hostNavigations();

/** The in-app header as the native app's pages show it, for a player (or a guest) in a language. */
function appHeader(attributes: Record<string, string>, options: { language?: 'en-US' | 'ar-AE'; guest?: boolean } = {}) {
  const gateway = fakeGateway({ [BALANCE]: { data: balance() } });
  const client = makeClient(gateway, { ...(options.guest ? {} : { user: PLAYER }), language: options.language ?? 'en-US' });
  const element = mount('nl-app-header', client, attributes);
  return { gateway, element, root: shadow(element) };
}

describe('<nl-app-header> (SPEC §2 in-app header)', () => {
  it('shows a back arrow named Back, the page title and the player\'s balance, left to right in English', async () => {
    const { root, gateway } = appHeader({ heading: 'My profile' });
    await until(() => root.querySelector('.balance-block .amount')?.textContent === 'AED 1,234.56');
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('ltr');
    expect(byName(root, 'Back')).toBeTruthy();
    expect(text(root.querySelector('[part="title"]'))).toBe('My profile');
    expect(gateway.callsOf(BALANCE)).toEqual([{}]);
  });

  it('mirrors in Arabic: right to left, the back arrow named in Arabic', async () => {
    const { root } = appHeader({ heading: 'ملفي الشخصي' }, { language: 'ar-AE' });
    const back = await until(() => byName(root, 'رجوع'));
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl');
    expect(back.getAttribute('aria-label')).toBe('رجوع');
    expect(text(root.querySelector('[part="title"]'))).toBe('ملفي الشخصي');
    await until(() => root.querySelector('.balance-block .amount'));
  });

  it('opens the balance popup with the balance, the withdrawable amount, Withdraw and Deposit', async () => {
    const { root } = appHeader({ heading: 'Lottery' });
    await until(() => root.querySelector('.balance-block .amount')?.textContent === 'AED 1,234.56');
    byName(root, 'Wallet')!.click();
    const popup = await until(() => root.querySelector('[role="dialog"]'));
    expect(text(popup)).toContain('Withdrawable');
    expect(text(popup)).toContain('AED 500');
    byName(popup, 'Deposit')!.click();
    expect(navigations).toEqual(['/account/deposit']);
  });

  it('goes to back-path when it is a path of this site, announcing nl-app-back first', async () => {
    const { root, element } = appHeader({ heading: 'My profile', 'back-path': '/lotteryApp' });
    const seen: unknown[] = [];
    element.addEventListener('nl-app-back', (event) => seen.push(event.detail));
    (await until(() => byName(root, 'Back')))!.click();
    expect(seen).toEqual([{ path: '/lotteryApp' }]);
    expect(navigations).toEqual(['/lotteryApp']);
  });

  it('goes to the app home when a fresh webview has no page to go back to, and ignores a back-path off the site', async () => {
    const { root } = appHeader({ heading: 'My profile', 'back-path': '//evil.example/x' });
    // happy-dom's window starts with one history entry, as a webview the app just opened.
    expect(window.history.length).toBe(1);
    (await until(() => byName(root, 'Back')))!.click();
    expect(navigations).toEqual(['/app']);
  });

  it('lets the native shell take the back arrow by cancelling nl-app-back: no navigation', async () => {
    const { root, element } = appHeader({ heading: 'Lottery' });
    element.addEventListener('nl-app-back', (event) => event.preventDefault());
    (await until(() => byName(root, 'Back')))!.click();
    expect(navigations).toEqual([]);
  });

  it('on the app home has no back arrow, and its title is the page\'s one level-one heading', async () => {
    const { root } = appHeader({ heading: 'National Lottery', home: 'true' });
    const title = await until(() => root.querySelector('h1[part="title"]'));
    expect(text(title)).toBe('National Lottery');
    expect(byName(root, 'Back')).toBeNull();
  });

  it('shows a guest the bar without a balance, and asks the gateway nothing', async () => {
    const { root, gateway } = appHeader({ heading: 'Lottery' }, { guest: true });
    await until(() => byName(root, 'Back'));
    expect(root.querySelector('[part="balance-area"]')).toBeNull();
    expect(gateway.callsOf(BALANCE)).toEqual([]);
  });
});
