import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import {
  addressSchema,
  codeField,
  codeTargetWith,
  countryCodeField,
  emailField,
  ID_TYPES,
  mobileField,
  passwordField,
  TEXT_MAX,
  typedPasswordField,
  VERIFICATION_METHODS,
} from '../validation/forms';
import { boundedString, maxChars } from '../validation/bounds';

/**
 * Accounts and sessions: verification codes, registration, login (password or one-time code),
 * password reset and logout. Request schemas reuse the form rules of sdk/validation, so the server
 * refuses what the form refuses.
 */

/**
 * Why a code is sent; a code only works for the scene it was sent for. 'verify-email': to the
 * not yet verified e-mail address of an account (a player who registered by mobile); its ticket
 * (001013) goes with the password in an e-mail login (100200 `emailTicket`), which verifies it.
 */
export const CodeSceneSchema = z.enum(['register', 'login', 'reset-password', 'family', 'verify-email']);
export type CodeScene = z.infer<typeof CodeSceneSchema>;

const codeSent = z.object({
  /** Seconds until the code expires. */
  expiresInSeconds: z.int().check(z.positive()),
  /** Seconds before another code may be requested for the same target. */
  resendAfterSeconds: z.int().check(z.nonnegative()),
});

/** Sends a six-digit code by SMS for a scene; rate-limited (403000613 when requested too often). */
export const sendSmsCode = defineCommand({
  code: '001001',
  name: 'sendSmsCode',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  request: z.object({ countryCode: countryCodeField, mobile: mobileField, scene: CodeSceneSchema }),
  response: codeSent,
});

/**
 * Sends a six-digit code by e-mail for a scene; rate-limited (403000613 when requested too often).
 */
export const sendEmailCode = defineCommand({
  code: '001012',
  name: 'sendEmailCode',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  request: z.object({ email: emailField, scene: CodeSceneSchema }),
  response: codeSent,
});

/**
 * Checks a code; answers a single-use ticket that proves the target for the next step (403000810
 * when wrong).
 */
export const checkCode = defineCommand({
  code: '001013',
  name: 'checkCode',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  request: codeTargetWith({ scene: CodeSceneSchema, code: codeField }),
  response: z.object({ verificationTicket: z.string(), expiresInSeconds: z.int().check(z.positive()) }),
});

/**
 * A single-use verification ticket as 001013 issued it (43 characters today); bounded with room
 * for a longer format.
 */
const ticketField = z.string().check(z.minLength(1, 'validation.required'), maxChars(128));

/** What every successful login or registration answers: the player's info with a fresh token. */
export const LoginReplySchema = z.object({
  sessionToken: z.string().check(z.minLength(20)),
  userOpenId: z.string(),
  firstName: z.string(),
  userName: z.string(),
  phone: z.string(),
  verifiedStatus: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(6), z.literal(7)]),
  realName: z.string(),
  registerIdCardType: z.union([z.literal(ID_TYPES.emiratesId), z.literal(ID_TYPES.passport)]),
  headImgUrl: z.string(),
  isNew: z.boolean(),
  extCode: z.string(),
  /**
   * True for a withdraw-only session (a login with purpose 'withdraw' during a self-exclusion or
   * break, SPEC §4): the host shows only what it allows (the wallet and withdrawal). Absent otherwise.
   */
  withdrawOnly: z.optional(z.boolean()),
});
export type LoginReply = z.infer<typeof LoginReplySchema>;

/**
 * Creates the account from the identity and address steps and a verified code ticket; logs in.
 *
 * Registration in one request after the code check. The server re-checks every rule of the
 * identity and address steps (18+ against its own clock, the countries against its list) and the
 * ticket of the chosen method. Here the identity fields are only bounded, so that the server's
 * check of the identity step can answer every problem of the form at once.
 */
export const register = defineCommand({
  code: '100201',
  name: 'register',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  encrypted: true,
  request: z.object({
    idType: z.union([z.literal(ID_TYPES.emiratesId), z.literal(ID_TYPES.passport)]),
    idNumber: boundedString(TEXT_MAX.idNumber),
    firstName: boundedString(TEXT_MAX.name),
    middleName: z._default(boundedString(TEXT_MAX.name), ''),
    lastName: boundedString(TEXT_MAX.name),
    nationality: boundedString(TEXT_MAX.country),
    residenceCountry: boundedString(TEXT_MAX.country),
    birthDate: boundedString(TEXT_MAX.birthDate),
    countryCode: countryCodeField,
    mobile: boundedString(TEXT_MAX.mobile),
    email: boundedString(TEXT_MAX.email),
    password: boundedString(TEXT_MAX.password),
    confirmPassword: boundedString(TEXT_MAX.password),
    verificationMethod: z.enum(VERIFICATION_METHODS),
    privacyAccepted: z.boolean(),
    address: addressSchema,
    verificationTicket: ticketField,
  }),
  response: LoginReplySchema,
});

