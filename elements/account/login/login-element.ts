import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { Login, type LoginProps } from './login';

/** Tag name of the login element. */
export const LOGIN_TAG = 'nl-login';

/** Attributes of `<nl-login>`: `redirect` (return path) and `mode` (password | code). */
export const loginElementOptions: ElementOptions<LoginProps> = { props: { redirect: 'string', mode: 'string' } };

/** The `<nl-login>` element. */
export interface NlLoginElement extends NlElement {
  redirect: string | undefined;
  mode: 'password' | 'code' | undefined;
}

/**
 * Class of `<nl-login>`. Events: `nl-login-success` ({ userOpenId, isNew }; cancel to stay),
 * `nl-navigate-request` (the redirect path, forgot password, register).
 */
export const NlLogin = /* @__PURE__ */ createElementClass(Login, loginElementOptions);
