// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../elements/define';
import { byName, settle, text, until, hostNavigations } from '../helpers';
import { CODES, accountClient, accountGateway, codeSent, control, controlReady, errorOf, formError, leave, loginReply, mountAccount, radio, submit, type } from './account-helpers';

hostNavigations();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function loginPage(attributes: Record<string, string> = {}, replies: Parameters<typeof accountGateway>[0] = {}, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = accountGateway(replies);
  const client = accountClient(gateway, { language });
  const toasts: unknown[] = [];
  client.events.on('toast', (toast) => toasts.push(toast));
  return { gateway, client, toasts, ...mountAccount('nl-login', client, attributes) };
}

async function logInByEmail(root: ShadowRoot, email = 'sara@example.ae', password = 'Secret#2024') {
  type(await controlReady(root, 'E-mail'), email);
  type(control(root, 'Password'), password);
  submit(root, 'Log in');
}

describe('<nl-login> with a password', () => {
  it('logs in with e-mail and password, stores the session and announces nl-login-success', async () => {
    const { root, gateway, client, element } = loginPage({}, { [CODES.passwordLogin]: { data: loginReply({ isNew: false }) } });
    const successes: unknown[] = [];
    element.addEventListener('nl-login-success', (event) => successes.push(event.detail));
    await logInByEmail(root);
    await until(() => successes.length === 1);
    expect(gateway.callsOf(CODES.passwordLogin)).toEqual([{ accountType: 'email', email: 'sara@example.ae', password: 'Secret#2024' }]);
    expect(successes).toEqual([{ userOpenId: 'u-42', isNew: false }]);
    expect(client.stores.userInfo.getSnapshot()?.sessionToken).toBe('session-token-0123456789abcdef');
  });

  it('sends the player to the redirect path after login', async () => {
    const { root, paths } = loginPage({ redirect: '/account/myprofile?tab=1' }, { [CODES.passwordLogin]: { data: loginReply() } });
    await logInByEmail(root);
    await until(() => paths.length === 1);
    expect(paths).toEqual(['/account/myprofile?tab=1']);
  });

  it('ignores an off-site redirect', async () => {
    for (const redirect of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const { root, paths } = loginPage({ redirect }, { [CODES.passwordLogin]: { data: loginReply() } });
      await logInByEmail(root);
      await until(() => paths.length === 1);
      expect(paths).toEqual(['/']);
      document.body.innerHTML = '';
    }
  });

  it('sends a player who came from a partner page back to it with the hand-off the gateway issues', async () => {
    const back = 'https://partner.example/play#nl-handoff=' + 'c'.repeat(43);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { root, gateway, paths } = loginPage({ redirect: 'https://partner.example/play' }, { [CODES.passwordLogin]: { data: loginReply() }, '100230': { data: { url: back } } });
    await logInByEmail(root);
    await until(() => assign.mock.calls.length === 1);
    expect(gateway.callsOf('100230')).toEqual([{ returnUrl: 'https://partner.example/play' }]);
    expect(assign).toHaveBeenCalledWith(back);
    expect(paths).toEqual([]);
  });

  it('goes home, logged in, when the gateway refuses the partner page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const refused = { code: 403000660, message: 'You are logged in, but we cannot send you back to that site: it is not one of our partners.' };
    const { root, paths, toasts, client } = loginPage({ redirect: 'https://evil.example/' }, { [CODES.passwordLogin]: { data: loginReply() }, '100230': refused });
    await logInByEmail(root);
    await until(() => paths.length === 1);
    expect(paths).toEqual(['/']);
    expect(assign).not.toHaveBeenCalled();
    expect(toasts).toEqual([expect.objectContaining({ message: refused.message })]);
    expect(client.session.isLoggedIn()).toBe(true);
  });

  it('lets the host keep the player on the page by cancelling nl-login-success', async () => {
    const { root, element, paths } = loginPage({ redirect: '/orders' }, { [CODES.passwordLogin]: { data: loginReply() } });
    let heard = false;
    element.addEventListener('nl-login-success', (event) => {
      heard = true;
      event.preventDefault();
    });
    await logInByEmail(root);
    await until(() => heard);
    await settle();
    expect(paths).toEqual([]);
  });

  it('shows the lock message from the server in the form', async () => {
    const lock = { code: 403000632, message: 'Your account is locked for 15 minutes.', data: { lockedForSeconds: 900 } };
    const { root, toasts, client } = loginPage({}, { [CODES.passwordLogin]: lock });
    await logInByEmail(root);
    const alert = await until(() => root.querySelector('.nl-form-error[role="alert"]'));
    expect(text(alert)).toBe('Your account is locked for 15 minutes.');
    expect(toasts).toEqual([]);
    expect(client.stores.userInfo.getSnapshot()).toBeNull();
  });

  it('words the lock itself from lockedForSeconds when the server sends no message', async () => {
    const { root } = loginPage({}, { [CODES.passwordLogin]: { code: 403000632, data: { lockedForSeconds: 1800 } } });
    await logInByEmail(root);
    expect(await until(() => formError(root))).toBe('Your account is locked for 30 minutes after too many failed attempts.');
  });

  it('shows incorrect credentials in the form, in the wording of the chosen credential, without a toast', async () => {
    const { root, toasts, gateway } = loginPage({}, { [CODES.passwordLogin]: { code: 403000631, message: 'Incorrect' } });
    await logInByEmail(root);
    expect(await until(() => formError(root))).toBe('Incorrect E-mail address or password.');
    radio(root, 'Mobile number').click();
    type(await controlReady(root, 'Mobile number'), '501234567');
    submit(root, 'Log in');
    await until(() => gateway.callsOf(CODES.passwordLogin).length === 2);
    expect(gateway.callsOf(CODES.passwordLogin)[1]).toEqual({ accountType: 'mobile', countryCode: '971', mobile: '501234567', password: 'Secret#2024' });
    expect(await until(() => formError(root) === 'Incorrect mobile number or password.' && formError(root))).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it('shows an unverified mobile (403000622) in the form, and an unverified e-mail (403000623) with the way to verify it instead', async () => {
    const { root, gateway } = loginPage({}, { [CODES.passwordLogin]: { code: 403000622 } });
    await logInByEmail(root);
    expect(await until(() => formError(root))).toBe('Your mobile number has not been verified yet. Please verify it to log in.');
    gateway.reply(CODES.passwordLogin, { code: 403000623 });
    submit(root, 'Log in');
    await until(() => root.querySelector('form[part="verify-email"]'));
    expect(formError(root)).toBe('');
  });

  it('offers a player whose e-mail was never verified a code to verify it, and logs in with it and the password', async () => {
    const { root, gateway, paths, toasts } = loginPage(
      { redirect: '/account/myprofile' },
      {
        // Refused until the login carries the ticket of the verify-email code.
        [CODES.passwordLogin]: (data) => ((data as { emailTicket?: string }).emailTicket === 'ticket-1' ? { data: loginReply() } : { code: 403000623 }),
        [CODES.sendEmail]: codeSent(),
        [CODES.checkCode]: { data: { verificationTicket: 'ticket-1', expiresInSeconds: 900 } },
      },
    );
    await logInByEmail(root, ' sara@example.ae ');
    const panel = await until(() => root.querySelector<HTMLFormElement>('form[part="verify-email"]'));
    // The way on says it, once: no second error above it.
    expect(formError(root)).toBe('');
    expect(text(panel)).toContain('This e-mail address has not been verified yet.');
    // The way on says where the code goes, and takes the focus so a screen reader reads it.
    expect(text(panel.querySelector('h2'))).toBe('Verify your e-mail address');
    expect(text(panel.querySelector('.account-lead'))).toContain('sara@example.ae');
    await until(() => root.activeElement === panel.querySelector('h2'));
    byName(panel, 'Send code')!.click();
    await until(() => gateway.callsOf(CODES.sendEmail).length === 1);
    expect(gateway.callsOf(CODES.sendEmail)).toEqual([{ email: 'sara@example.ae', scene: 'verify-email' }]);
    type(control(root, 'Verification code'), '246810');
    submit(panel, 'Verify and log in');
    await until(() => paths.length === 1);
    expect(gateway.callsOf(CODES.checkCode)).toEqual([{ channel: 'email', email: 'sara@example.ae', scene: 'verify-email', code: '246810' }]);
    expect(gateway.callsOf(CODES.passwordLogin)[1]).toEqual({ accountType: 'email', email: 'sara@example.ae', password: 'Secret#2024', emailTicket: 'ticket-1' });
    expect(paths).toEqual(['/account/myprofile']);
    expect(toasts).toEqual([]);
  });

  it('shows a wrong verify-email code on the code field, and offers the mobile login instead', async () => {
    const { root, gateway } = loginPage({}, { [CODES.passwordLogin]: { code: 403000623 }, [CODES.checkCode]: { code: 403000810 } });
    await logInByEmail(root);
    const panel = await until(() => root.querySelector<HTMLFormElement>('form[part="verify-email"]'));
    const code = control(root, 'Verification code');
    type(code, '111111');
    submit(panel, 'Verify and log in');
    await until(() => errorOf(root, code) !== '');
    expect(errorOf(root, code)).toBe('The verification code is incorrect. Please check it and try again.');
    expect(gateway.callsOf(CODES.passwordLogin)).toHaveLength(1);
    byName(panel, 'Log in with my mobile number instead')!.click();
    await controlReady(root, 'Mobile number');
    expect(root.querySelector('form[part="verify-email"]')).toBeNull();
    expect(formError(root)).toBe('');
    expect(radio(root, 'Mobile number').checked).toBe(true);
  });

  it('offers the way on in Arabic', async () => {
    const { root } = loginPage({}, { [CODES.passwordLogin]: { code: 403000623 } }, 'ar-AE');
    type(await controlReady(root, 'البريد الإلكتروني'), 'sara@example.ae');
    type(control(root, 'كلمة المرور'), 'Secret#2024');
    submit(root, 'تسجيل الدخول');
    const panel = await until(() => root.querySelector<HTMLFormElement>('form[part="verify-email"]'));
    expect(text(panel.querySelector('h2'))).toBe('تحقق من بريدك الإلكتروني');
    expect(byName(panel, 'سجّل الدخول برقم هاتفي المتحرك بدلاً من ذلك')).toBeTruthy();
    expect(Array.from(panel.querySelectorAll('button[type="submit"]'), (b) => text(b))).toEqual(['تحقق وسجّل الدخول']);
    expect(panel.querySelector('.account-target')?.getAttribute('dir')).toBe('ltr');
  });

  it('refuses an empty form without calling the server and focuses the first invalid field', async () => {
    const { root, gateway } = loginPage();
    const email = await controlReady(root, 'E-mail');
    submit(root, 'Log in');
    await until(() => email.getAttribute('aria-invalid') === 'true');
    expect(errorOf(root, email)).toBe('This field is required.');
    expect(errorOf(root, control(root, 'Password'))).toBe('This field is required.');
    await until(() => root.activeElement === email);
    // The message sits in a live region linked to the field.
    const line = root.getElementById(email.getAttribute('aria-describedby')!)!;
    expect(line.getAttribute('aria-live')).toBe('polite');
    expect(gateway.callsOf(CODES.passwordLogin)).toEqual([]);
  });

  it('checks a field when the player leaves it', async () => {
    const { root } = loginPage();
    const email = await controlReady(root, 'E-mail');
    type(email, 'not-an-address');
    expect(errorOf(root, email)).toBe('');
    leave(email);
    await until(() => errorOf(root, email) === 'Enter a valid e-mail address.');
    type(email, 'sara@example.ae');
    await until(() => errorOf(root, email) === '');
  });

  it('maps server validation issues (400000012) onto their fields', async () => {
    const issues = { code: 400000012, message: 'Validation failed', data: { issues: [{ path: ['data', 'email'], message: 'validation.email' }] } };
    const { root, toasts } = loginPage({}, { [CODES.passwordLogin]: issues });
    await logInByEmail(root);
    const email = control(root, 'E-mail');
    await until(() => errorOf(root, email) === 'Enter a valid e-mail address.');
    expect(toasts).toEqual([]);
  });

  it('shows or hides the password with a toggle button', async () => {
    const { root } = loginPage();
    const password = await controlReady(root, 'Password');
    expect(password.type).toBe('password');
    // Named with what it shows ("Show password"), the visible "Show" first in the name.
    const toggle = byName(root, 'Show password')!;
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    toggle.click();
    await until(() => password.type === 'text');
    expect(byName(root, 'Hide password')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('links to forgot password and registration', async () => {
    const { root, paths } = loginPage();
    (await until(() => byName(root, 'Forgot password?'))).click();
    byName(root, 'Register')!.click();
    expect(paths).toEqual(['/account/forgot-password', '/account/register']);
  });
});

describe('<nl-login> with a one-time code', () => {
  async function codeTab(replies: Parameters<typeof accountGateway>[0] = {}, attributes: Record<string, string> = {}) {
    const page = loginPage(attributes, replies);
    (await until(() => byName(page.root, 'One-time code'))).click();
    await controlReady(page.root, 'Verification code');
    return page;
  }

  it('refuses a mobile number starting with 0 before sending anything', async () => {
    const { root, gateway } = await codeTab({ [CODES.sendSms]: codeSent() });
    const mobile = await controlReady(root, 'Mobile number');
    type(mobile, '0501234567');
    // The rule shows while typing, before any attempt to send.
    await until(() => errorOf(root, mobile) === 'Enter the mobile number without the leading 0.');
    byName(root, 'Send code')!.click();
    await settle();
    expect(gateway.callsOf(CODES.sendSms)).toEqual([]);
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    await until(() => root.activeElement === mobile);
  });

  it('keeps only digits in the mobile field and loads the country codes once, 971 first', async () => {
    const { root, gateway } = await codeTab();
    const mobile = await controlReady(root, 'Mobile number');
    type(mobile, '50 123-4567');
    await until(() => mobile.value === '501234567');
    const code = control<HTMLSelectElement>(root, 'Country code');
    await until(() => code.options.length === 3);
    expect(code.value).toBe('971');
    expect(mobile.getAttribute('dir')).toBe('ltr');
    (byName(root, 'Password')!).click();
    (await until(() => byName(root, 'One-time code'))).click();
    await controlReady(root, 'Mobile number');
    await settle();
    expect(gateway.callsOf(CODES.countryCodes)).toHaveLength(1);
  });

  it('sends a login code and logs in with it', async () => {
    const { root, gateway, paths } = await codeTab({ [CODES.sendSms]: codeSent(), [CODES.codeLogin]: { data: loginReply({ isNew: true }) } }, { redirect: '/lottery/pick3' });
    type(control(root, 'Mobile number'), '501234567');
    byName(root, 'Send code')!.click();
    await until(() => gateway.callsOf(CODES.sendSms).length === 1);
    expect(gateway.callsOf(CODES.sendSms)[0]).toEqual({ countryCode: '971', mobile: '501234567', scene: 'login' });
    // Pasting a code with spaces keeps the six digits.
    type(control(root, 'Verification code'), '123 456');
    submit(root, 'Log in');
    await until(() => paths.length === 1);
    expect(gateway.callsOf(CODES.codeLogin)).toEqual([{ channel: 'mobile', countryCode: '971', mobile: '501234567', code: '123456' }]);
    expect(paths).toEqual(['/lottery/pick3']);
  });

  it('sends the code by e-mail when the player chooses e-mail', async () => {
    const { root, gateway } = await codeTab({ [CODES.sendEmail]: codeSent() });
    radio(root, 'E-mail').click();
    type(await controlReady(root, 'E-mail'), 'sara@example.ae');
    byName(root, 'Send code')!.click();
    await until(() => gateway.callsOf(CODES.sendEmail).length === 1);
    expect(gateway.callsOf(CODES.sendEmail)[0]).toEqual({ email: 'sara@example.ae', scene: 'login' });
  });

  it('the code button counts down before it can resend', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { root, gateway } = await codeTab({ [CODES.sendSms]: codeSent(30) });
    type(control(root, 'Mobile number'), '501234567');
    byName(root, 'Send code')!.click();
    const button = await until(() => byName<HTMLButtonElement>(root, 'Resend in 30 s'));
    expect(button.disabled).toBe(true);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(10_000);
    await until(() => text(button) === 'Resend in 20 s');
    button.click();
    await settle();
    expect(gateway.callsOf(CODES.sendSms)).toHaveLength(1);
    vi.advanceTimersByTime(20_000);
    await until(() => text(button) === 'Resend code' && !button.disabled);
    button.click();
    await until(() => gateway.callsOf(CODES.sendSms).length === 2);
  });

  it('says when codes were requested too often (403000613), in the form', async () => {
    const { root, toasts } = await codeTab({ [CODES.sendSms]: { code: 403000613, message: 'Too often' } });
    type(control(root, 'Mobile number'), '501234567');
    byName(root, 'Send code')!.click();
    expect(await until(() => formError(root))).toBe('You have requested multiple times of verification, please try again later.');
    expect(byName(root, 'Send code')).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it('shows a wrong code (403000810) on the code field', async () => {
    const { root } = await codeTab({ [CODES.codeLogin]: { code: 403000810 } });
    type(control(root, 'Mobile number'), '501234567');
    const code = control(root, 'Verification code');
    type(code, '000000');
    submit(root, 'Log in');
    await until(() => errorOf(root, code) === 'The verification code is incorrect. Please check it and try again.');
    await until(() => root.activeElement === code);
  });
});

describe('<nl-login> accessibility and languages', () => {
  it('switches tabs with the arrow keys', async () => {
    const { root } = loginPage();
    const tabs = await until(() => Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tab"]')).length === 2 && Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tab"]')));
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    tabs[0]!.focus();
    tabs[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await until(() => tabs[1]!.getAttribute('aria-selected') === 'true');
    expect(root.activeElement).toBe(tabs[1]);
    expect(root.querySelector('[role="tabpanel"]')!.getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
  });

  it('renders right-to-left with Arabic labels, keeping the e-mail field left-to-right', async () => {
    const { root } = loginPage({}, {}, 'ar-AE');
    const email = await controlReady(root, 'البريد الإلكتروني');
    const frame = root.querySelector('.nl-root')!;
    expect(frame.getAttribute('dir')).toBe('rtl');
    expect(frame.getAttribute('lang')).toBe('ar-AE');
    expect(text(root.querySelector('h1'))).toBe('تسجيل الدخول');
    expect(control(root, 'كلمة المرور')).toBeTruthy();
    expect(email.getAttribute('dir')).toBe('ltr');
    submit(root, 'تسجيل الدخول');
    await until(() => errorOf(root, email) === 'هذا الحقل مطلوب.' || errorOf(root, email).length > 0);
    expect(/[\u0600-\u06FF]/.test(errorOf(root, email))).toBe(true);
  });
});
