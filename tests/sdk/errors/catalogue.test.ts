import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_CODES,
  DELAYED_MESSAGE_MS,
  ERROR_CATALOGUE,
  ERROR_MESSAGE_KEYS,
  RESTRICTION_POPUPS,
  SUCCESS_CATALOGUE,
  restrictionPopupsFor,
  policyFor,
  successPolicyFor,
  type CatalogueEntry,
  type ErrorPolicy,
} from '../../../sdk/errors/catalogue';
import { CLIENT_ERROR_CODES } from '../../../sdk/transport/gateway-transport';

/** A row's identity: its code, command and code, or message. Written here, not imported, so the test checks the data. */
function rowKey(entry: CatalogueEntry): string {
  const m = entry.match;
  if ('message' in m) return `message:${m.message}`;
  return m.command !== undefined ? `command:${m.command}/code:${m.code}` : `code:${m.code}`;
}

// ---------------------------------------------------------------------------------------------
// What SPEC §8 says each row must be, written by hand from the spec (not derived from the data).
// ---------------------------------------------------------------------------------------------
const toast: ErrorPolicy = { kind: 'toast' };
const silent: ErrorPolicy = { kind: 'silent' };
const delayed: ErrorPolicy = { kind: 'delayed-message', delayMs: 1500 };
const sessionInvalid: ErrorPolicy = { kind: 'session-invalid' };
const salesSuspension: ErrorPolicy = { kind: 'dialog', dialog: 'sales-suspension', withMessage: true, navigateTo: '/' };
const kycError: ErrorPolicy = { kind: 'dialog', dialog: 'kyc-error', withMessage: true };

