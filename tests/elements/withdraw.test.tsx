// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../elements/define';
import { WITHDRAWAL_STATES, setDefaultClient } from '../../elements';
import { WithdrawalStateSchema, type IbanAccount, type Withdrawal } from '../../sdk/commands/withdrawals';
import { PLAYER, balance, byName, makeClient, mount, settle, shadow, text, until } from './helpers';
import { fakeGateway, type Reply } from '../support/fake-gateway';
import enUS from '../../locales/en-US.json';
import arAE from '../../locales/ar-AE.json';

const BALANCE = '100124';
const KYC_STATUS = '100111';
const ACCOUNTS = '420601';
const ADD_ACCOUNT = '420602';
const REMOVE_ACCOUNT = '420603';
const OPTIONS = '420604';
const SUBMIT = '420605';
const LIST = '420606';
const SEND_CODE = '420607';
const TIME = Date.UTC(2026, 10, 22, 17, 0);

const navigations: string[] = [];
const events: { type: string; detail: unknown }[] = [];
beforeAll(() => {
  document.addEventListener('nl-navigate-request', (event) => {
    event.preventDefault();
    navigations.push(event.detail.path);
  });
  for (const type of ['nl-withdrawal-submitted', 'nl-iban-account-added', 'nl-iban-account-removed', 'nl-withdraw-back']) {
    document.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
});
afterEach(() => {
  document.body.innerHTML = '';
  navigations.length = 0;
  events.length = 0;
  setDefaultClient(null);
});

function account(overrides: Partial<IbanAccount> = {}): IbanAccount {
  return { accountId: 'a1', iban: 'AE070331234567890123456', bankName: 'Emirates NBD', streetAddress: 'Sheikh Zayed Road 1', holderName: 'Sara K', locked: false, ...overrides };
}
const LOCKED = account({ accountId: 'a2', iban: 'AE940260001015555555555', bankName: 'ADCB', locked: true });

const OPTIONS_DATA = {
  withdrawableAmount: 50_000,
  minAmount: 5_000,
  channels: [
    { channelType: 1, nameKey: 'withdraw.channel.bankTransfer', fee: 500, minAmount: 5_000, maxAmount: 40_000 },
    { channelType: 2, nameKey: 'withdraw.channel.instantTransfer', fee: 1_000, minAmount: 5_000, maxAmount: 20_000 },
  ],
};

function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return { withdrawalId: 'W-1', state: 'manualReview', accountId: 'a1', ibanMasked: 'AE07 •••• 3456', amount: 15_000, fee: 500, receivedAmount: 14_500, createdAt: TIME, updatedAt: TIME, ...overrides };
}

function replies(overrides: Record<string, Reply> = {}): Record<string, Reply> {
  return {
    [BALANCE]: { data: balance() },
    [ACCOUNTS]: { data: { accounts: [account(), LOCKED], maxAccounts: 5 } },
    [OPTIONS]: { data: OPTIONS_DATA },
    [LIST]: { data: { items: [], nextCursor: null } },
    [SEND_CODE]: { data: { maskedMobile: '+971 50 ••• 0000', expiresInSeconds: 300, resendAfterSeconds: 60 } },
    [SUBMIT]: { data: withdrawal() },
    ...overrides,
  };
}

function open(options: { replies?: Record<string, Reply>; language?: 'en-US' | 'ar-AE'; attributes?: Record<string, string>; user?: typeof PLAYER | null } = {}) {
  const gateway = fakeGateway(options.replies ?? replies());
  const user = options.user === null ? undefined : (options.user ?? PLAYER);
  const client = makeClient(gateway, { ...(user ? { user } : {}), language: options.language ?? 'en-US' });
  const element = mount('nl-withdraw', client, options.attributes);
  return { gateway, client, element, root: shadow(element) };
}

