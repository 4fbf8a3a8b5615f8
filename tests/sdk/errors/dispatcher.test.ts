import EventEmitter from 'eventemitter3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientEvents } from '../../../sdk/client/events';
import type { Timers } from '../../../sdk/env/environment';
import { ERROR_CATALOGUE, type CatalogueEntry } from '../../../sdk/errors/catalogue';
import { createErrorDispatcher, type DispatchableError, type ErrorDispatcherDeps } from '../../../sdk/errors/dispatcher';
import type { GatewayError } from '../../../sdk/transport/gateway-transport';

type Emitted = [keyof ClientEvents, unknown];

/** The page the player is on in most tests; login must bring them back here. */
const HERE = '/lottery/pick3?tab=exact';
/** A command with no overrides (balance), for rows that apply on any command. */
const ANY_COMMAND = '100124';
const text = (code: number) => `Server says ${code}`;

// Fake timers throughout: the delayed message and the duplicate-toast window run on them.
beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** Timers read through to the global functions at call time, so vitest's fake timers drive them. */
const timers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

function harness(overrides: Partial<ErrorDispatcherDeps> & { path?: string } = {}) {
  const emitted: Emitted[] = [];
  let path = overrides.path ?? HERE;
  const clearUserInfo = vi.fn();
  const deps: ErrorDispatcherDeps = {
    emit: (event, ...args) => void emitted.push([event, args[0]]),
    clearUserInfo,
    currentPath: () => path,
    timers,
    ...overrides,
  };
  const dispatcher = createErrorDispatcher(deps);
  return {
    ...dispatcher,
    emitted,
    clearUserInfo,
    names: () => emitted.map(([name]) => name),
    toasts: () => emitted.filter(([name]) => name === 'toast').map(([, t]) => t),
    goTo: (next: string) => void (path = next),
  };
}

// ---------------------------------------------------------------------------------------------
// Hand-written outcome of every row, from SPEC §8. Each list is what must be emitted, in order,
// after the 'error-reported' event that every non-zero code gets first.
// ---------------------------------------------------------------------------------------------
const toastText = (code: number): Emitted => ['toast', { kind: 'error', message: text(code), code }];
const toastKey = (messageKey: string, code: number): Emitted => ['toast', { kind: 'error', messageKey, code }];
const logout = (reason: string): Emitted => ['logout', { reason }];
const toLogin: Emitted = ['navigate', { path: '/account/login', returnPath: HERE }];
const toHome: Emitted = ['navigate', { path: '/' }];
const dialog = (name: string, props: Record<string, unknown>): Emitted => ['dialog', { name, props }];

interface Outcome {
  spec: string;
  data?: unknown;
  /** Emitted at once, after 'error-reported'. */
  now: Emitted[];
  /** Emitted 1.5 s later (delayed message). */
  later?: Emitted[];
  clearsUserInfo?: boolean;
}

const sessionInvalid = (code: number): Outcome => ({
  spec: `${code} clears user info, logs out, goes to login with the return path and shows the message`,
  now: [logout('session-invalid'), toLogin, toastText(code)],
  clearsUserInfo: true,
});
const silent = (code: number, why = ''): Outcome => ({ spec: `${code}${why} shows nothing`, now: [] });
const delayed = (code: number): Outcome => ({ spec: `${code} shows its message only after 1.5 s`, now: [], later: [toastText(code)] });
const serverToast = (code: number, what: string): Outcome => ({ spec: `${code} (${what}) toasts the server message`, now: [toastText(code)] });

