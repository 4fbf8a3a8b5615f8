import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { intBetween, maxChars, maxItems, unionError } from '../validation/bounds';
import { PREDICTION_COLOURS } from '../games/color-prediction';

/**
 * A lottery type number (SPEC §1: 61, 80, 93 ...): a code of at most four digits, which also keeps
 * it inside the integer column games.lottery_type.
 */
export const lotteryTypeField = intBetween(1, 9_999);

/** Most lottery types one 660200 request names: more than the catalogue has, aliases included. */
export const MAX_LOTTERY_TYPES_PER_REQUEST = 32;

/**
 * One item of a drawn result: a number; for Color Prediction a digit 0-9 or one of the colours
 * violet, red, green (SPEC §1); null for a missing number (shown '?'). This gateway draws digits;
 * the colours are part of the contract so a result that carries them is shown, not refused.
 */
export const ResultItemSchema = z.nullable(z.union([z.int(), z.enum(PREDICTION_COLOURS)]));

/** One drawn (or pending) phase; `result` is null until drawn, and may hold null for a missing number. */
export const DrawnPhaseSchema = z.object({
  phase: z.string(),
  /** Items as drawn (see {@link ResultItemSchema}). */
  result: z.nullable(z.array(ResultItemSchema)),
  expectedPrizeTimestamp: z.number(),
  /** Published SHA-256 of the draw seed's 32 bytes (the commitment), hex; public before sales close. */
  seedHash: z.nullable(z.string()),
  /** The draw seed (64 hex characters), revealed with the result; null before the draw. */
  seed: z.optional(z.nullable(z.string())),
  /** Merkle root of every ticket of the draw, fixed at sales close (sdk/draws ticketTree); null before. */
  ticketRoot: z.optional(z.nullable(z.string())),
  /** How many tickets the fingerprint holds; null before sales close. */
  ticketCount: z.optional(z.nullable(z.int())),
});

/** Latest drawn phase per lottery type (lotteryTypeList -1 means every lottery). */
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

/** One lottery's drawn phases, newest first, a page at a time (a game's past results). */
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

/** Longest phase name a request may carry (`YYYYMMDDHHmm` is 12). */
export const MAX_PHASE_CHARS = 20;

/**
 * One phase of a lottery by name with what the draw verifier needs: commitment, seed and result
 * once drawn, ticket fingerprint.
 *
 * One phase of a lottery by name, drawn or announced: what the draw verifier needs (commitment
 * before the draw; seed, result and ticket fingerprint after). Null when there is no such phase.
 */
export const drawPhase = defineCommand({
  code: '660202',
  name: 'drawPhase',
  domain: 'draws',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({
    lotteryType: lotteryTypeField,
    phase: z.string().check(maxChars(MAX_PHASE_CHARS)),
  }),
  response: z.object({
    draw: z.nullable(z.extend(DrawnPhaseSchema, {
      /** The game's own lottery type (67 for Color Prediction's 93): part of the derivation. */
      lotteryType: z.int(),
      /** When sales close (epoch ms); null for phases made before the draw engine. */
      salesCloseTimestamp: z.nullable(z.number()),
    })),
  }),
});

/**
 * The phase of a game on sale now, with its sales close and draw time and the server clock, for the
 * bet slip countdown.
 *
 * The next phase of a game still on sale, with its sales close, draw time and the server's clock:
 * what a bet slip counts down to (SPEC §2 "live countdown"). Null phase when none is announced.
 *
 * @example
 * const next = await client.call('nextDraw', { lotteryType: 72 });
 * if (next.ok && next.data.phase) countdownTo(next.data.salesCloseAt, next.data.serverTime);
 */
export const nextDraw = defineCommand({
  code: '660203',
  name: 'nextDraw',
  domain: 'draws',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({ lotteryType: lotteryTypeField }),
  response: z.object({
    /** The phase on sale now, or null when the engine has announced none. */
    phase: z.nullable(z.string()),
    /** Epoch ms when its sales close; null with no phase. */
    salesCloseAt: z.nullable(z.number()),
    /** Epoch ms of its draw; null with no phase. */
    drawAt: z.nullable(z.number()),
    /** The server's clock (epoch ms) when it answered, to count down by server time. */
    serverTime: z.number(),
  }),
});

