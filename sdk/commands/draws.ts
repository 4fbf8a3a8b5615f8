import { z } from 'zod';
import { defineCommand } from './define-command';

/** One drawn (or pending) phase; `result` is null until drawn, and may hold null for a missing number. */
export const DrawnPhaseSchema = z.object({
  phase: z.string(),
  /** Numbers as drawn; Color Prediction uses a digit 0-9. */
  result: z.array(z.number().int().nullable()).nullable(),
  expectedPrizeTimestamp: z.number(),
  /** Published SHA-256 of the draw seed (the commitment), hex. */
  seedHash: z.string().nullable(),
});

export const latestDraws = defineCommand({
  code: '660200',
  name: 'latestDraws',
  domain: 'draws',
  summary: 'Latest drawn phase per lottery type (lotteryTypeList -1 means every lottery).',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({
    lotteryTypeList: z.union([z.literal(-1), z.array(z.number().int())]),
    prePhases: z.number().int().min(1).max(20).default(1),
  }),
  response: z.object({
    phaseResultResponseItems: z.array(
      z.object({
        lotteryType: z.number().int(),
        latestDrawnPhaseItem: DrawnPhaseSchema.nullable(),
        previousPhaseItems: z.array(DrawnPhaseSchema),
      }),
    ),
  }),
});