const EXPECTED: Record<string, { spec: string; policy: ErrorPolicy }> = {
  'code:401000001': { spec: '401000001 is session-invalid: clear user info, show message, go to login', policy: sessionInvalid },
  'code:401000002': { spec: '401000002 is session-invalid', policy: sessionInvalid },
  'code:401000003': { spec: '401000003 is session-invalid', policy: sessionInvalid },
  'code:401000006': { spec: '401000006 is session-invalid', policy: sessionInvalid },
  'code:403000602': { spec: '403000602 is session-invalid', policy: sessionInvalid },
  'code:403000605': { spec: '403000605 is session-invalid', policy: sessionInvalid },
  'code:403000901': {
    spec: "403000901 logs out and goes to login with the 'account available' message",
    policy: { kind: 'logout-login', reason: 'restricted', messageKey: 'errors.accountAvailable' },
  },
  'code:502000103': { spec: '502000103 logs out and goes to login', policy: { kind: 'logout-login', reason: 'session-invalid' } },
  'code:403000717': { spec: '403000717 is the pay-limit that clears the session and goes to login', policy: { kind: 'pay-limit', variant: 'login' } },
  'code:518000221': { spec: '518000221 opens the pay-limit error dialog and removes user info', policy: { kind: 'pay-limit', variant: 'dialog' } },
  'code:403000720': { spec: '403000720 is the AML block', policy: { kind: 'aml' } },
  'code:403000618': { spec: '403000618 is the account-logged-out handling', policy: { kind: 'account-logged-out' } },
  'code:403000619': { spec: '403000619 is the self-exclusion handling', policy: { kind: 'self-exclusion' } },
  'code:401000004': { spec: '401000004 shows its message after 1.5 s', policy: delayed },
  'code:401000005': { spec: '401000005 shows its message after 1.5 s', policy: delayed },
  'code:400000005': { spec: '400000005 shows its message after 1.5 s', policy: delayed },
  'code:100501001': { spec: '100501001 is silent', policy: silent },
  'code:100501002': { spec: '100501002 is silent', policy: silent },
  'code:100501003': { spec: '100501003 is silent', policy: silent },
  'code:100501004': { spec: '100501004 is silent', policy: silent },
  'code:300000001': { spec: '300000001 is silent', policy: silent },
  'code:300000004': { spec: '300000004 is silent', policy: silent },
  'code:300000005': { spec: '300000005 is silent', policy: silent },
  'code:300000009': { spec: '300000009 (order polling still waiting) is silent', policy: silent },
  'code:502000001': { spec: '502000001 is silent', policy: silent },
  'code:403000912': { spec: '403000912 is silent', policy: silent },
  'code:500000000': { spec: '500000000 is silent', policy: silent },
  'code:400000003': { spec: '400000003 is silent', policy: silent },
  'code:500001019': { spec: '500001019 opens the sales-suspension dialog and goes home', policy: salesSuspension },
  'code:403000949': { spec: '403000949 opens the sales-suspension dialog and goes home', policy: salesSuspension },
  'code:403000724': { spec: '403000724 opens the eKYC error dialog with the message', policy: kycError },
  'code:403000725': { spec: '403000725 opens the eKYC error dialog with the message', policy: kycError },
  'code:403000815': { spec: '403000815 opens the eKYC failed dialog', policy: { kind: 'dialog', dialog: 'kyc-failed', withMessage: true } },
  'code:400000010': { spec: "400000010 (gateway 'Malformed request') toasts the server message", policy: toast },
  'code:400000011': { spec: "400000011 (gateway 'Unknown command') toasts the server message", policy: toast },
  'code:400000012': { spec: "400000012 (gateway 'Validation failed') toasts the server message", policy: toast },
  'code:405000001': { spec: '405000001 (gateway method not allowed) toasts the server message', policy: toast },
  'code:404000001': { spec: '404000001 (gateway game not found) toasts the server message', policy: toast },
  'code:400000013': { spec: '400000013 (upload not a JPEG or PNG of at most 5 MB) toasts the server message', policy: toast },
  'code:400000014': { spec: '400000014 (an idempotency key sent again with another request) toasts the server message', policy: toast },
  'code:404000002': { spec: '404000002 (eKYC attempt not found) toasts the server message', policy: toast },
  'code:404000003': { spec: '404000003 (document not found) toasts the server message', policy: toast },
  'code:404000004': { spec: '404000004 (terms version not found) toasts the server message', policy: toast },
  'code:404000010': { spec: '404000010 (deposit not found) toasts the server message', policy: toast },
  'code:404000011': { spec: '404000011 (coupon not found, 102027) toasts the server message', policy: toast },
  'code:404000012': { spec: '404000012 (no previous-platform account with that reference is the player\'s, 600701) toasts the server message', policy: toast },
  'code:403000670': { spec: '403000670 (previous-platform account migrated to another account, 600701) toasts the server message', policy: toast },
  'code:403000407': { spec: '403000407 (coupon not the player\'s, used or held by another deposit) toasts the server message', policy: toast },
  'code:403000408': { spec: '403000408 (coupon outside its validity) toasts the server message', policy: toast },
  'code:403000409': { spec: '403000409 (deposit below the coupon\'s minAmount) toasts the server message', policy: toast },
  'code:403000401': { spec: "403000401 (\"Deposit Amount can't be less than {minAmount}\") toasts the server message", policy: toast },
  'code:403000402': { spec: '403000402 (deposit above the maximum of the payment channel) toasts the server message', policy: toast },
  'code:403000403': { spec: '403000403 (card locked) toasts the server message', policy: toast },
  'code:403000404': { spec: '403000404 (card expired) toasts the server message', policy: toast },
  'code:403000405': { spec: '403000405 (recharge attempts locked, contact live chat) toasts the server message', policy: toast },
  'code:403000406': { spec: "403000406 ('Payment failed') toasts the server message", policy: toast },
  'code:403000601': { spec: '403000601 (no such account) shows no message on any command', policy: silent },
  'code:403000622': { spec: '403000622 (mobile unverified) toasts the server message where no command override applies', policy: toast },
  'code:403000623': { spec: '403000623 (e-mail unverified) toasts the server message where no command override applies', policy: toast },
  'code:403000630': { spec: "403000630 ('Wrong current password.') is never toasted, in either language", policy: silent },
  'code:403000631': { spec: '403000631 (incorrect e-mail/mobile or password) toasts the server message', policy: toast },
  'code:403000632': { spec: '403000632 (account locked for {n} minutes or hours) toasts the server message', policy: toast },
  'code:403000640': { spec: '403000640 (mobile already registered) toasts the server message', policy: toast },
  'code:403000641': { spec: '403000641 (e-mail already registered) toasts the server message', policy: toast },
  'code:403000642': { spec: '403000642 (ID number already registered) toasts the server message', policy: toast },
  'code:403000650': { spec: '403000650 (clear the balance before deleting the account) toasts the server message', policy: toast },
  'code:403000660': { spec: '403000660 (login cannot go back to a site that is not a partner) toasts the server message', policy: toast },
  'code:403000661': { spec: '403000661 (a partner page\'s hand-off code is spent, expired or foreign) toasts the server message', policy: toast },
  'code:403000662': { spec: '403000662 (the super-app\'s authorisation code ran out) is silent: /botim/loginMethod says so and offers Try again', policy: silent },
  'code:403000663': { spec: '403000663 (the binding ticket ran out) is silent: the binding dialog starts over', policy: silent },
  'code:403000664': { spec: '403000664 (that account is bound to another super-app user) is silent: the binding dialog says so in its form', policy: silent },
  'code:404001101': { spec: '404001101 (not one of the player\'s IBAN accounts) toasts the server message', policy: toast },
  'code:403001201': { spec: "403001201 'Insufficient account balance, kindly deposit first.' toasts the server message", policy: toast },
  'code:403001202': { spec: '403001202 (the draw\'s sales closed) toasts the server message', policy: toast },
  'code:403001203': { spec: '403001203 (the order\'s price changed) toasts the server message', policy: toast },
  'code:403001204': { spec: '403001204 (plan termination unavailable) toasts the server message', policy: toast },
  'code:403001205': { spec: '403001205 (grand prize not claimable) toasts the server message', policy: toast },
  'code:403001206': { spec: '403001206 (the order can no longer be cancelled) toasts the server message', policy: toast },
  'code:404001201': { spec: '404001201 (not one of the player\'s orders) toasts the server message', policy: toast },
  'code:404001401': { spec: '404001401 (not one of the player\'s notifications) toasts the server message', policy: toast },
  'code:403001601': { spec: '403001601 (an e-instant launch token or game session spent, expired or unknown) toasts the server message', policy: toast },
  'code:403001602': { spec: '403001602 (an e-instant wallet call not signed by the studio) toasts the server message', policy: toast },
  'code:403001603': { spec: '403001603 (an e-instant round already closed) toasts the server message', policy: toast },
  'code:403001604': { spec: '403001604 (an e-instant rollback after a win) toasts the server message', policy: toast },
  'code:403001605': { spec: '403001605 (an e-instant win above the top prize) toasts the server message', policy: toast },
  'code:404001601': { spec: '404001601 (an e-instant win or rollback without its bet) toasts the server message', policy: toast },
  'code:403001101': { spec: "403001101 'Insufficient withdrawable amount.' toasts the server message", policy: toast },
  'code:403001102': { spec: '403001102 (withdrawal below the minimum) toasts the server message', policy: toast },
  'code:403001103': { spec: '403001103 (above the payout channel\'s limit) toasts the server message', policy: toast },
  'code:403001104': { spec: '403001104 (the same IBAN added twice) toasts the server message', policy: toast },
  'code:403001105': { spec: '403001105 (maximum count of IBAN accounts) toasts the server message', policy: toast },
  'code:403001106': { spec: '403001106 (the last IBAN account is kept) toasts the server message', policy: toast },
  'code:403001107': { spec: '403001107 (IBAN account locked) toasts the server message', policy: toast },
  'code:403001108': { spec: '403001108 (withdrawal needs deposit history) toasts the server message', policy: toast },
  'code:403001109': { spec: '403001109 (withdrawal needs the same EID) toasts the server message', policy: toast },
  'code:403001110': { spec: '403001110 (withdrawal unsuccessful, contact support) toasts the server message', policy: toast },
  'code:403001111': { spec: '403001111 (no mobile number for the withdrawal code) toasts the server message', policy: toast },
  'code:403001112': { spec: '403001112 (the IBAN is another player\'s, SPEC §5 own-name account) toasts the server message', policy: toast },
  'code:403001301': { spec: '403001301 (limit unchanged) toasts the server message', policy: toast },
  'code:403001302': { spec: '403001302 (higher limit while running) toasts the server message', policy: toast },
  'code:403001303': { spec: '403001303 (shorter duration while running) toasts the server message', policy: toast },
  'code:403001304': { spec: '403001304 (limit below used) toasts the server message', policy: toast },
  'code:403001305': { spec: '403001305 (limit locked) toasts the server message', policy: toast },
  'code:403001306': { spec: '403001306 (limit not removable before expiry) toasts the server message', policy: toast },
  'code:403001307': { spec: '403001307 (exclusion cannot be shortened) toasts the server message', policy: toast },
  'code:403001308': { spec: '403001308 (duration not offered) toasts the server message', policy: toast },
  'code:403001309': { spec: '403001309 (no limit to remove) toasts the server message', policy: toast },
  'code:403000801': { spec: '403000801 (verify your identity first) opens the KYC prompt offering verification', policy: { kind: 'dialog', dialog: 'kyc-required', withMessage: false } },
  'code:403000803': { spec: 'SPEC §5 name-mismatch warning: a refused deposit or wager opens the KYC warning offering a new verification', policy: { kind: 'dialog', dialog: 'kyc-name-warning', withMessage: true } },
  'code:403000802': { spec: '403000802 (already verified) toasts the server message', policy: toast },
  'code:403000810': { spec: '403000810 (incorrect code) toasts the server message where no command override applies', policy: toast },
  'code:403000811': { spec: '403000811 (too many wrong codes) toasts the server message', policy: toast },
  'code:403000812': { spec: '403000812 (code expired or used) toasts the server message', policy: toast },
  'code:403000813': { spec: '403000813 (verification ticket expired or used) toasts the server message', policy: toast },
  'code:429000001': { spec: "429000001 ('Your actions are too frequent') toasts the server message", policy: toast },
  'code:-1': { spec: 'client code -1 (network) toasts the internet-error text', policy: { kind: 'toast', messageKey: 'errors.networkError' } },
  'code:-2': { spec: 'client code -2 (timeout) toasts the timeout text', policy: { kind: 'toast', messageKey: 'errors.timeout' } },
  'code:-3': { spec: 'client code -3 (invalid response) toasts the request-error text', policy: { kind: 'toast', messageKey: 'errors.requestError' } },
  'code:-4': { spec: 'client code -4 (invalid request) toasts the request-error text', policy: { kind: 'toast', messageKey: 'errors.requestError' } },
  'command:102012/code:200000001': { spec: '200000001 on 102012 is silent', policy: silent },
  'command:700005/code:403000619': { spec: '403000619 on app info 700005 is silent', policy: silent },
  'command:001001/code:403000613': {
    spec: '403000613 on 001001 toasts the requested-multiple-times text',
    policy: { kind: 'toast', messageKey: 'errors.requestedMultipleTimes' },
  },
  'command:001012/code:403000613': {
    spec: '403000613 on 001012 toasts the requested-multiple-times text',
    policy: { kind: 'toast', messageKey: 'errors.requestedMultipleTimes' },
  },
  'command:100202/code:403000622': { spec: 'login 403000622 toasts the mobile-unverified text', policy: { kind: 'toast', messageKey: 'errors.mobileUnverified' } },
  'command:100202/code:403000623': { spec: 'login 403000623 toasts the email-unverified text', policy: { kind: 'toast', messageKey: 'errors.emailUnverified' } },
  'command:100202/code:403000601': { spec: 'login 403000601 shows no message', policy: silent },
  'command:100202/code:403000810': { spec: 'login 403000810 toasts the incorrect-code text', policy: { kind: 'toast', messageKey: 'errors.incorrectCode' } },
  'command:100203/code:403000622': {
    spec: '100203 403000622 toasts the registration mobile text',
    policy: { kind: 'toast', messageKey: 'errors.registerMobileUnverified' },
  },
  'command:100203/code:403000623': {
    spec: '100203 403000623 toasts the registration email text',
    policy: { kind: 'toast', messageKey: 'errors.registerEmailUnverified' },
  },
  'message:Wrong current password.': { spec: "'Wrong current password.' is never toasted", policy: silent },
  'message:The old password was entered incorrectly': { spec: "'The old password was entered incorrectly' is never toasted", policy: silent },
};
// SPEC §8: "Geo codes 403001022 to 403001035: geo popup with message."
for (let code = 403001022; code <= 403001035; code++) {
  EXPECTED[`code:${code}`] = { spec: `${code} opens the geo popup with the message`, policy: { kind: 'geo' } };
}

