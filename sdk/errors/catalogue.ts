/**
 * The error catalogue of SPEC §8, as data: which gateway code (or server message) leads to which
 * policy, with per-command overrides. It decides nothing at run time; `createErrorDispatcher`
 * (./dispatcher) applies what it finds here. Adding a code is adding a row.
 *
 * Lookup order, most specific first: a server message that is never shown, then a per-command
 * override, then the code, then the default (toast the server's message).
 */
import { CLIENT_ERROR_CODES } from '../transport/gateway-transport';
import type { ClientEvents, DialogName } from '../client/events';
import { ErrorCode, ErrorCodeRange, codesOf } from './codes';

/**
 * Delay before a `delayed-message` toast appears (SPEC §8 says "after a delay"; 1.5 s chosen).
 *
 * @example timers.setTimeout(showToast, DELAYED_MESSAGE_MS)
 */
export const DELAYED_MESSAGE_MS = 1500;

// "Go home" and "go to login" lead to the SDK's named routes (../routes), exported from there.
import { HOME_PATH } from '../routes/entry-routes';

/**
 * Every translation key the catalogue or the dispatcher may toast. Each exists in both languages in
 * `locales/{en-US,ar-AE}.json` (a test checks it).
 *
 * @example translationsFor(client).getSnapshot().t(ERROR_MESSAGE_KEYS[0]) // 'Your account is not available.'
 */
export const ERROR_MESSAGE_KEYS = [
  'errors.accountAvailable',
  'errors.requestedMultipleTimes',
  'errors.mobileUnverified',
  'errors.emailUnverified',
  'errors.incorrectCode',
  'errors.registerMobileUnverified',
  'errors.registerEmailUnverified',
  'errors.sessionExpired',
  'errors.networkError',
  'errors.timeout',
  'errors.requestError',
  'errors.generic',
] as const;

/** A translation key from {@link ERROR_MESSAGE_KEYS}. @example const key: ErrorMessageKey = 'errors.generic'; */
export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[number];

/** Why a session ended, as the `logout` event carries it. @example const reason: LogoutReason = 'restricted'; */
export type LogoutReason = Parameters<ClientEvents['logout']>[0]['reason'];

/**
 * What to do about one error. A discriminated union on `kind`; the dispatcher has one branch per
 * kind, so a new kind does not compile until it is handled.
 *
 * - `toast`: show an error toast with `messageKey` if given, else the server's `message` or `msg`.
 * - `silent`: nothing is shown (the error is still reported to monitoring).
 * - `delayed-message`: the server's message as a toast after `delayMs`.
 * - `session-invalid`: clear user info, show the message, go to login with the current path to return to.
 * - `logout-login`: log out and go to login, toasting `messageKey` if given.
 * - `pay-limit`: `login` variant (403000717) dismisses the toast, clears user info and, unless
 *   already on login, opens the pay-limit dialog and goes to login; `dialog` variant (518000221)
 *   opens the dialog and clears user info.
 * - `aml`: AML dialog, log out, go to login.
 * - `account-logged-out`: logged-out dialog with the login time, log out, go to login (home when the
 *   error came from a push), unless the current route is excluded.
 * - `self-exclusion`: a dialog chosen by the exclusion type in `data`.
 * - `geo`: geo dialog with the server's message.
 * - `dialog`: a named dialog (with the server's message when `withMessage`), after going to `navigateTo`.
 *
 * @example
 * const policy: ErrorPolicy = { kind: 'dialog', dialog: 'kyc-error', withMessage: true };
 */
export type ErrorPolicy =
  | { readonly kind: 'toast'; readonly messageKey?: ErrorMessageKey }
  | { readonly kind: 'silent' }
  | { readonly kind: 'delayed-message'; readonly delayMs: number }
  | { readonly kind: 'session-invalid' }
  | { readonly kind: 'logout-login'; readonly reason: LogoutReason; readonly messageKey?: ErrorMessageKey }
  | { readonly kind: 'pay-limit'; readonly variant: 'login' | 'dialog' }
  | { readonly kind: 'aml' }
  | { readonly kind: 'account-logged-out' }
  | { readonly kind: 'self-exclusion' }
  | { readonly kind: 'geo' }
  | { readonly kind: 'dialog'; readonly dialog: DialogName; readonly withMessage: boolean; readonly navigateTo?: string };

