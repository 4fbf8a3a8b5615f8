/**
 * One name for every gateway code: the codes SPEC §8 gives a handling and the codes the reference
 * gateway answers. The error catalogue, the elements and the server all write `ErrorCode.name`,
 * never the number, so a code is spelt once.
 *
 * Where SPEC §8 gives a code only its handling (no meaning), the name says that handling and the
 * code's family (session, account, order, platform); rename it when the meaning is known.
 *
 * @example
 * import { ErrorCode } from '@nl/lottery/sdk';
 * if (result.error.code === ErrorCode.accountLocked) showLock(result.error.data);
 */
export const ErrorCode = {
  /** Success. */
  ok: 0,

  // ---- Requests (4000000xx) --------------------------------------------------------------
  /** SPEC §8 silent list; its cause is not given. */
  requestQuiet: 400000003,
  /** SPEC §8: its message is shown after a delay; its cause is not given. */
  requestNotice: 400000005,
  /** Body is not `{ message: string }`, or the message does not decode to a JSON object. */
  malformedRequest: 400000010,
  /** No command with the code of the `API-Execute-Command` header (or none implemented). */
  unknownCommand: 400000011,
  /** 'Validation failed': `clientInfo` or `data` fails the command's schema; `data.issues` lists the paths. */
  validationFailed: 400000012,
  /** 100136: the upload is not a JPEG or PNG (by its bytes), or is above 5 MiB. */
  invalidFile: 400000013,
  /** 101101, 420544, 420605: the idempotency key was first sent with another request; nothing was done (a retry must repeat the request). */
  idempotencyKeyReused: 400000014,
  /** The command exists but not for this HTTP method. */
  methodNotAllowed: 405000001,

  // ---- Session (4010000xx): SPEC §8 session-invalid list unless said otherwise ---------------
  /** A session command was sent without a session token. */
  sessionMissing: 401000001,
  /** The session token is unknown or its session has ended. */
  sessionInvalid: 401000002,
  /** The session was idle longer than userAliveDurationSecond; it is now ended. */
  sessionExpired: 401000003,
  /** SPEC §8: its message is shown after a delay; its cause is not given. */
  sessionNotice: 401000004,
  /** SPEC §8: its message is shown after a delay; its cause is not given. */
  sessionWarning: 401000005,
  /** SPEC §8 session-invalid list; its cause is not given. */
  sessionEnded: 401000006,

  // ---- Not found (4040000xx) ------------------------------------------------------------
  /** 700005: no game with that showKey or appKey. */
  gameNotFound: 404000001,
  /** 100146/100147: no eKYC attempt with that ticketId for this player. */
  kycAttemptNotFound: 404000002,
  /** 100134: a document id that does not exist or belongs to someone else. */
  documentNotFound: 404000003,
  /** 200030: no terms version with that id. */
  termsVersionNotFound: 404000004,
  /** 420545, 420550, 420551, 101077: no deposit with that gatewayId or orderId for this player. */
  depositNotFound: 404000010,
  /** 102027: no coupon with that id belongs to this player. */
  couponNotFound: 404000011,
  /** 600701: no account of the previous platform with that reference belongs to this player. */
  legacyAccountNotFound: 404000012,
  /** 420603/420605: no IBAN account with that id among the player's own (or it was removed). */
  ibanAccountNotFound: 404001101,

  // ---- Accounts (4030006xx) -------------------------------------------------------------
  /** No account uses this mobile or e-mail (login, reset, 100202). SPEC §8: no message. */
  accountNotFound: 403000601,
  /** SPEC §8 session-invalid list; its cause is not given. */
  accountSessionEnded: 403000602,
  /** SPEC §8 session-invalid list; its cause is not given. */
  accountSessionRevoked: 403000605,
  /** 001001/001012: more than 1 code a minute or 5 an hour for one mobile or e-mail. */
  codeRequestedTooOften: 403000613,
  /** The session ended because the player logged in elsewhere; data { loginTime } (epoch ms). */
  loggedInElsewhere: 403000618,
  /** The player is self-excluded; data { userExclusionType, exclusionEndTimestamp, ... } chooses the dialog. */
  selfExcluded: 403000619,
  /** Login or reset by a mobile number that was never verified (the account uses its e-mail). */
  mobileUnverified: 403000622,
  /** Login or reset by an e-mail address that was never verified (the account uses its mobile). */
  emailUnverified: 403000623,
  /** 100113: 'Wrong current password.' Shown in the form, never toasted. */
  wrongCurrentPassword: 403000630,
  /** 100200: unknown account or wrong password (the same answer for both). */
  incorrectCredentials: 403000631,
  /** 100200: too many failed logins; data { lockedForSeconds }. */
  accountLocked: 403000632,
  /** 001001 register scene, 100201: the mobile number is already registered. */
  mobileTaken: 403000640,
  /** 001012 register scene, 100201: the e-mail address is already registered. */
  emailTaken: 403000641,
  /** 100201: the Emirates ID or passport number is already registered. */
  idNumberTaken: 403000642,
  /** 100134: the balance must be withdrawn or cleared before the account is deleted. */
  balanceNotCleared: 403000650,
  /** 100230: the way back after login is not a page of a partner site on the gateway's allow-list (PARTNER_ORIGINS); nothing was issued. */
  partnerReturnRefused: 403000660,
  /** 100231: the hand-off code is unknown, used, expired or brought by another origin than the one it was issued for. */
  handoffCodeInvalid: 403000661,
  /** 100232: the super-app's authorisation code is unknown, used or expired; the page fetches a new one. */
  hostCodeInvalid: 403000662,
  /** 100233: the binding ticket of 100232 is unknown, used, expired, or names no account it offered. */
  hostBindingInvalid: 403000663,
  /** 100233: that account is already bound to another super-app user; nothing changed. */
  hostAccountTaken: 403000664,
  /** 600701: that account of the previous platform was already migrated to another account. */
  accountAlreadyMigrated: 403000670,

  // ---- Deposits (4030004xx) -------------------------------------------------------------
  /** 420544: below the smallest deposit; SPEC §5 "Deposit Amount can't be less than {minAmount}" (filled in). */
  depositBelowMinimum: 403000401,
  /** 420544: above the largest deposit or the channel's ceiling; SPEC §5 'The deposit amount has exceeded the maximum limit of the payment channel.' */
  depositAboveMaximum: 403000402,
  /** 420550/420551: SPEC §8 card locked, 'The current card has been locked and cannot be used.'; the deposit ends. */
  cardBlocked: 403000403,
  /** 420550/420551: SPEC §8 card expired, 'The current card has expired and cannot be used.'; the deposit ends. */
  cardExpired: 403000404,
  /** 420550/420551: SPEC §8 recharge attempts locked after too many unsuccessful payments (contact live chat). */
  rechargeAttemptsLocked: 403000405,
  /** 420550/420551: the deposit takes no payment (ended, timed out, or one already under way); open a new one. */
  paymentFailed: 403000406,
  /** 420544 couponId, 102027: no such coupon of this player, or it is used or held by another open deposit. */
  couponUnavailable: 403000407,
  /** 420544 couponId: outside the coupon's validity (not yet valid, or expired). */
  couponNotValidNow: 403000408,
  /** 420544 couponId: the deposit is below the coupon's minAmount (filled in). */
  couponBelowMinimum: 403000409,

  // ---- Restrictions and eKYC (4030007xx) ------------------------------------------------
  /** SPEC §8: pay limit; the session ends and the pay-limit dialog opens on the way to login. */
  payLimitLogout: 403000717,
  /** SPEC §8 AML: the player is blocked; AML dialog, logout, login. */
  amlRestricted: 403000720,
  /** 100145/100147: the eKYC provider cannot be reached. */
  kycServiceUnavailable: 403000724,
  /** 100145/100147: 'You have reached the maximum limit of request for today.' */
  kycAttemptsExceeded: 403000725,

  // ---- Verification (4030008xx) ---------------------------------------------------------
  /** Deposit, withdrawal and purchase for a player who is not verified (the server's KYC gate). */
  kycRequired: 403000801,
  /** 100145: the player is already verified. */
  kycAlreadyVerified: 403000802,
  // Deposits and wagers of a player verified with the warning (the ID's name differs from the
  // account's) are refused until a new verification clears it; withdrawals are not.
  /** SPEC §5 name-mismatch warning: deposits and wagers wait for a new verification. */
  kycNameWarning: 403000803,
  /** 001013, 100202: the code is wrong (or none was sent). */
  incorrectCode: 403000810,
  /** 001013, 100202: 5 wrong tries; the code is dead. */
  codeAttemptsExceeded: 403000811,
  /** 001013, 100202: the code has expired or was already used. */
  codeExpired: 403000812,
  /** 100201, 100203: the verification ticket is unknown, expired, used, or for another target. */
  verificationTicketInvalid: 403000813,
  /** 100147: verification failed without a numbered reason; data { subtitle } explains. */
  kycFailed: 403000815,

  // ---- Account status (4030009xx) -------------------------------------------------------
  /** SPEC §8: 'Your account is not available.'; logout and login. */
  accountUnavailable: 403000901,
  /** SPEC §8 silent list; its cause is not given. */
  accountQuiet: 403000912,
  /** SPEC §8 app info: sales are suspended for the game; dialog, then home. */
  gameSalesSuspended: 403000949,

  // ---- Geo restriction (403001022-403001035: SPEC §8 geo popup with the message) ---------
  /** 101101, 101105, 420544, 420550, 420551: no geo token, and the player has no valid location on file. */
  geoTokenMissing: 403001022,
  /** The geo token is not the verifier's, has expired, or names another player. */
  geoTokenInvalid: 403001023,
  /** The verifier places the player outside the licensed territory (the UAE). */
  geoOutsideTerritory: 403001024,

  // ---- Withdrawals (4030011xx) ----------------------------------------------------------
  /** 420605: SPEC §5 'Insufficient withdrawable amount.' (above the winnings that may leave). */
  insufficientWithdrawable: 403001101,
  /** 420605: below the minimum withdrawal; data { minAmount } (minor units). */
  withdrawalBelowMinimum: 403001102,
  /** 420605: above the chosen payout channel's maximum; data { maxAmount } (minor units). */
  withdrawalAboveChannelMaximum: 403001103,
  /** 420602: this IBAN is already one of the player's accounts. */
  ibanAccountDuplicate: 403001104,
  /** 420602: the player already keeps the most IBAN accounts allowed; data { maxAccounts }. */
  ibanAccountLimitReached: 403001105,
  /** 420603: the last IBAN account is kept (SPEC §5 at least one IBAN account). */
  lastIbanAccount: 403001106,
  /** 420605: SPEC §8 IBAN account locked: the operator locked the account; it cannot receive money. */
  ibanAccountLocked: 403001107,
  /** 420605: SPEC §5 a wallet withdrawal needs deposit history: the player never deposited. */
  withdrawalNeedsDepositHistory: 403001108,
  /** 420605: SPEC §5 same EID: the account was added under another ID number than the player's. */
  withdrawalIdMismatch: 403001109,
  /** 420605: SPEC §8 withdrawal unsuccessful (contact support): refused or failed at once, money returned; data { withdrawalId }. */
  withdrawalUnsuccessful: 403001110,
  /** 420607: the account has no mobile number for the withdrawal code. */
  withdrawalMobileMissing: 403001111,
  /** 420602: SPEC §5 own-name account only: the IBAN belongs to another player, the first to add it (even after they removed it). */
  ibanAccountHeldByAnother: 403001112,

  // ---- Orders of draw games (4030012xx) -------------------------------------------------
  /** 101101, 101105: SPEC §8 'Insufficient account balance, kindly deposit first.'; nothing charged. */
  insufficientBalance: 403001201,
  /** 101101, 101105: the draw's sales closed (or too few draws are open for a plan); nothing charged. */
  salesClosed: 403001202,
  /** 101101: the amount the player was shown is not the server's price of the order; nothing charged. */
  orderPriceChanged: 403001203,
  /** 101072: SPEC §4 termination unavailable: no future order of the plan can still be stopped. */
  chaseTerminationUnavailable: 403001204,
  /** 101079: the grand prize is not the player's, or no longer unclaimed. */
  grandPrizeNotClaimable: 403001205,
  /** 103001: the order cannot be cancelled: its draw's sales closed, it is drawn or refunded already, or it belongs to a plan (stopped with 101072). */
  orderNotCancellable: 403001206,
  /** 101066, 101071: not one of the player's orders or plans. */
  orderNotFound: 404001201,
  /** 100172: not one of the player's notifications (another player's is answered the same). */
  notificationNotFound: 404001401,
  // ---- Responsible play (4030013xx) ----------------------------------------------------
  /** 100156: the new limit is the one in force (SPEC §5 'unchanged'). */
  limitUnchanged: 403001301,
  /** 100156: a higher limit while the current term runs (a higher one only after it ends). */
  limitAboveExisting: 403001302,
  /** 100156: a shorter duration while the current term runs (SPEC §5: time must be longer). */
  limitShorterDuration: 403001303,
  /** 100156: the new limit is below what the period already counted (SPEC §5 'noDeposit'). */
  limitBelowUsed: 403001304,
  /** 100156: no changes left in this term (SPEC §8 'deposit limit reached, modifications not allowed'). */
  limitLocked: 403001305,
  /** 100316 2/1: a limit cannot be removed before it expires (SPEC §4). */
  limitNotExpired: 403001306,
  /** 100138: an exclusion or break cannot be shortened or lifted early (SPEC §4). */
  exclusionNotShortened: 403001307,
  /** 100138/100156/100181: a duration that is not one of the offered options (SPEC §9). */
  durationNotOffered: 403001308,
  /** 100316 2/1: there is no deposit limit to remove. */
  limitNotFound: 403001309,

  // ---- E-instant wallet protocol (4030016xx; docs/e-instants.md) -------------------------
  /** 101312-101316: the launch token is spent, expired or unknown, or the game session ended. */
  eInstantSessionInvalid: 403001601,
  /** 101312-101316: the call's signature is not the studio's (sdk/instant walletSignature). */
  eInstantSignatureInvalid: 403001602,
  /** 101314-101316: the round is closed or rolled back: no bet, win or rollback on it now. */
  eInstantRoundClosed: 403001603,
  /** 101316: the round has a win: a rollback would take back what was paid. */
  eInstantRollbackAfterWin: 403001604,
  /** 101315: a win above the game's top prize for the round's stake. */
  eInstantWinTooLarge: 403001605,
  /** 101315, 101316: no bet on this round (a win without a bet), or not this bet. */
  eInstantRoundNotFound: 404001601,

  // ---- Data and orders (2xx, 3xx) -------------------------------------------------------
  /** SPEC §8: silent on 102012; its cause is not given. */
  dataUnavailable: 200000001,
  /** SPEC §8 silent list; its cause is not given. */
  orderQueryQuiet: 300000001,
  /** SPEC §8 silent list; its cause is not given. */
  orderStateQuiet: 300000004,
  /** SPEC §8 silent list; its cause is not given. */
  orderResultQuiet: 300000005,
  /** SPEC §4/§8: order polling is still waiting; the poller counts it. */
  orderStillWaiting: 300000009,

  // ---- Rate limits (429) ----------------------------------------------------------------
  /** SPEC §8 'Your actions are too frequent': an account command's rate limit; HTTP 429, Retry-After. */
  tooFrequent: 429000001,

  // ---- Platform (5xx) -------------------------------------------------------------------
  /** Anything unexpected; logged server-side with the request id, never detailed to the client. */
  unexpected: 500000000,
  /** SPEC §8 app info: sales are suspended; dialog, then home. */
  salesSuspended: 500001019,
  /** SPEC §8 silent list; its cause is not given. */
  platformQuiet: 502000001,
  /** SPEC §8: logout and login, no message; its cause is not given. */
  platformLogout: 502000103,
  /** SPEC §8: the pay-limit error dialog; user info is removed. */
  payLimitFailed: 518000221,
} as const;

