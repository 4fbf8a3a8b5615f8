/**
 * SPEC §8 "Error catalogue", line by line. The catalogue is data (sdk/errors/catalogue.ts) with one
 * dispatcher (sdk/errors/dispatcher.ts); their tests already hold a hand-written expectation per row
 * and per behaviour, so most lines here name the test that checks them. What was missing is
 * tested here. Codes are written as numbers, as SPEC writes them.
 */
import { describe, expect, it } from 'vitest';
import { createErrorDispatcher, geoStateAfterCheck, type ErrorDispatcherDeps, type Timers } from '../../../sdk';

/** Timers that never fire: these tests look only at what happens at once. */
const idleTimers: Timers = { setTimeout: () => 0, clearTimeout: () => {}, setInterval: () => 0, clearInterval: () => {} };

function dispatcher() {
  const toasts: unknown[] = [];
  const reported: unknown[] = [];
  const deps: ErrorDispatcherDeps = {
    emit: (event, ...args) => {
      if (event === 'toast') toasts.push(args[0]);
      if (event === 'error-reported') reported.push(args[0]);
    },
    clearUserInfo: () => {},
    currentPath: () => '/',
    timers: idleTimers,
  };
  return { ...createErrorDispatcher(deps), toasts, reported };
}

// "Code 0 success": tests/sdk/errors/catalogue.test.ts ("treats code 0 as success").
// "other non-zero codes show message or msg as an error toast": tests/sdk/errors/dispatcher.test.ts
//   ("default policy": server message, msg, generic text when blank); through the client,
//   tests/sdk/client.test.ts ("shows the server message as one error toast ...").
// "unless suppressed by header hideToastCommon": dispatcher.test.ts ("hideToast (SPEC §8
//   hideToastCommon)"), the call option `hideToast`.
// "or during an account-logout dialog": dispatcher.test.ts ("no toast while the account-logout
//   dialog is open").
// "non-zero codes are also reported to monitoring": dispatcher.test.ts ("monitoring").
// "For several hapi calls other codes are ignored": dispatcher.test.ts ("ignoreCodes").

describe('"other non-zero codes show message or msg as an error toast" with SPEC §5 "Alert messages \'ok\' or empty suppressed"', () => {
  it("never toasts a bare 'ok' as an error: the generic text shows instead", () => {
    const errors = dispatcher();
    errors.dispatch({ code: 123456789, command: '100124', message: 'ok' });
    expect(errors.toasts).toEqual([{ kind: 'error', messageKey: 'errors.generic', code: 123456789 }]);
  });

  it("takes msg when message is only 'ok'", () => {
    const errors = dispatcher();
    errors.dispatch({ code: 123456789, command: '100124', message: 'OK', msg: 'Liability limit reached' });
    expect(errors.toasts).toEqual([{ kind: 'error', message: 'Liability limit reached', code: 123456789 }]);
  });

  it('still reports the failure to monitoring', () => {
    const errors = dispatcher();
    errors.dispatch({ code: 123456789, command: '100124', message: 'ok' });
    expect(errors.reported).toHaveLength(1);
    expect(errors.reported[0]).toMatchObject({ code: 123456789, command: '100124' });
  });
});

describe('"Geo-call failure sets geo state error"', () => {
  const NOW = Date.UTC(2026, 10, 22, 8, 0);
  const GAP = 5 * 60_000;

  it('a failed geo check is an error and not valid, so geo-checked commands prove the location again', () => {
    expect(geoStateAfterCheck({ ok: false }, NOW, GAP)).toEqual({ status: 'error', valid: false });
  });

  // The rest of the geo state is SPEC §4 "Geo", written once here beside the failure case.
  it('a whitelisted player is valid whatever the location (SPEC §4 "whitelisted user clears restriction")', () => {
    expect(geoStateAfterCheck({ ok: true, whiteListed: true, cacheExpiresAt: null }, NOW, GAP)).toEqual({ status: 'whiteList', valid: true });
  });

  it('is valid while the server cache-expire time is at least the configured gap away (SPEC §4)', () => {
    expect(geoStateAfterCheck({ ok: true, whiteListed: false, cacheExpiresAt: NOW + GAP }, NOW, GAP)).toEqual({ status: 'valid', valid: true });
    expect(geoStateAfterCheck({ ok: true, whiteListed: false, cacheExpiresAt: NOW + GAP - 1 }, NOW, GAP)).toEqual({ status: 'invalid', valid: false });
    expect(geoStateAfterCheck({ ok: true, whiteListed: false, cacheExpiresAt: null }, NOW, GAP)).toEqual({ status: 'invalid', valid: false });
  });
});