/** The kinds of {@link ErrorPolicy}. @example const kind: ErrorPolicyKind = 'geo'; */
export type ErrorPolicyKind = ErrorPolicy['kind'];

/**
 * What to do about a success (code 0) reply: nothing, or (recharge commands whose reply carries
 * `rechargeLimitError`) open the deposit-self-exclusion dialog.
 *
 * @example successPolicyFor('420544', { rechargeLimitError: true }).kind // 'deposit-self-exclusion'
 */
export type SuccessPolicy = { readonly kind: 'success' } | { readonly kind: 'deposit-self-exclusion' };

/**
 * Which errors a catalogue row applies to: a code (optionally only on one command), or a message on any code.
 *
 * @example { code: 403000613, command: '001001' }
 */
export type CatalogueMatch = { readonly code: number; readonly command?: string } | { readonly message: string };

/**
 * One row of the catalogue. Where a rule comes from is a comment beside its row, not data: the
 * catalogue ships in every partner's bundle, and the reasons are for people reading this file.
 *
 * @example
 * { match: { code: 403000720 }, policy: { kind: 'aml' } }
 */
export interface CatalogueEntry {
  readonly match: CatalogueMatch;
  readonly policy: ErrorPolicy;
}

/**
 * One row of the success-code catalogue.
 *
 * @example
 * { command: '420544', whenDataHas: 'rechargeLimitError', policy: { kind: 'deposit-self-exclusion' } }
 */
export interface SuccessCatalogueEntry {
  readonly command: string;
  /** Field of `data` that, when truthy, triggers the policy. */
  readonly whenDataHas: string;
  readonly policy: SuccessPolicy;
}

/**
 * Client-side codes for failures that never reached the gateway's logic (the transport's
 * `CLIENT_ERROR_CODES`, re-exported under the catalogue's name).
 *
 * @example policyFor(CLIENT_CODES.timeout, '100124').policy // { kind: 'toast', messageKey: 'errors.timeout' }
 */
export { CLIENT_ERROR_CODES as CLIENT_CODES } from '../transport/gateway-transport';

// Policies used by many rows, written once.
const toast: ErrorPolicy = { kind: 'toast' };
const silent: ErrorPolicy = { kind: 'silent' };
const sessionInvalid: ErrorPolicy = { kind: 'session-invalid' };
const delayed: ErrorPolicy = { kind: 'delayed-message', delayMs: DELAYED_MESSAGE_MS };
const geo: ErrorPolicy = { kind: 'geo' };
const toastKey = (messageKey: ErrorMessageKey): ErrorPolicy => ({ kind: 'toast', messageKey });

const onCode = (code: number, policy: ErrorPolicy): CatalogueEntry => ({ match: { code }, policy });
const onCommand = (command: string, code: number, policy: ErrorPolicy): CatalogueEntry => ({ match: { code, command }, policy });
const onMessage = (message: string, policy: ErrorPolicy): CatalogueEntry => ({ match: { message }, policy });

/**
 * The whole catalogue of SPEC §8, one row per code (ranges expanded), per command override or
 * per never-shown message. Codes are written by their {@link ErrorCode} names (the SPEC number
 * stays in the comment beside a row where it helps a reader find the line); commands are six-digit strings as sent
 * in the `API-Execute-Command` header.
 *
 * @example
 * ERROR_CATALOGUE.find((e) => 'code' in e.match && e.match.code === ErrorCode.amlRestricted)?.policy; // { kind: 'aml' }
 */
