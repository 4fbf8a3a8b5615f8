/**
 * Events the SDK emits instead of drawing UI. Elements and hosts listen and react:
 * show a toast, open a named dialog, navigate, tear down on logout.
 */
export type DialogName =
  | 'pay-limit'
  | 'aml'
  | 'account-logged-out'
  | 'self-exclusion'
  | 'self-exclusion-login-time'
  | 'take-a-break'
  | 'sales-suspension'
  | 'geo'
  | 'kyc-failed'
  | 'kyc-error'
  | 'kyc-required'
  | 'kyc-name-warning'
  | 'deposit-self-exclusion'
  | 'recharge-prompt'
  | 'deposit-limit-config'
  | 'deposit-limit-expired'
  | 'responsible-gaming';

/**
 * A toast carries either the server's own `message` (already in the player's language) or a
 * `messageKey` from locales/ with its `params`; hosts translate keys with the SDK's i18n.
 */
export interface ToastEvent {
  kind: 'error' | 'info' | 'success';
  message?: string;
  messageKey?: string;
  params?: Record<string, string | number>;
  code?: number;
}

/** What the player's socket says changed (SPEC §7 WebSocket `changeType`). */
export type SocketChangeType = 'wallet' | 'popup' | 'bet_insufficient' | 'systemTime';

/** One message of the player's /user/queue or of /topic/system/time: its changeType and fields. */
export interface SocketMessage {
  changeType: SocketChangeType;
  [field: string]: unknown;
}

/**
 * The socket's state (`@nl/lottery/sdk/socket`): connecting, connected, waiting to reconnect
 * after a loss, or closed (no player, or disconnected for good).
 */
export type SocketState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

export interface ClientEvents {
  /** Show a message. Only one toast is visible at a time; a new one replaces the old. */
  toast: (toast: ToastEvent) => void;
  /** Hide the toast currently shown (403000717 clears it before the pay-limit dialog). */
  'toast-dismiss': () => void;
  /** Open a named dialog with its props. */
  dialog: (dialog: { name: DialogName; props: Record<string, unknown> }) => void;
  /** Go to a path; `returnPath` is where login should send the player back to. */
  navigate: (nav: { path: string; returnPath?: string; replace?: boolean }) => void;
  /** The session ended (user info already cleared). */
  logout: (info: { reason: 'session-invalid' | 'user' | 'inactivity' | 'other-device' | 'restricted' }) => void;
  /** A message arrived on the player's socket (after the SDK's own handling: balance, time offset). */
  'socket-message': (message: SocketMessage) => void;
  /** The player's socket changed state. */
  'socket-state': (state: SocketState) => void;
  /** A non-zero code came back, for monitoring. */
  'error-reported': (error: { code: number; command: string; message: string }) => void;
}