const OUTCOMES: Record<string, Outcome> = {
  'code:401000001': sessionInvalid(401000001),
  'code:401000002': sessionInvalid(401000002),
  'code:401000003': sessionInvalid(401000003),
  'code:401000006': sessionInvalid(401000006),
  'code:403000602': sessionInvalid(403000602),
  'code:403000605': sessionInvalid(403000605),
  'code:403000901': {
    spec: "403000901 logs out, goes to login and shows 'Your account is not available.'",
    now: [logout('restricted'), toLogin, toastKey('errors.accountAvailable', 403000901)],
    clearsUserInfo: true,
  },
  'code:502000103': { spec: '502000103 logs out and goes to login', now: [logout('session-invalid'), toLogin], clearsUserInfo: true },
  'code:403000717': {
    spec: '403000717 clears the toast and user info, goes to login and opens the pay-limit dialog',
    now: [logout('restricted'), toLogin, dialog('pay-limit', { code: 403000717, message: text(403000717) })],
    clearsUserInfo: true,
  },
  'code:518000221': {
    spec: '518000221 removes user info and opens the pay-limit error dialog',
    now: [logout('restricted'), dialog('pay-limit', { code: 518000221, message: text(518000221) })],
    clearsUserInfo: true,
  },
  'code:403000720': {
    spec: '403000720 (AML) opens the AML dialog, logs out and goes to login',
    now: [logout('restricted'), toLogin, dialog('aml', { code: 403000720, message: text(403000720) })],
    clearsUserInfo: true,
  },
  'code:403000618': {
    spec: '403000618 opens the logged-out dialog with the login time, logs out and goes to login',
    data: { loginTime: 1_731_480_000_000 },
    now: [logout('other-device'), toLogin, dialog('account-logged-out', { code: 403000618, message: text(403000618), loginTime: 1_731_480_000_000 })],
    clearsUserInfo: true,
  },
  'code:403000619': {
    spec: '403000619 with a wager exclusion opens the self-exclusion dialog with end time, bet limit and remaining amount',
    data: { userExclusionType: 4, exclusionEndTime: '22:00, 30/11/2025', exclusionEndTimestamp: 1_764_525_600_000, betAmountLimit: 50_000, remainAmount: 12_000 },
    now: [
      dialog('self-exclusion', {
        code: 403000619,
        message: text(403000619),
        exclusionType: 4,
        endTime: '22:00, 30/11/2025',
        endTimestamp: 1_764_525_600_000,
        betAmountLimit: 50_000,
        remainAmount: 12_000,
      }),
    ],
  },
  'code:401000004': delayed(401000004),
  'code:401000005': delayed(401000005),
  'code:400000005': delayed(400000005),
  'code:100501001': silent(100501001),
  'code:100501002': silent(100501002),
  'code:100501003': silent(100501003),
  'code:100501004': silent(100501004),
  'code:300000001': silent(300000001),
  'code:300000004': silent(300000004),
  'code:300000005': silent(300000005),
  'code:300000009': silent(300000009, ' (order polling still waiting)'),
  'code:502000001': silent(502000001),
  'code:403000912': silent(403000912),
  'code:500000000': silent(500000000),
  'code:400000003': silent(400000003),
  'code:500001019': {
    spec: '500001019 goes home and opens the sales-suspension dialog',
    now: [toHome, dialog('sales-suspension', { code: 500001019, message: text(500001019) })],
  },
  'code:403000949': {
    spec: '403000949 goes home and opens the sales-suspension dialog',
    now: [toHome, dialog('sales-suspension', { code: 403000949, message: text(403000949) })],
  },
  'code:403000724': { spec: '403000724 opens the eKYC error dialog with the message', now: [dialog('kyc-error', { code: 403000724, message: text(403000724) })] },
  'code:403000725': { spec: '403000725 opens the eKYC error dialog with the message', now: [dialog('kyc-error', { code: 403000725, message: text(403000725) })] },
  'code:403000815': { spec: '403000815 opens the eKYC failed dialog with the server subtitle', now: [dialog('kyc-failed', { code: 403000815, message: text(403000815) })] },
  'code:400000010': serverToast(400000010, 'Malformed request'),
  'code:400000011': serverToast(400000011, 'Unknown command'),
  'code:400000012': serverToast(400000012, 'Validation failed'),
  'code:405000001': serverToast(405000001, 'method not allowed'),
  'code:404000001': serverToast(404000001, 'Game not found'),
  'code:400000013': serverToast(400000013, 'upload not a JPEG or PNG of at most 5 MB'),
  'code:400000014': serverToast(400000014, 'idempotency key sent again with another request'),
  'code:404000002': serverToast(404000002, 'eKYC attempt not found'),
  'code:404000003': serverToast(404000003, 'document not found'),
  'code:404000004': serverToast(404000004, 'terms version not found'),
  'code:403000601': silent(403000601, ' (no such account) on any command'),
  'code:403000622': serverToast(403000622, 'mobile unverified, no command override'),
  'code:403000623': serverToast(403000623, 'e-mail unverified, no command override'),
  'code:403000630': silent(403000630, " ('Wrong current password.', any language)"),
  'code:403000631': serverToast(403000631, 'incorrect e-mail/mobile or password'),
  'code:403000632': serverToast(403000632, 'account locked for {n} minutes or hours'),
  'code:403000640': serverToast(403000640, 'mobile already registered'),
  'code:403000641': serverToast(403000641, 'e-mail already registered'),
  'code:403000642': serverToast(403000642, 'ID number already registered'),
  'code:403000650': serverToast(403000650, 'clear the balance first'),
  'code:403000660': serverToast(403000660, 'that site is not a partner'),
  'code:403000661': serverToast(403000661, 'log in again on this page'),
  'code:403000662': silent(403000662, ' (the login-method page says the super-app authorisation ran out)'),
  'code:403000663': silent(403000663, ' (the binding dialog starts over)'),
  'code:403000664': silent(403000664, ' (the binding form says the account is bound elsewhere)'),
  'code:403000801': { spec: '403000801 opens the KYC prompt that offers verification', now: [dialog('kyc-required', { code: 403000801 })] },
  'code:403000803': { spec: '403000803 opens the name-mismatch warning with the server text, and no toast', now: [dialog('kyc-name-warning', { code: 403000803, message: text(403000803) })] },
  'code:403000802': serverToast(403000802, 'already verified'),
  'code:403000810': serverToast(403000810, 'incorrect code, no command override'),
  'code:403000811': serverToast(403000811, 'too many wrong codes'),
  'code:403000812': serverToast(403000812, 'code expired or used'),
  'code:403000813': serverToast(403000813, 'verification ticket expired or used'),
  'code:429000001': serverToast(429000001, 'actions too frequent'),
  'code:404000010': serverToast(404000010, 'deposit not found'),
  'code:404001101': serverToast(404001101, 'IBAN account not found'),
  'code:403001201': serverToast(403001201, 'insufficient account balance'),
  'code:403001202': serverToast(403001202, 'sales closed'),
  'code:403001203': serverToast(403001203, 'order price changed'),
  'code:403001204': serverToast(403001204, 'plan termination unavailable'),
  'code:403001205': serverToast(403001205, 'grand prize not claimable'),
  'code:403001206': serverToast(403001206, 'order not cancellable'),
  'code:404001201': serverToast(404001201, 'order not found'),
  'code:404001401': serverToast(404001401, 'notification not found'),
  'code:403001601': serverToast(403001601, 'e-instant session ended'),
  'code:403001602': serverToast(403001602, 'e-instant call not signed by the studio'),
  'code:403001603': serverToast(403001603, 'e-instant round closed'),
  'code:403001604': serverToast(403001604, 'e-instant rollback after a win'),
  'code:403001605': serverToast(403001605, 'e-instant win above the top prize'),
  'code:404001601': serverToast(404001601, 'e-instant win or rollback without its bet'),
  'code:403001101': serverToast(403001101, 'insufficient withdrawable amount'),
  'code:403001102': serverToast(403001102, 'withdrawal below the minimum'),
  'code:403001103': serverToast(403001103, 'withdrawal above the channel maximum'),
  'code:403001104': serverToast(403001104, 'IBAN added twice'),
  'code:403001105': serverToast(403001105, 'IBAN account limit reached'),
  'code:403001106': serverToast(403001106, 'last IBAN account kept'),
  'code:403001107': serverToast(403001107, 'IBAN account locked'),
  'code:403001108': serverToast(403001108, 'withdrawal needs deposit history'),
  'code:403001109': serverToast(403001109, 'withdrawal to an account of another EID'),
  'code:403001110': serverToast(403001110, 'withdrawal unsuccessful'),
  'code:403001111': serverToast(403001111, 'no mobile for the withdrawal code'),
  'code:403001112': serverToast(403001112, 'the IBAN is another player\'s'),
  'code:403001301': serverToast(403001301, 'limit unchanged'),
  'code:403001302': serverToast(403001302, 'higher limit while running'),
  'code:403001303': serverToast(403001303, 'shorter duration while running'),
  'code:403001304': serverToast(403001304, 'limit below used'),
  'code:403001305': serverToast(403001305, 'limit locked'),
  'code:403001306': serverToast(403001306, 'limit not removable before expiry'),
  'code:403001307': serverToast(403001307, 'exclusion cannot be shortened'),
  'code:403001308': serverToast(403001308, 'duration not offered'),
  'code:403001309': serverToast(403001309, 'no limit to remove'),
  'code:403000401': serverToast(403000401, 'deposit below the minimum'),
  'code:404000011': serverToast(404000011, 'coupon not found'),
  'code:404000012': serverToast(404000012, 'previous account not found'),
  'code:403000670': serverToast(403000670, 'previous account already migrated'),
  'code:403000407': serverToast(403000407, 'coupon unavailable'),
  'code:403000408': serverToast(403000408, 'coupon outside its validity'),
  'code:403000409': serverToast(403000409, 'deposit below the coupon minimum'),
  'code:403000402': serverToast(403000402, 'deposit above the channel maximum'),
  'code:403000403': serverToast(403000403, 'card locked'),
  'code:403000404': serverToast(403000404, 'card expired'),
  'code:403000405': serverToast(403000405, 'recharge attempts locked'),
  'code:403000406': serverToast(403000406, 'payment failed'),
  'code:-1': { spec: 'client code -1 (network) toasts the translated internet-error text', now: [toastKey('errors.networkError', -1)] },
  'code:-2': { spec: 'client code -2 (timeout) toasts the translated timeout text', now: [toastKey('errors.timeout', -2)] },
  'code:-3': { spec: 'client code -3 (invalid response) toasts the translated request-error text', now: [toastKey('errors.requestError', -3)] },
  'code:-4': { spec: 'client code -4 (invalid request) toasts the translated request-error text', now: [toastKey('errors.requestError', -4)] },
  'command:102012/code:200000001': silent(200000001, ' on 102012'),
  'command:700005/code:403000619': silent(403000619, ' on app info 700005'),
  'command:001001/code:403000613': {
    spec: '403000613 on 001001 toasts the requested-multiple-times text',
    now: [toastKey('errors.requestedMultipleTimes', 403000613)],
  },
  'command:001012/code:403000613': {
    spec: '403000613 on 001012 toasts the requested-multiple-times text',
    now: [toastKey('errors.requestedMultipleTimes', 403000613)],
  },
  'command:100202/code:403000622': { spec: 'login 403000622 toasts the mobile-unverified text', now: [toastKey('errors.mobileUnverified', 403000622)] },
  'command:100202/code:403000623': { spec: 'login 403000623 toasts the email-unverified text', now: [toastKey('errors.emailUnverified', 403000623)] },
  'command:100202/code:403000601': silent(403000601, ' on login'),
  'command:100202/code:403000810': { spec: 'login 403000810 toasts the incorrect-code text', now: [toastKey('errors.incorrectCode', 403000810)] },
  'command:100203/code:403000622': {
    spec: '100203 403000622 toasts the registration mobile text',
    now: [toastKey('errors.registerMobileUnverified', 403000622)],
  },
  'command:100203/code:403000623': {
    spec: '100203 403000623 toasts the registration email text',
    now: [toastKey('errors.registerEmailUnverified', 403000623)],
  },
  'message:Wrong current password.': { spec: "'Wrong current password.' is never toasted, whatever the code", now: [] },
  'message:The old password was entered incorrectly': { spec: "'The old password was entered incorrectly' is never toasted, whatever the code", now: [] },
};
for (let code = 403001022; code <= 403001035; code++) {
  OUTCOMES[`code:${code}`] = { spec: `${code} opens the geo popup with the message`, now: [dialog('geo', { code, message: text(code) })] };
}