export const ERROR_CATALOGUE: readonly CatalogueEntry[] = Object.freeze([
  // Session no longer valid: the token is dead, so local user info goes and the player logs in again.
  onCode(ErrorCode.sessionMissing, sessionInvalid), // SPEC §8 session-invalid list
  onCode(ErrorCode.sessionInvalid, sessionInvalid), // SPEC §8 session-invalid list
  onCode(ErrorCode.sessionExpired, sessionInvalid), // SPEC §8 session-invalid list
  onCode(ErrorCode.sessionEnded, sessionInvalid), // SPEC §8 session-invalid list
  onCode(ErrorCode.accountSessionEnded, sessionInvalid), // SPEC §8 session-invalid list
  onCode(ErrorCode.accountSessionRevoked, sessionInvalid), // SPEC §8 session-invalid list

  // Logout and login, with or without a message.
  // SPEC §8: logout, login, message 'account available' (text: 'Your account is not available.')
  onCode(
    ErrorCode.accountUnavailable,
    { kind: 'logout-login', reason: 'restricted', messageKey: 'errors.accountAvailable' },
  ),
  onCode(ErrorCode.platformLogout, { kind: 'logout-login', reason: 'session-invalid' }), // SPEC §8: logout, login (no message given)

  // Restrictions.
  onCode(ErrorCode.payLimitLogout, { kind: 'pay-limit', variant: 'login' }), // SPEC §8: clear toast and user info; pay-limit dialog and login unless on login
  onCode(ErrorCode.payLimitFailed, { kind: 'pay-limit', variant: 'dialog' }), // SPEC §8: pay-limit error dialog and remove user info
  onCode(ErrorCode.amlRestricted, { kind: 'aml' }), // SPEC §8 AML: AML dialog, logout, login
  onCode(ErrorCode.loggedInElsewhere, { kind: 'account-logged-out' }), // SPEC §8 account logout (another device, SPEC §4): dialog with login time
  onCode(ErrorCode.selfExcluded, { kind: 'self-exclusion' }), // SPEC §8 self-exclusion: dialog by exclusion type (1, 5, other)

  // Messages that wait: SPEC §8 shows them "after a delay".
  onCode(ErrorCode.sessionNotice, delayed), // SPEC §8: message shown after a delay
  onCode(ErrorCode.sessionWarning, delayed), // SPEC §8: message shown after a delay
  onCode(ErrorCode.requestNotice, delayed), // SPEC §8: message shown after a delay

  // Silent: the caller or a poller deals with these, a toast would only confuse.
  ...codesOf(ErrorCodeRange.quietNotices).map((c) => onCode(c, silent)), // SPEC §8 silent list (100501001-100501004)
  onCode(ErrorCode.orderQueryQuiet, silent), // SPEC §8 silent list
  onCode(ErrorCode.orderStateQuiet, silent), // SPEC §8 silent list
  onCode(ErrorCode.orderResultQuiet, silent), // SPEC §8 silent list
  onCode(ErrorCode.orderStillWaiting, silent), // SPEC §8: order polling still waiting; the poller counts it (SPEC §4)
  onCode(ErrorCode.platformQuiet, silent), // SPEC §8 silent list
  onCode(ErrorCode.accountQuiet, silent), // SPEC §8 silent list
  onCode(ErrorCode.unexpected, silent), // SPEC §8 silent list
  onCode(ErrorCode.requestQuiet, silent), // SPEC §8 silent list

  // Named dialogs. SPEC §8 lists these codes as silent because a dialog says it instead of a toast.
  // SPEC §8: app info sales suspension: dialog, redirect home
  onCode(
    ErrorCode.salesSuspended,
    { kind: 'dialog', dialog: 'sales-suspension', withMessage: true, navigateTo: HOME_PATH },
  ),
  // SPEC §8: app info sales suspension: dialog, redirect home
  onCode(
    ErrorCode.gameSalesSuspended,
    { kind: 'dialog', dialog: 'sales-suspension', withMessage: true, navigateTo: HOME_PATH },
  ),
  onCode(ErrorCode.kycServiceUnavailable, { kind: 'dialog', dialog: 'kyc-error', withMessage: true }), // SPEC §8: eKYC error dialog with message
  onCode(ErrorCode.kycAttemptsExceeded, { kind: 'dialog', dialog: 'kyc-error', withMessage: true }), // SPEC §8: eKYC error dialog with message
  // SPEC §8: eKYC failed dialog; the server message is its subtitle (SPEC §8 KYC failure reasons)
  onCode(
    ErrorCode.kycFailed,
    { kind: 'dialog', dialog: 'kyc-failed', withMessage: true },
  ),

  // Geo restriction: every code of the span opens the geo popup with the server's message.
  ...codesOf(ErrorCodeRange.geoRestricted).map((c) => onCode(c, geo)), // SPEC §8: geo codes 403001022 to 403001035, geo popup with message

  // The gateway's own codes (reference server): toast what it says.
  onCode(ErrorCode.malformedRequest, toast), // Gateway: 'Malformed request'
  onCode(ErrorCode.unknownCommand, toast), // Gateway: 'Unknown command'
  onCode(ErrorCode.validationFailed, toast), // Gateway: 'Validation failed' (SPEC §8 message)
  onCode(ErrorCode.methodNotAllowed, toast), // Gateway: method not allowed for this command
  onCode(ErrorCode.gameNotFound, toast), // Gateway: the game asked for does not exist (700005)
  onCode(ErrorCode.invalidFile, toast), // Gateway: an upload that is not a JPEG or PNG (by its bytes) of at most 5 MB (100136)
  onCode(ErrorCode.idempotencyKeyReused, toast), // Gateway: an idempotency key sent again with another request (101101, 420544, 420605); nothing done
  onCode(ErrorCode.kycAttemptNotFound, toast), // Gateway: no eKYC attempt with that ticketId for this player (100146, 100147)
  onCode(ErrorCode.documentNotFound, toast), // Gateway: a document id that is not one of the player's uploads (100134)
  onCode(ErrorCode.termsVersionNotFound, toast), // Gateway: an unknown terms version (200030)

  // Deposits (SPEC §4 card payment result: a non-zero code shows the message and refreshes the gateway id).
  onCode(ErrorCode.depositNotFound, toast), // Gateway: no deposit with that gatewayId or orderId for this player
  onCode(ErrorCode.couponNotFound, toast), // Gateway: no coupon with that id for this player (102027)
  onCode(ErrorCode.legacyAccountNotFound, toast), // Gateway: no account of the previous platform with that reference is the player's (600701); nothing changed
  onCode(ErrorCode.accountAlreadyMigrated, toast), // Gateway: that account of the previous platform was migrated to another account (600701); nothing changed
  onCode(ErrorCode.depositBelowMinimum, toast), // SPEC §5: "Deposit Amount can't be less than {minAmount}"
  onCode(ErrorCode.depositAboveMaximum, toast), // SPEC §5: 'The deposit amount has exceeded the maximum limit of the payment channel.'
  onCode(ErrorCode.cardBlocked, toast), // SPEC §8: card locked ('The current card has been locked and cannot be used.')
  onCode(ErrorCode.cardExpired, toast), // SPEC §8: card expired ('The current card has expired and cannot be used.')
  onCode(ErrorCode.rechargeAttemptsLocked, toast), // SPEC §8: recharge attempts locked (contact live chat)
  onCode(ErrorCode.paymentFailed, toast), // SPEC §8 recharge default 'Payment failed'
  onCode(ErrorCode.couponUnavailable, toast), // Gateway: a coupon that is not the player's, used, or held by another open deposit; nothing opened
  onCode(ErrorCode.couponNotValidNow, toast), // SPEC §3 coupon validStartTimestamp/validEndTimestamp: outside them; nothing opened
  onCode(ErrorCode.couponBelowMinimum, toast), // SPEC §3 coupon minAmount: the deposit is below it; nothing opened

  // Accounts (reference gateway). The server's message is already in the player's language.
  onCode(ErrorCode.accountNotFound, silent), // SPEC §8: 403000601 (no account uses this mobile or e-mail) has no message, on any command
  onCode(ErrorCode.mobileUnverified, toast), // SPEC §8 mobile unverified: the server text on commands without an override (100200, code sending)
  onCode(ErrorCode.emailUnverified, toast), // SPEC §8 e-mail unverified: the server text on commands without an override (100200, code sending)
  onCode(ErrorCode.wrongCurrentPassword, silent), // SPEC §8: 'Wrong current password.' is shown in the form, never toasted (also in Arabic)
  onCode(ErrorCode.incorrectCredentials, toast), // SPEC §8: 'Incorrect E-mail address or password.' (or the mobile form)
  onCode(ErrorCode.accountLocked, toast), // SPEC §8: account locked for {n} minutes or hours (filled in by the server)
  onCode(ErrorCode.mobileTaken, toast), // Gateway: the mobile number is already registered (001001 register, 100201)
  onCode(ErrorCode.emailTaken, toast), // Gateway: the e-mail address is already registered (001012 register, 100201)
  onCode(ErrorCode.idNumberTaken, toast), // Gateway: the ID number is already registered (100201)
  onCode(ErrorCode.balanceNotCleared, toast), // SPEC §5 account deletion: balance must be cleared first (100134)
  onCode(ErrorCode.partnerReturnRefused, toast), // 100230: the login page says why it does not go back to that site
  onCode(ErrorCode.hostCodeInvalid, silent), // 100232: the /botim/loginMethod page says the authorisation ran out and offers Try again
  onCode(ErrorCode.hostBindingInvalid, silent), // 100233: the binding dialog says it ran out and starts over
  onCode(ErrorCode.hostAccountTaken, silent), // 100233: the binding dialog says that account belongs to another super-app user
  onCode(ErrorCode.handoffCodeInvalid, toast), // 100231: the partner page says the login did not carry over; the player logs in again
  // SPEC §4/§6 KYC gate: deposit, withdrawal and purchase need a verified player; the UI offers verification
  onCode(
    ErrorCode.kycRequired,
    { kind: 'dialog', dialog: 'kyc-required', withMessage: false },
  ),
  onCode(ErrorCode.kycAlreadyVerified, toast), // Gateway: the player is already verified (100145)
  // SPEC §5 name-mismatch warning: a deposit or wager refused until the player verifies again; the KYC warn dialog says why
  onCode(ErrorCode.kycNameWarning, { kind: 'dialog', dialog: 'kyc-name-warning', withMessage: true }),
  onCode(ErrorCode.incorrectCode, toast), // SPEC §8 incorrect code: the server text where no override applies (001013)
  onCode(ErrorCode.codeAttemptsExceeded, toast), // SPEC §8: 'You have exceeded the maximum number of verification attempts.'
  onCode(ErrorCode.codeExpired, toast), // Gateway: the code expired or was already used; ask for a new one
  onCode(ErrorCode.verificationTicketInvalid, toast), // Gateway: the verification ticket expired or was used; verify the mobile or e-mail again
  // Withdrawals (reference gateway): the server's message, already in the player's language.
  onCode(ErrorCode.ibanAccountNotFound, toast), // Gateway: not one of the player's IBAN accounts (420603, 420605)
  onCode(ErrorCode.insufficientWithdrawable, toast), // SPEC §5: 'Insufficient withdrawable amount.'
  onCode(ErrorCode.withdrawalBelowMinimum, toast), // SPEC §5: withdrawal below the minimum (amount filled in by the server)
  onCode(ErrorCode.withdrawalAboveChannelMaximum, toast), // SPEC §5: withdrawal above the payout channel's limit
  onCode(ErrorCode.ibanAccountDuplicate, toast), // Gateway: the same IBAN added twice (420602)
  onCode(ErrorCode.ibanAccountLimitReached, toast), // SPEC §5: maximum count of IBAN accounts (420602)
  onCode(ErrorCode.lastIbanAccount, toast), // SPEC §5: at least one IBAN account kept (420603)
  onCode(ErrorCode.ibanAccountLocked, toast), // SPEC §8: IBAN account locked
  onCode(ErrorCode.withdrawalNeedsDepositHistory, toast), // SPEC §5: wallet withdrawals only with deposit history
  onCode(ErrorCode.withdrawalIdMismatch, toast), // SPEC §5: wallet withdrawals only to an account with the same EID
  onCode(ErrorCode.withdrawalUnsuccessful, toast), // SPEC §8: withdrawal unsuccessful (contact support)
  onCode(ErrorCode.withdrawalMobileMissing, toast), // Gateway: no mobile number for the withdrawal code (420607)
  onCode(ErrorCode.ibanAccountHeldByAnother, toast), // SPEC §5: only an own-name account; the IBAN is another player's (420602)
  // Orders (reference gateway): the server's message, already in the player's language.
  onCode(ErrorCode.insufficientBalance, toast), // SPEC §8: 'Insufficient account balance, kindly deposit first.' (bet_insufficient opens the deposit prompt)
  onCode(ErrorCode.salesClosed, toast), // Gateway: the draw's sales closed before the order arrived
  onCode(ErrorCode.orderPriceChanged, toast), // Gateway: the order's price differs from the amount shown
  onCode(ErrorCode.chaseTerminationUnavailable, toast), // SPEC §4: the termination-unavailable notice
  onCode(ErrorCode.grandPrizeNotClaimable, toast), // Gateway: the grand prize cannot be claimed (not unclaimed)
  onCode(ErrorCode.orderNotCancellable, toast), // Gateway: the order can no longer be cancelled (103001)
  onCode(ErrorCode.orderNotFound, toast), // Gateway: not one of the player's orders or plans
  onCode(ErrorCode.notificationNotFound, toast), // Gateway: not one of the player's notifications
  // E-instant wallet protocol (reference gateway): answered to the game studio, toasted if ever shown.
  onCode(ErrorCode.eInstantSessionInvalid, toast), // Gateway: the game's launch token or session is spent, expired or unknown
  onCode(ErrorCode.eInstantSignatureInvalid, toast), // Gateway: the wallet call's signature is not the studio's
  onCode(ErrorCode.eInstantRoundClosed, toast), // Gateway: the round is closed or rolled back
  onCode(ErrorCode.eInstantRollbackAfterWin, toast), // Gateway: a rollback after a win on the round
  onCode(ErrorCode.eInstantWinTooLarge, toast), // Gateway: a win above the game's top prize
  onCode(ErrorCode.eInstantRoundNotFound, toast), // Gateway: a win or rollback without its bet
  // Responsible play (reference gateway): the server's message, already in the player's language.
  onCode(ErrorCode.limitUnchanged, toast), // Gateway: limit unchanged (SPEC §4/§5 responsible play)
  onCode(ErrorCode.limitAboveExisting, toast), // Gateway: higher limit while running (SPEC §4/§5 responsible play)
  onCode(ErrorCode.limitShorterDuration, toast), // Gateway: shorter duration while running (SPEC §4/§5 responsible play)
  onCode(ErrorCode.limitBelowUsed, toast), // Gateway: limit below used (SPEC §4/§5 responsible play)
  onCode(ErrorCode.limitLocked, toast), // Gateway: limit locked (SPEC §4/§5 responsible play)
  onCode(ErrorCode.limitNotExpired, toast), // Gateway: limit not removable before expiry (SPEC §4/§5 responsible play)
  onCode(ErrorCode.exclusionNotShortened, toast), // Gateway: exclusion cannot be shortened (SPEC §4/§5 responsible play)
  onCode(ErrorCode.durationNotOffered, toast), // Gateway: duration not offered (SPEC §4/§5 responsible play)
  onCode(ErrorCode.limitNotFound, toast), // Gateway: no limit to remove (SPEC §4/§5 responsible play)
  onCode(ErrorCode.tooFrequent, toast), // SPEC §8: 'Your actions are too frequent, please try again later.' (a rate limit of the account commands; HTTP 429)

  // Client-side failures: their message is a developer's English, so a translated text is shown.
  onCode(CLIENT_ERROR_CODES.network, toastKey('errors.networkError')), // Client: no answer from the network (SPEC §8 internet error)
  onCode(CLIENT_ERROR_CODES.timeout, toastKey('errors.timeout')), // Client: no answer within 55 s (SPEC §7 timeout)
  onCode(CLIENT_ERROR_CODES.invalidResponse, toastKey('errors.requestError')), // Client: reply was not a valid envelope (SPEC §8 request error)
  onCode(CLIENT_ERROR_CODES.invalidRequest, toastKey('errors.requestError')), // Client: request could not be built (SPEC §8 request error)

  // Per-command overrides.
  onCommand('102012', ErrorCode.dataUnavailable, silent), // SPEC §8: 200000001 on 102012 is silent
  onCommand('700005', ErrorCode.selfExcluded, silent), // SPEC §8: 403000619 on app info is silent; the game page shows the exclusion
  onCommand('001001', ErrorCode.codeRequestedTooOften, toastKey('errors.requestedMultipleTimes')), // SPEC §8: requested-multiple text on 001001
  onCommand('001012', ErrorCode.codeRequestedTooOften, toastKey('errors.requestedMultipleTimes')), // SPEC §8: requested-multiple text on 001012
  onCommand('100202', ErrorCode.mobileUnverified, toastKey('errors.mobileUnverified')), // SPEC §8 login: mobile-unverified text
  onCommand('100202', ErrorCode.emailUnverified, toastKey('errors.emailUnverified')), // SPEC §8 login: email-unverified text
  onCommand('100202', ErrorCode.accountNotFound, silent), // SPEC §8 login: 403000601 has no message (the login form shows its own state)
  onCommand('100202', ErrorCode.incorrectCode, toastKey('errors.incorrectCode')), // SPEC §8 login: incorrect-code text
  onCommand('100203', ErrorCode.mobileUnverified, toastKey('errors.registerMobileUnverified')), // SPEC §8 register 100203: registration text
  onCommand('100203', ErrorCode.emailUnverified, toastKey('errors.registerEmailUnverified')), // SPEC §8 register 100203: registration text

  // Messages never toasted, whatever the code: the password form shows them next to the field.
  onMessage('Wrong current password.', silent), // SPEC §8: never toasted
  onMessage('The old password was entered incorrectly', silent), // SPEC §8: never toasted
]);