// "Session-invalid 401000001, 401000002, 401000003, 401000006, 403000602, 403000605: clear user
//   info, show message, go to login. 403000901: logout, login, message 'account available'.
//   502000103: logout, login": tests/sdk/errors/catalogue.test.ts ("error catalogue rows") and
//   tests/sdk/errors/dispatcher.test.ts ("dispatching each catalogue row"); login keeps the return
//   path, dispatcher.test.ts ("going to login").
// "403000717: clear toast and user info; if not on login, pay-limit dialog and go to login.
//   518000221: pay-limit error dialog and remove user info. 403000720 (AML): AML dialog, logout,
//   login": both files, rows; dispatcher.test.ts ("403000717 pay-limit").
// "401000004, 401000005, 400000005: message shown after a delay. 200000001 on 102012: silent":
//   both files, rows (delay 1.5 s; the 102012 override).
// "Silent: 100501001-100501004, 300000001, 300000004, 300000005, 300000009 ..., 502000001,
//   403000815 (on eKYC shows failed dialog), 403000912, 500000000, 400000003, 500001019 and
//   403000949 (app info: sales-suspension dialog, redirect home), 403000724 and 403000725 (eKYC
//   error dialog with message), 403000619 on app info": both files, rows; catalogue.test.ts also
//   checks every code SPEC §8 names has a row.
// "403000618 (account logout): logged-out dialog with login time, logout, go to login (or home from
//   push), unless on excluded route": dispatcher.test.ts ("403000618 account logged out").
// "403000619 (self-exclusion): type 1 login-time exclusion popup ...; type 5 goes home with exclusion
//   dialog; other types open the self-exclusion dialog with end time, bet limit, remaining amount":
//   dispatcher.test.ts ("403000619 self-exclusion by type").
// "Geo codes 403001022 to 403001035: geo popup with message": both files, rows.
// "420544/420550/420551 with success code and rechargeLimitError: deposit self-exclusion dialog":
//   catalogue.test.ts ("success-code inspection"), dispatcher.test.ts ("success replies").
// "Login 100202: 403000622 mobile-unverified text; 403000623 email-unverified; 403000601 no message;
//   403000810 incorrect-code text. Register 100203: 403000622, 403000623 registration texts. Commands
//   001001, 001012 with 403000613: requested-multiple text": both files, command overrides; the
//   texts in both languages, catalogue.test.ts ("error messages in both languages").
// "Messages 'Wrong current password.' and 'The old password was entered incorrectly' never toasted":
//   catalogue.test.ts ("never toasts the wrong-password messages ..."), also in other spellings.
// "Recharge: defaults 'Recharge failed' or 'Payment failed'; labels 'Success', 'Timeout'; success toast
//   from recharge.rechargeSuccessToast. Payment errors: server message, fallback 'error'": the deposit
//   flow, tests/elements/deposits/deposit.test.tsx and deposit-flow-state.test.ts. "Deposit-limit
//   removal ...; Self-exclusion dialog closes on failure without session":
//   tests/elements/responsible-play/self-exclusion.test.tsx and restriction-dialogs.test.tsx.
// "KYC failure reasons 15 name mismatch, 16 must be 18, 17 birth-date verification failed":
//   tests/sdk/kyc-rules.test.ts ("names failure reasons 15, 16 and 17"); 403000815 with the server's
//   subtitle, rows above. "forbidStatus 1 max attempts message" and "Daily KYC limit": the KYC
//   elements, tests/elements/kyc/kyc-frame.test.ts ("daily limit message when forbidStatus is 1") and
//   tests/elements/kyc/kyc-locales.test.ts; the server's count, tests/server/kyc.test.ts.
// "Messages: ...": the gateway's texts in both languages, tests/server/gateway-messages.test.ts
//   ("keeps the exact English wording SPEC §8 gives"); "account locked for {n} minutes or hours",
//   the same file ("fills {n} of the lock message ..."). Card, IBAN and purchase messages: the
//   server's texts (host-demo/server/errors/messages.ts) and their domain tests; draw-animation
//   messages come with the play screens (issue 21). Location denied or timed out blocks betting
//   and deposits: the geo state above; a host's own location bridge is issue 22.
// "Bridge failures: location returns -1 or -2, or 0 when unknown; auth failure yields status fail":
//   the host bridges, issue 22. "Pay-fail event shows dialog; pay-timeout dialog offers
//   view/refresh": issue 22 (the super-app's requestPayment). "bet_insufficient opens recharge
//   prompt": the socket, tests/sdk/socket.test.ts.
// "Page-bundle load failure after 120 s: ChunkLoadError": the reference site's loader, not the SDK.
// "User-visible strings are translation keys": tests/elements/locales.test.ts and
//   tests/sdk/validation-keys.test.ts.
