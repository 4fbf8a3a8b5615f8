import * as z from 'zod/mini';
import { defineCommand } from './define-command';

/** One drawn (or pending) phase; `result` is null until drawn, and may hold null for a missing number. */
export const DrawnPhaseSchema = z.object({
  phase: z.string(),
  /** Numbers as drawn; Color Prediction uses a digit 0-9. */
  result: z.nullable(z.array(z.nullable(z.int()))),
  expectedPrizeTimestamp: z.number(),
  /** Published SHA-256 of the draw seed (the commitment), hex. */
  seedHash: z.nullable(z.string()),
});

export const latestDraws = defineCommand({
  code: '660200',
  name: 'latestDraws',
  domain: 'draws',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({
    lotteryTypeList: z.union([z.literal(-1), z.array(z.int())]),
    prePhases: z._default(z.int().check(z.minimum(1), z.maximum(20)), 1),
  }),
  response: z.object({
    phaseResultResponseItems: z.array(
      z.object({
        lotteryType: z.int(),
        latestDrawnPhaseItem: z.nullable(DrawnPhaseSchema),
        previousPhaseItems: z.array(DrawnPhaseSchema),
      }),
    ),
  }),
});
