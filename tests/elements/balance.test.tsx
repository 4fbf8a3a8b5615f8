// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../elements/define';
import { PLAYER, balance, byName, makeClient, mount, shadow, text, until, hostNavigations } from './helpers';
import { fakeGateway } from '../support/fake-gateway';

const BALANCE = '100124';
const TAB_LIST = '200025';

const navigations = hostNavigations();

function playerWidget(reply: Parameters<typeof fakeGateway>[0] = { [BALANCE]: { data: balance() } }) {
  const gateway = fakeGateway(reply);
  const client = makeClient(gateway, { user: PLAYER });
  const element = mount('nl-balance', client);
  return { gateway, client, element, root: shadow(element) };
}

describe('<nl-balance>', () => {
  it('shows the total balance, left-to-right, loaded once through the shared balance store', async () => {
    const { root, gateway, client } = playerWidget();
    const amount = await until(() => root.querySelector('.balance-block .amount')?.textContent === 'AED 1,234.56' && root.querySelector('.balance-block .amount'));
    expect(amount.getAttribute('dir')).toBe('ltr');
    expect(gateway.callsOf(BALANCE)).toEqual([{}]);
    expect(client.stores.balance.getSnapshot()?.totalBalance).toBe(123_456);
  });

  it('follows the balance store: a refresh elsewhere (the wallet event) shows the new figure', async () => {
    const { root, client, gateway } = playerWidget();
    await until(() => root.querySelector('.balance-block .amount')?.textContent === 'AED 1,234.56');
    gateway.reply(BALANCE, { data: balance({ totalBalance: 500_000 }) });
    await client.refreshBalance();
    await until(() => root.querySelector('.balance-block .amount')?.textContent === 'AED 5,000');
  });

  it('hides the balance behind six asterisks with the eye toggle, in the popover too, and remembers it', async () => {
    const { root, client } = playerWidget();
    await until(() => root.querySelector('.balance-block .amount')?.textContent === 'AED 1,234.56');
    const eye = byName(root, 'Hide balance')!;
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    eye.click();
    await until(() => root.querySelector('.balance-block .amount')?.textContent === '******');
    expect(byName(root, 'Show balance')?.getAttribute('aria-pressed')).toBe('true');
    byName(root, 'Wallet')!.click();
    const wallet = await until(() => root.querySelector('[role="dialog"]'));
    expect(Array.from(wallet.querySelectorAll('.amount'), (a) => a.textContent)).toEqual(['******', '******']);
    expect(client.env.storage.getItem('nl_balance_hidden')).toBe('1');
  });

  it('hides the header balance too: one eye for every balance of the client', async () => {
    const gateway = fakeGateway({ [BALANCE]: { data: balance() }, [TAB_LIST]: { data: { tabs: [] } } });
    const client = makeClient(gateway, { user: PLAYER });
    const widget = shadow(mount('nl-balance', client));
    const header = shadow(mount('nl-header', client, { variant: 'desktop' }));
    await until(() => header.querySelector('.balance-block .amount')?.textContent === 'AED 1,234.56');
    (await until(() => byName(widget, 'Hide balance')))!.click();
    await until(() => header.querySelector('.balance-block .amount')?.textContent === '******');
  });

  it('opens the wallet popover with balance, withdrawable, Withdraw and Deposit', async () => {
    const { root } = playerWidget();
    await until(() => root.querySelector('.balance-block .amount')?.textContent === 'AED 1,234.56');
    byName(root, 'Wallet')!.click();
    const wallet = await until(() => root.querySelector('[role="dialog"]'));
    expect(text(wallet)).toContain('Balance');
    expect(text(wallet)).toContain('Withdrawable');
    expect(text(wallet)).toContain('AED 500');
    byName(wallet, 'Withdraw')!.click();
    expect(navigations).toEqual(['/account/withdraw']);
    await until(() => !root.querySelector('[role="dialog"]'));
    byName(root, 'Wallet')!.click();
    byName(await until(() => root.querySelector('[role="dialog"]')), 'Deposit')!.click();
    expect(navigations).toEqual(['/account/withdraw', '/account/deposit']);
  });

  it('sends a guest who presses the wallet to login with the return path, and asks nothing of the gateway', async () => {
    const gateway = fakeGateway({ [BALANCE]: { data: balance() } });
    const client = makeClient(gateway);
    const root = shadow(mount('nl-balance', client));
    const wallet = await until(() => byName(root, 'Wallet'));
    expect(root.querySelector('[part="widget"]')?.getAttribute('data-state')).toBe('guest');
    expect(root.querySelector('.amount')).toBeNull();
    wallet.click();
    expect(navigations).toEqual([`/account/login?redirect=${encodeURIComponent(client.env.currentPath())}`]);
    expect(gateway.callsOf(BALANCE)).toEqual([]);
  });

  it('shows an error with Retry when the balance cannot be loaded', async () => {
    const { root, gateway } = playerWidget({ [BALANCE]: { code: 500000001, message: 'down' } });
    const retry = await until(() => byName(root, 'Retry'));
    expect(text(root.querySelector('[role="alert"]'))).toContain('The balance could not be loaded.');
    gateway.reply(BALANCE, { data: balance() });
    retry.click();
    await until(() => root.querySelector('.balance-block .amount')?.textContent === 'AED 1,234.56');
  });

  it('reads in Arabic: Arabic currency symbol, Arabic labels, amount kept left-to-right', async () => {
    const gateway = fakeGateway({ [BALANCE]: { data: balance() } });
    const client = makeClient(gateway, { user: PLAYER, language: 'ar-AE' });
    const root = shadow(mount('nl-balance', client));
    const amount = await until(() => root.querySelector('.balance-block .amount')?.textContent === 'د.إ 1,234.56' && root.querySelector('.balance-block .amount'));
    expect(amount.getAttribute('dir')).toBe('ltr');
    expect(root.querySelector('[part="base"]')?.getAttribute('dir')).toBe('rtl');
    expect(byName(root, 'إخفاء الرصيد')).toBeTruthy();
  });
});
