import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../sdk';
import { AccountLayout } from '../../host-demo/site/layout/account-layout';
import { pageRenderer } from './support/render-page';

const render = pageRenderer();

/** The account menu as a player on `path` sees it. */
async function menuOn(path: string, language: Language = 'en-US'): Promise<HTMLElement> {
  const container = await render(language, (client) => (
    <AccountLayout client={client} currentPath={path}>
      <p>page</p>
    </AccountLayout>
  ));
  return container.querySelector<HTMLElement>('nav')!;
}

const items = (nav: HTMLElement) => Array.from(nav.querySelectorAll('a'), (a) => a.textContent);
const current = (nav: HTMLElement) => Array.from(nav.querySelectorAll('a[aria-current="page"]'), (a) => a.textContent);

describe('account menu', () => {
  it("lists SPEC §2's account menu in its order, then Account settings, each linking to its page", async () => {
    const nav = await menuOn('/account/myprofile');
    expect(nav.getAttribute('aria-label')).toBe('My account');
    expect(items(nav)).toEqual(['My Profile', 'Deposit', 'Withdraw', 'Orders', 'Transactions', 'Coupons', 'Notifications', 'Account settings']);
    expect(Array.from(nav.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual([
      '/account/myprofile',
      '/account/deposit',
      '/account/withdraw',
      '/account/order/list',
      '/account/transactions',
      '/account/coupons',
      '/account/notification/list',
      '/account/accountSetting',
    ]);
  });

  it('offers a withdraw-only session (a break) no Deposit, and the rest of the menu as before', async () => {
    const container = await render('en-US', (client) => {
      client.stores.userInfo.setUser({
        sessionToken: 'token-of-a-withdraw-only-session', userOpenId: 'u1', firstName: 'Sara', userName: 'sara.k', phone: '971500000000',
        verifiedStatus: 3, realName: 'Sara K', registerIdCardType: 1, headImgUrl: '', isNew: false, extCode: '', withdrawOnly: true,
      });
      return (
        <AccountLayout client={client} currentPath="/account/withdraw">
          <p>page</p>
        </AccountLayout>
      );
    });
    expect(items(container.querySelector('nav')!)).toEqual(['My Profile', 'Withdraw', 'Orders', 'Transactions', 'Coupons', 'Notifications', 'Account settings']);
  });

  it('marks the current page, and exactly one', async () => {
    expect(current(await menuOn('/account/myprofile'))).toEqual(['My Profile']);
    expect(current(await menuOn('/account/deposit'))).toEqual(['Deposit']);
    expect(current(await menuOn('/account/accountSetting'))).toEqual(['Account settings']);
  });

  it('keeps Account settings marked on the pages under it', async () => {
    for (const path of ['/account/editAddress', '/account/notificationSettings', '/account/accountDeletion', '/account/accountDeletion/upload']) {
      expect(current(await menuOn(path)), path).toEqual(['Account settings']);
    }
  });

  it('speaks Arabic to an Arabic player', async () => {
    const nav = await menuOn('/account/editAddress', 'ar-AE');
    expect(items(nav)[0]).toBe('ملفي الشخصي');
    expect(current(nav)).toEqual(['إعدادات الحساب']);
  });

  it.each(['en-US', 'ar-AE'] as const)('brings a focused menu item wholly into view in the phone strip (%s)', async (language) => {
    const nav = await menuOn('/account/myprofile', language);
    const orders = nav.querySelectorAll('a')[3]!;
    const scrolled: { item: Element; options: unknown }[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement, options?: boolean | ScrollIntoViewOptions) {
      scrolled.push({ item: this, options });
    });
    orders.focus();
    expect(scrolled).toEqual([{ item: orders.closest('li'), options: { block: 'nearest', inline: 'nearest' } }]);
    vi.restoreAllMocks();
  });

  it('rings the focused item, the current one too, with the design focus ring rather than the browser default', async () => {
    const nav = await menuOn('/account/myprofile');
    const css = Array.from(nav.ownerDocument.querySelectorAll('style'), (style) => style.textContent).join('');
    expect(css).toMatch(/\.account-layout nav a:focus-visible \{[^}]*outline: 3px solid var\(--nl-color-focus, #ffcf4d\);[^}]*box-shadow: 0 0 0 2px var\(--nl-color-focus-inner, #06122f\)/);
    // The current item is dark: a dark or thin ring would vanish on it; the design's yellow does not.
    expect(css).toMatch(/\.account-layout nav a\[aria-current='page'\] \{ background: #14183a;/);
  });
});