function rowKey(entry: CatalogueEntry): string {
  const m = entry.match;
  if ('message' in m) return `message:${m.message}`;
  return m.command !== undefined ? `command:${m.command}/code:${m.code}` : `code:${m.code}`;
}

/** The error a row describes: its code on its command (or any command), its message, the outcome's data. */
function errorFor(entry: CatalogueEntry, outcome: Outcome | undefined): DispatchableError {
  const m = entry.match;
  if ('message' in m) return { code: 403000001, command: '100107', message: m.message };
  return { code: m.code, command: m.command ?? ANY_COMMAND, message: text(m.code), data: outcome?.data };
}

describe('dispatching each catalogue row (SPEC §8)', () => {
  const rows = ERROR_CATALOGUE.map((entry) => [OUTCOMES[rowKey(entry)]?.spec ?? `${rowKey(entry)} (no outcome written)`, entry] as const);

  it.each(rows)('%s', (_spec, entry) => {
    const outcome = OUTCOMES[rowKey(entry)];
    expect(outcome, `no hand-written outcome for ${rowKey(entry)}`).toBeDefined();
    if (!outcome) return;
    const h = harness();
    const error = errorFor(entry, outcome);

    const applied = h.dispatch(error);

    const report: Emitted = ['error-reported', { code: error.code, command: error.command, message: error.message }];
    expect(h.emitted).toEqual([report, ...outcome.now]);
    expect(h.clearUserInfo).toHaveBeenCalledTimes(outcome.clearsUserInfo ? 1 : 0);
    expect(applied.ignored).toBe(false);
    expect(applied.policy).toEqual(entry.policy);

    vi.advanceTimersByTime(1499);
    expect(h.emitted).toEqual([report, ...outcome.now]);
    vi.advanceTimersByTime(1);
    expect(h.emitted).toEqual([report, ...outcome.now, ...(outcome.later ?? [])]);
  });

  it('has an outcome for every row and a row for every outcome', () => {
    expect(ERROR_CATALOGUE.map(rowKey).sort()).toEqual(Object.keys(OUTCOMES).sort());
  });
});

