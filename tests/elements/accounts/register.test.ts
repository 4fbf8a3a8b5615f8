// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../elements/define';
import { byName, settle, text, until, hostNavigations } from '../helpers';
import {
  CODES,
  accountClient,
  accountGateway,
  choose,
  codeSent,
  control,
  controlReady,
  errorOf,
  loginReply,
  mountAccount,
  radio,
  recordingStorage,
  submit,
  type,
} from './account-helpers';
import type { Reply } from '../../support/fake-gateway';

const PASSWORD = 'Secret#2024';
const EMIRATES_ID = '784-1990-1234567-6';

hostNavigations();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** A registration page over a gateway where every step succeeds unless told otherwise. */
function registerPage(attributes: Record<string, string> = { step: 'identity' }, replies: Record<string, Reply> = {}, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = accountGateway({
    [CODES.sendSms]: codeSent(),
    [CODES.sendEmail]: codeSent(),
    [CODES.checkCode]: { data: { verificationTicket: 'ticket-1', expiresInSeconds: 600 } },
    [CODES.register]: { data: loginReply({ isNew: true }) },
    ...replies,
  });
  const storage = recordingStorage();
  const client = accountClient(gateway, { storage, language });
  return { gateway, client, storage, ...mountAccount('nl-register', client, attributes) };
}

/** A birth date `years` ago (plus `extraDays`), counted from today in Dubai, as typed: DD/MM/YYYY. */
function yearsAgo(years: number, extraDays = 0): string {
  const date = new Date(Date.now() + 4 * 3600_000); // Dubai is UTC+4 all year
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + extraDays);
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

async function fillIdentity(root: ShadowRoot, overrides: { birthDate?: string; method?: 'Mobile number' | 'E-mail' } = {}) {
  type(await controlReady(root, 'First name'), 'Sara');
  type(control(root, 'Last name'), 'Khan');
  type(control(root, 'Emirates ID number'), EMIRATES_ID);
  const nationality = control<HTMLSelectElement>(root, 'Nationality');
  await until(() => nationality.options.length > 1);
  choose(nationality, 'IN');
  type(control(root, 'Date of birth'), overrides.birthDate ?? '15/05/1990');
  type(control(root, 'Mobile number'), '501234567');
  type(control(root, 'E-mail'), 'sara@example.ae');
  type(control(root, 'Password'), PASSWORD);
  type(control(root, 'Confirm password'), PASSWORD);
  if (overrides.method) radio(root, overrides.method).click();
  control(root, /Privacy Notice/).click();
}

/** A host router: it routes the element's requests by setting `step` on the same element (SPEC §2 routes). */
function hostRouter(element: HTMLElement) {
  const routes: Record<string, string> = { '/account/register': 'identity', '/account/registerAddress': 'address', '/account/verCodeNew': 'verify', '/account/registerSuccess': 'success' };
  element.addEventListener('nl-navigate-request', (event) => {
    if (routes[event.detail.path]) element.setAttribute('step', routes[event.detail.path]!);
  });
}

async function fillAddress(root: ShadowRoot) {
  type(await controlReady(root, 'Street address'), 'Building 5, Marina Walk');
  choose(control<HTMLSelectElement>(root, 'Emirate'), 'Dubai');
  type(control(root, 'City / area'), 'Dubai Marina');
}

/** Identity and address done: the verify step is showing. */
async function toVerify(page: ReturnType<typeof registerPage>, method?: 'Mobile number' | 'E-mail') {
  await fillIdentity(page.root, { method });
  submit(page.root, 'Continue');
  await until(() => page.element.shadowRoot!.querySelector('[data-step="address"]'));
  await fillAddress(page.root);
  submit(page.root, 'Continue');
  await until(() => page.root.querySelector('[data-step="verify"]'));
}

