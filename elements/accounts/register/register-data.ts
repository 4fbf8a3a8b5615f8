import { ID_TYPES, type AddressForm, type IdentityForm } from '../../../sdk/forms';
import { routePath } from '../../../sdk/routes';
import type { ServerIssue } from '../../forms/server-issues';

/** Steps of registration (SPEC §4), in order. */
export const REGISTER_STEPS = ['identity', 'address', 'verify', 'success'] as const;
export type RegisterStep = (typeof REGISTER_STEPS)[number];

/** Route of each step (SPEC §2); the host maps them all to the same `<nl-register>`. */
export const REGISTER_STEP_PATHS: Record<RegisterStep, string> = {
  identity: routePath('register'),
  address: routePath('registerAddress'),
  verify: routePath('registerVerification'),
  success: routePath('registerSuccess'),
};

/** The `step` attribute as a step; unknown values mean `identity`. */
export function parseStep(value: string | undefined): RegisterStep {
  return (REGISTER_STEPS as readonly string[]).includes(value ?? '') ? (value as RegisterStep) : 'identity';
}

/** Values of the identity step's form (the schema's input, before parsing). */
export interface IdentityValues extends Record<string, unknown> {
  idType: 1 | 2;
  idNumber: string;
  firstName: string;
  middleName: string;
  lastName: string;
  nationality: string;
  residenceCountry: string;
  birthDate: string;
  countryCode: string;
  mobile: string;
  email: string;
  password: string;
  confirmPassword: string;
  verificationMethod: 'mobile' | 'email';
  privacyAccepted: boolean;
}

/** Values of the address step's form. */
export interface AddressValues extends Record<string, unknown> {
  country: string;
  street: string;
  emirate: string;
  city: string;
  postcode: string;
}

export { UAE } from '../../../sdk/validation/emirates';
import { UAE } from '../../../sdk/validation/emirates';

export const EMPTY_IDENTITY: IdentityValues = {
  idType: ID_TYPES.emiratesId,
  idNumber: '',
  firstName: '',
  middleName: '',
  lastName: '',
  nationality: '',
  residenceCountry: UAE,
  birthDate: '',
  countryCode: '971',
  mobile: '',
  email: '',
  password: '',
  confirmPassword: '',
  verificationMethod: 'mobile',
  privacyAccepted: false,
};

/** Address values to start from: the country of residence. */
export function emptyAddress(residenceCountry: string): AddressValues {
  return { country: residenceCountry || UAE, street: '', emirate: '', city: '', postcode: '' };
}

/**
 * Everything entered so far, held in memory by the element only (never in storage: it holds the
 * password). Cleared of the password once the account exists.
 */
export interface RegistrationDraft {
  /** The identity step as last accepted; null until accepted, or again after the player changed it. */
  identity: IdentityForm | null;
  address: AddressForm | null;
  /** What the forms hold now (also when not valid yet), so a step shows it again after a back and forth. */
  identityDraft: IdentityValues | null;
  addressDraft: AddressValues | null;
  /** The drafts as they were when accepted; a later change withdraws the acceptance. */
  acceptedIdentity: string | null;
  acceptedAddress: string | null;
  registered: boolean;
  /** Server issues waiting to be shown on the step they belong to (paths relative to the step). */
  pending: { step: 'identity' | 'address'; issues: ServerIssue[] } | null;
}

export const EMPTY_DRAFT: RegistrationDraft = {
  identity: null,
  address: null,
  identityDraft: null,
  addressDraft: null,
  acceptedIdentity: null,
  acceptedAddress: null,
  registered: false,
  pending: null,
};

const IDENTITY_FIELDS = new Set(Object.keys(EMPTY_IDENTITY));

/**
 * Splits server issues of the register call (paths `['data', field]` or `['data', 'address', field]`)
 * by the step that owns the field; issues naming no field stay on the verify step.
 */
export function issuesByStep(issues: readonly ServerIssue[]): { identity: ServerIssue[]; address: ServerIssue[]; verify: ServerIssue[] } {
  const out = { identity: [] as ServerIssue[], address: [] as ServerIssue[], verify: [] as ServerIssue[] };
  for (const issue of issues) {
    const path = issue.path[0] === 'data' ? issue.path.slice(1) : issue.path;
    if (path[0] === 'address' && path.length > 1) out.address.push({ path: path.slice(1), message: issue.message });
    else if (IDENTITY_FIELDS.has(String(path[0]))) out.identity.push({ path: [path[0]!], message: issue.message });
    else out.verify.push({ path, message: issue.message });
  }
  return out;
}

/** The step to show for a requested one: a later step without the data it needs falls back to the first step missing data. */
export function allowedStep(requested: RegisterStep, draft: RegistrationDraft, loggedIn: boolean): RegisterStep {
  if (draft.registered) return 'success';
  if (requested === 'success') return loggedIn ? 'success' : 'identity';
  if (requested === 'identity' || !draft.identity) return 'identity';
  if (requested === 'address' || !draft.address) return 'address';
  return 'verify';
}