/** Most upcoming phases one 660003 request lists: SPEC §5 "max 20 draws per single order". */
export const MAX_UPCOMING_DRAWS = 20;

/**
 * The next 1 to 20 draws of a game still on sale, soonest first, each with its sales close, draw
 * time and published commitment: the draws a consecutive plan of `count` draws would buy. SPEC §7
 * gives only the code; purpose chosen from SPEC §2 (Pick 3/4 consecutive draws, the order
 * detail's schedule, /account/order/futureDraws) among the draw commands (660xxx).
 *
 * The draw engine announces every phase a plan can reach ahead of its sale; this reads them.
 * Color Prediction's 93 answers as 67 (one draw).
 */
export const upcomingDraws = defineCommand({
  code: '660003',
  name: 'upcomingDraws',
  domain: 'draws',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({
    lotteryType: lotteryTypeField,
    count: z._default(intBetween(1, MAX_UPCOMING_DRAWS), MAX_UPCOMING_DRAWS),
  }),
  response: z.object({
    draws: z.array(z.object({
      phase: z.string(),
      /** Epoch ms when its sales close. */
      salesCloseAt: z.number(),
      /** Epoch ms of its draw. */
      drawAt: z.number(),
      /** The published commitment (SHA-256 of the draw seed), hex. */
      seedHash: z.nullable(z.string()),
    })),
    /** The server's clock (epoch ms) when it answered. */
    serverTime: z.number(),
  }),
});

/** Fewest and most past draws a number-frequency (trend) request looks back over. */
export const TREND_MIN_DRAWS = 10;
export const TREND_MAX_DRAWS = 200;

/**
 * How often each number of a game came up in its last 10 to 200 draws, and how many draws ago it
 * was last seen.
 *
 * How often each number of a game came up in its last `draws` drawn phases (the /trend and
 * /threeDigitTrend pages). Every number of the game's main range is listed, in order, also those
 * not drawn in the window (count 0, lastSeenAgo null). `lastSeenAgo` 0 is the newest draw.
 */
export const trend = defineCommand({
  code: '660400',
  name: 'trend',
  domain: 'draws',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({
    lotteryType: lotteryTypeField,
    draws: z._default(intBetween(TREND_MIN_DRAWS, TREND_MAX_DRAWS), 50),
  }),
  response: z.object({
    /** Drawn phases actually counted (fewer than asked while the history is short). */
    draws: z.int().check(z.minimum(0)),
    numbers: z.array(z.object({ number: z.int(), count: z.int(), lastSeenAgo: z.nullable(z.int()) })),
  }),
});

/** One game's draw timetable as the server runs it (Asia/Dubai times). */
export const DrawTimetableSchema = z.object({
  lotteryType: z.int(),
  appKey: z.string(),
  /** daily at `at`; weekly on `weekday` (0 Sunday ... 6 Saturday) at `at`; every `minutes`. */
  kind: z.enum(['daily', 'weekly', 'interval']),
  at: z.nullable(z.string()),
  weekday: z.nullable(z.int()),
  minutes: z.nullable(z.int()),
  /** Sales close this many seconds before each draw. */
  salesCloseSeconds: z.int(),
  /** Entry price, minor units. */
  price: z.int(),
  /** Epoch ms of the next scheduled draw. */
  nextDrawAt: z.number(),
});

/**
 * Every draw game's timetable as the server runs it: when it draws (Asia/Dubai), how long before
 * a draw its sales close, its entry price and its next draw. The information pages (how to play,
 * /pick3-information, /pick4-information) state these figures; read from the server they stay
 * true for a page built before the catalogue changed, since the server realigns its open draws to
 * the catalogue it runs (sales-close.ts). SPEC §7 gives only the code; purpose chosen because
 * 660100 sits with the draw commands and SPEC §2's information pages need the timetable. Public,
 * a read; one game with lotteryType.
 *
 * @example const { games } = (await client.call('drawTimetable', { lotteryType: 72 })).data
 */
export const drawTimetable = defineCommand({
  code: '660100',
  name: 'drawTimetable',
  domain: 'draws',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({ lotteryType: z.optional(lotteryTypeField) }),
  response: z.object({ games: z.array(DrawTimetableSchema), serverTime: z.number() }),
});
