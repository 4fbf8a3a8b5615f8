import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { intBetween, maxItems, unionError } from '../validation/bounds';

/**
 * A lottery type number (SPEC §1: 61, 80, 93 ...): a code of at most four digits, which also keeps
 * it inside the integer column games.lottery_type.
 */
export const lotteryTypeField = intBetween(1, 9_999);

/** Most lottery types one 660200 request names: more than the catalogue has, aliases included. */
export const MAX_LOTTERY_TYPES_PER_REQUEST = 32;

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
    lotteryTypeList: z.union([z.literal(-1), z.array(lotteryTypeField).check(maxItems(MAX_LOTTERY_TYPES_PER_REQUEST))], { error: unionError }),
    prePhases: z._default(intBetween(1, 20), 1),
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

/** Draws per page of a game's past results, unless the caller asks for another size. */
export const DRAW_HISTORY_PAGE_SIZE = 10;

/** How far back a draw history may page. */
export const MAX_DRAW_HISTORY_PAGES = 10_000;

export const drawHistory = defineCommand({
  code: '660201',
  name: 'drawHistory',
  domain: 'draws',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({
    lotteryType: lotteryTypeField,
    /** 1 is the newest page; at most 10,000 pages back keeps the offset small and in range. */
    pageNo: z._default(intBetween(1, MAX_DRAW_HISTORY_PAGES), 1),
    pageSize: z._default(intBetween(1, 50), DRAW_HISTORY_PAGE_SIZE),
  }),
  response: z.object({
    /** Drawn phases of the lottery in all, so the caller knows how many pages there are. */
    total: z.int().check(z.minimum(0)),
    list: z.array(DrawnPhaseSchema),
  }),
});
