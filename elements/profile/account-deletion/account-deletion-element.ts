import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { AccountDeletion, type AccountDeletionProps } from './account-deletion';

/** Tag name of the account deletion element. */
export const ACCOUNT_DELETION_TAG = 'nl-account-deletion';

/** Attribute `step`: intro | upload | remark. */
export const accountDeletionElementOptions: ElementOptions<AccountDeletionProps> = { props: { step: 'string' } };

/** The `<nl-account-deletion>` element: the client plus the reflected `step`. */
export interface NlAccountDeletionElement extends NlElement {
  step: 'intro' | 'upload' | 'remark' | undefined;
}

/**
 * Class of `<nl-account-deletion>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-account-deletion-requested
 * @fires nl-navigate-request - the next or previous step's route, withdrawal, the profile; login for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart steps - The step indicator.
 * @csspart explanation - What deletion means (intro step).
 * @csspart balance - The balance that must be zero (intro step).
 * @csspart upload - The image upload (upload step).
 * @csspart remark - The remark and Submit (remark step).
 * @csspart success - The confirmation once the request is sent.
 * @csspart form-error - The form's error that belongs to no single field.
 * @csspart guest - The login prompt a guest sees.
 * @csspart error - The error message with its Retry button.
 */
export const NlAccountDeletion = /* @__PURE__ */ createElementClass(AccountDeletion, accountDeletionElementOptions);

/**
 * Registers <nl-account-deletion>; safe to call again. Returns its class. The build's
 * `elements/profile/account-deletion/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineAccountDeletion() {
  return defineElement(ACCOUNT_DELETION_TAG, AccountDeletion, accountDeletionElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-account-deletion': NlAccountDeletionElement;
  }
}
