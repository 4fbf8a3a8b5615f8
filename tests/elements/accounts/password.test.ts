// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../elements/define';
import { parseResetTarget } from '../../../elements';
import { byName, settle, text, until, hostNavigations } from '../helpers';
import { CODES, accountClient, accountGateway, codeSent, control, controlReady, errorOf, formError, mountAccount, radio, submit, type } from './account-helpers';
import type { Reply } from '../../support/fake-gateway';

const NEW_PASSWORD = 'Fresh#Start9';

hostNavigations();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function page<K extends 'nl-forgot-password' | 'nl-reset-password'>(tag: K, attributes: Record<string, string> = {}, replies: Record<string, Reply> = {}, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = accountGateway({
    [CODES.sendSms]: codeSent(),
    [CODES.sendEmail]: codeSent(),
    [CODES.checkCode]: { data: { verificationTicket: 'reset-ticket', expiresInSeconds: 600 } },
    [CODES.resetPassword]: { data: {} },
    ...replies,
  });
  const client = accountClient(gateway, { language });
  return { gateway, client, ...mountAccount(tag, client, attributes) };
}

async function setNewPassword(root: ShadowRoot, confirm = NEW_PASSWORD) {
  type(await controlReady(root, 'New password'), NEW_PASSWORD);
  type(control(root, 'Confirm password'), confirm);
  submit(root, 'Save new password');
}

describe('<nl-forgot-password>', () => {
  it('reset password shows the success panel and goes to login after 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { root, gateway, paths, element } = page('nl-forgot-password');
    const resets: unknown[] = [];
    element.addEventListener('nl-password-reset', (event) => resets.push(event.detail));
    type(await controlReady(root, 'Mobile number'), '501234567');
    byName(root, 'Send code')!.click();
    await until(() => gateway.callsOf(CODES.sendSms).length === 1);
    expect(gateway.callsOf(CODES.sendSms)[0]).toEqual({ countryCode: '971', mobile: '501234567', scene: 'reset-password' });
    type(control(root, 'Verification code'), '654321');
    submit(root, 'Next');
    await setNewPassword(root);
    const panel = await until(() => root.querySelector('[data-state="success"]'));
    expect(gateway.callsOf(CODES.checkCode)).toEqual([{ channel: 'mobile', countryCode: '971', mobile: '501234567', scene: 'reset-password', code: '654321' }]);
    expect(gateway.callsOf(CODES.resetPassword)).toEqual([{ channel: 'mobile', countryCode: '971', mobile: '501234567', verificationTicket: 'reset-ticket', newPassword: NEW_PASSWORD }]);
    expect(resets).toEqual([{ channel: 'mobile' }]);
    expect(text(panel.querySelector('h1'))).toBe('Your password has been changed');
    expect(text(panel)).toContain('You will go to the login page in 5 s.');
    expect(byName(panel, 'Previous page')).toBeTruthy();
    // The code button's countdown went away with its form; the panel's own one has started.
    await until(() => vi.getTimerCount() === 1);
    vi.advanceTimersByTime(4000);
    await until(() => text(panel).includes('in 1 s.'));
    expect(paths).toEqual([]);
    vi.advanceTimersByTime(1000);
    await until(() => paths.length === 1);
    expect(paths).toEqual(['/account/login']);
    // Only once, even if time goes on.
    vi.advanceTimersByTime(5000);
    await settle();
    expect(paths).toEqual(['/account/login']);
  });

  it("goes to login at once with 'Previous page'", async () => {
    const { root, paths } = page('nl-forgot-password', { channel: 'email' });
    type(await controlReady(root, 'E-mail'), 'sara@example.ae');
    type(control(root, 'Verification code'), '654321');
    submit(root, 'Next');
    await setNewPassword(root);
    const panel = await until(() => root.querySelector('[data-state="success"]'));
    byName(panel, 'Previous page')!.click();
    expect(paths).toEqual(['/account/login']);
  });

  it('checks the code with the e-mail channel and shows a wrong code on its field', async () => {
    const { root, gateway } = page('nl-forgot-password', {}, { [CODES.checkCode]: { code: 403000810 } });
    radio(await until(() => root.querySelector('.nl-radio-option') && root), 'E-mail').click();
    type(await controlReady(root, 'E-mail'), 'sara@example.ae');
    byName(root, 'Send code')!.click();
    await until(() => gateway.callsOf(CODES.sendEmail).length === 1);
    expect(gateway.callsOf(CODES.sendEmail)[0]).toEqual({ email: 'sara@example.ae', scene: 'reset-password' });
    const code = control(root, 'Verification code');
    type(code, '111111');
    submit(root, 'Next');
    await until(() => errorOf(root, code) === 'The verification code is incorrect. Please check it and try again.');
    expect(control(root, 'E-mail')).toBeTruthy();
  });

  it('refuses passwords that differ or break the rule, before calling the server', async () => {
    const { root, gateway } = page('nl-reset-password', { ticket: 't-1', channel: 'email', target: 'sara@example.ae' });
    await setNewPassword(root, 'Other#Pass9');
    const confirm = control(root, 'Confirm password');
    await until(() => errorOf(root, confirm) === 'The passwords do not match.');
    type(control(root, 'New password'), 'short');
    await until(() => errorOf(root, control(root, 'New password')) === 'Use 8 to 20 characters with at least one letter, one digit and one special character.');
    await settle();
    expect(gateway.callsOf(CODES.resetPassword)).toEqual([]);
  });
});

