import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { INT4_MAX, intBetween } from '../validation/bounds';

/** Terms-version acceptance and the funds-security declaration. */

export const checkTerms = defineCommand({
  code: '200029',
  name: 'checkTerms',
  domain: 'content',
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

export const termsArticles = defineCommand({
  code: '200022',
  name: 'termsArticles',
  domain: 'content',
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

export const acceptTerms = defineCommand({
  code: '200030',
  name: 'acceptTerms',
  domain: 'content',
  methods: ['GET', 'POST'],
  requiresSession: true,
  request: z.object({
    /** A terms_versions.id, an integer column. */
    versionId: intBetween(1, INT4_MAX),
  }),
  response: z.object({}),
});

export const SOURCES_OF_FUNDS = ['salary', 'business', 'savings', 'investments', 'inheritance', 'other'] as const;

export const fundsStatementStatus = defineCommand({
  code: '100160',
  name: 'fundsStatementStatus',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ lawStatementType: z.literal(1) }),
  response: z.object({ alertStatus: z.union([z.literal(0), z.literal(1)]), agreeStatus: z.union([z.literal(0), z.literal(1)]) }),
});

export const submitFundsStatement = defineCommand({
  code: '100161',
  name: 'submitFundsStatement',
  domain: 'accounts',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ lawStatementType: z.literal(1), memo: z.enum(SOURCES_OF_FUNDS), ownFunds: z.literal(true), notProceedsOfCrime: z.literal(true) }),
  response: z.object({}),
});
