import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { intBetween, maxChars, maxItems } from '../validation/bounds';

/**
 * The player's notifications (SPEC §2 /account/notification/list and message detail): system
 * messages the server writes when something happens to the player, and operator messages. SPEC §7
 * lists 100171, 100172 and 100140 without a purpose; they are given to the list, the detail and
 * marking read (account prefix 100). The unread counts are 100124's unreadSysMessage and
 * unreadOperateMessage.
 */

/** Most notifications on one page. */
export const MAX_NOTIFICATIONS_PAGE_SIZE = 50;
/** Most notifications one 100140 marks by id. */
export const MAX_NOTIFICATIONS_MARKED = 100;
/**
 * Largest notification id a request may name: a PostgreSQL integer, as every request integer is
 * (tests/sdk/command-table.test.ts); the column is bigint, and ids stay far below.
 */
export const MAX_NOTIFICATION_ID = 2_147_483_647;

/** system: written by the server; operator: sent by an operator (`npm run notify`). */
export const NotificationKindSchema = z.enum(['system', 'operator']);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/**
 * What a notification is about: the system's topics (deposit credited, withdrawal paid or
 * returned, win credited, identity verified or not) and the operator's categories.
 */
export const NotificationTopicSchema = z.enum([
  'deposit-credited',
  'withdrawal-paid',
  'withdrawal-returned',
  'win-credited',
  'kyc-verified',
  'kyc-failed',
  'service',
  'promotion',
]);
export type NotificationTopic = z.infer<typeof NotificationTopicSchema>;

/** One notification as the list shows it; the detail adds the whole body. */
export const NotificationSummarySchema = z.object({
  id: z.int().check(z.positive()),
  kind: NotificationKindSchema,
  topic: NotificationTopicSchema,
  /** Plain text in the asked language. */
  title: z.string(),
  /** The body's beginning (at most 140 characters), plain text. */
  preview: z.string(),
  /** Epoch ms. */
  createdAt: z.int(),
  read: z.boolean(),
});
export type NotificationSummary = z.infer<typeof NotificationSummarySchema>;

export const NotificationSchema = z.object({
  ...NotificationSummarySchema.shape,
  /** The whole message, plain text (line breaks kept). */
  body: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The unread counts after a change: what 100124 would answer now. */
export const UnreadCountsSchema = z.object({
  unreadSysMessage: z.int().check(z.nonnegative()),
  unreadOperateMessage: z.int().check(z.nonnegative()),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

const notificationId = intBetween(1, MAX_NOTIFICATION_ID);

/**
 * One page of the player's notifications, newest first, optionally of one kind or only the unread
 * ones; paged by the server's cursor (each page reads pageSize + 1 index entries).
 */
export const notificationList = defineCommand({
  code: '100171',
  name: 'notificationList',
  domain: 'notifications',
  methods: ['POST', 'GET'],
  requiresSession: true,
  request: z.object({
    kind: z.optional(NotificationKindSchema),
    unreadOnly: z._default(z.boolean(), false),
    pageSize: z._default(intBetween(1, MAX_NOTIFICATIONS_PAGE_SIZE), 20),
    /** `nextCursor` of the previous page; absent for the first page. */
    cursor: z.optional(z.string().check(maxChars(20), z.regex(/^\d{1,16}$/, 'validation.cursor'))),
    language: z.optional(z.enum(['en-US', 'ar-AE'])),
  }),
  response: z.object({ items: z.array(NotificationSummarySchema), nextCursor: z.nullable(z.string()) }),
});

/** One of the player's notifications with its whole text; another player's answers 404001401, as a missing one does. */
export const notificationDetail = defineCommand({
  code: '100172',
  name: 'notificationDetail',
  domain: 'notifications',
  methods: ['POST', 'GET'],
  requiresSession: true,
  request: z.object({ id: notificationId, language: z.optional(z.enum(['en-US', 'ar-AE'])) }),
  response: z.object({ notification: NotificationSchema }),
});

/**
 * Marks the player's notifications read: the ids given (only the player's own count), or all of
 * them. Idempotent: a notification already read is not counted again. Answers how many this call
 * marked and the unread counts after it.
 */
export const markNotificationsRead = defineCommand({
  code: '100140',
  name: 'markNotificationsRead',
  domain: 'notifications',
  methods: ['POST'],
  requiresSession: true,
  request: z
    .object({
      /** These notifications (the player's own; others are ignored). */
      ids: z.optional(z.array(notificationId).check(z.minLength(1, 'validation.required'), maxItems(MAX_NOTIFICATIONS_MARKED))),
      /** Every notification of the player (of `kind` when given). */
      all: z.optional(z.literal(true)),
      kind: z.optional(NotificationKindSchema),
    })
    .check(z.refine((d) => (d.ids === undefined) !== (d.all === undefined), { message: 'validation.required', path: ['ids'] })),
  response: z.object({ marked: z.int().check(z.nonnegative()), ...UnreadCountsSchema.shape }),
});
