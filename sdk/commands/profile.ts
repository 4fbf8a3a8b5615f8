import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { addressSchema, changePasswordSchema } from '../validation/forms';
import { VerifiedStatusSchema } from './kyc';
import { maxChars, maxItems } from '../validation/bounds';

/** Profile, settings and account deletion of the logged-in player. */

export const ProfileSchema = z.object({
  userOpenId: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  countryCode: z.string(),
  mobile: z.string(),
  birthDate: z.string(),
  nationality: z.string(),
  residenceCountry: z.string(),
  idType: z.union([z.literal(1), z.literal(2)]),
  /** Only the last four characters are ever sent back. */
  idNumberMasked: z.string(),
  loginMethod: z.enum(['mobile', 'email']),
  address: addressSchema,
  verifiedStatus: VerifiedStatusSchema,
  createdAt: z.number(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** The logged-in player's profile. */
export const profile = defineCommand({
  code: '100107',
  name: 'profile',
  domain: 'profile',
  methods: ['GET', 'POST'],
  requiresSession: true,
  request: z.object({}),
  response: ProfileSchema,
});

/**
 * Changes the password; 'Wrong current password.' (403000630) is shown in the form, never toasted.
 */
export const changePassword = defineCommand({
  code: '100113',
  name: 'changePassword',
  domain: 'profile',
  methods: ['POST'],
  requiresSession: true,
  encrypted: true,
  request: changePasswordSchema,
  response: z.object({}),
});

/** Replaces the player's address. */
export const editAddress = defineCommand({
  code: '100117',
  name: 'editAddress',
  domain: 'profile',
  methods: ['POST'],
  requiresSession: true,
  request: addressSchema,
  response: z.object({ address: addressSchema }),
});

export const NotificationSettingsSchema = z.object({
  drawResults: z.boolean(),
  winnings: z.boolean(),
  promotions: z.boolean(),
  bySms: z.boolean(),
  byEmail: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** Which notifications the player receives, and by which channel. */
export const notificationSettings = defineCommand({
  code: '100137',
  name: 'notificationSettings',
  domain: 'profile',
  methods: ['GET', 'POST'],
  requiresSession: true,
  request: z.object({}),
  response: NotificationSettingsSchema,
});

/** Saves the notification settings. */
export const saveNotificationSettings = defineCommand({
  code: '100177',
  name: 'saveNotificationSettings',
  domain: 'profile',
  methods: ['POST'],
  requiresSession: true,
  request: NotificationSettingsSchema,
  response: NotificationSettingsSchema,
});

/** Images accepted for uploads (KYC documents, deletion evidence): checked by content, not name. */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
/** Largest upload accepted, in bytes (decoded). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Stores an image (JPEG or PNG, at most 5 MiB) for a later request; answers its id. */
export const uploadDocument = defineCommand({
  code: '100136',
  name: 'uploadDocument',
  domain: 'profile',
  methods: ['POST'],
  // A family exclusion applicant uploads without an account; account deletion needs the session.
  requiresSession: false,
  request: z.object({
    purpose: z.enum(['account-deletion', 'family-exclusion']),
    fileName: z.string().check(z.minLength(1, 'validation.required'), maxChars(200)),
    contentType: z.enum(UPLOAD_CONTENT_TYPES),
    /** Base64 of the file. */
    dataBase64: z.string().check(z.minLength(1, 'validation.required'), maxChars(Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4)),
  }),
  response: z.object({ documentId: z.string() }),
});

/**
 * Asks to delete the account: balance must be zero and confirmed; deleted after 30 days unless
 * withdrawn.
 */
export const requestAccountDeletion = defineCommand({
  code: '100134',
  name: 'requestAccountDeletion',
  domain: 'profile',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({
    /** Ids 100136 answered (UUIDs). */
    documentIds: z.array(z.string().check(z.minLength(1, 'validation.required'), maxChars(64))).check(z.minLength(1, 'validation.required'), maxItems(5)),
    remark: z.string().check(z.trim(), z.minLength(1, 'validation.required'), maxChars(500)),
    balanceClearedConfirmed: z.literal(true),
  }),
  response: z.object({ requestId: z.string(), deleteAfter: z.number() }),
});

/** Countries with dialling codes and flags for the mobile field (default 971). */
export const countryCodes = defineCommand({
  code: '001016',
  name: 'countryCodes',
  domain: 'profile',
  methods: ['GET', 'POST'],
  requiresSession: false,
  request: z.object({}),
  response: z.object({
    countries: z.array(z.object({ id: z.int(), country: z.string(), code: z.string(), flagUrl: z.string(), iso: z.string() })),
  }),
});
