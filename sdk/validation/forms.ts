import { z } from 'zod';
import {
  MINIMUM_AGE,
  ageOn,
  isEnglishName,
  isValidBirthDate,
  isValidCode,
  isValidEmail,
  isValidEmiratesId,
  isValidMobile,
  isValidPassportNumber,
  isValidPassword,
  isValidPostcode,
  isValidStreet,
} from './rules';

/**
 * One zod schema per form of SPEC §5. Messages are translation keys under `validation.*`, so a
 * form shows them in the player's language, and the server answers the same keys in
 * `data.issues` when it refuses a request.
 */
/** Run a cross-field rule whenever the value is an object, whatever else failed. */
const always = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

const required = (message = 'validation.required') => z.string().trim().min(1, message);

export const ID_TYPES = { emiratesId: 1, passport: 2 } as const;
export const VERIFICATION_METHODS = ['mobile', 'email'] as const;

/** Country dialling code, digits only, default 971 (SPEC §3). */
export const countryCodeField = z.string().regex(/^\d{1,4}$/, 'validation.countryCode').default('971');
export const mobileField = required().refine(isValidMobile, 'validation.mobile');
export const emailField = required().refine(isValidEmail, 'validation.email');
export const passwordField = z.string().min(1, 'validation.required').refine(isValidPassword, 'validation.password');
export const codeField = required().refine(isValidCode, 'validation.code');
const nameField = required().refine(isEnglishName, 'validation.englishName');
const optionalNameField = z.string().trim().refine((v) => v === '' || isEnglishName(v), 'validation.englishName').default('');

/**
 * Identity step of registration. `now` comes from the caller's clock (the server uses its own),
 * so the 18+ rule is checked against the right day.
 *
 * @example identitySchema(Date.now()).safeParse(formValues)
 */
export function identitySchema(now: number) {
  return z
    .object({
      idType: z.union([z.literal(ID_TYPES.emiratesId), z.literal(ID_TYPES.passport)]),
      idNumber: required(),
      firstName: nameField,
      middleName: optionalNameField,
      lastName: nameField,
      nationality: required(),
      residenceCountry: required(),
      birthDate: required().refine((v) => isValidBirthDate(v, now), 'validation.birthDate'),
      countryCode: countryCodeField,
      mobile: mobileField,
      email: emailField,
      password: passwordField,
      confirmPassword: z.string().min(1, 'validation.required'),
      verificationMethod: z.enum(VERIFICATION_METHODS),
      privacyAccepted: z.literal(true, { message: 'validation.privacyNotice' }),
    })
    // Cross-field rules run even when other fields are still wrong (`when`), so a form shows
    // every problem at once instead of revealing them one submit at a time.
    .refine((v) => !isValidBirthDate(v.birthDate, now) || ageOn(v.birthDate, now) >= MINIMUM_AGE, {
      path: ['birthDate'], message: 'validation.under18', when: always,
    })
    .refine((v) => !v.idNumber || v.idType !== ID_TYPES.emiratesId || isValidEmiratesId(v.idNumber), {
      path: ['idNumber'], message: 'validation.emiratesId', when: always,
    })
    .refine((v) => !v.idNumber || v.idType !== ID_TYPES.passport || isValidPassportNumber(v.idNumber), {
      path: ['idNumber'], message: 'validation.passport', when: always,
    })
    .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
      path: ['confirmPassword'], message: 'validation.passwordsDiffer', when: always,
    });
}
export type IdentityForm = z.infer<ReturnType<typeof identitySchema>>;

/** Address step of registration, and the edit-address form. */
export const addressSchema = z.object({
  country: required(),
  street: required().refine(isValidStreet, 'validation.street'),
  emirate: required(),
  city: required(),
  postcode: z.string().trim().refine(isValidPostcode, 'validation.postcode').default(''),
});
export type AddressForm = z.infer<typeof addressSchema>;

/** Login with a password, by e-mail or by mobile. */
export const passwordLoginSchema = z.discriminatedUnion('accountType', [
  z.object({ accountType: z.literal('email'), email: emailField, password: z.string().min(1, 'validation.required') }),
  z.object({ accountType: z.literal('mobile'), countryCode: countryCodeField, mobile: mobileField, password: z.string().min(1, 'validation.required') }),
]);
export type PasswordLoginForm = z.infer<typeof passwordLoginSchema>;

/** A code sent to a mobile or an e-mail address. */
export const codeTargetSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('mobile'), countryCode: countryCodeField, mobile: mobileField }),
  z.object({ channel: z.literal('email'), email: emailField }),
]);
export type CodeTarget = z.infer<typeof codeTargetSchema>;

/** New password twice (reset and change password). */
export const newPasswordSchema = z
  .object({ newPassword: passwordField, confirmPassword: z.string().min(1, 'validation.required') })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsDiffer', when: always });

/** Change password in account settings. */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'validation.required'), newPassword: passwordField, confirmPassword: z.string().min(1, 'validation.required') })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsDiffer', when: always })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: 'validation.passwordUnchanged', when: always });

/**
 * Turns a zod failure into `{ field: translationKey }`, first message per field, for forms.
 * @example fieldErrors(addressSchema.safeParse(values).error) // { street: 'validation.street' }
 */
export function fieldErrors(error: z.ZodError | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.join('.') || '_form';
    out[key] ??= issue.message;
  }
  return out;
}
