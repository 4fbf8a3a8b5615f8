/**
 * Registers `<nl-edit-address>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/profile/edit-address/define';
 */
import { defineElement } from '../../base/define-element';
import { EditAddress } from './edit-address';
import { EDIT_ADDRESS_TAG, editAddressElementOptions, type NlEditAddressElement } from './edit-address-element';

/** Registers <nl-edit-address>; safe to call again. Returns its class. */
export function defineEditAddress() {
  return defineElement(EDIT_ADDRESS_TAG, EditAddress, editAddressElementOptions);
}

defineEditAddress();

declare global {
  interface HTMLElementTagNameMap {
    'nl-edit-address': NlEditAddressElement;
  }
}
