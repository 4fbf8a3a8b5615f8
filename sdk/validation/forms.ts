import * as z from 'zod/mini';
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

const required = (message = 'validation.required') => z.string().check(z.trim(), z.minLength(1, message));
const filled = () => z.string().check(z.minLength(1, 'validation.required'));

export const ID_TYPES = { emiratesId: 1, passport: 2 } as const;
export const VERIFICATION_METHODS = ['mobile', 'email'] as const;

/** Country dialling code, digits only, default 971 (SPEC §3). */
export const countryCodeField = z._default(z.string().check(z.regex(/^\d{1,4}$/, 'validation.countryCode')), '971');
export const mobileField = required().check(z.refine(isValidMobile, 'validation.mobile'));
export const emailField = required().check(z.refine(isValidEmail, 'validation.email'));
export const passwordField = filled().check(z.refine(isValidPassword, 'validation.password'));
export const codeField = required().check(z.refine(isValidCode, 'validation.code'));
const nameField = required().check(z.refine(isEnglishName, 'validation.englishName'));
const optionalNameField = z._default(z.string().check(z.trim(), z.refine((v) => v === '' || isEnglishName(v), 'validation.englishName')), '');

/**
 * Identity step of registration. `now` comes from the caller's clock (the server uses its own),
 * so the 18+ rule is checked against the right day.
 *
 * @example z.safeParse(identitySchema(Date.now()), formValues)
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
      birthDate: required().check(z.refine((v) => isValidBirthDate(v, now), 'validation.birthDate')),
      countryCode: countryCodeField,
      mobile: mobileField,
      email: emailField,
      password: passwordField,
      confirmPassword: filled(),
      verificationMethod: z.enum(VERIFICATION_METHODS),
      privacyAccepted: z.literal(true, { message: 'validation.privacyNotice' }),
    })
    // Cross-field rules run even when other fields are still wrong (`when`), so a form shows
    // every problem at once instead of revealing them one submit at a time.
    .check(
      z.refine((v) => !isValidBirthDate(v.birthDate, now) || ageOn(v.birthDate, now) >= MINIMUM_AGE, {
        path: ['birthDate'], message: 'validation.under18', when: always,
      }),
      z.refine((v) => !v.idNumber || v.idType !== ID_TYPES.emiratesId || isValidEmiratesId(v.idNumber), {
        path: ['idNumber'], message: 'validation.emiratesId', when: always,
      }),
      z.refine((v) => !v.idNumber || v.idType !== ID_TYPES.passport || isValidPassportNumber(v.idNumber), {
        path: ['idNumber'], message: 'validation.passport', when: always,
      }),
      z.refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
        path: ['confirmPassword'], message: 'validation.passwordsDiffer', when: always,
      }),
    );
}
export type IdentityForm = z.infer<ReturnType<typeof identitySchema>>;

/** Address step of registration, and the edit-address form. */
export const addressSchema = z.object({
  country: required(),
  street: required().check(z.refine(isValidStreet, 'validation.street')),
  emirate: required(),
  city: required(),
  postcode: z._default(z.string().check(z.trim(), z.refine(isValidPostcode, 'validation.postcode')), ''),
});
export type AddressForm = z.infer<typeof addressSchema>;

/** Login with a password, by e-mail or by mobile. */
export const passwordLoginSchema = z.discriminatedUnion('accountType', [
  z.object({ accountType: z.literal('email'), email: emailField, password: filled() }),
  z.object({ accountType: z.literal('mobile'), countryCode: countryCodeField, mobile: mobileField, password: filled() }),
]);
export type PasswordLoginForm = z.infer<typeof passwordLoginSchema>;

const MOBILE_TARGET = { channel: z.literal('mobile'), countryCode: countryCodeField, mobile: mobileField };
const EMAIL_TARGET = { channel: z.literal('email'), email: emailField };

/**
 * Where a code goes (a mobile or an e-mail address) plus the fields of one step: each variant is
 * one object, which reports one issue per field (an intersection would also cost partners its
 * merging code).
 *
 * @example codeTargetWith({ code: codeField }) // the code-login request
 */
export function codeTargetWith<Extra extends z.core.$ZodLooseShape>(extra: Extra) {
  return z.discriminatedUnion('channel', [z.object({ ...MOBILE_TARGET, ...extra }), z.object({ ...EMAIL_TARGET, ...extra })]);
}

/** A code sent to a mobile or an e-mail address. */
export const codeTargetSchema = codeTargetWith({});
export type CodeTarget = z.infer<typeof codeTargetSchema>;

/** New password twice (reset and change password). */
export const newPasswordSchema = z
  .object({ newPassword: passwordField, confirmPassword: filled() })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsDiffer', when: always }));

/** Change password in account settings. */
export const changePasswordSchema = z
  .object({ currentPassword: filled(), newPassword: passwordField, confirmPassword: filled() })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsDiffer', when: always }),
    z.refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: 'validation.passwordUnchanged', when: always }),
  );

/**
 * Turns a zod failure into `{ field: translationKey }`, first message per field, for forms.
 * @example fieldErrors(z.safeParse(addressSchema, values).error) // { street: 'validation.street' }
 */
export function fieldErrors(error: z.core.$ZodError | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.join('.') || '_form';
    out[key] ??= issue.message;
  }
  return out;
}
