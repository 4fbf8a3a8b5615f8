// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import { KYC_FAILED_SHOWN_KEY, KYC_WARN_SHOWN_KEY, type NlClient } from '../../../sdk';
import { translationsFor } from '../../../sdk/i18n/translations';
import { byName, mount, settle, shadow, styleSheetsOf, text, until, hostNavigations } from '../helpers';
import { CODES, DAY_MS, dialogIn, kycStatus, navigations, player, press, testClient } from './kyc-helpers';
import { fakeGateway } from '../../support/fake-gateway';

hostNavigations();

function page(status: ReturnType<typeof kycStatus>, attributes: Record<string, string> = { 'check-on-login': '' }) {
  const gateway = fakeGateway({ [CODES.kycStatus]: { data: status } });
  const test = testClient(gateway);
  const element = mount('nl-kyc-dialogs', test.client, attributes);
  const root = shadow(element);
  // The element subscribes once rendered; a real page mounts it long before anyone logs in.
  const login = async (verifiedStatus: 1 | 2 | 3 | 4 | 6 | 7 = status.status) => {
    await rendered(root, test.client);
    test.client.stores.userInfo.setUser(player(verifiedStatus));
  };
  const logout = () => test.client.stores.userInfo.clear();
  return { ...test, gateway, element, root, login, logout, paths: navigations(element) };
}

/**
 * Waits until the element has rendered and its effects (event subscriptions) have run. Its content
 * renders only once the language's texts are loaded (ElementFrame), after the frame's style.
 */
async function rendered(root: ShadowRoot, client: NlClient): Promise<void> {
  await until(() => styleSheetsOf(root).length > 0);
  await until(() => translationsFor(client).getSnapshot().language);
  await settle(20);
}

const kycCalls = (gateway: { calls: { code: string }[] }) => gateway.calls.filter((c) => c.code === CODES.kycStatus).length;

describe('<nl-kyc-dialogs> login check', () => {
  it('login check shows the failed dialog without a close button, and not again within 30 days', async () => {
    const { root, gateway, login, logout, advance, storage, paths } = page(kycStatus({ status: 4, verifiedFailReason: 15, remark: 'Names differ' }));
    await login();
    const dialog = await until(() => dialogIn(root));
    expect(text(dialog)).toContain('Verification failed');
    expect(text(dialog)).toContain('The name on your ID does not match the name on your account.');
    expect(byName(dialog, 'Close')).toBeNull();
    expect(byName(dialog, 'Later')).toBeNull();
    press(dialog, 'Escape');
    await settle();
    expect(dialogIn(root)).toBeTruthy();
    expect(storage.getItem(KYC_FAILED_SHOWN_KEY)).toMatch(/^\d+$/);

    // Re-verify is the way on.
    byName(dialog, 'Re-verify')!.click();
    expect(paths).toEqual(['/account/kycIframe']);
    await until(() => !dialogIn(root));

    // A new login within 30 days: checked, but no dialog.
    logout();
    advance(29 * DAY_MS);
    await login();
    await until(() => kycCalls(gateway) === 2);
    await settle();
    expect(dialogIn(root)).toBeNull();

    // After 30 days it shows again.
    logout();
    advance(DAY_MS);
    await login();
    await until(() => dialogIn(root));
    expect(kycCalls(gateway)).toBe(3);
  });

  it('shows the server remark when there is no numbered reason', async () => {
    const { root, login } = page(kycStatus({ status: 4, verifiedFailReason: null, remark: 'The photo was blurred.' }));
    await login();
    expect(text(await until(() => dialogIn(root)))).toContain('The photo was blurred.');
  });

  it('expiry warning once a day', async () => {
    const expireDate = Date.UTC(2026, 11, 10, 8, 0);
    const { root, gateway, login, logout, advance, storage } = page(kycStatus({ status: 3, eKycExpireWarnStatus: 1, expireDate }));
    await login();
    const dialog = await until(() => dialogIn(root));
    expect(text(dialog)).toContain('Your ID expires soon');
    expect(text(dialog)).toContain('10/12/2026');
    expect(byName(dialog, 'Close')).toBeTruthy();
    expect(storage.getItem(KYC_WARN_SHOWN_KEY)).toMatch(/^\d+$/);
    byName(dialog, 'Later')!.click();
    await until(() => !dialogIn(root));

    logout();
    advance(12 * 3600_000);
    await login();
    await until(() => kycCalls(gateway) === 2);
    await settle();
    expect(dialogIn(root)).toBeNull();

    logout();
    advance(12 * 3600_000);
    await login();
    await until(() => dialogIn(root));
  });

  it('shows the expired dialog with Re-verify and Later', async () => {
    const { root, login } = page(kycStatus({ status: 7 }));
    await login();
    const dialog = await until(() => dialogIn(root));
    expect(text(dialog)).toContain('Your verification has expired');
    expect(byName(dialog, 'Re-verify')).toBeTruthy();
    press(dialog, 'Escape');
    await until(() => !dialogIn(root));
  });

  it('runs no check for a verified player, nor without check-on-login, nor for a session already stored', async () => {
    const verified = page(kycStatus({ status: 3 }));
    await verified.login();
    await until(() => kycCalls(verified.gateway) === 1);
    await settle();
    expect(dialogIn(verified.root)).toBeNull();

    const off = page(kycStatus({ status: 4 }), {});
    await off.login();
    await settle();
    expect(kycCalls(off.gateway)).toBe(0);

    const gateway = fakeGateway({ [CODES.kycStatus]: { data: kycStatus({ status: 4 }) } });
    const { client } = testClient(gateway, { user: player(4) });
    mount('nl-kyc-dialogs', client, { 'check-on-login': 'true' });
    await settle();
    expect(kycCalls(gateway)).toBe(0);
  });

  it('offers the daily-limit message instead of the provider when attempts are used up', async () => {
    const { root, login, paths } = page(kycStatus({ status: 4, forbidStatus: 1 }));
    await login();
    byName(await until(() => dialogIn(root)), 'Re-verify')!.click();
    const limit = await until(() => dialogIn(root)?.textContent?.includes('maximum limit') && dialogIn(root));
    expect(text(limit)).toContain('You have reached the maximum limit of request for today.');
    expect(paths).toEqual([]);
  });

  it('checkStatus() runs the check on demand', async () => {
    const { element, root, login } = page(kycStatus({ status: 7 }), {});
    await login();
    const dialog = await element.checkStatus();
    expect(dialog?.name).toBe('kyc-expired');
    await until(() => dialogIn(root));
  });
});

