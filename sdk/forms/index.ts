/**
 * `@nl/lottery/sdk/forms`: the account forms of SPEC §5 (registration's identity and address,
 * login, codes, new and changed passwords) as zod schemas whose messages are translation keys,
 * the field rules they are made of (mobile, e-mail, password, Emirates ID, names, street,
 * postcode, age), the seven emirates, and `fieldErrors`, which turns a failed parse into one key
 * per field. The server parses the same schemas. Kept out of the main SDK entry, which loads at
 * start on every page, so a page without an account form does not carry them; the elements and
 * any host that renders its own account forms import them.
 *
 * @example
 * import * as z from 'zod/mini';
 * import { addressSchema, fieldErrors } from '@nl/lottery/sdk/forms';
 * fieldErrors(z.safeParse(addressSchema, { country: 'AE', street: 'x', emirate: '', city: '' }).error).street; // 'validation.street'
 */
export * from '../validation/forms';
export * from '../validation/rules';
export * from '../validation/emirates';