describe('default policy', () => {
  it('toasts the server message for an unknown non-zero code', () => {
    const h = harness();
    const applied = h.dispatch({ code: 123456789, command: ANY_COMMAND, message: 'Liability limit reached' });
    expect(h.toasts()).toEqual([{ kind: 'error', message: 'Liability limit reached', code: 123456789 }]);
    expect(applied.matchedBy).toBe('default');
  });

  it('uses msg when there is no message', () => {
    const h = harness();
    h.dispatch({ code: 123456789, command: ANY_COMMAND, msg: 'Your actions are too frequent, please try again later.' });
    expect(h.toasts()).toEqual([{ kind: 'error', message: 'Your actions are too frequent, please try again later.', code: 123456789 }]);
  });

  it('falls back to the generic text when the server sends no text at all', () => {
    const h = harness();
    h.dispatch({ code: 123456789, command: ANY_COMMAND, message: '  ' });
    expect(h.toasts()).toEqual([{ kind: 'error', messageKey: 'errors.generic', code: 123456789 }]);
  });

  it('falls back to the session-expired text for a session-invalid code without text', () => {
    const h = harness();
    h.dispatch({ code: 401000001, command: ANY_COMMAND });
    expect(h.toasts()).toEqual([{ kind: 'error', messageKey: 'errors.sessionExpired', code: 401000001 }]);
  });

  it('applies a code-level row on a command whose overrides do not name it', () => {
    const h = harness();
    h.dispatch({ code: 403000622, command: '100124', message: 'Not verified' });
    expect(h.toasts()).toEqual([{ kind: 'error', message: 'Not verified', code: 403000622 }]);
  });
});