describe('<nl-kyc-dialogs> dialogs', () => {
  it('opens the error dialog the error catalogue asks for (403000725) with its message', async () => {
    const gateway = fakeGateway({ [CODES.ekycToken]: { code: 403000725, message: 'You have reached the maximum limit of request for today.' } });
    const { client } = testClient(gateway, { user: player(1) });
    const root = shadow(mount('nl-kyc-dialogs', client));
    await rendered(root, client);
    await client.call('ekycToken', {});
    const dialog = await until(() => dialogIn(root));
    expect(text(dialog)).toContain('Verification unavailable');
    expect(text(dialog)).toContain('You have reached the maximum limit of request for today.');
    byName(dialog, 'Close', 'button:not(.nl-icon-button)')!.click();
    await until(() => !dialogIn(root));
  });

  it('offers verification when the server refuses an unverified player (403000801)', async () => {
    const gateway = fakeGateway({ [CODES.kycStatus]: { code: 403000801, message: 'Please verify your identity first.' } });
    const { client } = testClient(gateway, { user: player(1) });
    const root = shadow(mount('nl-kyc-dialogs', client));
    await rendered(root, client);
    await client.call('kycStatus', {});
    const dialog = await until(() => dialogIn(root));
    expect(text(dialog)).toContain('Verify your identity to deposit, withdraw or play.');
    expect(byName(dialog, 'Verify now', 'button')).toBeTruthy();
  });

  it('explains a deposit or wager refused for the name-mismatch warning (403000803) and offers Verify again, in English and Arabic', async () => {
    for (const [language, title, body, action] of [
      ['en-US', 'Check the name on your account', 'Deposits and purchases are paused until you verify your identity again with matching details.', 'Verify again'],
      ['ar-AE', 'تحقق من الاسم في حسابك', 'تم إيقاف الإيداع والشراء مؤقتاً إلى أن تتحقق من هويتك مجدداً ببيانات مطابقة.', 'تحقّق مرة أخرى'],
    ] as const) {
      const gateway = fakeGateway({ '101101': { code: 403000803, message: 'server text' } });
      const { client } = testClient(gateway, { user: player(3), language });
      const element = mount('nl-kyc-dialogs', client);
      const root = shadow(element);
      const paths = navigations(element);
      await rendered(root, client);
      const toasts: unknown[] = [];
      client.events.on('toast', (t) => toasts.push(t));
      await client.call('placeOrder', { appKey: 'pick3', lotteryType: 72, playType: 7201, drawCount: 1, selections: [{ numbers: [1, 2, 3], multiple: 1 }], amount: 200, idempotencyKey: 'k'.repeat(32) });
      const dialog = await until(() => dialogIn(root));
      expect(text(dialog)).toContain(title);
      expect(text(dialog)).toContain(body);
      expect(root.querySelector('.nl-root')?.getAttribute('dir')).toBe(language === 'ar-AE' ? 'rtl' : 'ltr');
      expect(toasts).toEqual([]);
      byName(dialog, action, 'button')!.click();
      expect(paths).toEqual(['/account/kycIframe']);
      document.body.innerHTML = '';
    }
  });

  it('login check shows the name-mismatch warning once a day', async () => {
    const { root, gateway, login, logout, advance, storage } = page(kycStatus({ status: 3, nameMismatchWarnStatus: 1 }));
    await login();
    const dialog = await until(() => dialogIn(root));
    expect(text(dialog)).toContain('Check the name on your account');
    expect(text(dialog)).toContain('You can still withdraw your balance.');
    expect(storage.getItem(KYC_WARN_SHOWN_KEY)).toMatch(/^\d+$/);
    byName(dialog, 'Later')!.click();
    await until(() => !dialogIn(root));

    logout();
    advance(12 * 3600_000);
    await login();
    await until(() => kycCalls(gateway) === 2);
    await settle();
    expect(dialogIn(root)).toBeNull();

    logout();
    advance(12 * 3600_000);
    await login();
    await until(() => dialogIn(root));
  });

  it('opens the failed dialog for 403000815 with the server text', async () => {
    const gateway = fakeGateway({ [CODES.ekycResult]: { code: 403000815, message: 'Facial recognition failed.' } });
    const { client } = testClient(gateway, { user: player(1) });
    const root = shadow(mount('nl-kyc-dialogs', client));
    await rendered(root, client);
    await client.call('ekycResult', { ticketId: 'T-9' });
    const dialog = await until(() => dialogIn(root));
    expect(text(dialog)).toContain('Facial recognition failed.');
    expect(byName(dialog, 'Close')).toBeTruthy();
  });

  it('open() shows any KYC dialog; close() hides it; focus goes into the dialog', async () => {
    const { element, root, login } = page(kycStatus({ status: 3 }), {});
    await login();
    await until(() => styleSheetsOf(root).length > 0);
    element.open({ name: 'kyc-success' });
    const success = await until(() => dialogIn(root));
    expect(text(success)).toContain('Identity verified');
    await until(() => success.contains(root.activeElement));
    element.open({ name: 'kyc-progress' });
    await until(() => text(dialogIn(root)).includes('Verification in progress'));
    expect(element.current?.name).toBe('kyc-progress');
    element.close();
    await until(() => !dialogIn(root));
    element.open({ name: 'kyc-failed', closable: false, reason: 16, fromRegister: true });
    const failed = await until(() => dialogIn(root));
    expect(text(failed)).toContain('You must be 18 or older to play.');
    expect(byName(failed, 'Close')).toBeNull();
  });

  it('Re-verify from registration keeps from=register', async () => {
    const { element, root, login, paths } = page(kycStatus({ status: 4 }), {});
    await login();
    await until(() => styleSheetsOf(root).length > 0);
    element.open({ name: 'kyc-failed', closable: false, fromRegister: true });
    byName(await until(() => dialogIn(root)), 'Re-verify')!.click();
    expect(paths).toEqual(['/account/kycIframe?from=register']);
  });

  it('closes its dialog when the player logs out', async () => {
    const { root, login, logout } = page(kycStatus({ status: 4 }));
    await login();
    await until(() => dialogIn(root));
    logout();
    await until(() => !dialogIn(root));
  });

  it('is right-to-left in Arabic', async () => {
    const gateway = fakeGateway({ [CODES.kycStatus]: { data: kycStatus({ status: 7 }) } });
    const { client } = testClient(gateway, { language: 'ar-AE' });
    const root = shadow(mount('nl-kyc-dialogs', client, { 'check-on-login': 'true' }));
    // Logged in only once the element listens, as on a real page (see `rendered`).
    await rendered(root, client);
    client.stores.userInfo.setUser(player(7));
    const dialog = await until(() => dialogIn(root));
    expect(root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
    expect(text(dialog)).toContain('انتهت صلاحية التحقق');
    expect(byName(dialog, 'أعد التحقق')).toBeTruthy();
  });
});
