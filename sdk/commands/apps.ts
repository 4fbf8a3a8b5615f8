import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { PlatformSchema, productField } from './envelope';
import { boundedString, intBetween, maxChars } from '../validation/bounds';
import { MICRO_APP_NAMES } from '../routes/micro-apps';

/** A showKey or appKey (games.show_key, games.app_key): catalogue keys are far shorter. */
export const appKeyField = boundedString(64);

const flag = z.union([z.literal(0), z.literal(1)]);

/** A game as the catalogue presents it (SPEC §3 Game app). Money in minor units. */
export const GameAppSchema = z.object({
  appKey: z.string(),
  appName: z.string(),
  merchantName: z.string(),
  appPath: z.string(),
  iconUrl: z.string(),
  lottoLogo: z.string(),
  viewBgImg: z.string(),
  demoUrl: z.nullable(z.string()),
  lotteryType: z.nullable(z.int()),
  /** 4 single e-instant; 7 timed draw with interval; 1 scheduled lottery; 2 scratch card. */
  appType: z.int(),
  appTabLotteryConfig: z.nullable(
    z.object({ jackpot: z.nullable(z.int()), raffleAmount: z.nullable(z.int()), raffleNum: z.nullable(z.int()) }),
  ),
  maxPrizeAmount: z.int().check(z.nonnegative()),
  minOrderAmount: z.int().check(z.nonnegative()),
  maxOrderAmount: z.int().check(z.nonnegative()),
  loginStatus: flag,
  demoLoginStatus: flag,
  /** 0 none, 1 hot, 2 new. */
  appMarkType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  titleBgColor: z.string(),
  fontColor: z.string(),
  /** Grid section: lottery draws, scratch cards or e-instants. */
  category: z.enum(['lottery', 'scratch', 'e_instant']),
});
export type GameApp = z.infer<typeof GameAppSchema>;

/** `openType` of a player opening the game to play (its page): a suspended game answers 403000949. */
export const OPEN_TO_PLAY = 1;

/**
 * One game app by showKey or appKey, with whether it is on sale. Opened to play
 * (`openType: OPEN_TO_PLAY`), a game whose sales are suspended answers 403000949 (the
 * sales-suspension dialog, then home).
 */
export const appInfo = defineCommand({
  code: '700005',
  name: 'appInfo',
  domain: 'apps',
  methods: ['POST'],
  requiresSession: false,
  request: z
    .object({
      showKey: z.optional(appKeyField),
      appKey: z.optional(appKeyField),
      /** How the host opens the game: {@link OPEN_TO_PLAY} (1) from its page; other small codes are not used. */
      openType: z.optional(intBetween(0, 99)),
      platform: z.optional(PlatformSchema),
      product: z.optional(productField),
    })
    .check(z.refine((d) => Boolean(d.showKey || d.appKey), { message: 'showKey or appKey is required' })),
  response: z.object({ app: GameAppSchema, onSale: z.boolean() }),
});

/** Every game app on sale, in display order, for the home game grid. */
export const gameAppList = defineCommand({
  code: '700014',
  name: 'gameAppList',
  domain: 'apps',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({ category: z.optional(z.enum(['lottery', 'scratch', 'e_instant'])) }),
  response: z.object({ apps: z.array(GameAppSchema) }),
});

/**
 * Sale states of the games (SPEC §4 "Game sale"): `onSale`; `salesSuspended` (the operator stopped
 * its sales; a purchase answers 403000949); `pendingSale` (a draw game with no draw open for sale
 * at this moment, e.g. before its first draw is announced); `ticketUnavailable` (a scratch-card
 * game on sale whose pool has no card left to sell, e.g. its pool closed and the next is not open);
 * `notAvailable` (withdrawn from sale).
 */
export const GameSaleStateSchema = z.enum(['onSale', 'salesSuspended', 'pendingSale', 'ticketUnavailable', 'notAvailable']);
export type GameSaleState = z.infer<typeof GameSaleStateSchema>;

/**
 * The sale state of every game (or one category) in display order: on sale (with the close of the
 * draw on sale), sales suspended, pending sale, ticket unavailable or not available. SPEC §7 gives only the code;
 * purpose chosen from SPEC §4's game sale states and §8's sales-suspension dialog, which a player
 * otherwise meets only when a purchase or 700005 is refused.
 *
 * Decided by the games table, the draws open for sale and the scratch-card pools on sale in one
 * statement. "Ticket unavailable" is a scratch-card game with no card left in a pool on sale: the
 * one kind of game whose tickets are a finite stock of this gateway's (a purchase of its last card
 * opens the next pool, so it shows only when a pool was closed and none opened).
 */
