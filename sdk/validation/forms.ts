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
import { maxChars } from './bounds';
import { UAE, emirateLabelKey } from './emirates';

/**
 * One zod schema per form of SPEC §5. Messages are translation keys under `validation.*`, so a
 * form shows them in the player's language, and the server answers the same keys in
 * `data.issues` when it refuses a request.
 */
/** Run a cross-field rule whenever the value is an object, whatever else failed. */
const always = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

const required = (message = 'validation.required') => z.string().check(z.trim(), z.minLength(1, message));
const filled = () => z.string().check(z.minLength(1, 'validation.required'));

/**
 * Longest value of each text field, in characters. The players table keeps these in `text`
 * columns, which set no limit of their own, so these are the limits: the longest value a rule of
 * SPEC §5 allows where there is one (names, mobile, code, postcode), else a generous bound on what
 * a real value needs (an e-mail address per RFC 5321, an address line, a password as typed).
 */
export const TEXT_MAX = {
  name: 50,
  /** An Emirates ID written with dashes or spaces (18), or a passport number (9). */
  idNumber: 32,
  email: 254,
  mobile: 12,
  countryCode: 4,
  /** ISO 3166-1 alpha-2. */
  country: 2,
  /** YYYY-MM-DD. */
  birthDate: 10,
  /** Any password as typed (a new one must also meet the 8-20 rule): bounds the request and the hashing. */
  password: 64,
  code: 6,
  street: 200,
  /** The emirate, or elsewhere the state or province. */
  emirate: 100,
  city: 100,
  postcode: 10,
} as const;

export const ID_TYPES = { emiratesId: 1, passport: 2 } as const;
export const VERIFICATION_METHODS = ['mobile', 'email'] as const;

/** Country dialling code, digits only, default 971 (SPEC §3). */
export const countryCodeField = z._default(
  z.string().check(maxChars(TEXT_MAX.countryCode), z.regex(/^\d{1,4}$/, 'validation.countryCode')),
  '971',
);
export const mobileField = required().check(maxChars(TEXT_MAX.mobile), z.refine(isValidMobile, 'validation.mobile'));
export const emailField = required().check(maxChars(TEXT_MAX.email), z.refine(isValidEmail, 'validation.email'));
export const passwordField = filled().check(maxChars(TEXT_MAX.password), z.refine(isValidPassword, 'validation.password'));
/** A password as typed at login or as the current one: any length the form accepts, bounded. */
export const typedPasswordField = filled().check(maxChars(TEXT_MAX.password));
export const codeField = required().check(maxChars(TEXT_MAX.code), z.refine(isValidCode, 'validation.code'));
/**
 * A country as its ISO 3166-1 alpha-2 code in capitals (`AE`); the server also checks it against
 * its country list (001016).
 */
export const countryField = required().check(maxChars(TEXT_MAX.country), z.regex(/^[A-Z]{2}$/, 'validation.country'));
const nameField = required().check(maxChars(TEXT_MAX.name), z.refine(isEnglishName, 'validation.englishName'));
const optionalNameField = z._default(
  z.string().check(z.trim(), maxChars(TEXT_MAX.name), z.refine((v) => v === '' || isEnglishName(v), 'validation.englishName')),
  '',
);

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
      idNumber: required().check(maxChars(TEXT_MAX.idNumber)),
      firstName: nameField,
      middleName: optionalNameField,
      lastName: nameField,
      nationality: countryField,
      residenceCountry: countryField,
      birthDate: required().check(maxChars(TEXT_MAX.birthDate), z.refine((v) => isValidBirthDate(v, now), 'validation.birthDate')),
      countryCode: countryCodeField,
      mobile: mobileField,
      email: emailField,
      password: passwordField,
      confirmPassword: typedPasswordField,
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

/**
 * Address step of registration, and the edit-address form. In the UAE the emirate is one of the
 * seven (sdk/validation/emirates); elsewhere it is the state or province, as typed.
 */
export const addressSchema = z
  .object({
    country: countryField,
    street: required().check(maxChars(TEXT_MAX.street), z.refine(isValidStreet, 'validation.street')),
    emirate: required().check(maxChars(TEXT_MAX.emirate)),
    city: required().check(maxChars(TEXT_MAX.city)),
    postcode: z._default(z.string().check(z.trim(), maxChars(TEXT_MAX.postcode), z.refine(isValidPostcode, 'validation.postcode')), ''),
  })
  .check(
    z.refine((v) => v.country !== UAE || typeof v.emirate !== 'string' || !v.emirate || emirateLabelKey(v.emirate) !== null, {
      path: ['emirate'], message: 'validation.emirate', when: always,
    }),
  );
export type AddressForm = z.infer<typeof addressSchema>;

/** Login with a password, by e-mail or by mobile. */
export const passwordLoginSchema = z.discriminatedUnion('accountType', [
  z.object({ accountType: z.literal('email'), email: emailField, password: typedPasswordField }),
  z.object({ accountType: z.literal('mobile'), countryCode: countryCodeField, mobile: mobileField, password: typedPasswordField }),
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
  .object({ newPassword: passwordField, confirmPassword: typedPasswordField })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsDiffer', when: always }));

/** Change password in account settings. */
export const changePasswordSchema = z
  .object({ currentPassword: typedPasswordField, newPassword: passwordField, confirmPassword: typedPasswordField })
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
