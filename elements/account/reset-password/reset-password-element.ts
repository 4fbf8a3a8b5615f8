import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { ResetPassword, type ResetPasswordProps } from './reset-password';

/** Tag name of the reset-password element. */
export const RESET_PASSWORD_TAG = 'nl-reset-password';

/** Attributes of `<nl-reset-password>`: `ticket`, `channel` (mobile | email), `target`. */
export const resetPasswordElementOptions: ElementOptions<ResetPasswordProps> = { props: { ticket: 'string', channel: 'string', target: 'string' } };

/** The `<nl-reset-password>` element. */
export interface NlResetPasswordElement extends NlElement {
  ticket: string | undefined;
  channel: 'mobile' | 'email' | undefined;
  target: string | undefined;
}

/** Class of `<nl-reset-password>`. Events: `nl-password-reset` ({ channel }), `nl-navigate-request` (login, forgot password). */
export const NlResetPassword = /* @__PURE__ */ createElementClass(ResetPassword, resetPasswordElementOptions);
