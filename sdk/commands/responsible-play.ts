import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { codeField, countryCodeField, emailField, mobileField } from '../validation/forms';
import { intBetween, maxChars } from '../validation/bounds';
import { MAX_EXCLUSION_AMOUNT, NO_LIMIT } from '../validation/self-exclusion-amount';

/**
 * Responsible play (SPEC §1 tools, §3 self-exclusion status and global restrictions, §4
 * self-exclusion types and limit states, §5 limit amounts, §7 100138 / 100156 / 100155 / 100316 /
 * 100163, §9 durations). The server enforces every limit and exclusion at the moment of the bet,
 * deposit or login; these calls only set and read them.
 */

/** SPEC §3/§4 exclusion types: 1 self-exclusion, 2 deposit limit, 4 wager limit, 5 take a break. */
export const EXCLUSION_TYPES = { selfExclusion: 1, depositLimit: 2, wagerLimit: 4, takeABreak: 5 } as const;

/** Longest duration of any tool: 5 years (SPEC §9), in hours for 100138 and minutes for 100156. */
const MAX_EXCLUSION_HOURS = 5 * 366 * 24;
const MAX_LIMIT_MINUTES = 366 * 24 * 60;

/** Largest limit amount in fils (SPEC §9: AED 10,000,000). */
export const MAX_LIMIT_AMOUNT = MAX_EXCLUSION_AMOUNT * 100;

/** One self-exclusion or limit record (SPEC §3 Self-exclusion status and records). */
export const ExclusionRecordSchema = z.object({
  exclusionType: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(5)]),
  /** The limit in fils (types 2, 4); the duration in hours for types 1 and 5. */
  exclusionValue: z.int(),
  /** What remains of the limit in this period, fils (types 2, 4). */
  availableLimit: z.nullable(z.int()),
  exclusionStartTime: z.int(),
  /** Epoch ms; also sent as exclusionEndTimestamp for the older dialogs. */
  exclusionEndTime: z.int(),
  exclusionEndTimestamp: z.int(),
  /** e.g. '24 Hours', '7 Days', '3 Months'. */
  exclusionDurationDesc: z.string(),
  /** Duration of the limit's period, minutes (types 2, 4). */
  durationMinute: z.nullable(z.int()),
  /** Changes left in this period (wager limit locked below 1 with limitStatus 1). */
  remainChangeNum: z.int(),
  /** 1 locked: cannot be changed now. */
  limitStatus: z.int(),
  /** active, reached (nothing left), expired (period over: renew, change or remove). */
  state: z.enum(['active', 'reached', 'expired']),
  /** Undrawn consecutive-draw orders still running. */
  unFinishChaseOrder: z.int(),
  betAmountLimit: z.nullable(z.int()),
  remainAmount: z.nullable(z.int()),
});
export type ExclusionRecord = z.infer<typeof ExclusionRecordSchema>;

/**
 * Self-exclusion (type 1) or take a break (type 5) for one of the SPEC §9 durations; the player is
 * logged out.
 *
 * 100138: self-exclusion (type 1) or take a break (type 5) for one of the durations of SPEC §9.
 */
export const setSelfExclusion = defineCommand({
  code: '100138',
  name: 'setSelfExclusion',
  domain: 'responsible-play',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({
    exclusionType: z.union([z.literal(1), z.literal(5)]),
    exclusionHours: intBetween(1, MAX_EXCLUSION_HOURS),
  }),
  response: z.object({ exclusionEndTime: z.int(), unFinishChaseOrder: z.int() }),
});

