// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import { formatDateTime } from '../../../sdk';
import { byName, settle, text, until, hostNavigations } from '../helpers';
import { CODES, accountClient, accountGateway, codeSent, control, controlReady, loginReply, mountAccount, submit, type } from './account-helpers';
import type { Reply } from '../../support/fake-gateway';

hostNavigations();

const END = Date.UTC(2030, 0, 15, 9, 30);

/** The server's refusal of a login during an exclusion (SPEC §8 403000619), then a withdraw-only session for purpose withdraw. */
const refusedUnlessWithdraw = (exclusionType: 1 | 5): Reply => (data) =>
  (data as { purpose?: string }).purpose === 'withdraw'
    ? { data: loginReply() }
    : { code: 403000619, message: 'Self-excluded', data: { userExclusionType: exclusionType, exclusionType, exclusionEndTimestamp: END, canLoginToWithdraw: true } };

function loginPage(replies: Record<string, Reply>, language: 'en-US' | 'ar-AE' = 'en-US', attributes: Record<string, string> = { redirect: '/lottery/pick3' }) {
  const gateway = accountGateway(replies);
  const client = accountClient(gateway, { language });
  const toasts: unknown[] = [];
  const dialogs: unknown[] = [];
  client.events.on('toast', (toast) => toasts.push(toast));
  client.events.on('dialog', (dialog) => dialogs.push(dialog));
  return { gateway, client, toasts, dialogs, ...mountAccount('nl-login', client, attributes) };
}

async function logInByEmail(root: ShadowRoot) {
  type(await controlReady(root, 'E-mail'), 'sara@example.ae');
  type(control(root, 'Password'), 'Secret#2024');
  submit(root, 'Log in');
}

describe('<nl-login> during a self-exclusion or break (SPEC §4: may log in only to withdraw)', () => {
  it('a break: the dialog says until when and offers to log in to withdraw, which lands on the withdrawal page', async () => {
    const { root, gateway, client, paths, toasts, dialogs } = loginPage({ [CODES.passwordLogin]: refusedUnlessWithdraw(5) });
    await logInByEmail(root);
    const dialog = await until(() => root.querySelector('[part="dialog"]'));
    expect(text(dialog.querySelector('h2'))).toBe('You are taking a break');
    expect(text(dialog.querySelector('[data-field="end"]'))).toBe(`It ends on ${formatDateTime(END, 'en-US')}.`);
    expect(text(dialog)).toContain('You can still log in to withdraw your balance.');
    // The login form explains it; the catalogue's own dialog and toast stay shut.
    expect(dialogs).toEqual([]);
    expect(toasts).toEqual([]);
    expect(client.stores.userInfo.getSnapshot()).toBeNull();

    byName(dialog, 'Log in to withdraw')!.click();
    await until(() => paths.length === 1);
    expect(paths).toEqual(['/account/withdraw']);
    expect(gateway.callsOf(CODES.passwordLogin)).toEqual([
      { accountType: 'email', email: 'sara@example.ae', password: 'Secret#2024' },
      { accountType: 'email', email: 'sara@example.ae', password: 'Secret#2024', purpose: 'withdraw' },
    ]);
    expect(client.stores.userInfo.getSnapshot()?.sessionToken).toBe('session-token-0123456789abcdef');
    await until(() => !root.querySelector('[part="dialog"]'));
  });

  it('a self-exclusion says so; Close leaves the player logged out on the form', async () => {
    const { root, gateway, client, paths } = loginPage({ [CODES.passwordLogin]: refusedUnlessWithdraw(1) });
    await logInByEmail(root);
    const dialog = await until(() => root.querySelector('[part="dialog"]'));
    expect(text(dialog.querySelector('h2'))).toBe('You are self-excluded');
    byName(dialog, 'Close')!.click();
    await until(() => !root.querySelector('[part="dialog"]'));
    await settle();
    expect(paths).toEqual([]);
    expect(gateway.callsOf(CODES.passwordLogin)).toHaveLength(1);
    expect(client.stores.userInfo.getSnapshot()).toBeNull();
  });

  it('a code login repeats with the same code and purpose withdraw', async () => {
    const { root, gateway, paths } = loginPage({ [CODES.sendSms]: codeSent(), [CODES.codeLogin]: refusedUnlessWithdraw(5) });
    (await until(() => byName(root, 'One-time code'))).click();
    await controlReady(root, 'Verification code');
    type(control(root, 'Mobile number'), '501234567');
    byName(root, 'Send code')!.click();
    await until(() => gateway.callsOf(CODES.sendSms).length === 1);
    type(control(root, 'Verification code'), '123456');
    submit(root, 'Log in');
    const dialog = await until(() => root.querySelector('[part="dialog"]'));
    byName(dialog, 'Log in to withdraw')!.click();
    await until(() => paths.length === 1);
    expect(paths).toEqual(['/account/withdraw']);
    expect(gateway.callsOf(CODES.codeLogin)).toEqual([
      { channel: 'mobile', countryCode: '971', mobile: '501234567', code: '123456' },
      { channel: 'mobile', countryCode: '971', mobile: '501234567', code: '123456', purpose: 'withdraw' },
    ]);
  });

  it('a failed login to withdraw stays in the dialog with the reason', async () => {
    const { root, paths } = loginPage({ [CODES.passwordLogin]: (data) => ((data as { purpose?: string }).purpose ? { code: 403000717, message: 'Payment limit reached' } : { code: 403000619, data: { userExclusionType: 5, exclusionEndTimestamp: END } }) });
    await logInByEmail(root);
    const dialog = await until(() => root.querySelector('[part="dialog"]'));
    byName(dialog, 'Log in to withdraw')!.click();
    expect(text(await until(() => dialog.querySelector('[role="alert"]')))).toBe('Payment limit reached');
    expect(paths).toEqual([]);
  });

  it('in Arabic', async () => {
    const { root } = loginPage({ [CODES.passwordLogin]: refusedUnlessWithdraw(5) }, 'ar-AE');
    type(await controlReady(root, 'البريد الإلكتروني'), 'sara@example.ae');
    type(control(root, 'كلمة المرور'), 'Secret#2024');
    submit(root, 'تسجيل الدخول');
    const dialog = await until(() => root.querySelector('[part="dialog"]'));
    expect(text(dialog.querySelector('h2'))).toBe('أنت في استراحة');
    expect(byName(dialog, 'تسجيل الدخول للسحب')).toBeTruthy();
  });
});