/**
 * Success replies that still need handling (SPEC §8: "420544/420550/420551 with success code and
 * rechargeLimitError: deposit self-exclusion dialog").
 *
 * @example SUCCESS_CATALOGUE.map((row) => row.command) // ['420544', '420550', '420551']
 */
export const SUCCESS_CATALOGUE: readonly SuccessCatalogueEntry[] = Object.freeze(
  (['420544', '420550', '420551'] as const).map((command) => ({
    command,
    whenDataHas: 'rechargeLimitError',
    // SPEC §8: recharge answered code 0 with rechargeLimitError: deposit self-exclusion dialog.
    policy: { kind: 'deposit-self-exclusion' } as const,
  })),
);

/**
 * One popup that 100163 (global restrictions, SPEC §3) can ask for after login: the reply's flag
 * and the dialog it opens.
 *
 * @example { whenDataHas: 'showDepositLimitPopup', dialog: 'deposit-limit-expired' }
 */
export interface RestrictionPopupEntry {
  readonly whenDataHas: 'showDepositLimitPopup' | 'showDepositLimitConfigPopup' | 'showHighRiskUserPopup';
  readonly dialog: DialogName;
}

/**
 * The popups of 100163, as data, in the order they are shown: the expired deposit limit (renew,
 * change or remove it), the invitation to set a deposit limit, the responsible-gaming points
 * popup. `<nl-restriction-dialogs>` asks 100163 once per login and opens each flagged one.
 *
 * @example restrictionPopupsFor({ showDepositLimitConfigPopup: true }) // ['deposit-limit-config']
 */
