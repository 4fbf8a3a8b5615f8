/**
 * Events of the account elements, added to the shared `NlEventMap` so `addEventListener` and
 * `emit()` type-check them like every other `nl-*` event.
 */

/** Detail of `nl-login-success`: who logged in. */
export interface LoginSuccessDetail {
  userOpenId: string;
  /** True for an account that has just been created (first login). */
  isNew: boolean;
}

/** Detail of `nl-register-success`: the account that was created (already logged in). */
export interface RegisterSuccessDetail {
  userOpenId: string;
}

/** Detail of `nl-password-reset`: the password was changed; the player logs in again. */
export interface PasswordResetDetail {
  channel: 'mobile' | 'email';
}

declare module '../../base/emit' {
  interface NlEventMap {
    /** Login succeeded and the session is stored. Cancel it to stop the element's navigation to `redirect`. */
    'nl-login-success': LoginSuccessDetail;
    /** Registration succeeded; the player is logged in and sees the register-success dialog. */
    'nl-register-success': RegisterSuccessDetail;
    /** A forgotten password was replaced; the element then counts down to the login page. */
    'nl-password-reset': PasswordResetDetail;
  }
}

export {};
