import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { EditAddress, type EditAddressProps } from './edit-address';

/** Tag name of the edit address element. */
export const EDIT_ADDRESS_TAG = 'nl-edit-address';

/** No attributes. */
export const editAddressElementOptions: ElementOptions<EditAddressProps> = {};

/** The `<nl-edit-address>` element: only the `client` property. */
export type NlEditAddressElement = NlElement;

/**
 * Class of `<nl-edit-address>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-address-saved
 * @fires nl-navigate-request - back to the profile; login for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart form - The address form.
 * @csspart saved - The confirmation shown once the address is saved.
 * @csspart form-error - The form's error that belongs to no single field.
 * @csspart guest - The login prompt a guest sees.
 * @csspart error - The error message with its Retry button.
 */
export const NlEditAddress = /* @__PURE__ */ createElementClass(EditAddress, editAddressElementOptions);

/**
 * Registers <nl-edit-address>; safe to call again. Returns its class. The build's
 * `elements/profile/edit-address/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineEditAddress() {
  return defineElement(EDIT_ADDRESS_TAG, EditAddress, editAddressElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-edit-address': NlEditAddressElement;
  }
}