export const RESTRICTION_POPUPS: readonly RestrictionPopupEntry[] = Object.freeze([
  { whenDataHas: 'showDepositLimitPopup', dialog: 'deposit-limit-expired' }, // SPEC §3, §4: expired limit: renew, change or remove
  { whenDataHas: 'showDepositLimitConfigPopup', dialog: 'deposit-limit-config' }, // SPEC §3: no deposit limit yet
  { whenDataHas: 'showHighRiskUserPopup', dialog: 'responsible-gaming' }, // SPEC §7: responsible-gaming points popup
] as const);

/**
 * The dialogs a 100163 reply asks for, in {@link RESTRICTION_POPUPS} order.
 *
 * @example restrictionPopupsFor({ showDepositLimitPopup: true, showHighRiskUserPopup: true }) // ['deposit-limit-expired', 'responsible-gaming']
 */
export function restrictionPopupsFor(data: unknown): DialogName[] {
  if (!isRecord(data)) return [];
  return RESTRICTION_POPUPS.filter((row) => data[row.whenDataHas] === true).map((row) => row.dialog);
}

/**
 * The policy of codes the catalogue does not name (SPEC §8: "other non-zero codes show message or
 * msg as an error toast").
 *
 * @example policyFor(123456789, '100124').policy === DEFAULT_POLICY // true
 */
