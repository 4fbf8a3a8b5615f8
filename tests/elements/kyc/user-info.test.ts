// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import { balance, byName, mount, settle, shadow, text, until, hostNavigations } from '../helpers';
import { CODES, dialogIn, kycStatus, navigations, player, press, testClient } from './kyc-helpers';
import { fakeGateway } from '../../support/fake-gateway';

hostNavigations();

function playerBox(status: 1 | 2 | 3 | 4 | 6 | 7, options: { language?: 'en-US' | 'ar-AE'; serverStatus?: 1 | 2 | 3 | 4 | 6 | 7; forbid?: boolean } = {}) {
  const gateway = fakeGateway({
    [CODES.balance]: { data: balance() },
    [CODES.kycStatus]: { data: kycStatus({ status: options.serverStatus ?? status, forbidStatus: options.forbid ? 1 : 0 }) },
  });
  const { client } = testClient(gateway, { user: player(status), language: options.language ?? 'en-US' });
  const element = mount('nl-user-info', client);
  return { gateway, client, element, root: shadow(element), paths: navigations(element) };
}

const tag = (root: ShadowRoot) => root.querySelector<HTMLElement>('.kyc-tag');
/** Text a sighted player reads (screen-reader-only parts left out). */
function visibleText(node: Element | null): string {
  if (!node) return '';
  const copy = node.cloneNode(true) as Element;
  copy.querySelectorAll('.nl-visually-hidden').forEach((hidden) => hidden.remove());
  return text(copy);
}