function input(root: ParentNode, name: string): HTMLInputElement {
  const found = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no input ${name}`);
  return found;
}

/** Types into a React-controlled input. */
function type(field: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function choose(root: ParentNode, name: string, value: string) {
  root.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!.click();
}

const formReady = (root: ShadowRoot) => until(() => root.querySelector('input[name="amount"]') && root.querySelector('.account'));
const errorOf = (field: HTMLInputElement) => text(field.closest('.nl-field')?.querySelector('.nl-field-error'));

/** Fills the form and goes on to the confirmation. */
async function toConfirmation(root: ShadowRoot, amount = '150', channel = '1') {
  await formReady(root);
  type(input(root, 'amount'), amount);
  choose(root, 'channelType', channel);
  type(input(root, 'code'), '123456');
  byName(root, 'Continue')!.click();
  return until(() => root.querySelector('[part="confirmation"]'));
}

describe('<nl-withdraw> form', () => {
  it('lists the accounts: the first usable one chosen, a locked one shown but not selectable', async () => {
    const { root } = open();
    await formReady(root);
    const radios = Array.from(root.querySelectorAll<HTMLInputElement>('input[name="account"]'));
    expect(radios.map((r) => [r.value, r.checked, r.disabled])).toEqual([['a1', true, false], ['a2', false, true]]);
    const locked = root.querySelector('.account[data-locked]')!;
    expect(text(locked)).toContain('Locked');
    expect(locked.querySelector('.account-iban')?.getAttribute('dir')).toBe('ltr');
    // Country and check digits, then the last four: a player tells the account apart, no row of asterisks.
    expect(text(locked.querySelector('.account-iban'))).toBe('AE94 •••• 5555');
  });

  it('shows the withdrawable amount and each channel with its fee', async () => {
    const { root } = open();
    await formReady(root);
    expect(text(root.querySelector('.withdrawable dt'))).toBe('Withdrawable');
    expect(text(root.querySelector('.withdrawable dd'))).toBe('AED 500');
    const channels = Array.from(root.querySelectorAll('.nl-radio-option'), (option) => [text(option.querySelector('.nl-radio-label')), text(option.querySelector('.nl-radio-description'))]);
    expect(channels).toEqual([
      ['Bank transfer', 'Fee AED 5 · up to AED 400'],
      ['Instant bank transfer', 'Fee AED 10 · up to AED 200'],
    ]);
  });

  it.each([
    ['en-US', enUS],
    ['ar-AE', arAE],
  ] as const)('refuses a bad amount, a missing channel and a missing code with the SPEC messages (%s)', async (language, strings) => {
    const { root, gateway } = open({ language });
    await formReady(root);
    const amount = input(root, 'amount');
    const continueButton = () => root.querySelector<HTMLButtonElement>('[part="form"] button[type="submit"]')!;
    continueButton().click();
    await until(() => errorOf(amount) === strings.validation.required);
    expect(text(root.querySelector('.nl-radio-group .nl-field-error'))).toBe(strings.withdraw.channel.required);
    expect(errorOf(input(root, 'code'))).toBe(strings.validation.required);

    type(amount, '600');
    await until(() => errorOf(amount) === strings.validation.insufficientWithdrawable);
    expect(strings.validation.insufficientWithdrawable).toBe(language === 'en-US' ? 'Insufficient withdrawable amount.' : 'المبلغ القابل للسحب غير كافٍ.');

    type(amount, '20');
    const minimum = language === 'en-US' ? 'AED 50' : 'د.إ 50';
    await until(() => errorOf(amount) === strings.validation.withdrawalBelowMinimum.replace('{{minAmount}}', minimum));

    choose(root, 'channelType', '2');
    type(amount, '450');
    await until(() => errorOf(amount) === strings.validation.withdrawalAboveMaximum);

    type(input(root, 'code'), '123');
    await until(() => errorOf(input(root, 'code')) === strings.validation.code);
    expect(gateway.callsOf(SUBMIT)).toEqual([]);
    expect(root.querySelector('[part="confirmation"]')).toBeNull();
  });

  it('keeps only digits and two decimals in the amount, left-to-right', async () => {
    const { root } = open({ language: 'ar-AE' });
    await formReady(root);
    const amount = input(root, 'amount');
    expect(amount.getAttribute('dir')).toBe('ltr');
    type(amount, '١٢٣٫٤٥٦');
    await until(() => amount.value === '123.45');
  });

  it('sends the verification code and counts down before it can be sent again', async () => {
    const { root, gateway } = open();
    await formReady(root);
    byName(root, 'Send code')!.click();
    await until(() => root.querySelector('.nl-send-code')?.getAttribute('data-countdown') === '60');
    expect(text(root.querySelector('.nl-send-code'))).toBe('Resend in 60 s');
    expect(root.querySelector<HTMLButtonElement>('.nl-send-code')!.disabled).toBe(true);
    expect(text(root.querySelector('[part="form"] [role="status"]'))).toBe('We sent a code to +971 50 ••• 0000.');
    expect(gateway.callsOf(SEND_CODE)).toEqual([{}]);
  });

  it('shows why the code could not be sent', async () => {
    const { root } = open({ replies: replies({ [SEND_CODE]: { code: 403000613, message: 'You have requested multiple times of verification, please try again later.' } }) });
    await formReady(root);
    byName(root, 'Send code')!.click();
    await until(() => text(root.querySelector('[part="form-error"]')) === 'You have requested multiple times of verification, please try again later.');
  });
});

describe('<nl-withdraw> confirmation', () => {
  it('shows holder, account, IBAN, amount, fee and received amount', async () => {
    const { root, gateway } = open();
    const confirmation = await toConfirmation(root);
    const figures = Object.fromEntries(Array.from(confirmation.querySelectorAll('[data-field]'), (row) => [row.getAttribute('data-field'), text(row.querySelector('dd'))]));
    expect(figures).toEqual({
      holder: 'Sara K',
      account: 'Emirates NBD',
      iban: 'AE07 0331 2345 6789 0123 456',
      channel: 'Bank transfer',
      amount: 'AED 150',
      fee: 'AED 5',
      received: 'AED 145',
    });
    expect(confirmation.querySelector('[data-field="iban"] .iban')?.getAttribute('dir')).toBe('ltr');
    expect(gateway.callsOf(SUBMIT)).toEqual([]);
  });

  it('submits once confirmed and shows the state; lists it and refreshes the balance', async () => {
    const { root, gateway } = open();
    await toConfirmation(root);
    byName(root, 'Confirm withdrawal', 'button')!.click();
    const result = await until(() => root.querySelector('[part="result"]'));
    const [request] = gateway.callsOf(SUBMIT) as { idempotencyKey: string }[];
    expect(request).toEqual({ accountId: 'a1', amount: 15_000, channelType: 1, code: '123456', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) });
    expect(result.getAttribute('data-state')).toBe('manualReview');
    expect(text(result)).toContain('Manual review');
    expect(text(result)).toContain('up to 5 business days');
    expect(events.filter((e) => e.type === 'nl-withdrawal-submitted')).toEqual([{ type: 'nl-withdrawal-submitted', detail: { withdrawal: withdrawal() } }]);
    await until(() => gateway.callsOf(LIST).length === 2 && gateway.callsOf(BALANCE).length === 1);
  });

  it('sends the same idempotency key when a lost reply is retried, and again after Back without changes', async () => {
    let attempts = 0;
    const { root, gateway } = open({
      replies: replies({
        [SUBMIT]: () => {
          attempts += 1;
          if (attempts <= 2) throw new TypeError('Failed to fetch');
          return { data: withdrawal() };
        },
      }),
    });
    await toConfirmation(root);
    byName(root, 'Confirm withdrawal', 'button')!.click();
    await until(() => text(root.querySelector('[part="form-error"]')).includes('the same withdrawal will not be made twice'));
    byName(root, 'Try again')!.click();
    await until(() => attempts === 2 && byName(root, 'Try again'));
    byName(root, 'Change')!.click();
    (await until(() => byName(root, 'Continue')))!.click();
    await until(() => root.querySelector('[part="confirmation"]'));
    byName(root, 'Confirm withdrawal', 'button')!.click();
    await until(() => root.querySelector('[part="result"]'));
    const keys = (gateway.callsOf(SUBMIT) as { idempotencyKey: string }[]).map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('uses a new key for a different withdrawal', async () => {
    const { root, gateway } = open({ replies: replies({ [SUBMIT]: { code: 500000001, message: 'Withdrawal unsuccessful, please contact support.' } }) });
    await toConfirmation(root, '150');
    byName(root, 'Confirm withdrawal', 'button')!.click();
    await until(() => text(root.querySelector('[part="form-error"]')) === 'Withdrawal unsuccessful, please contact support.');
    byName(root, 'Change')!.click();
    await formReady(root);
    expect(input(root, 'amount').value).toBe('150');
    type(input(root, 'amount'), '160');
    byName(root, 'Continue')!.click();
    await until(() => root.querySelector('[part="confirmation"]'));
    byName(root, 'Confirm withdrawal', 'button')!.click();
    await until(() => gateway.callsOf(SUBMIT).length === 2);
    const [first, second] = gateway.callsOf(SUBMIT) as { idempotencyKey: string; amount: number }[];
    expect([first!.amount, second!.amount]).toEqual([15_000, 16_000]);
    expect(first!.idempotencyKey).not.toBe(second!.idempotencyKey);
  });

  it.each(WITHDRAWAL_STATES)('names the state %s in both languages', async (state) => {
    for (const [language, strings] of [['en-US', enUS], ['ar-AE', arAE]] as const) {
      const { root } = open({ language, replies: replies({ [LIST]: { data: { items: [withdrawal({ state })], nextCursor: null } } }) });
      const item = await until(() => root.querySelector('.recent-item'));
      expect(item.getAttribute('data-state')).toBe(state);
      expect(text(item.querySelector('.state-tag'))).toBe(strings.withdraw.state[state]);
      document.body.innerHTML = '';
    }
    expect(WITHDRAWAL_STATES).toEqual(WithdrawalStateSchema.options);
  });
});

describe('<nl-withdraw> IBAN accounts', () => {
  it('adds an account: IBAN grouped by four and left-to-right in Arabic, holder read-only as the player', async () => {
    const added = account({ accountId: 'a3', iban: 'AE750350000000123456789', bankName: 'FAB' });
    const { root, gateway } = open({ language: 'ar-AE', replies: replies({ [ADD_ACCOUNT]: { data: added } }) });
    await formReady(root);
    byName(root, arAE.withdraw.accounts.add)!.click();
    const form = await until(() => root.querySelector('[part="add-account"]'));
    const iban = input(form, 'iban');
    expect(iban.getAttribute('dir')).toBe('ltr');
    type(iban, 'ae750350000000123456789');
    await until(() => iban.value === 'AE75 0350 0000 0012 3456 789');
    const holder = input(form, 'holderName');
    expect(holder.readOnly).toBe(true);
    expect(holder.value).toBe('Sara K');
    type(input(form, 'bankName'), 'FAB');
    type(input(form, 'streetAddress'), 'Khalifa Street 10');
    byName(form, arAE.withdraw.accounts.save)!.click();
    await until(() => root.querySelector('.account[data-account="a3"]'));
    expect(gateway.callsOf(ADD_ACCOUNT)).toEqual([{ iban: 'AE750350000000123456789', bankName: 'FAB', streetAddress: 'Khalifa Street 10' }]);
    expect(root.querySelector<HTMLInputElement>('input[name="account"][value="a3"]')!.checked).toBe(true);
    expect(events.find((e) => e.type === 'nl-iban-account-added')?.detail).toEqual({ account: added });
  });

  it('refuses an IBAN whose check digits are wrong, and empty bank name and address', async () => {
    const { root, gateway } = open();
    await formReady(root);
    byName(root, 'Add account')!.click();
    const form = await until(() => root.querySelector('[part="add-account"]'));
    type(input(form, 'iban'), 'AE08 0331 2345 6789 0123 456');
    byName(form, 'Save account')!.click();
    await until(() => errorOf(input(form, 'iban')) === 'Enter a valid IBAN.');
    expect(errorOf(input(form, 'bankName'))).toBe('This field is required.');
    expect(errorOf(input(form, 'streetAddress'))).toBe('This field is required.');
    expect(gateway.callsOf(ADD_ACCOUNT)).toEqual([]);
  });

  it('refuses to remove the last account and says why, without asking the server', async () => {
    const { root, gateway } = open({ replies: replies({ [ACCOUNTS]: { data: { accounts: [account()], maxAccounts: 5 } } }) });
    await formReady(root);
    const remove = byName(root, 'Remove the account ending 3456')!;
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    remove.click();
    await until(() => text(root.querySelector('[part="accounts"] [role="alert"]')) === 'At least one account must be kept, so this one cannot be removed.');
    expect(root.querySelector('[role="dialog"]')).toBeNull();
    expect(gateway.callsOf(REMOVE_ACCOUNT)).toEqual([]);
  });

  it('removes an account after confirmation', async () => {
    const { root, gateway } = open({ replies: replies({ [REMOVE_ACCOUNT]: { data: { removed: true } } }) });
    await formReady(root);
    byName(root, 'Remove the account ending 5555')!.click();
    const dialog = await until(() => root.querySelector('[role="dialog"]'));
    expect(text(dialog)).toContain('AE94 0260 0010 1555 5555 555');
    byName(dialog, 'Remove account')!.click();
    await until(() => !root.querySelector('.account[data-account="a2"]'));
    await settle();
    expect(Array.from(root.querySelectorAll('.account'), (a) => a.getAttribute('data-account'))).toEqual(['a1']);
    expect(gateway.callsOf(REMOVE_ACCOUNT)).toEqual([{ accountId: 'a2' }]);
    expect(events.find((e) => e.type === 'nl-iban-account-removed')?.detail).toEqual({ accountId: 'a2' });
  });

  it('cancelling the removal keeps the account', async () => {
    const { root, gateway } = open();
    await formReady(root);
    byName(root, 'Remove the account ending 5555')!.click();
    byName(await until(() => root.querySelector('[role="dialog"]')), 'Cancel')!.click();
    await settle();
    expect(root.querySelector('.account[data-account="a2"]')).toBeTruthy();
    expect(gateway.callsOf(REMOVE_ACCOUNT)).toEqual([]);
  });
});

describe('<nl-withdraw> access and variants', () => {
  it('asks a guest to log in, returning to this page, without calling the gateway', async () => {
    const { root, gateway, client } = open({ user: null });
    (await until(() => byName(root, 'Log in')))!.click();
    expect(navigations).toEqual([`/account/login?redirect=${encodeURIComponent(client.env.currentPath())}`]);
    expect(gateway.calls).toEqual([]);
  });

  it('offers verification instead of the form to a player who is not verified', async () => {
    const { root, gateway } = open({ user: { ...PLAYER, verifiedStatus: 1 }, replies: replies({ [KYC_STATUS]: { data: { registerIdCardType: 1, status: 1 } } }) });
    const gate = await until(() => root.querySelector('[part="kyc-gate"]'));
    expect(text(gate)).toContain('Verify your identity before you withdraw winnings.');
    byName(gate, 'Verify identity')!.click();
    await until(() => root.querySelector('[role="dialog"]'));
    expect(gateway.callsOf(OPTIONS)).toEqual([]);
    expect(gateway.callsOf(ACCOUNTS)).toEqual([]);
  });

  it('shows an error with Retry when the page cannot load', async () => {
    const { root, gateway } = open({ replies: replies({ [OPTIONS]: { code: 500000001, message: 'down' } }) });
    const retry = await until(() => byName(root, 'Retry'));
    expect(text(root.querySelector('[part="page"] > [role="alert"]'))).toContain('The withdrawal page could not be loaded.');
    gateway.reply(OPTIONS, { data: OPTIONS_DATA });
    retry.click();
    await formReady(root);
  });

  it('app variant: a bar with a back arrow to back-full-path, announced first as nl-withdraw-back', async () => {
    const { root } = open({ attributes: { variant: 'app', 'back-full-path': '/account/myprofile?tab=1' } });
    await formReady(root);
    expect(root.querySelector('[part="app-bar"]')).toBeTruthy();
    byName(root, 'Back')!.click();
    expect(events.filter((e) => e.type === 'nl-withdraw-back')).toEqual([{ type: 'nl-withdraw-back', detail: { path: '/account/myprofile?tab=1' } }]);
    expect(navigations).toEqual(['/account/myprofile?tab=1']);
  });

  it('ignores a back-full-path that leaves the site', async () => {
    const { root } = open({ attributes: { variant: 'app', 'back-full-path': '//evil.example/x' } });
    await formReady(root);
    byName(root, 'Back')!.click();
    expect(navigations).toEqual(['/appUserInfo']);
  });

  it('web variant: no app bar, and no Back without back-full-path', async () => {
    const { root } = open();
    await formReady(root);
    expect(root.querySelector('[part="app-bar"]')).toBeNull();
    expect(byName(root, 'Back')).toBeNull();
  });
});
