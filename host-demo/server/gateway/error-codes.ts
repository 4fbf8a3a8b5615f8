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
  /** 700005: no game with that showKey or appKey. */
  gameNotFound: 404000001,
  /** Anything unexpected; logged server-side with the request id, never detailed to the client. */
  unexpected: 500000000,
} as const;

export type GatewayCodeValue = (typeof GatewayCode)[keyof typeof GatewayCode];

/** Default `message` of each code. */
export const GATEWAY_MESSAGES: Readonly<Record<GatewayCodeValue, string>> = {
  [GatewayCode.ok]: 'success',
  [GatewayCode.malformedRequest]: 'Malformed request',
  [GatewayCode.unknownCommand]: 'Unknown command',
  [GatewayCode.validationFailed]: 'Validation failed',
  [GatewayCode.methodNotAllowed]: 'Method not allowed',
  [GatewayCode.sessionMissing]: 'Please log in',
  [GatewayCode.sessionInvalid]: 'Your session is no longer valid, please log in again',
  [GatewayCode.sessionExpired]: 'Your session has expired, please log in again',
  [GatewayCode.gameNotFound]: 'Game not found',
  [GatewayCode.unexpected]: 'Something went wrong, please try again later',
};