export const DEFAULT_POLICY: ErrorPolicy = toast;

/**
 * How a policy was found: by the success code, a never-shown message, a command override, the code, or the default.
 *
 * @example policyFor(403000622, '100202').matchedBy // 'command'
 */
export type MatchedBy = 'success' | 'message' | 'command' | 'code' | 'default';

/** The answer of {@link policyFor}. @example const { policy, matchedBy } = policyFor(401000001, '100124'); */
export interface PolicyMatch {
  readonly policy: ErrorPolicy | SuccessPolicy;
  readonly matchedBy: MatchedBy;
}

/**
 * Messages compare without surrounding spaces, a final full stop or case, so 'Wrong current
 * password' and 'wrong current password.' are the same message.
 *
 * @example normalizeMessage(' Wrong current password. ') // 'wrong current password'
 */
export function normalizeMessage(message: string): string {
  return message.trim().replace(/\.+$/, '').toLowerCase();
}

const byMessage = indexRows((m) => ('message' in m ? normalizeMessage(m.message) : undefined));
const byCommandCode = indexRows((m) => ('message' in m || m.command === undefined ? undefined : `${m.command}:${m.code}`));
const byCode = indexRows((m) => ('message' in m || m.command !== undefined ? undefined : m.code));

function indexRows<K>(keyOf: (match: CatalogueMatch) => K | undefined): ReadonlyMap<K, CatalogueEntry> {
  const map = new Map<K, CatalogueEntry>();
  for (const entry of ERROR_CATALOGUE) {
    const key = keyOf(entry.match);
    if (key === undefined) continue;
    // Two rows for one key would make the answer depend on row order: a mistake in the data.
    if (map.has(key)) throw new Error(`Error catalogue: two rows for ${String(key)}`);
    map.set(key, entry);
  }
  return map;
}