describe('<nl-user-info>', () => {
  it('shows first name, user name, phone, the status tag and both balances, refreshing the balance on mount', async () => {
    const { root, gateway } = playerBox(3);
    await until(() => text(root.querySelector('.figure-total .amount')) === 'AED 1,234.56');
    expect(text(root.querySelector('.first-name'))).toBe('Sara');
    expect(text(root.querySelector('.user-name'))).toBe('sara.k');
    expect(text(root.querySelector('.phone'))).toBe('971500000000');
    expect(root.querySelector('.phone')?.getAttribute('dir')).toBe('ltr');
    expect(text(root.querySelector('.figure-withdrawable .amount'))).toBe('AED 500');
    expect(text(tag(root))).toBe('Verified');
    expect(gateway.calls.filter((c) => c.code === CODES.balance)).toHaveLength(1);
    expect(byName(root, 'Withdraw')).toBeTruthy();
    expect(byName(root, 'Deposit')).toBeTruthy();
  });

  it('says a mobile player\'s number once: their user name is the number, so no second "Phone" line', async () => {
    const gateway = fakeGateway({ [CODES.balance]: { data: balance() }, [CODES.kycStatus]: { data: kycStatus({ status: 3 }) } });
    const { client } = testClient(gateway, { user: player(3, { userName: '+971500000000', phone: '971500000000' }) });
    const root = shadow(mount('nl-user-info', client));
    await until(() => root.querySelector('.user-name'));
    expect(text(root.querySelector('.user-name'))).toBe('+971500000000');
    expect(root.querySelector('.phone')).toBeNull();
  });

  it('offers a withdraw-only session (a break) Withdraw but not Deposit', async () => {
    const gateway = fakeGateway({ [CODES.balance]: { data: balance() }, [CODES.kycStatus]: { data: kycStatus({ status: 3 }) } });
    const { client } = testClient(gateway, { user: player(3, { withdrawOnly: true }) });
    const root = shadow(mount('nl-user-info', client));
    await until(() => byName(root, 'Withdraw'));
    expect(byName(root, 'Deposit')).toBeNull();
  });

  it('labels every status', async () => {
    const labels: Record<number, string> = { 1: 'Unverified', 2: 'Under review', 3: 'Verified', 4: 'Verification failed', 6: 'Verifying', 7: 'Expired' };
    for (const status of [1, 2, 3, 4, 6, 7] as const) {
      const { root, element } = playerBox(status);
      await until(() => visibleText(tag(root)) === labels[status]);
      element.remove();
    }
  });

  it('status 2 shows a prompt before verifying', async () => {
    const { root, paths } = playerBox(2);
    const statusTag = await until(() => tag(root));
    expect(statusTag.localName).toBe('button');
    statusTag.click();
    const dialog = await until(() => dialogIn(root));
    expect(text(dialog)).toContain('Your verification is under review');
    expect(paths).toEqual([]);
    byName(dialog, 'Verify again')!.click();
    expect(paths).toEqual(['/account/kycIframe']);
    await until(() => !dialogIn(root));
  });

  it('status 2 prompt can be closed without verifying', async () => {
    const { root, paths } = playerBox(2);
    (await until(() => tag(root))).click();
    const dialog = await until(() => dialogIn(root));
    press(dialog, 'Escape');
    await until(() => !dialogIn(root));
    expect(paths).toEqual([]);
  });

  it('status 3 tag goes to settings', async () => {
    const { root, paths } = playerBox(3);
    (await until(() => tag(root))).click();
    expect(paths).toEqual(['/account/accountSetting']);
    expect(dialogIn(root)).toBeNull();
  });

  it('statuses 1, 4 and 7 start verification at once; 6 is not clickable', async () => {
    for (const status of [1, 4, 7] as const) {
      const { root, paths, element } = playerBox(status);
      (await until(() => tag(root))).click();
      expect(paths).toEqual(['/account/kycIframe']);
      element.remove();
    }
    const { root } = playerBox(6);
    expect((await until(() => tag(root))).localName).toBe('span');
  });

  it("shows today's limit instead of verifying when the attempts are used up", async () => {
    const { root, paths, gateway } = playerBox(4, { forbid: true });
    await until(() => gateway.calls.some((c) => c.code === CODES.kycStatus));
    await settle();
    (await until(() => tag(root))).click();
    const dialog = await until(() => dialogIn(root));
    expect(text(dialog)).toContain('You have reached the maximum limit of request for today.');
    expect(paths).toEqual([]);
  });

  it('a player who cannot transact gets the KYC prompt from Deposit', async () => {
    const { root, paths } = playerBox(1);
    (await until(() => byName(root, 'Deposit'))).click();
    const dialog = await until(() => dialogIn(root));
    expect(text(dialog)).toContain('Verify your identity to deposit, withdraw or play');
    expect(paths).toEqual([]);
    byName(dialog, 'Later')!.click();
    await until(() => !dialogIn(root));
    byName(root, 'Withdraw')!.click();
    byName(await until(() => dialogIn(root)), 'Verify now')!.click();
    expect(paths).toEqual(['/account/kycIframe']);
  });

  it('lets a verified player go to Deposit and Withdraw', async () => {
    const { root, paths } = playerBox(3);
    (await until(() => byName(root, 'Deposit'))).click();
    byName(root, 'Withdraw')!.click();
    expect(paths).toEqual(['/account/deposit', '/account/withdraw']);
    expect(dialogIn(root)).toBeNull();
  });

  it('keeps the status current with the server (stored 2, now verified)', async () => {
    const { root, client } = playerBox(2, { serverStatus: 3 });
    await until(() => text(tag(root)) === 'Verified');
    expect(client.stores.userInfo.getSnapshot()?.verifiedStatus).toBe(3);
  });

  it('asks a guest to log in, returning to the current page', async () => {
    const { client } = testClient(fakeGateway(), { path: '/account/myprofile?tab=1' });
    const element = mount('nl-user-info', client);
    const paths = navigations(element);
    const root = shadow(element);
    (await until(() => byName(root, 'Log in'))).click();
    expect(paths).toEqual(['/account/login?redirect=%2Faccount%2Fmyprofile%3Ftab%3D1']);
    expect(root.querySelector('.balance-figures')).toBeNull();
  });

  it('shows the grand-prize card only when the grandPrize property is set', async () => {
    const { root, element, paths } = playerBox(3);
    await until(() => root.querySelector('.balance-figures'));
    expect(root.querySelector('.grand-prize')).toBeNull();
    element.grandPrize = { winningBigAmount: 10_000_000_000, winningBigExpiredTimestamp: Date.UTC(2026, 11, 1, 8, 0) };
    const card = await until(() => root.querySelector('.grand-prize'));
    expect(text(card)).toContain('AED 100,000,000');
    byName(card, 'Claim prize')!.click();
    expect(paths).toEqual(['/account/order/grandPrize']);
    element.grandPrize = null;
    await until(() => !root.querySelector('.grand-prize'));
  });

  it('shows a skeleton while the balance loads and an error with retry when it fails', async () => {
    const gateway = fakeGateway({ [CODES.balance]: { code: 500000001, message: 'down' }, [CODES.kycStatus]: { data: kycStatus({ status: 3 }) } });
    const release = gateway.hold(CODES.balance);
    const { client } = testClient(gateway, { user: player(3) });
    const root = shadow(mount('nl-user-info', client));
    await until(() => root.querySelector('.balance-figures[aria-busy="true"] .nl-skeleton'));
    release();
    const retry = await until(() => byName(root, 'Retry'));
    expect(text(root.querySelector('[role="alert"]'))).toContain('Your balance could not be loaded.');
    gateway.reply(CODES.balance, { data: balance() });
    retry.click();
    await until(() => text(root.querySelector('.figure-total .amount')) === 'AED 1,234.56');
  });

  it('is right-to-left in Arabic with the Arabic currency symbol', async () => {
    const { root } = playerBox(1, { language: 'ar-AE' });
    const frame = await until(() => root.querySelector('.nl-root'));
    expect(frame.getAttribute('dir')).toBe('rtl');
    await until(() => text(root.querySelector('.figure-total .amount')) === 'د.إ 1,234.56');
    expect(text(tag(root))).toBe('غير موثّق');
    expect(byName(root, 'إيداع')).toBeTruthy();
  });
});

describe('<nl-user-info> and the balance eye toggle', () => {
  const figures = (root: ShadowRoot) => [text(root.querySelector('.figure-total .amount')), text(root.querySelector('.figure-withdrawable .amount'))];

  it('hides both figures when the player hid the balance in the header, and shows them again when it is shown', async () => {
    const { root, client } = playerBox(3);
    const header = shadow(mount('nl-header', client, { variant: 'desktop' }));
    await until(() => figures(root)[0] === 'AED 1,234.56');
    const eye = await until(() => byName(header, 'Hide balance'));
    eye.click();
    await until(() => figures(root).join() === '******,******');
    (await until(() => byName(header, 'Show balance'))).click();
    await until(() => figures(root).join() === 'AED 1,234.56,AED 500');
  });

  it('starts hidden when the player hid the balance before the page loaded', async () => {
    const gateway = fakeGateway({ [CODES.balance]: { data: balance() }, [CODES.kycStatus]: { data: kycStatus({ status: 3 }) } });
    const { client, storage } = testClient(gateway, { user: player(3) });
    storage.setItem('nl_balance_hidden', '1');
    const root = shadow(mount('nl-user-info', client));
    await until(() => figures(root).join() === '******,******');
    await settle();
    expect(figures(root).join()).toBe('******,******');
  });
});