describe('monitoring', () => {
  it('reports every non-zero code, even silent and ignored ones, before anything else', () => {
    const h = harness();
    h.dispatch({ code: 300000009, command: '101077', message: 'waiting' });
    h.dispatch({ code: 123456789, command: ANY_COMMAND, message: 'x' }, { ignoreCodes: [123456789] });
    h.dispatch({ code: -1, command: ANY_COMMAND, message: 'fetch failed' });
    expect(h.emitted.filter(([n]) => n === 'error-reported').map(([, e]) => e)).toEqual([
      { code: 300000009, command: '101077', message: 'waiting' },
      { code: 123456789, command: ANY_COMMAND, message: 'x' },
      { code: -1, command: ANY_COMMAND, message: 'fetch failed' },
    ]);
  });

  it('reports an empty message when the server sent none', () => {
    const h = harness();
    h.dispatch({ code: 500000000, command: ANY_COMMAND });
    expect(h.emitted[0]).toEqual(['error-reported', { code: 500000000, command: ANY_COMMAND, message: '' }]);
  });

  it('does not report code 0', () => {
    const h = harness();
    h.dispatch({ code: 0, command: ANY_COMMAND });
    expect(h.emitted).toEqual([]);
  });
});

describe('hideToast (SPEC §8 hideToastCommon)', () => {
  it('suppresses the toast of a toast policy', () => {
    const h = harness();
    const applied = h.dispatch({ code: 123456789, command: ANY_COMMAND, message: 'x' }, { hideToast: true });
    expect(h.toasts()).toEqual([]);
    expect(applied.actions).toContainEqual(expect.objectContaining({ type: 'toast-suppressed', reason: 'hide-toast' }));
  });

  it('suppresses only the toast: session-invalid still logs out and goes to login', () => {
    const h = harness();
    h.dispatch({ code: 401000001, command: ANY_COMMAND, message: 'expired' }, { hideToast: true });
    expect(h.names()).toEqual(['error-reported', 'logout', 'navigate']);
    expect(h.clearUserInfo).toHaveBeenCalledOnce();
  });

  it('suppresses a delayed message for good', () => {
    const h = harness();
    h.dispatch({ code: 401000004, command: ANY_COMMAND, message: 'later' }, { hideToast: true });
    vi.advanceTimersByTime(5000);
    expect(h.toasts()).toEqual([]);
  });

  it('does not suppress dialogs', () => {
    const h = harness();
    h.dispatch({ code: 403001030, command: '101105', message: 'Outside the permitted area' }, { hideToast: true });
    expect(h.names()).toEqual(['error-reported', 'dialog']);
  });
});

describe('no toast while the account-logout dialog is open (SPEC §8)', () => {
  it('drops toasts while the dialog is open and shows them again after it closes', () => {
    let open = true;
    const h = harness({ isLogoutDialogOpen: () => open });
    h.dispatch({ code: 123456789, command: ANY_COMMAND, message: 'x' });
    expect(h.toasts()).toEqual([]);
    open = false;
    h.dispatch({ code: 123456789, command: ANY_COMMAND, message: 'x' });
    expect(h.toasts()).toHaveLength(1);
  });

  it('checks again when a delayed message comes due', () => {
    let open = false;
    const h = harness({ isLogoutDialogOpen: () => open });
    h.dispatch({ code: 400000005, command: ANY_COMMAND, message: 'later' });
    open = true;
    vi.advanceTimersByTime(1500);
    expect(h.toasts()).toEqual([]);
  });

  it('does not open a second logged-out dialog when parallel calls fail together', () => {
    let open = false;
    const h = harness({ isLogoutDialogOpen: () => open });
    h.dispatch({ code: 403000618, command: ANY_COMMAND, message: 'Logged in elsewhere' });
    open = true;
    const second = h.dispatch({ code: 403000618, command: '100155', message: 'Logged in elsewhere' });
    expect(h.names()).toEqual(['error-reported', 'logout', 'navigate', 'dialog', 'error-reported']);
    expect(second.actions).toContainEqual({ type: 'skipped', reason: 'logout-dialog-open' });
  });
});

