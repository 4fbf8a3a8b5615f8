import type { AddressForm } from '../../../../sdk/validation/forms';
import { UAE, canonicalEmirate } from '../../../../sdk/validation/emirates';

/**
 * An address as registration and 100117 store it: trimmed, and in the UAE the emirate as the list
 * writes it (`dubai` becomes `Dubai`), so the profile can name it in either language.
 *
 * @example storedAddress({ country: 'AE', emirate: 'dubai', ... }).emirate === 'Dubai'
 */
export function storedAddress(address: AddressForm): AddressForm {
  return {
    country: address.country,
    street: address.street.trim(),
    emirate: address.country === UAE ? canonicalEmirate(address.emirate) : address.emirate.trim(),
    city: address.city.trim(),
    postcode: address.postcode.trim(),
  };
}