/**
 * Sets, lowers or renews a deposit (2) or wager (4) limit; a higher limit waits for the current
 * period to end. -1 (No Limits) means no limit: none is set, an expired one is removed, a running
 * one cannot be lifted before it expires (403001306).
 *
 * 100156: sets, changes or renews a deposit (2) or wager (4) limit. `exclusionValue` in fils from
 * the config list; `exclusionDuration` the option's minutes. A lower limit applies at once; a
 * higher one or a shorter duration is refused while the current period runs.
 *
 * `exclusionValue: -1` is the config list's "No Limits" (SPEC §3): no limit of that type, not a
 * very large one. With none in force it changes nothing; an expired limit is removed (as 100316
 * 2/1 removes a deposit limit); a limit whose term still runs is refused with 403001306, because
 * no limit is a higher limit and a limit cannot be lifted before it expires (SPEC §4). The reply
 * then says `noLimit: true` and `exclusionEndTime: 0`; the duration is checked but unused.
 *
 * @example await client.call('setLimit', { exclusionType: 2, exclusionValue: NO_LIMIT, exclusionDuration: 1440 }) // { exclusionEndTime: 0, noLimit: true }
 */
export const setLimit = defineCommand({
  code: '100156',
  name: 'setLimit',
  domain: 'responsible-play',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({
    exclusionType: z.union([z.literal(2), z.literal(4)]),
    exclusionValue: z.union([z.literal(NO_LIMIT), intBetween(1, MAX_LIMIT_AMOUNT)]),
    exclusionDuration: intBetween(1, MAX_LIMIT_MINUTES),
  }),
  response: z.object({
    /** End of the limit's term, epoch ms; 0 when the player now has no limit of this type. */
    exclusionEndTime: z.int(),
    /** True when "No Limits" left the player without a limit of this type. */
    noLimit: z.optional(z.boolean()),
  }),
});

/**
 * Won minus spent today (midnight to midnight in Asia/Dubai): stakes net of refunds, prizes, and
 * the difference; one indexed read.
 *
 * 100157: the player's play today (beyond SPEC, as comparable regulators require; issue 10): won
 * minus spent since midnight in the players' time zone (Asia/Dubai), in fils. `spent` is stakes
 * net of their refunds; `won` is prizes; deposits and withdrawals are not play. One indexed read
 * on the server, whatever the player's history.
 *
 * @example const { net } = (await client.call('todayNetPosition', {})).data; // -300: AED 3 down today
 */
export const todayNetPosition = defineCommand({
  code: '100157',
  name: 'todayNetPosition',
  domain: 'responsible-play',
  methods: ['POST', 'GET'],
  requiresSession: true,
  request: z.strictObject({}),
  response: z.object({
    won: z.int(),
    spent: z.int(),
    /** won − spent: positive when the player is ahead today. */
    net: z.int(),
    /** The day counted, [dayStart, dayEnd) epoch ms: midnight to midnight in Asia/Dubai. */
    dayStart: z.int(),
    dayEnd: z.int(),
  }),
});

/**
 * The player's exclusion and limit records (-1 all, 2 deposit, 4 wager) with what remains of each
 * limit.
 *
 * 100155: the player's exclusion and limit records; -1 all, 2 deposit, 4 wager.
 */
export const exclusionStatus = defineCommand({
  code: '100155',
  name: 'exclusionStatus',
  domain: 'responsible-play',
  methods: ['GET', 'POST'],
  requiresSession: true,
  request: z.object({ exclusionType: z._default(z.union([z.literal(-1), z.literal(2), z.literal(4)]), -1) }),
  response: z.object({ records: z.array(ExclusionRecordSchema), timestamp: z.int() }),
});

/**
 * Records a click on a responsible-play popup (and removes an expired deposit limit: bizType 2,
 * clickType 1).
 *
 * 100316 popup/tip report (SPEC §7): bizType/clickType 0/0 yes, 0/1 no; 1/0 responsible-gaming
 * popup shown; 2/1 remove the (expired) deposit limit.
 */
export const tipReport = defineCommand({
  code: '100316',
  name: 'tipReport',
  domain: 'responsible-play',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ bizType: intBetween(0, 9), clickType: intBetween(0, 9) }),
  response: z.object({}),
});