describe('one toast at a time', () => {
  it('emits each new toast so the host can replace the one on screen', () => {
    const h = harness();
    h.dispatch({ code: 123456789, command: ANY_COMMAND, message: 'first' });
    h.dispatch({ code: 123456789, command: ANY_COMMAND, message: 'second' });
    h.dispatch({ code: 123456789, command: ANY_COMMAND, message: 'first' });
    expect(h.toasts().map((t) => (t as { message: string }).message)).toEqual(['first', 'second', 'first']);
  });

  it('does not emit an identical toast again within 2 s', () => {
    const h = harness();
    for (let i = 0; i < 5; i++) h.dispatch({ code: -1, command: ANY_COMMAND, message: 'fetch failed' });
    expect(h.toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1999);
    h.dispatch({ code: -1, command: ANY_COMMAND, message: 'fetch failed' });
    expect(h.toasts()).toHaveLength(1);
  });

  it('shows the same toast again once 2 s have passed since it was shown', () => {
    const h = harness();
    h.dispatch({ code: -2, command: ANY_COMMAND });
    vi.advanceTimersByTime(1000);
    h.dispatch({ code: -2, command: ANY_COMMAND }); // dropped; does not extend the window
    vi.advanceTimersByTime(1000);
    const applied = h.dispatch({ code: -2, command: ANY_COMMAND });
    expect(h.toasts()).toHaveLength(2);
    expect(applied.actions).toContainEqual(expect.objectContaining({ type: 'toast' }));
  });

  it('treats two codes with the same text as the same toast', () => {
    const h = harness();
    h.dispatch({ code: 400000012, command: ANY_COMMAND, message: 'Validation failed' });
    const applied = h.dispatch({ code: 123456789, command: ANY_COMMAND, message: 'Validation failed' });
    expect(h.toasts()).toHaveLength(1);
    expect(applied.actions).toContainEqual(expect.objectContaining({ type: 'toast-suppressed', reason: 'duplicate' }));
  });
});

describe('ignoreCodes (SPEC §8 "for several hapi calls other codes are ignored")', () => {
  it('ignores the listed codes entirely but still reports them', () => {
    const h = harness();
    const applied = h.dispatch({ code: 403000724, command: '100147', message: 'x' }, { ignoreCodes: [403000724] });
    expect(h.names()).toEqual(['error-reported']);
    expect(applied).toMatchObject({ ignored: true, policy: { kind: 'dialog', dialog: 'kyc-error' } });
  });

  it('applies codes that are not listed', () => {
    const h = harness();
    h.dispatch({ code: 123456789, command: ANY_COMMAND, message: 'x' }, { ignoreCodes: [403000724] });
    expect(h.toasts()).toHaveLength(1);
  });

  it("'all' ignores message-only policies: toasts and delayed messages", () => {
    const h = harness();
    expect(h.dispatch({ code: 123456789, command: ANY_COMMAND, message: 'x' }, { ignoreCodes: 'all' }).ignored).toBe(true);
    expect(h.dispatch({ code: 401000004, command: ANY_COMMAND, message: 'y' }, { ignoreCodes: 'all' }).ignored).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(h.names()).toEqual(['error-reported', 'error-reported']);
  });

  it("'all' still ends a dead session and still applies restrictions and dialogs", () => {
    const h = harness();
    h.dispatch({ code: 401000002, command: ANY_COMMAND, message: 'expired' }, { ignoreCodes: 'all' });
    h.dispatch({ code: 403000720, command: ANY_COMMAND, message: 'AML' }, { ignoreCodes: 'all' });
    expect(h.names()).toEqual(['error-reported', 'logout', 'navigate', 'toast', 'error-reported', 'logout', 'navigate', 'dialog']);
  });
});

describe('going to login', () => {
  it('keeps the current path and query as the return path', () => {
    const h = harness({ path: '/account/order/list?tab=win' });
    h.dispatch({ code: 401000003, command: ANY_COMMAND, message: 'expired' });
    expect(h.emitted).toContainEqual(['navigate', { path: '/account/login', returnPath: '/account/order/list?tab=win' }]);
  });

  it('does not navigate to login from the login page (no return path loop)', () => {
    const h = harness({ path: '/account/login?returnPath=%2F' });
    const applied = h.dispatch({ code: 401000003, command: '100202', message: 'expired' });
    expect(h.names()).toEqual(['error-reported', 'logout', 'toast']);
    expect(applied.actions).toContainEqual({ type: 'skipped', reason: 'already-on-login' });
  });
});

