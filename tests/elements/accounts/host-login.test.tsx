// @vitest-environment happy-dom
/**
 * <nl-host-login> (SPEC §2 /botim/loginMethod, §4 Host app, §5 account-binding dialog): the
 * super-app's code becomes a login (100232), the binding dialog (type 1 or 2) binds with a
 * password (100233), and every other answer leaves the player a way on.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient, USER_INFO_KEY, type AuthorizeRequest, type HostBridge } from '../../../sdk';
import { HOST_AUTH_CODE_KEY } from '../../../sdk/host/host-login';
import { defineHostLogin } from '../../../elements/accounts/host-login/host-login-element';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { byName, text, until } from '../helpers';
import { control, loginReply, mountAccount, radio, recordingStorage, submit, type } from './account-helpers';

defineHostLogin();

const HOST_LOGIN = '100232';
const BIND = '100233';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
});

/** A super-app bridge whose authorisation answers `code` (or fails), counting its calls. */
function superApp(code: string | null) {
  const asked: AuthorizeRequest[] = [];
  const bridge = {
    kind: 'super-app',
    platform: null,
    hostPayment: true,
    authorize: async (request: AuthorizeRequest) => {
      asked.push(request);
      return code ? { status: 'success' as const, code } : { status: 'fail' as const };
    },
  } as unknown as HostBridge;
  return { bridge, asked };
}

function hostLoginPage(replies: Record<string, Reply>, options: { language?: 'en-US' | 'ar-AE'; host?: HostBridge; redirect?: string } = {}) {
  const gateway = fakeGateway(replies);
  const storage = recordingStorage();
  const client = createClient({ env: { fetch: gateway.fetch, storage, languages: () => [options.language ?? 'en-US'] }, host: options.host });
  const page = mountAccount('nl-host-login', client, options.redirect ? { redirect: options.redirect } : {});
  return { ...page, gateway, client, storage };
}

const bindAnswer = (bindingType: 1 | 2) => ({
  data: {
    outcome: 'bind',
    bindingType,
    ticket: 'ticket-1',
    accounts:
      bindingType === 1
        ? [{ index: 0, accountType: 'mobile', hint: '+971 50•••••00' }]
        : [
            { index: 0, accountType: 'mobile', hint: '+971 50•••••01' },
            { index: 1, accountType: 'email', hint: 'd•••@example.com' },
          ],
  },
});

