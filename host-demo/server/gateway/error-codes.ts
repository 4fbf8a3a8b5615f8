/**
 * Codes the gateway itself answers with (the envelope's `code`; HTTP status is always 200).
 * The SDK error catalogue carries the same codes with their client policy.
 */
export const GatewayCode = {
  ok: 0,
  /** Body is not `{ message: string }`, or message does not decode to a JSON object. */
  malformedRequest: 400000010,
  /** No command with the code of the `API-Execute-Command` header (or none implemented). */
  unknownCommand: 400000011,
  /** `clientInfo` or `data` fails the command's schema; `data.issues` lists the paths. */
  validationFailed: 400000012,
  /** The command exists but not for this HTTP method. */
  methodNotAllowed: 405000001,
  /** A session command was sent without a session token. */
  sessionMissing: 401000001,
  /** The session token is unknown or its session has ended. */
  sessionInvalid: 401000002,
  /** The session was idle longer than userAliveDurationSecond; it is now ended. */
  sessionExpired: 401000003,
  /** 100136, eKYC simulator: the file is not a JPEG or PNG (by its bytes), or is above 5 MiB. */
  invalidFile: 400000013,
  /** 700005: no game with that showKey or appKey. */
  gameNotFound: 404000001,
  /** 100146/100147: no eKYC attempt with that ticketId for this player. */
  kycAttemptNotFound: 404000002,
  /** 100134: a document id that does not exist or belongs to someone else. */
  documentNotFound: 404000003,
  /** 200030: no terms version with that id. */
  termsVersionNotFound: 404000004,
  /** Login or reset-password code, or 100202, for a mobile or e-mail no account uses. SPEC §8: no message. */
  accountNotFound: 403000601,
  /** 001001/001012: more than 1 code a minute or 5 an hour for one mobile or e-mail. */
  codeRequestedTooOften: 403000613,
  /** The session ended because the player logged in elsewhere; data { loginTime } (epoch ms). */
  loggedInElsewhere: 403000618,
  /** Login or reset by a mobile number that was never verified (the account uses its e-mail). */
  mobileUnverified: 403000622,
  /** Login or reset by an e-mail address that was never verified (the account uses its mobile). */
  emailUnverified: 403000623,
  /** 100113: the current password is wrong. Shown in the form, never toasted. */
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
  /** 100134: the balance must be withdrawn or cleared first. */
  balanceNotCleared: 403000650,
  /** 100145/100147: the eKYC provider cannot be reached. */
  kycServiceUnavailable: 403000724,
  /** 100145/100147: the daily limit of verification attempts is used up. */
  kycAttemptsExceeded: 403000725,
  /** Deposit, withdrawal and purchase for a player who is not verified (requireVerified). */
  kycRequired: 403000801,
  /** 100145: the player is already verified. */
  kycAlreadyVerified: 403000802,
  /** 001013, 100202: the code is wrong (or none was sent). */
  incorrectCode: 403000810,
  /** 001013, 100202: 5 wrong tries; the code is dead. */
  codeAttemptsExceeded: 403000811,
  /** 001013, 100202: the code has expired or was already used. */
  codeExpired: 403000812,
  /** 100201, 100203: the verification ticket is unknown, expired, used, or for another target. */
  verificationTicketInvalid: 403000813,
  /** 100147: verification failed without a numbered reason (expired or invalid ID); data { subtitle }. */
  kycFailed: 403000815,
  /**
   * A per-address or per-account rate limit of the account commands is exceeded; HTTP 429 with
   * Retry-After, data { retryAfterSeconds }.
   */
  tooFrequent: 429000001,
  /** Anything unexpected; logged server-side with the request id, never detailed to the client. */
  unexpected: 500000000,
} as const;

export type GatewayCodeValue = (typeof GatewayCode)[keyof typeof GatewayCode];

/**
 * Default English `message` of each code ({n} is filled by the handler). The Arabic text of each
 * is in ./messages.ts; the router answers in the request's language.
 */
export const GATEWAY_MESSAGES: Readonly<Record<GatewayCodeValue, string>> = {
  [GatewayCode.ok]: 'success',
  [GatewayCode.malformedRequest]: 'Malformed request',
  [GatewayCode.unknownCommand]: 'Unknown command',
  [GatewayCode.validationFailed]: 'Validation failed',
  [GatewayCode.methodNotAllowed]: 'Method not allowed',
  [GatewayCode.sessionMissing]: 'Please log in',
  [GatewayCode.sessionInvalid]: 'Your session is no longer valid, please log in again',
  [GatewayCode.sessionExpired]: 'Your session has expired, please log in again',
  [GatewayCode.invalidFile]: 'Please upload a JPEG or PNG image of at most 5 MB.',
  [GatewayCode.gameNotFound]: 'Game not found',
  [GatewayCode.kycAttemptNotFound]: 'This verification attempt was not found.',
  [GatewayCode.documentNotFound]: 'One of the documents was not found. Please upload it again.',
  [GatewayCode.termsVersionNotFound]: 'This version of the terms was not found.',
  // SPEC §8: 403000601 has no message; the login form shows its own state.
  [GatewayCode.accountNotFound]: '',
  [GatewayCode.codeRequestedTooOften]: 'You have requested multiple times of verification, please try again later.',
  [GatewayCode.loggedInElsewhere]: 'Your account has been logged in on another device.',
  [GatewayCode.mobileUnverified]: 'This mobile number has not been verified. Please use the e-mail address you registered with.',
  [GatewayCode.emailUnverified]: 'This e-mail address has not been verified. Please use the mobile number you registered with.',
  [GatewayCode.wrongCurrentPassword]: 'Wrong current password.',
  [GatewayCode.incorrectCredentials]: 'Incorrect E-mail address or password.',
  [GatewayCode.accountLocked]: 'Your account is locked for {n} minutes.',
  [GatewayCode.mobileTaken]: 'This mobile number is already registered. Please log in or use another number.',
  [GatewayCode.emailTaken]: 'This e-mail address is already registered. Please log in or use another address.',
  [GatewayCode.idNumberTaken]: 'This ID number is already registered to another account.',
  [GatewayCode.balanceNotCleared]: 'Please withdraw or clear your balance before deleting your account.',
  [GatewayCode.kycServiceUnavailable]: 'The verification service is unavailable, please try again later.',
  [GatewayCode.kycAttemptsExceeded]: 'You have reached the maximum limit of request for today.',
  [GatewayCode.kycRequired]: 'Please verify your identity first.',
  [GatewayCode.kycAlreadyVerified]: 'Your identity is already verified.',
  [GatewayCode.incorrectCode]: 'The verification code is incorrect.',
  [GatewayCode.codeAttemptsExceeded]: 'You have exceeded the maximum number of verification attempts.',
  [GatewayCode.codeExpired]: 'This verification code is no longer valid. Please request a new one.',
  [GatewayCode.verificationTicketInvalid]: 'Your verification has expired or was already used. Please verify your mobile number or e-mail address again.',
  [GatewayCode.kycFailed]: 'Identity verification failed.',
  [GatewayCode.tooFrequent]: 'Your actions are too frequent, please try again later.',
  [GatewayCode.unexpected]: 'Something went wrong, please try again later',
};