export const gameSaleStates = defineCommand({
  code: '660009',
  name: 'gameSaleStates',
  domain: 'apps',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({ category: z.optional(z.enum(['lottery', 'scratch', 'e_instant'])) }),
  response: z.object({
    games: z.array(z.object({
      appKey: z.string(),
      lotteryType: z.nullable(z.int()),
      state: GameSaleStateSchema,
      /** Epoch ms when the sales of the draw on sale close (draw games that are onSale); null otherwise. */
      salesCloseAt: z.nullable(z.number()),
    })),
    /** The server's clock (epoch ms) when it answered. */
    serverTime: z.number(),
  }),
});

/**
 * The sale state of one game (by appKey), with the draw on sale: what a game page reads to show
 * its bet slip, or instead the sales-suspended, pending-sale or not-available notice (SPEC §4
 * "Game sale", §8 sales-suspension dialog) before the player picks numbers, rather than after a
 * refused purchase. SPEC §7 gives only the code; purpose chosen because 660004 sits with 660003
 * and 660009, and a game page should not read every game's state (660009) to know its own.
 * Unknown appKey: 404000001. A read.
 *
 * @example const sale = await client.call('gameSaleState', { appKey: 'pick3' });
 */
export const gameSaleState = defineCommand({
  code: '660004',
  name: 'gameSaleState',
  domain: 'apps',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({ appKey: z.string().check(z.minLength(1, 'validation.required'), maxChars(64), z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'validation.outOfRange')) }),
  response: z.object({
    appKey: z.string(),
    lotteryType: z.nullable(z.int()),
    state: GameSaleStateSchema,
    /** The draw on sale (onSale draw games): its phase, sales close and draw time; nulls otherwise. */
    phase: z.nullable(z.string()),
    salesCloseAt: z.nullable(z.number()),
    drawAt: z.nullable(z.number()),
    serverTime: z.number(),
  }),
});

/**
 * Opens a micro-app (sdk/routes/micro-apps.ts) in its frame: a one-time hand-off token, spent by
 * the micro-app's server (microAppSession 700021) for the player's name and balance, and the
 * micro-app's page (absolute, on the gateway's origin; the token travels in its fragment). Without
 * a session the micro-app opens for a guest. A micro-app switched off (MICRO_APPS_OFF) is
 * 403000949: the sales-suspension dialog, then home.
 *
 * @example const { data } = await client.call('openMicroApp', { app: 'sport' }); // frame data.appUrl
 */
export const openMicroApp = defineCommand({
  code: '700020',
  name: 'openMicroApp',
  domain: 'apps',
  methods: ['POST'],
  requiresSession: false,
  request: z.object({ app: z.enum(MICRO_APP_NAMES) }),
  response: z.object({
    app: z.string(),
    appUrl: z.string(),
    /** Epoch ms: the hand-off token's deadline. */
    handoffExpiresAt: z.int(),
  }),
});

/**
 * For a micro-app's server, signed with its key (sdk/instant walletSignature, as the e-instant
 * wallet): spends a hand-off token, once, for the player it was issued to (or a guest) and their
 * balance. Spent, expired or unknown: 403001601; a bad signature 403001602.
 *
 * @example const { data } = await gateway.call('microAppSession', { handoffToken, signature });
 */
export const microAppSession = defineCommand({
  code: '700021',
  name: 'microAppSession',
  domain: 'apps',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  request: z.object({
    handoffToken: z.string().check(z.maxLength(43, 'validation.tooLong'), z.regex(/^[A-Za-z0-9_-]{43}$/, 'validation.outOfRange')),
    signature: z.string().check(z.maxLength(64, 'validation.tooLong'), z.regex(/^[0-9a-f]{64}$/, 'validation.outOfRange')),
  }),
  response: z.object({
    app: z.string(),
    loggedIn: z.boolean(),
    /** The player's first name, or null for a guest. */
    firstName: z.nullable(z.string()),
    /** Minor units; null for a guest. */
    balance: z.nullable(z.int()),
  }),
});