/** Any code of {@link ErrorCode}. @example const code: ErrorCodeValue = ErrorCode.kycRequired; */
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The name of a code of {@link ErrorCode}. @example const name: ErrorCodeName = 'kycRequired'; */
export type ErrorCodeName = keyof typeof ErrorCode;

/**
 * Spans of codes that SPEC §8 handles alike and names only by their ends, inclusive.
 *
 * @example isInRange(403001030, ErrorCodeRange.geoRestricted) // true
 */
export const ErrorCodeRange = {
  /** SPEC §8 silent list, 100501001-100501004; their causes are not given. */
  quietNotices: { first: 100501001, last: 100501004 },
  /** SPEC §8 geo codes 403001022 to 403001035: the geo popup with the server's message. */
  geoRestricted: { first: 403001022, last: 403001035 },
} as const;

/** An inclusive span of codes. @example const span: CodeRange = ErrorCodeRange.geoRestricted; */
export interface CodeRange {
  readonly first: number;
  readonly last: number;
}

/**
 * Whether `code` lies in `range`, ends included.
 *
 * @example isInRange(403001022, ErrorCodeRange.geoRestricted) // true
 */
export function isInRange(code: number, range: CodeRange): boolean {
  return code >= range.first && code <= range.last;
}

/**
 * Every code of a range, in order.
 *
 * @example codesOf(ErrorCodeRange.quietNotices) // [100501001, 100501002, 100501003, 100501004]
 */
export function codesOf(range: CodeRange): number[] {
  return Array.from({ length: range.last - range.first + 1 }, (_, i) => range.first + i);
}

const NAME_OF: ReadonlyMap<number, ErrorCodeName> = new Map(
  (Object.entries(ErrorCode) as [ErrorCodeName, number][]).map(([name, code]) => [code, name]),
);

/**
 * The name of a code, for logs and monitoring; undefined for a code without a name.
 *
 * @example errorCodeName(403000720) // 'amlRestricted'
 */
export function errorCodeName(code: number): ErrorCodeName | undefined {
  return NAME_OF.get(code);
}
