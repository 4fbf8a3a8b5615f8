/** The emirate list lives in the SDK so registration, edit-address and the server share it. */
export { EMIRATES, UAE, emirateLabelKey, canonicalEmirate } from '../../../sdk/validation/emirates';