/**
 * Why the player logs in. 'withdraw': during a self-exclusion or break (SPEC §4 "may log in only
 * to withdraw") a login answers 403000619 unless it says this; then it opens a session that only
 * the wallet, withdrawal and read commands accept (the others answer 403000619).
 */
const loginPurposeField = z.optional(z.enum(['withdraw']));

/**
 * Logs in with e-mail or mobile and password; repeated failures lock the account for a while. An
 * e-mail login to an account whose address is not verified answers 403000623 unless it carries
 * `emailTicket`, a 'verify-email' ticket of 001013 for that address: then the address becomes
 * verified and the login goes on.
 */
export const passwordLogin = defineCommand({
  code: '100200',
  name: 'passwordLogin',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  encrypted: true,
  request: z.discriminatedUnion('accountType', [
    z.object({ accountType: z.literal('email'), email: emailField, password: typedPasswordField, purpose: loginPurposeField, emailTicket: z.optional(ticketField) }),
    z.object({ accountType: z.literal('mobile'), countryCode: countryCodeField, mobile: mobileField, password: typedPasswordField, purpose: loginPurposeField }),
  ]),
  response: LoginReplySchema,
});

/**
 * Logs in with a one-time code sent to the mobile or e-mail (403000622/403000623 unverified,
 * 403000810 wrong code).
 */
export const codeLogin = defineCommand({
  code: '100202',
  name: 'codeLogin',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  request: codeTargetWith({ code: codeField, purpose: loginPurposeField }),
  response: LoginReplySchema,
});

/**
 * Sets a new password with a reset-password code ticket; ends every open session of the account.
 */
export const resetPassword = defineCommand({
  code: '100203',
  name: 'resetPassword',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  encrypted: true,
  request: codeTargetWith({ verificationTicket: ticketField, newPassword: passwordField }),
  response: z.object({}),
});

/**
 * A hand-off code: 32 random bytes, base64url. It travels once, in the fragment of the partner
 * page's URL, and is exchanged within a minute for a session on that page (100231).
 */
export const HANDOFF_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * After login on the product's site, sends the player back to a partner's page with a one-time
 * code (SPEC: partner sites): answers `url`, the partner page with `#nl-handoff=<code>`. The page
 * must be on an origin of the gateway's allow-list (PARTNER_ORIGINS), else 403000660 and nothing
 * is issued. The code is good once, for one minute, from that origin only.
 *
 * @example await client.call('partnerHandoff', { returnUrl: 'https://partner.example/play' }) // { url: 'https://partner.example/play#nl-handoff=…' }
 */
export const partnerHandoff = defineCommand({
  code: '100230',
  name: 'partnerHandoff',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ returnUrl: z.string().check(z.minLength(1, 'validation.required'), maxChars(2048)) }),
  response: z.object({ url: z.string() }),
});

/**
 * Exchanges a hand-off code (100230) for a session of its own on the partner's page: the login
 * reply, as a login answers it. The request must come from the origin the code was issued for;
 * a code unknown, used, expired or from elsewhere answers 403000661.
 *
 * @example await client.call('partnerLogin', { code }) // the LoginReply, with a fresh token
 */
export const partnerLogin = defineCommand({
  code: '100231',
  name: 'partnerLogin',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  request: z.object({ code: z.string().check(maxChars(43), z.regex(HANDOFF_CODE_PATTERN, 'validation.invalidCharacter')) }),
  response: LoginReplySchema,
});

/** Longest authorisation code of the super-app accepted (its OAuth codes are far shorter). */
export const MAX_HOST_AUTH_CODE_LENGTH = 128;

/** One lottery account a super-app user may bind (100232 'bind'): which one, and how it is shown. */
export const HostAccountChoiceSchema = z.object({
  /** Its place in the ticket's list: what 100233 names; the account's own id never leaves the server. */
  index: z.int().check(z.gte(0), z.lte(1)),
  /** How it matched the super-app user: by the mobile number or the e-mail address. */
  accountType: z.enum(['mobile', 'email']),
  /** The matching mobile or e-mail, masked (+971 50•••••00, d•••@example.com). */
  hint: z.string(),
});
export type HostAccountChoice = z.infer<typeof HostAccountChoiceSchema>;

