import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { INT4_MAX, intBetween } from '../validation/bounds';

/** Terms-version acceptance and the funds-security declaration. */

/** Whether a new terms version must be shown (upgrade=1 and notice=1) and whether it is forced. */
export const checkTerms = defineCommand({
  code: '200029',
  name: 'checkTerms',
  domain: 'compliance',
  methods: ['GET', 'POST'],
  requiresSession: true,
  request: z.object({ versionType: z.literal(1) }),
  response: z.object({
    id: z.int(),
    forceUpgrade: z.union([z.literal(0), z.literal(1)]),
    notice: z.union([z.literal(0), z.literal(1)]),
    upgrade: z.union([z.literal(0), z.literal(1)]),
  }),
});

/** The terms articles of a category (12 = terms update): a 'brief' summary and the 'whole' text. */
export const termsArticles = defineCommand({
  code: '200022',
  name: 'termsArticles',
  domain: 'compliance',
  methods: ['GET', 'POST'],
  requiresSession: false,
  request: z.object({
    /** terms_articles.category, an integer column. */
    category: intBetween(1, INT4_MAX),
    language: z._default(z.enum(['en-US', 'ar-AE']), 'en-US'),
  }),
  response: z.object({
    articleDetailItemList: z.array(z.object({ id: z.int(), label: z.enum(['brief', 'whole']), title: z.string(), content: z.string() })),
  }),
});

/** Records that the player accepted a terms version. */
export const acceptTerms = defineCommand({
  code: '200030',
  name: 'acceptTerms',
  domain: 'compliance',
  methods: ['GET', 'POST'],
  requiresSession: true,
  request: z.object({
    /** A terms_versions.id, an integer column. */
    versionId: intBetween(1, INT4_MAX),
  }),
  response: z.object({}),
});

export const SOURCES_OF_FUNDS = ['salary', 'business', 'savings', 'investments', 'inheritance', 'other'] as const;

/** Whether the funds-security declaration must be shown (alertStatus=1 and agreeStatus=0). */
export const fundsStatementStatus = defineCommand({
  code: '100160',
  name: 'fundsStatementStatus',
  domain: 'compliance',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ lawStatementType: z.literal(1) }),
  response: z.object({ alertStatus: z.union([z.literal(0), z.literal(1)]), agreeStatus: z.union([z.literal(0), z.literal(1)]) }),
});

/** Records the declaration: both statements agreed and the source of funds. */
export const submitFundsStatement = defineCommand({
  code: '100161',
  name: 'submitFundsStatement',
  domain: 'compliance',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ lawStatementType: z.literal(1), memo: z.enum(SOURCES_OF_FUNDS), ownFunds: z.literal(true), notProceedsOfCrime: z.literal(true) }),
  response: z.object({}),
});