/**
 * Finds the policy for an error, without doing anything. Most specific wins: a never-shown
 * message, then a per-command override, then the code, then the default toast. Code 0 is success.
 *
 * @param code gateway code (0 success; negative codes are the client's own)
 * @param command six-digit command code, as sent in `API-Execute-Command`
 * @param message the server's `message` or `msg`, checked against the never-shown messages
 * @example
 * policyFor(403000622, '100202').policy; // { kind: 'toast', messageKey: 'errors.mobileUnverified' }
 * policyFor(403000622, '100124').policy; // { kind: 'toast' }  (the default: server message)
 * policyFor(1, '100124', 'Wrong current password.').policy; // { kind: 'silent' }
 */
export function policyFor(code: number, command: string, message?: string): PolicyMatch {
  if (code === 0) return { policy: { kind: 'success' }, matchedBy: 'success' }; // SPEC §8: code 0 is success
  const byMsg = message ? byMessage.get(normalizeMessage(message)) : undefined;
  if (byMsg) return { policy: byMsg.policy, matchedBy: 'message' };
  const override = byCommandCode.get(`${command}:${code}`);
  if (override) return { policy: override.policy, matchedBy: 'command' };
  const row = byCode.get(code);
  if (row) return { policy: row.policy, matchedBy: 'code' };
  // SPEC §8: other non-zero codes show message or msg as an error toast.
  return { policy: DEFAULT_POLICY, matchedBy: 'default' };
}

/**
 * Inspects a success (code 0) reply. Recharge commands 420544, 420550 and 420551 can succeed at
 * the gateway yet carry `data.rechargeLimitError`: the deposit would break the player's deposit
 * limit, so the deposit-self-exclusion dialog opens instead.
 *
 * @example
 * successPolicyFor('420544', { rechargeLimitError: true }); // { kind: 'deposit-self-exclusion' }
 * successPolicyFor('420544', { redirect: 'https://…' });    // { kind: 'success' }
 */
export function successPolicyFor(command: string, data: unknown): SuccessPolicy {
  const row = SUCCESS_CATALOGUE.find((r) => r.command === command);
  if (row && isRecord(data) && data[row.whenDataHas]) return row.policy;
  return { kind: 'success' };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
