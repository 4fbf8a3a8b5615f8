import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { ForgotPassword, type ForgotPasswordProps } from './forgot-password';

/** Tag name of the forgotten-password element. */
export const FORGOT_PASSWORD_TAG = 'nl-forgot-password';

/** Attribute of `<nl-forgot-password>`: `channel` (mobile | email) selected first. */
export const forgotPasswordElementOptions: ElementOptions<ForgotPasswordProps> = { props: { channel: 'string' } };

/** The `<nl-forgot-password>` element. */
export interface NlForgotPasswordElement extends NlElement {
  channel: 'mobile' | 'email' | undefined;
}

/** Class of `<nl-forgot-password>`. Events: `nl-password-reset` ({ channel }), `nl-navigate-request` (login). */
export const NlForgotPassword = /* @__PURE__ */ createElementClass(ForgotPassword, forgotPasswordElementOptions);