describe('403000717 pay-limit (SPEC §8)', () => {
  it('dismisses the toast on screen before anything else', () => {
    const dismissToast = vi.fn();
    const h = harness({ dismissToast });
    h.dispatch({ code: 403000717, command: '420544', message: 'Pay limit' });
    expect(dismissToast).toHaveBeenCalledOnce();
  });

  it('on the login page only clears the toast and user info', () => {
    const dismissToast = vi.fn();
    const h = harness({ path: '/account/login', dismissToast });
    const applied = h.dispatch({ code: 403000717, command: '100202', message: 'Pay limit' });
    expect(dismissToast).toHaveBeenCalledOnce();
    expect(h.clearUserInfo).toHaveBeenCalledOnce();
    expect(h.names()).toEqual(['error-reported', 'logout']);
    expect(applied.actions.map((a) => a.type)).toEqual(['report', 'toast-dismissed', 'clear-user-info', 'logout', 'skipped']);
  });

  it('lets the dismissed toast be shown again at once', () => {
    const h = harness();
    h.dispatch({ code: 123456789, command: ANY_COMMAND, message: 'x' });
    h.dispatch({ code: 403000717, command: '420544', message: 'Pay limit' });
    h.dispatch({ code: 123456789, command: ANY_COMMAND, message: 'x' });
    expect(h.toasts()).toHaveLength(2);
  });
});

describe('403000618 account logged out (SPEC §8, §4 other device)', () => {
  it('goes home instead of login when it came from a push', () => {
    const h = harness();
    h.dispatch({ code: 403000618, command: ANY_COMMAND, message: 'Logged in elsewhere', data: { loginTime: '12:00, 01/12/2025' } }, { fromPush: true });
    expect(h.emitted.slice(1)).toEqual([
      logout('other-device'),
      toHome,
      dialog('account-logged-out', { code: 403000618, message: 'Logged in elsewhere', loginTime: '12:00, 01/12/2025' }),
    ]);
  });

  it('on an excluded route (default: login and registration) only ends the session', () => {
    const h = harness({ path: '/account/register' });
    const applied = h.dispatch({ code: 403000618, command: ANY_COMMAND, message: 'Logged in elsewhere' });
    expect(h.names()).toEqual(['error-reported', 'logout']);
    expect(h.clearUserInfo).toHaveBeenCalledOnce();
    expect(applied.actions).toContainEqual({ type: 'skipped', reason: 'excluded-route' });
  });

  it('takes the excluded routes from deps, matched on whole path segments', () => {
    const h = harness({ path: '/lottery/e-instants/abc', excludedLogoutRoutes: ['/lottery/e-instants'] });
    h.dispatch({ code: 403000618, command: ANY_COMMAND });
    expect(h.names()).toEqual(['error-reported', 'logout']);

    const other = harness({ path: '/lottery/e-instants-promo', excludedLogoutRoutes: ['/lottery/e-instants'] });
    other.dispatch({ code: 403000618, command: ANY_COMMAND });
    expect(other.names()).toEqual(['error-reported', 'logout', 'navigate', 'dialog']);
  });

  it('an excluded home route covers only home, not every page', () => {
    const h = harness({ path: '/lottery/pick4', excludedLogoutRoutes: ['/'] });
    h.dispatch({ code: 403000618, command: ANY_COMMAND });
    expect(h.names()).toContain('dialog');
  });

  it('opens the dialog without a login time when the data has none', () => {
    const h = harness();
    h.dispatch({ code: 403000618, command: ANY_COMMAND, data: null });
    expect(h.emitted.at(-1)).toEqual(dialog('account-logged-out', { code: 403000618 }));
  });
});