describe('<nl-host-login>', () => {
  it('logs a bound super-app user in with the kept code, spends it, and goes where the login was going', async () => {
    sessionStorage.setItem(HOST_AUTH_CODE_KEY, 'code-1');
    const { gateway, storage, paths, element } = hostLoginPage({ [HOST_LOGIN]: { data: { outcome: 'login', login: loginReply() } } }, { redirect: '/lottery/results' });
    const logins: unknown[] = [];
    element.addEventListener('nl-login-success', (event) => logins.push((event as CustomEvent).detail));
    await until(() => paths.length === 1);
    expect(paths).toEqual(['/lottery/results']);
    expect(gateway.callsOf(HOST_LOGIN)).toEqual([{ code: 'code-1' }]);
    expect(sessionStorage.getItem(HOST_AUTH_CODE_KEY)).toBeNull();
    expect(JSON.parse(storage.getItem(USER_INFO_KEY)!)).toMatchObject({ userName: 'sara.k' });
    expect(logins).toEqual([{ userOpenId: 'u-42', isNew: false }]);
  });

  it('binds the one matching account (type 1): asks for its password, says what is wrong, and logs in', async () => {
    sessionStorage.setItem(HOST_AUTH_CODE_KEY, 'code-1');
    let tries = 0;
    const { root, gateway, paths } = hostLoginPage({
      [HOST_LOGIN]: bindAnswer(1),
      [BIND]: () => (++tries === 1 ? { code: 403000631, message: 'Incorrect E-mail address or password.' } : { data: loginReply() }),
    });
    const form = await until(() => root.querySelector('[part="binding"][data-binding-type="1"]'));
    expect(text(form)).toContain('+971 50•••••00');
    submit(form, 'Link and log in');
    expect(text(await until(() => form.querySelector('.nl-field-error, [role="alert"]')))).toContain('This field is required.');
    expect(gateway.callsOf(BIND)).toEqual([]);
    type(control(root, 'Password of the lottery account'), 'Wrong#pass1');
    submit(form, 'Link and log in');
    expect(text(await until(() => form.querySelector('[part="form-error"]')))).toBe('Incorrect E-mail address or password.');
    expect(paths).toEqual([]);
    type(control(root, 'Password of the lottery account'), 'Right#pass1');
    submit(form, 'Link and log in');
    await until(() => paths.length === 1);
    expect(paths).toEqual(['/']);
    expect(gateway.callsOf(BIND)).toEqual([{ ticket: 'ticket-1', index: 0, password: 'Wrong#pass1' }, { ticket: 'ticket-1', index: 0, password: 'Right#pass1' }]);
  });

  it('offers the account of the mobile and the one of the e-mail (type 2) in Arabic, and binds the one chosen', async () => {
    sessionStorage.setItem(HOST_AUTH_CODE_KEY, 'code-1');
    const { root, gateway, paths } = hostLoginPage({ [HOST_LOGIN]: bindAnswer(2), [BIND]: { data: loginReply() } }, { language: 'ar-AE' });
    const form = await until(() => root.querySelector('[part="binding"][data-binding-type="2"]'));
    expect(root.querySelector('[dir="rtl"]')).toBeTruthy();
    expect(form.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    radio(form, /البريد الإلكتروني/).click();
    type(control(root, 'كلمة مرور حساب اليانصيب'), 'Right#pass1');
    submit(form, 'ربط وتسجيل الدخول');
    await until(() => paths.length === 1);
    expect(gateway.callsOf(BIND)).toEqual([{ ticket: 'ticket-1', index: 1, password: 'Right#pass1' }]);
  });

  it('offers registration or another login, keeping the code flag, when no lottery account matches', async () => {
    sessionStorage.setItem(HOST_AUTH_CODE_KEY, 'code-1');
    const { root } = hostLoginPage({ [HOST_LOGIN]: { data: { outcome: 'register' } } }, { redirect: '/lottery/pick3' });
    const offer = await until(() => root.querySelector('[part="register"]'));
    expect(byName(offer, 'Register')!.getAttribute('href')).toBe('/account/register?hasBotimAuthcode=1&redirect=%2Flottery%2Fpick3');
    expect(byName(offer, 'Log in with another account')!.getAttribute('href')).toBe('/account/login?hasBotimAuthcode=1&redirect=%2Flottery%2Fpick3');
  });

  it('fetches a code through the super-app when none is kept; an expired one offers Retry, which fetches a new one', async () => {
    const host = superApp('fresh-code');
    let answers = 0;
    const { root, gateway, paths } = hostLoginPage({ [HOST_LOGIN]: () => (++answers === 1 ? { code: 403000662, message: 'expired' } : { data: { outcome: 'login', login: loginReply() } }) }, { host: host.bridge });
    const error = await until(() => root.querySelector('[part="error"][data-state="expired"]'));
    expect(text(error)).toContain('Your Botim authorisation has expired. Please try again.');
    byName(error, 'Retry')!.click();
    await until(() => paths.length === 1);
    expect(gateway.callsOf(HOST_LOGIN)).toEqual([{ code: 'fresh-code' }, { code: 'fresh-code' }]);
    expect(host.asked).toHaveLength(2);
    expect(host.asked[0]).toMatchObject({ clientId: 'nl-lottery', scope: 'kyc_info', lang: 'en' });
  });

  it('says the super-app did not authorise, and outside the super-app offers the password login', async () => {
    const refused = hostLoginPage({}, { host: superApp(null).bridge });
    expect(text(await until(() => refused.root.querySelector('[part="error"][data-state="failed"]')))).toContain('did not share your account');
    expect(refused.gateway.callsOf(HOST_LOGIN)).toEqual([]);
    document.body.innerHTML = '';
    const browser = hostLoginPage({});
    const outside = await until(() => browser.root.querySelector('[part="not-super-app"]'));
    expect(byName(outside, 'Log in with another account')!.getAttribute('href')).toBe('/account/login');
  });
});