describe('<nl-reset-password>', () => {
  it('sets the new password from the link and shows the same success panel', async () => {
    const { root, gateway } = page('nl-reset-password', { ticket: 't-1', channel: 'mobile', target: '+971 501234567' });
    expect(text(await until(() => root.querySelector('.account-lead')))).toContain('+971 501234567');
    await setNewPassword(root);
    await until(() => root.querySelector('[data-state="success"]'));
    expect(gateway.callsOf(CODES.resetPassword)).toEqual([{ channel: 'mobile', countryCode: '971', mobile: '501234567', verificationTicket: 't-1', newPassword: NEW_PASSWORD }]);
  });

  it('offers to start again when the server refuses the ticket', async () => {
    const { root, paths } = page('nl-reset-password', { ticket: 'old', channel: 'email', target: 'sara@example.ae' }, { [CODES.resetPassword]: { code: 403000812, message: 'The link has expired.' } });
    await setNewPassword(root);
    expect(await until(() => formError(root))).toContain('The link has expired.');
    byName(root, 'Start again')!.click();
    expect(paths).toEqual(['/account/forgot-password']);
  });

  it('says the link is not valid without a ticket or a readable target', async () => {
    for (const attributes of [{ channel: 'email', target: 'sara@example.ae' } as Record<string, string>, { ticket: 't', channel: 'fax', target: 'x' }, { ticket: 't', channel: 'mobile', target: '0501234567' }]) {
      const { root, paths } = page('nl-reset-password', attributes);
      const alert = await until(() => root.querySelector('[role="alert"]'));
      expect(text(alert)).toContain('This password reset link is not valid or has expired.');
      expect(root.querySelector('input')).toBeNull();
      byName(root, 'Start again')!.click();
      expect(paths).toEqual(['/account/forgot-password']);
      document.body.innerHTML = '';
    }
  });

  it('reads the mobile target of a link in its usual spellings', () => {
    expect(parseResetTarget('mobile', '971-501234567')).toEqual({ channel: 'mobile', countryCode: '971', mobile: '501234567' });
    expect(parseResetTarget('mobile', '+44 7700900123')).toEqual({ channel: 'mobile', countryCode: '44', mobile: '7700900123' });
    expect(parseResetTarget('mobile', '971501234567')).toEqual({ channel: 'mobile', countryCode: '971', mobile: '501234567' });
    expect(parseResetTarget('email', 'sara@example.ae')).toEqual({ channel: 'email', email: 'sara@example.ae' });
    expect(parseResetTarget('email', 'nope')).toBeNull();
  });

  it('renders right-to-left with Arabic labels', async () => {
    const { root } = page('nl-reset-password', { ticket: 't-1', channel: 'email', target: 'sara@example.ae' }, {}, 'ar-AE');
    const password = await controlReady(root, 'كلمة المرور الجديدة');
    expect(root.querySelector('.nl-root')!.getAttribute('dir')).toBe('rtl');
    expect(text(root.querySelector('h1'))).toBe('تعيين كلمة مرور جديدة');
    expect(password.getAttribute('dir')).toBe('ltr');
    expect(root.querySelector('.account-lead [dir="ltr"]')?.textContent).toBe('sara@example.ae');
  });
});
