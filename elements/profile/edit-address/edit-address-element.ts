import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { EditAddress, type EditAddressProps } from './edit-address';

/** Tag name of the edit address element. */
export const EDIT_ADDRESS_TAG = 'nl-edit-address';

/** No attributes. */
export const editAddressElementOptions: ElementOptions<EditAddressProps> = {};

/** The `<nl-edit-address>` element: only the `client` property. */
export type NlEditAddressElement = NlElement;

/**
 * Class of `<nl-edit-address>`. Events: `nl-address-saved` (detail `{ address }`),
 * `nl-navigate-request` (back to the profile, login for a guest).
 */
export const NlEditAddress = /* @__PURE__ */ createElementClass(EditAddress, editAddressElementOptions);