describe('403000619 self-exclusion by type (SPEC §8)', () => {
  const base = { code: 403000619, command: '101105', message: 'Self-excluded' };

  it('type 1 opens the login-time exclusion dialog with the end timestamp', () => {
    const h = harness();
    h.dispatch({ ...base, data: { userExclusionType: 1, exclusionEndTimestamp: 1_767_139_200_000 } });
    expect(h.emitted.slice(1)).toEqual([
      dialog('self-exclusion-login-time', { code: 403000619, message: 'Self-excluded', endTimestamp: 1_767_139_200_000 }),
    ]);
  });

  it('type 5 (take a break) goes home and opens the take-a-break dialog', () => {
    const h = harness();
    h.dispatch({ ...base, data: { exclusionType: '5', exclusionEndTimestamp: '1767139200000', exclusionEndTime: '00:00, 31/12/2025' } });
    expect(h.emitted.slice(1)).toEqual([
      toHome,
      dialog('take-a-break', { code: 403000619, message: 'Self-excluded', endTimestamp: 1_767_139_200_000, endTime: '00:00, 31/12/2025' }),
    ]);
  });

  it('an unknown or missing type opens the self-exclusion dialog with what data there is', () => {
    const h = harness();
    h.dispatch({ ...base, data: { betAmountLimit: 'lots', remainAmount: null } });
    h.dispatch({ ...base, message: 'again', data: 'not an object' });
    expect(h.emitted.filter(([n]) => n === 'dialog')).toEqual([
      dialog('self-exclusion', { code: 403000619, message: 'Self-excluded' }),
      dialog('self-exclusion', { code: 403000619, message: 'again' }),
    ]);
  });

  it('does not log the player out (SPEC §8 names no logout for 403000619)', () => {
    const h = harness();
    h.dispatch({ ...base, data: { userExclusionType: 1 } });
    expect(h.clearUserInfo).not.toHaveBeenCalled();
  });

  it('on the socket (the server ended the session for a break just taken) logs out on this device, goes home and says why', () => {
    const h = harness();
    h.dispatch({ code: 403000619, command: 'socket', message: 'Self-excluded', data: { userExclusionType: 5, exclusionEndTimestamp: 1_767_139_200_000 } });
    expect(h.clearUserInfo).toHaveBeenCalledTimes(1);
    expect(h.emitted.slice(1)).toEqual([
      logout('restricted'),
      toHome,
      dialog('take-a-break', { code: 403000619, message: 'Self-excluded', endTimestamp: 1_767_139_200_000 }),
    ]);
  });
});

describe('success replies (SPEC §8 recharge with rechargeLimitError)', () => {
  it.each(['420544', '420550', '420551'])('%s answering 0 with rechargeLimitError opens the deposit-self-exclusion dialog', (command) => {
    const h = harness();
    const limit = { limitAmount: 100_000, remainAmount: 0 };
    const applied = h.dispatchSuccess(command, { rechargeLimitError: limit });
    expect(h.emitted).toEqual([dialog('deposit-self-exclusion', { command, rechargeLimitError: limit })]);
    expect(applied.policy).toEqual({ kind: 'deposit-self-exclusion' });
  });

  it('dispatch with code 0 inspects the success reply too', () => {
    const h = harness();
    h.dispatch({ code: 0, command: '420550', data: { rechargeLimitError: true } });
    expect(h.names()).toEqual(['dialog']);
  });

  it('does nothing for an ordinary success', () => {
    const h = harness();
    expect(h.dispatchSuccess('420544', { redirect: 'https://acquirer.example/3ds' })).toMatchObject({ policy: { kind: 'success' }, actions: [] });
    expect(h.dispatchSuccess('100124', { rechargeLimitError: true }).actions).toEqual([]);
    expect(h.emitted).toEqual([]);
  });
});

describe('lifecycle', () => {
  it('dispose cancels a pending delayed message', () => {
    const h = harness();
    h.dispatch({ code: 401000005, command: ANY_COMMAND, message: 'later' });
    h.dispose();
    vi.advanceTimersByTime(5000);
    expect(h.toasts()).toEqual([]);
  });

  it('returns what it did, in order, for callers and tests', () => {
    const h = harness();
    const applied = h.dispatch({ code: 403000720, command: '101105', message: 'AML' });
    expect(applied).toEqual({
      code: 403000720,
      command: '101105',
      policy: { kind: 'aml' },
      matchedBy: 'code',
      ignored: false,
      actions: [
        { type: 'report' },
        { type: 'clear-user-info' },
        { type: 'logout', reason: 'restricted' },
        { type: 'navigate', path: '/account/login', returnPath: HERE },
        { type: 'dialog', name: 'aml', props: { code: 403000720, message: 'AML' } },
      ],
    });
  });

  it("plugs into an eventemitter3 client bus and takes the transport's GatewayError as is", () => {
    const bus = new EventEmitter<ClientEvents>();
    const seen: string[] = [];
    bus.on('toast', (t) => seen.push(`toast:${t.message}`));
    bus.on('error-reported', (e) => seen.push(`reported:${e.code}`));
    const dispatcher = createErrorDispatcher({
      emit: (event, ...args) => (bus.emit as (e: string, ...a: unknown[]) => boolean)(event, ...args),
      clearUserInfo: () => {},
      currentPath: () => '/',
      timers,
    });
    const error: GatewayError = { type: 'gateway', code: 400000012, message: 'Validation failed', command: '100201' };
    dispatcher.dispatch(error);
    expect(seen).toEqual(['reported:400000012', 'toast:Validation failed']);
  });
});
