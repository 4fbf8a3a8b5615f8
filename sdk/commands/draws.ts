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

/** Draws per page of a game's past results, unless the caller asks for another size. */
export const DRAW_HISTORY_PAGE_SIZE = 10;

export const drawHistory = defineCommand({
  code: '660201',
  name: 'drawHistory',
  domain: 'draws',
  summary: "One lottery's drawn phases, newest first, a page at a time (a game's past results).",
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({
    lotteryType: z.number().int(),
    /** 1 is the newest page. */
    pageNo: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(50).default(DRAW_HISTORY_PAGE_SIZE),
  }),
  response: z.object({
    /** Drawn phases of the lottery in all, so the caller knows how many pages there are. */
    total: z.number().int().min(0),
    list: z.array(DrawnPhaseSchema),
  }),
});