/**
 * What restricts the player now (AML, self-exclusion) and which responsible-play popups to show.
 *
 * 100163: what restricts the player now (SPEC §3 Global restrictions).
 */
export const globalRestrictions = defineCommand({
  code: '100163',
  name: 'globalRestrictions',
  domain: 'responsible-play',
  methods: ['POST', 'GET'],
  requiresSession: true,
  request: z.strictObject({}),
  response: z.object({
    isRestricted: z.boolean(),
    /** 1 AML, 2 self-exclusion; null when not restricted. */
    restrictedReason: z.nullable(z.union([z.literal(1), z.literal(2)])),
    exclusionInfo: z.nullable(ExclusionRecordSchema),
    showDepositLimitConfigPopup: z.boolean(),
    showDepositLimitPopup: z.boolean(),
    /** The responsible-gaming points popup (GET variant of SPEC §7). */
    showHighRiskUserPopup: z.boolean(),
  }),
});

/** SPEC §3 family exclusion relationships. */
export const FamilyRelationshipSchema = z.enum(['spouse', 'parent', 'children', 'grandchild']);

/** SPEC §4 family exclusion progress. */
export const FamilyExclusionStateSchema = z.enum(['noRecord', 'underReview', 'approved', 'deniedIneligible', 'deniedIncorrect']);

/** Uploaded files are referenced by the id 100117 (upload document) answered. */
const documentIdField = z.string().check(z.minLength(1, 'validation.required'), maxChars(64));

/**
 * A relative's application to exclude a player's account; answers a receipt number.
 *
 * Family exclusion application (SPEC §3): a relative asks to exclude a player's account.
 */
export const applyFamilyExclusion = defineCommand({
  code: '100181',
  name: 'applyFamilyExclusion',
  domain: 'responsible-play',
  methods: ['POST'],
  requiresSession: false,
  request: z.object({
    /** The account to exclude: its e-mail or mobile as the player logs in with it. */
    account: z.string().check(z.trim(), z.minLength(1, 'validation.required'), maxChars(254)),
    holderName: z.string().check(z.trim(), z.minLength(1, 'validation.required'), maxChars(100)),
    applicantName: z.string().check(z.trim(), z.minLength(1, 'validation.required'), maxChars(100)),
    countryCode: countryCodeField,
    mobile: mobileField,
    code: codeField,
    relationship: FamilyRelationshipSchema,
    /** Minutes from familyExclusionTimeLimit; -1 lifetime. */
    duration: z.union([z.literal(-1), intBetween(1, 100 * 366 * 24 * 60)]),
    email: emailField,
    idPhotoId: documentIdField,
    evidenceId: documentIdField,
  }),
  response: z.object({ receiptNumber: z.string() }),
});

/**
 * The state of a family exclusion application by its receipt number.
 *
 * Progress of a family exclusion application by its receipt number.
 */
export const familyExclusionProgress = defineCommand({
  code: '100182',
  name: 'familyExclusionProgress',
  domain: 'responsible-play',
  methods: ['POST'],
  requiresSession: false,
  request: z.object({ receiptNumber: z.string().check(z.trim(), z.minLength(1, 'validation.required'), maxChars(32)) }),
  response: z.object({ state: FamilyExclusionStateSchema, submittedAt: z.nullable(z.int()), decidedAt: z.nullable(z.int()) }),
});

/**
 * The 14 answers of the self-assessment; answers at risk (5 or more yes) or low risk.
 *
 * The self-assessment's 14 answers (SPEC §5); the server keeps the outcome for the operator.
 */
export const submitAssessment = defineCommand({
  code: '100306',
  name: 'submitAssessment',
  domain: 'responsible-play',
  methods: ['POST'],
  requiresSession: false,
  request: z.object({ answers: z.array(z.boolean()).check(z.minLength(14, 'validation.answerAllQuestions'), z.maxLength(14, 'validation.answerAllQuestions')) }),
  response: z.object({ result: z.enum(['at-risk', 'low-risk']) }),
});
