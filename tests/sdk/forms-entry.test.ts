/**
 * The account forms are the entry `@nl/lottery/sdk/forms`, not part of the main SDK entry that
 * every page loads at start (docs/architecture.md "SDK"): a page without such a form does not
 * carry their schemas, their field rules or the emirates.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as main from '../../sdk';
import type { AddressForm } from '../../sdk';
import * as forms from '../../sdk/forms';
import { staticClosure } from '../support/static-imports';

/** A few names of each kind: schemas, fields, constants, field rules, the emirates. */
const FORM_VALUES = [
  'identitySchema',
  'addressSchema',
  'passwordLoginSchema',
  'codeTargetSchema',
  'newPasswordSchema',
  'changePasswordSchema',
  'codeField',
  'fieldErrors',
  'TEXT_MAX',
  'ID_TYPES',
  'isValidEmail',
  'isValidMobile',
  'isValidEmiratesId',
  'ageOn',
  'EMIRATES',
  'emirateLabelKey',
];

describe('the account forms entry (@nl/lottery/sdk/forms)', () => {
  it('is not loaded with the main SDK entry: none of its modules is among the main entry’s static imports', () => {
    const { files } = staticClosure(fileURLToPath(new URL('../../sdk/index.ts', import.meta.url)));
    expect(files.size).toBeGreaterThan(10); // the walk really followed the SDK's imports
    const formModules = [...files].filter((f) => /\/sdk\/(?:forms\/|validation\/(?:forms|rules|emirates)\.ts$)/.test(f));
    expect(formModules).toEqual([]);
  });

  it('offers the schemas, fields, field rules and emirates, which the main entry no longer exports as values', () => {
    expect(FORM_VALUES.filter((name) => !(name in forms))).toEqual([]);
    expect(FORM_VALUES.filter((name) => name in main)).toEqual([]);
  });

  it('parses a form typed with the main entry’s types, answering a translation key per field', () => {
    const address: AddressForm = { country: 'AE', street: 'x', emirate: 'Dubai', city: 'Dubai Marina', postcode: '' };
    expect(forms.fieldErrors(z.safeParse(forms.addressSchema, address).error)).toEqual({ street: 'validation.street' });
    expect(z.safeParse(forms.addressSchema, { ...address, street: '12 Marina Walk' }).success).toBe(true);
  });
});