describe('error catalogue rows (SPEC §8)', () => {
  const rows = ERROR_CATALOGUE.map((entry) => [EXPECTED[rowKey(entry)]?.spec ?? `${rowKey(entry)} (no expectation written)`, entry] as const);

  it.each(rows)('%s', (_spec, entry) => {
    const expected = EXPECTED[rowKey(entry)];
    expect(expected, `no hand-written expectation for ${rowKey(entry)}`).toBeDefined();
    expect(entry.policy).toEqual(expected?.policy);
  });

  it('says beside every row of its source where the rule comes from', () => {
    // The reasons are comments, not data, so they cost a partner's bundle nothing.
    const source = readFileSync(new URL('../../../sdk/errors/catalogue.ts', import.meta.url), 'utf8').split('\n');
    const rows = source.map((line, i) => ({ line, i })).filter(({ line }) => /^\s*(on(Code|Command|Message)\(|\.\.\.codesOf\()/.test(line));
    const unexplained = rows.filter(({ line, i }) => !/\/\/ \S/.test(line) && !/^\s*\/\/ \S/.test(source[i - 1] ?? '')).map(({ line }) => line.trim());
    expect(rows.length).toBeGreaterThan(60);
    expect(unexplained).toEqual([]);
  });

  it('has exactly the rows the expectation table names, no more and none missing', () => {
    expect(ERROR_CATALOGUE.map(rowKey).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('has no two rows for the same code, command and code, or message', () => {
    const keys = ERROR_CATALOGUE.map(rowKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses whole-number codes and six-digit command codes', () => {
    for (const entry of ERROR_CATALOGUE) {
      if ('message' in entry.match) continue;
      expect(Number.isInteger(entry.match.code)).toBe(true);
      if (entry.match.command !== undefined) expect(entry.match.command).toMatch(/^\d{6}$/);
    }
  });

  it('delays messages by the documented 1.5 s', () => {
    expect(DELAYED_MESSAGE_MS).toBe(1500);
  });

  it("keeps the client's own codes equal to the transport's CLIENT_ERROR_CODES", () => {
    expect(CLIENT_CODES).toEqual(CLIENT_ERROR_CODES);
  });
});

describe('policyFor', () => {
  it('prefers a per-command override to the code', () => {
    expect(policyFor(403000622, '100202')).toMatchObject({ matchedBy: 'command', policy: { kind: 'toast', messageKey: 'errors.mobileUnverified' } });
    expect(policyFor(403000619, '700005')).toMatchObject({ matchedBy: 'command', policy: { kind: 'silent' } });
  });

  it('falls back to the code when the command has no override', () => {
    expect(policyFor(403000619, '100124')).toMatchObject({ matchedBy: 'code', policy: { kind: 'self-exclusion' } });
  });

  it('toasts the server message for a code it does not know', () => {
    expect(policyFor(999999999, '100124')).toMatchObject({ matchedBy: 'default', policy: { kind: 'toast' } });
    expect(policyFor(403000622, '100124').policy).toEqual({ kind: 'toast' });
  });

  it('never toasts the wrong-password messages, whatever the code or command', () => {
    expect(policyFor(403000001, '100107', 'Wrong current password.')).toMatchObject({ matchedBy: 'message', policy: { kind: 'silent' } });
    expect(policyFor(1, '100107', 'The old password was entered incorrectly')).toMatchObject({ matchedBy: 'message' });
  });

  it('matches those messages without regard to spaces, a final full stop or case', () => {
    expect(policyFor(1, '100107', '  wrong current password ').policy).toEqual({ kind: 'silent' });
    expect(policyFor(1, '100107', 'The old password was entered incorrectly.').policy).toEqual({ kind: 'silent' });
    expect(policyFor(1, '100107', 'Wrong current password, try again').policy).toEqual({ kind: 'toast' });
  });

  it('treats code 0 as success', () => {
    expect(policyFor(0, '100124')).toMatchObject({ matchedBy: 'success', policy: { kind: 'success' } });
  });

  it('is pure: the same question gets the same answer', () => {
    expect(policyFor(403000720, '101105')).toEqual(policyFor(403000720, '101105'));
  });
});

describe('success-code inspection (SPEC §8 recharge with rechargeLimitError)', () => {
  const EXPECTED_SUCCESS: Record<string, string> = {
    '420544': 'recharge 420544 answering 0 with rechargeLimitError opens the deposit-self-exclusion dialog',
    '420550': 'card pay 420550 answering 0 with rechargeLimitError opens the deposit-self-exclusion dialog',
    '420551': 'CVV pay 420551 answering 0 with rechargeLimitError opens the deposit-self-exclusion dialog',
  };

  it.each(SUCCESS_CATALOGUE.map((row) => [EXPECTED_SUCCESS[row.command] ?? `${row.command} (no expectation written)`, row] as const))(
    '%s',
    (_spec, row) => {
      expect(EXPECTED_SUCCESS[row.command]).toBeDefined();
      expect(row.policy).toEqual({ kind: 'deposit-self-exclusion' });
      expect(successPolicyFor(row.command, { rechargeLimitError: true })).toEqual({ kind: 'deposit-self-exclusion' });
      expect(successPolicyFor(row.command, { redirect: 'https://pay.example/3ds' })).toEqual({ kind: 'success' });
      expect(successPolicyFor(row.command, { rechargeLimitError: false })).toEqual({ kind: 'success' });
    },
  );

  it('has exactly the three recharge commands', () => {
    expect(SUCCESS_CATALOGUE.map((r) => r.command).sort()).toEqual(Object.keys(EXPECTED_SUCCESS).sort());
  });

  it('ignores rechargeLimitError on other commands and tolerates missing data', () => {
    expect(successPolicyFor('100124', { rechargeLimitError: true })).toEqual({ kind: 'success' });
    expect(successPolicyFor('420544', undefined)).toEqual({ kind: 'success' });
    expect(successPolicyFor('420544', null)).toEqual({ kind: 'success' });
  });
});

// ---------------------------------------------------------------------------------------------
// Every code SPEC §8 names has a row. Checked against this list, copied from SPEC §8 (ranges
// written out); with SPEC_PATH naming a copy of the specification, read from it instead.
// ---------------------------------------------------------------------------------------------
const SPEC_8_CODES_CHECKED_IN = [
  100501001, 100501002, 100501003, 100501004, 200000001, 300000001, 300000004, 300000005, 300000009, 400000003, 400000005,
  401000001, 401000002, 401000003, 401000004, 401000005, 401000006, 403000601, 403000602, 403000605, 403000613, 403000618,
  403000619, 403000622, 403000623, 403000717, 403000720, 403000724, 403000725, 403000810, 403000815, 403000901, 403000912,
  403000949, 403001022, 403001023, 403001024, 403001025, 403001026, 403001027, 403001028, 403001029, 403001030, 403001031,
  403001032, 403001033, 403001034, 403001035, 500000000, 500001019, 502000001, 502000103, 518000221,
];
const SPEC_8_COMMANDS_CHECKED_IN = ['001001', '001012', '100202', '100203', '102012', '420544', '420550', '420551'];

// The repository does not carry the specification, so its path is the caller's to give.
const specPath = process.env.SPEC_PATH;
const specSection8 = specPath && existsSync(specPath) ? sectionEight(readFileSync(specPath, 'utf8')) : null;

function sectionEight(spec: string): string {
  const start = spec.indexOf('## 8.');
  const end = spec.indexOf('## 9.', start);
  if (start < 0) throw new Error('SPEC.md has no "## 8." section');
  return spec.slice(start, end < 0 ? undefined : end);
}

/** Nine-digit codes in the text, with "A-B" and "A to B" spans expanded. */
function codesIn(text: string): number[] {
  const codes = new Set<number>();
  for (const [, from, to] of text.matchAll(/\b(\d{9})\s*(?:-|–|to)\s*(\d{9})\b/g)) {
    for (let c = Number(from); c <= Number(to); c++) codes.add(c);
  }
  for (const [code] of text.matchAll(/\b\d{9}\b/g)) codes.add(Number(code));
  return [...codes].sort((a, b) => a - b);
}

describe(`coverage of SPEC §8 (${specSection8 ? `read from ${specPath}` : 'checked-in list; set SPEC_PATH to read a copy of the spec'})`, () => {
  const codes = specSection8 ? codesIn(specSection8) : SPEC_8_CODES_CHECKED_IN;
  const commands = specSection8 ? [...new Set(specSection8.match(/\b\d{6}\b/g) ?? [])].sort() : SPEC_8_COMMANDS_CHECKED_IN;
  const catalogued = new Set(ERROR_CATALOGUE.flatMap((e) => ('code' in e.match ? [e.match.code] : [])));

  it('finds the codes (the extraction itself works)', () => {
    expect(codes.length).toBeGreaterThanOrEqual(50);
  });

  it('has a row for every nine-digit code SPEC §8 names', () => {
    expect(codes.filter((c) => !catalogued.has(c))).toEqual([]);
  });

  it('has a rule for every command SPEC §8 names', () => {
    const ruled = new Set([
      ...ERROR_CATALOGUE.flatMap((e) => ('command' in e.match && e.match.command ? [e.match.command] : [])),
      ...SUCCESS_CATALOGUE.map((r) => r.command),
    ]);
    expect(commands.filter((c) => !ruled.has(c))).toEqual([]);
  });

  it('keeps the checked-in fallback lists equal to SPEC §8 when the spec is present', () => {
    if (!specSection8) {
      // Without the spec there is nothing to compare; the lists above were the assertion.
      expect(SPEC_8_CODES_CHECKED_IN.length).toBe(53);
      return;
    }
    expect(SPEC_8_CODES_CHECKED_IN).toEqual(codes);
    expect(SPEC_8_COMMANDS_CHECKED_IN).toEqual(commands);
  });
});

// ---------------------------------------------------------------------------------------------
// Strings: every key the catalogue or dispatcher uses exists in both languages.
// ---------------------------------------------------------------------------------------------
const fragment = (lang: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../locales/${lang}.json`, import.meta.url)), 'utf8')) as {
    errors: Record<string, string>;
  };

describe('error messages in both languages', () => {
  const en = fragment('en-US').errors;
  const ar = fragment('ar-AE').errors;
  const used = new Set<string>([
    ...ERROR_MESSAGE_KEYS,
    ...ERROR_CATALOGUE.flatMap((e) => ('messageKey' in e.policy && e.policy.messageKey ? [e.policy.messageKey] : [])),
  ]);
  // The dispatcher's own fallbacks, named here so a rename there fails here.
  used.add('errors.generic');
  used.add('errors.sessionExpired');

  it.each([...used].sort())('%s has English and Arabic text', (key) => {
    const name = key.replace(/^errors\./, '');
    expect(en[name]?.trim()).toBeTruthy();
    expect(ar[name]?.trim()).toBeTruthy();
    expect(ar[name]).toMatch(/[\u0600-\u06FF]/);
    expect(ar[name]).not.toBe(en[name]);
  });

  it('has no keys that nothing uses', () => {
    const keys = (o: Record<string, string>) => Object.keys(o).map((k) => `errors.${k}`).sort();
    expect(keys(en)).toEqual([...used].sort());
    expect(keys(ar)).toEqual([...used].sort());
  });

  it('uses the exact English texts SPEC §8 gives', () => {
    expect(en.requestedMultipleTimes).toBe('You have requested multiple times of verification, please try again later.');
    expect(en.accountAvailable).toBe('Your account is not available.');
    if (specSection8) {
      expect(specSection8).toContain(en.requestedMultipleTimes);
      expect(specSection8).toContain(en.accountAvailable);
    }
  });
});

describe('sdk/errors stays framework-free', () => {
  it('imports no React and uses extensionless relative imports', () => {
    const dir = fileURLToPath(new URL('../../../sdk/errors/', import.meta.url));
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(dir + file, 'utf8');
      expect(source, file).not.toMatch(/from\s+['"](react|react-dom)(\/[^'"]*)?['"]/);
      expect(source, file).not.toMatch(/from\s+['"]\.{1,2}\/[^'"]*\.(ts|js)['"]/);
    }
  });
});

describe('the popups of 100163 (RESTRICTION_POPUPS)', () => {
  it('each flag opens its dialog, in the catalogue order; anything but true opens nothing', () => {
    for (const row of RESTRICTION_POPUPS) expect(restrictionPopupsFor({ [row.whenDataHas]: true }), row.whenDataHas).toEqual([row.dialog]);
    expect(restrictionPopupsFor({ showHighRiskUserPopup: true, showDepositLimitConfigPopup: true, showDepositLimitPopup: true })).toEqual([
      'deposit-limit-expired',
      'deposit-limit-config',
      'responsible-gaming',
    ]);
    expect(restrictionPopupsFor({ showDepositLimitPopup: 'true', showDepositLimitConfigPopup: 1 })).toEqual([]);
    expect(restrictionPopupsFor(null)).toEqual([]);
  });
});