describe('<nl-register>', () => {
  it('walks identity → address → verify → success, asking the host to follow each route', async () => {
    const page = registerPage();
    const { root, gateway, client, element, paths } = page;
    hostRouter(element);
    const registered: unknown[] = [];
    element.addEventListener('nl-register-success', (event) => registered.push(event.detail));
    await toVerify(page);
    expect(element.getAttribute('step')).toBe('verify');
    expect(paths).toEqual(['/account/registerAddress', '/account/verCodeNew']);
    // The code goes out as the verify step opens, to the chosen method.
    await until(() => gateway.callsOf(CODES.sendSms).length === 1);
    expect(gateway.callsOf(CODES.sendSms)[0]).toEqual({ countryCode: '971', mobile: '501234567', scene: 'register' });
    expect(text(root.querySelector('.account-lead'))).toContain('+971 501234567');
    type(control(root, 'Verification code'), '123456');
    submit(root, 'Create account');
    const dialog = await until(() => root.querySelector('[role="dialog"]'));
    expect(gateway.callsOf(CODES.checkCode)).toEqual([{ channel: 'mobile', countryCode: '971', mobile: '501234567', scene: 'register', code: '123456' }]);
    expect(gateway.callsOf(CODES.register)).toEqual([
      {
        idType: 1,
        idNumber: EMIRATES_ID,
        firstName: 'Sara',
        middleName: '',
        lastName: 'Khan',
        nationality: 'IN',
        residenceCountry: 'AE',
        birthDate: '1990-05-15',
        countryCode: '971',
        mobile: '501234567',
        email: 'sara@example.ae',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        verificationMethod: 'mobile',
        privacyAccepted: true,
        address: { country: 'AE', street: 'Building 5, Marina Walk', emirate: 'Dubai', city: 'Dubai Marina', postcode: '' },
        verificationTicket: 'ticket-1',
      },
    ]);
    expect(paths.at(-1)).toBe('/account/registerSuccess');
    expect(registered).toEqual([{ userOpenId: 'u-42' }]);
    expect(client.stores.userInfo.getSnapshot()?.userOpenId).toBe('u-42');
    // The register-success dialog: 4-step KYC progress, step 1 done, step 2 next.
    expect(text(dialog.querySelector('h2'))).toBe('Your account has been created');
    const steps = Array.from(dialog.querySelectorAll('.kyc-progress li'));
    expect(steps.map((li) => li.getAttribute('data-state'))).toEqual(['done', 'current', 'todo', 'todo']);
    expect(steps.map((li) => text(li.querySelector('span:not(.kyc-dot):not(.nl-visually-hidden)')))).toEqual(['Account created', 'Verify identity', 'Deposit', 'Play']);
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    byName(dialog, 'Verify now')!.click();
    expect(paths.at(-1)).toBe('/account/kycIframe?from=register');
  });

  it('"Later" postpones identity verification and goes home', async () => {
    const page = registerPage();
    await toVerify(page);
    type(control(page.root, 'Verification code'), '123456');
    submit(page.root, 'Create account');
    const dialog = await until(() => page.root.querySelector('[role="dialog"]'));
    byName(dialog, 'Later')!.click();
    expect(page.paths.at(-1)).toBe('/');
  });

  it('registration keeps the password out of storage', async () => {
    const page = registerPage();
    await toVerify(page);
    type(control(page.root, 'Verification code'), '123456');
    submit(page.root, 'Create account');
    await until(() => page.root.querySelector('[role="dialog"]'));
    // The client's storage holds the session, never the password.
    expect(page.storage.writes.length).toBeGreaterThan(0);
    expect(page.storage.writes.filter((w) => w.value.includes(PASSWORD))).toEqual([]);
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i++) expect(store.getItem(store.key(i)!)).not.toContain(PASSWORD);
    }
    // Nor does the page: no attribute of the element carries it.
    expect(page.element.outerHTML).not.toContain(PASSWORD);
  });

  it('takes the date of birth typed as DD/MM/YYYY, slashes added, and keeps it that way', async () => {
    const { root } = registerPage();
    const birthDate = await controlReady<HTMLInputElement>(root, 'Date of birth');
    expect([birthDate.type, birthDate.inputMode, birthDate.dir, birthDate.placeholder]).toEqual(['text', 'numeric', 'ltr', 'DD/MM/YYYY']);
    type(birthDate, '3112');
    await until(() => birthDate.value === '31/12');
    type(birthDate, '31121990');
    await until(() => birthDate.value === '31/12/1990');
  });

  it('refuses a date of birth that is not a real day', async () => {
    const { root } = registerPage();
    await fillIdentity(root, { birthDate: '31/02/1990' });
    submit(root, 'Continue');
    const birthDate = control(root, 'Date of birth');
    await until(() => errorOf(root, birthDate) === 'Enter a valid date of birth.');
    expect((birthDate as HTMLInputElement).value).toBe('31/02/1990');
  });

  it('shows the date order in Arabic too, with the digits left-to-right', async () => {
    const { root } = registerPage({ step: 'identity' }, {}, 'ar-AE');
    const birthDate = await controlReady<HTMLInputElement>(root, 'تاريخ الميلاد');
    expect(birthDate.placeholder).toBe('يوم\u200e/\u200eشهر\u200e/\u200eسنة');
    expect(birthDate.dir).toBe('ltr');
    type(birthDate, '٣١١٢١٩٩٠');
    await until(() => birthDate.value === '31/12/1990');
  });

  it('an under-18 birth date is refused on the identity step', async () => {
    const { root, paths } = registerPage();
    await fillIdentity(root, { birthDate: yearsAgo(18, 1) });
    submit(root, 'Continue');
    const birthDate = control(root, 'Date of birth');
    await until(() => errorOf(root, birthDate) === 'You must be 18 or over to play.');
    expect(birthDate.getAttribute('aria-invalid')).toBe('true');
    await until(() => root.activeElement === birthDate);
    expect(paths).toEqual([]);
    expect(root.querySelector('[data-step="identity"]')).toBeTruthy();
  });

  it('shows every identity problem at once and focuses the first', async () => {
    const { root } = registerPage();
    const first = await controlReady(root, 'First name');
    type(first, 'سارة');
    submit(root, 'Continue');
    await until(() => errorOf(root, first) === 'Use English letters only.');
    expect(errorOf(root, control(root, 'Emirates ID number'))).toBe('This field is required.');
    expect(text(root.querySelector('.nl-check .nl-field-error'))).toBe('Please confirm that you have read the Privacy Notice.');
    await until(() => root.activeElement === first);
  });

  it('fixes the residence to the UAE for residents and asks tourists for their passport', async () => {
    const { root } = registerPage();
    const residence = await controlReady<HTMLSelectElement>(root, 'Country of residence');
    await until(() => residence.options.length > 1);
    expect(residence.disabled).toBe(true);
    expect(residence.value).toBe('AE');
    radio(root, 'A tourist').click();
    await until(() => !residence.disabled);
    expect(residence.value).toBe('');
    expect(control(root, 'Passport number')).toBeTruthy();
  });

  it('explains that the verification method becomes the login credential', async () => {
    const { root } = registerPage();
    await controlReady(root, 'First name');
    const group = Array.from(root.querySelectorAll('fieldset')).find((f) => text(f.querySelector('legend')) === 'Verify my account by')!;
    expect(text(group)).toContain('The one you choose becomes your login');
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('sends the code by e-mail when the player verifies by e-mail', async () => {
    const page = registerPage();
    await toVerify(page, 'E-mail');
    await until(() => page.gateway.callsOf(CODES.sendEmail).length === 1);
    expect(page.gateway.callsOf(CODES.sendEmail)[0]).toEqual({ email: 'sara@example.ae', scene: 'register' });
    expect(page.gateway.callsOf(CODES.sendSms)).toEqual([]);
  });

  it('offers the seven emirates for a UAE address', async () => {
    const page = registerPage();
    await fillIdentity(page.root);
    submit(page.root, 'Continue');
    const emirate = await controlReady<HTMLSelectElement>(page.root, 'Emirate');
    expect(Array.from(emirate.options, (o) => o.textContent).slice(1)).toEqual(['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah']);
    expect(control<HTMLSelectElement>(page.root, 'Country').disabled).toBe(true);
    type(control(page.root, 'Street address'), 'short');
    submit(page.root, 'Continue');
    await until(() => errorOf(page.root, control(page.root, 'Street address')) === 'Enter at least 10 characters, including a letter.');
  });

  it('a server issue on idType sends the player back to identity with the message', async () => {
    const issue = { code: 400000012, message: 'Validation failed', data: { issues: [{ path: ['data', 'idType'], message: 'Emirates ID holders must register as residents.' }] } };
    const page = registerPage({ step: 'identity' }, { [CODES.register]: issue });
    await toVerify(page);
    type(control(page.root, 'Verification code'), '123456');
    submit(page.root, 'Create account');
    await until(() => page.root.querySelector('[data-step="identity"]'));
    expect(page.paths.at(-1)).toBe('/account/register');
    const group = await until(() => page.root.querySelector('fieldset[data-invalid="true"]'));
    expect(text(group.querySelector('legend'))).toBe('I am');
    expect(text(group.querySelector('.nl-field-error'))).toBe('Emirates ID holders must register as residents.');
    // What the player entered is still there.
    expect(control(page.root, 'First name').value).toBe('Sara');
    await until(() => page.root.activeElement === radio(page.root, 'A UAE resident'));
  });

  it('a server issue on the street sends the player back to the address step', async () => {
    const issue = { code: 400000012, data: { issues: [{ path: ['data', 'address', 'street'], message: 'validation.street' }] } };
    const page = registerPage({ step: 'identity' }, { [CODES.register]: issue });
    await toVerify(page);
    type(control(page.root, 'Verification code'), '123456');
    submit(page.root, 'Create account');
    await until(() => page.root.querySelector('[data-step="address"]'));
    expect(page.paths.at(-1)).toBe('/account/registerAddress');
    await until(() => errorOf(page.root, control(page.root, 'Street address')) === 'Enter at least 10 characters, including a letter.');
  });

  it('an already registered mobile (403000640) sends the player back to the mobile field', async () => {
    const page = registerPage({ step: 'identity' }, { [CODES.register]: { code: 403000640, message: 'Mobile registered' } });
    await toVerify(page);
    type(control(page.root, 'Verification code'), '123456');
    submit(page.root, 'Create account');
    await until(() => page.root.querySelector('[data-step="identity"]'));
    const mobile = control(page.root, 'Mobile number');
    await until(() => errorOf(page.root, mobile) === 'This mobile number is already registered. Log in or use another number.');
  });

  it('a wrong code stays on the verify step, on the code field', async () => {
    const page = registerPage({ step: 'identity' }, { [CODES.checkCode]: { code: 403000810 } });
    await toVerify(page);
    const code = control(page.root, 'Verification code');
    type(code, '999999');
    submit(page.root, 'Create account');
    await until(() => errorOf(page.root, code) === 'The verification code is incorrect. Please check it and try again.');
    expect(page.gateway.callsOf(CODES.register)).toEqual([]);
  });

  it('visiting a later step with no data sends the player back to identity', async () => {
    for (const step of ['address', 'verify', 'success']) {
      const { root, paths, gateway } = registerPage({ step });
      await until(() => root.querySelector('[data-step="identity"]') && paths.length === 1);
      expect(paths).toEqual(['/account/register']);
      await settle();
      expect(gateway.callsOf(CODES.sendSms)).toEqual([]);
      document.body.innerHTML = '';
    }
  });

  it('follows the step the host sets, keeping what was entered', async () => {
    const { root, element, paths } = registerPage();
    hostRouter(element);
    await fillIdentity(root);
    submit(root, 'Continue');
    await until(() => root.querySelector('[data-step="address"]'));
    expect(element.getAttribute('step')).toBe('address');
    type(control(root, 'Street address'), 'Building 7, Creek Road');
    // The host's back button: the identity route.
    element.setAttribute('step', 'identity');
    await until(() => root.querySelector('[data-step="identity"]'));
    expect(control(root, 'First name').value).toBe('Sara');
    expect(control(root, 'Password').value).toBe(PASSWORD);
    element.setAttribute('step', 'address');
    await until(() => root.querySelector('[data-step="address"]'));
    expect(control(root, 'Street address').value).toBe('Building 7, Creek Road');
    // Verify needs an address that was accepted: the host's jump lands back on the address step.
    element.setAttribute('step', 'verify');
    await until(() => paths.at(-1) === '/account/registerAddress' && element.getAttribute('step') === 'address');
    expect(root.querySelector('[data-step="address"]')).toBeTruthy();
  });

  it('withdraws accepted details the player changes, so the forward button cannot skip them', async () => {
    const { root, element, paths } = registerPage();
    hostRouter(element);
    await fillIdentity(root);
    submit(root, 'Continue');
    await until(() => root.querySelector('[data-step="address"]'));
    element.setAttribute('step', 'identity');
    type(await controlReady(root, 'Mobile number'), '0501234567');
    element.setAttribute('step', 'address');
    await until(() => paths.at(-1) === '/account/register');
    expect(root.querySelector('[data-step="identity"]')).toBeTruthy();
    expect(errorOf(root, control(root, 'Mobile number'))).toBe('Enter the mobile number without the leading 0.');
  });

  it('renders right-to-left with Arabic labels, numbers and e-mail left-to-right', async () => {
    const { root } = registerPage({ step: 'identity' }, {}, 'ar-AE');
    const first = await controlReady(root, 'الاسم الأول');
    expect(root.querySelector('.nl-root')!.getAttribute('dir')).toBe('rtl');
    expect(text(root.querySelector('h1'))).toBe('أنشئ حسابك');
    expect(first.getAttribute('dir')).toBeNull();
    expect(control(root, 'رقم الهوية الإماراتية').getAttribute('dir')).toBe('ltr');
    expect(control(root, 'البريد الإلكتروني').getAttribute('dir')).toBe('ltr');
    expect(control(root, 'رقم الهاتف المتحرك').getAttribute('dir')).toBe('ltr');
    const nationality = control<HTMLSelectElement>(root, 'الجنسية');
    await until(() => nationality.options.length > 1);
    expect(Array.from(nationality.options, (o) => o.textContent)).toContain('الإمارات العربية المتحدة');
  });
});