/**
 * Logs in the super-app user behind an authorisation code (SPEC §4 Host app, §7 host-app OAuth):
 * the gateway exchanges the code with the super-app, once. The answer:
 * - `login`: the super-app user is bound to a lottery account; the login reply.
 * - `bind`: not bound yet, and one (`bindingType` 1) or two (2: one by mobile, one by e-mail)
 *   lottery accounts match what the super-app knows; the account-binding dialog (SPEC §5) asks for
 *   the password of the one to bind, with `ticket` (100233), good for 10 minutes.
 * - `register`: no lottery account matches; the player registers or logs in with a password.
 * A code unknown, used or expired answers 403000662.
 *
 * @example const r = await client.call('hostLogin', { code: sessionStorage.getItem('botimAuthCode') }); if (r.ok && r.data.outcome === 'login') client.session.completeLogin(r.data.login);
 */
export const hostLogin = defineCommand({
  code: '100232',
  name: 'hostLogin',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  request: z.object({ code: z.string().check(z.minLength(1, 'validation.required'), maxChars(MAX_HOST_AUTH_CODE_LENGTH)) }),
  response: z.discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('login'), login: LoginReplySchema }),
    z.object({ outcome: z.literal('bind'), bindingType: z.union([z.literal(1), z.literal(2)]), ticket: z.string(), accounts: z.array(HostAccountChoiceSchema).check(z.maxLength(2)) }),
    z.object({ outcome: z.literal('register') }),
  ]),
});

/**
 * Binds the super-app user of a 100232 `bind` ticket to the lottery account it offered at `index`,
 * proved by that account's password, and logs in (the login reply). Wrong passwords count towards
 * the account's lock as a login's do (403000631, 403000632). The ticket is spent by the first
 * binding that succeeds (403000663 after it, or when unknown or expired); an account already bound
 * to another super-app user answers 403000664.
 *
 * @example await client.call('bindHostAccount', { ticket, index: 0, password })
 */
export const bindHostAccount = defineCommand({
  code: '100233',
  name: 'bindHostAccount',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  encrypted: true,
  request: z.object({ ticket: ticketField, index: z.int().check(z.gte(0), z.lte(1)), password: typedPasswordField }),
  response: LoginReplySchema,
});

/**
 * A legacy reference of the previous lottery platform: letters, digits and dashes, as printed on
 * its statements (e.g. EL-2019-004512).
 */
export const legacyRefField = z.string().check(z.minLength(1, 'validation.required'), maxChars(32), z.regex(/^[A-Z0-9][A-Z0-9-]{3,31}$/, 'validation.legacyRef'));

/**
 * One account of the previous platform that belongs to the player: found by the player's verified
 * e-mail address or verified mobile number, never by anything the client sends.
 */
export const LegacyAccountSchema = z.object({
  legacyRef: z.string(),
  /** Balance held there, minor units: what a migration credits to the withdrawable balance. */
  balance: z.int().check(z.nonnegative()),
  /** Epoch ms of the last activity on the previous platform. */
  lastActiveAt: z.int(),
  /** available: not migrated yet; migrated: carried over (migratedAt set). */
  state: z.enum(['available', 'migrated']),
  migratedAt: z.nullable(z.int()),
});
export type LegacyAccount = z.infer<typeof LegacyAccountSchema>;

/**
 * The player's accounts on the previous lottery platform and whether each was migrated: the
 * `accountMigration` page (SPEC §2, login required) reads it. A read: it changes nothing.
 *
 * SPEC §7 gives only the code; purpose chosen because SPEC §2 names a login-only
 * `accountMigration` route and no command serves it, and 001006 sits with the account commands
 * (001001, 001012, 001013, 001016). Matching is by the player's verified e-mail or verified mobile
 * only, so a player sees no one else's legacy account; an empty list is the common answer.
 *
 * @example const { items } = (await client.call('accountMigration', {})).data
 */
export const accountMigration = defineCommand({
  code: '001006',
  name: 'accountMigration',
  domain: 'accounts',
  methods: ['POST', 'GET'],
  requiresSession: true,
  request: z.strictObject({}),
  response: z.object({ items: z.array(LegacyAccountSchema) }),
});

/**
 * Migrates one of the player's accounts of the previous platform (as 001006 lists it): its
 * balance is credited to the withdrawable balance once, in one `adjustment` movement
 * `account-migration:<legacyRef>`, and it is marked migrated to this player.
 *
 * SPEC §7 gives only the code and 600701 is alone in its family; purpose chosen because the
 * `accountMigration` page needs its one action and no other code of §7 is left for it. Decided in
 * one conditional UPDATE (not migrated yet, and the player's by verified e-mail or mobile), so two
 * requests together migrate once; the same request again answers the first outcome; another
 * player's or an unknown reference is 404000012, one migrated already to another player 403000670.
 */
export const migrateAccount = defineCommand({
  code: '600701',
  name: 'migrateAccount',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ legacyRef: legacyRefField }),
  response: z.object({ legacyRef: z.string(), creditedAmount: z.int().check(z.nonnegative()), migratedAt: z.int() }),
});
