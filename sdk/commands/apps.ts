import { z } from 'zod';
import { defineCommand } from './define-command';

/** A game as the catalogue presents it (SPEC §3 Game app). Money in minor units. */
export const GameAppSchema = z.object({
  appKey: z.string(),
  appName: z.string(),
  merchantName: z.string(),
  appPath: z.string(),
  iconUrl: z.string(),
  lottoLogo: z.string(),
  viewBgImg: z.string(),
  demoUrl: z.string().nullable(),
  lotteryType: z.number().int().nullable(),
  /** 4 single e-instant; 7 timed draw with interval; 1 scheduled lottery; 2 scratch card. */
  appType: z.number().int(),
  appTabLotteryConfig: z
    .object({ jackpot: z.number().int().nullable(), raffleAmount: z.number().int().nullable(), raffleNum: z.number().int().nullable() })
    .nullable(),
  maxPrizeAmount: z.number().int().nonnegative(),
  minOrderAmount: z.number().int().nonnegative(),
  maxOrderAmount: z.number().int().nonnegative(),
  loginStatus: z.union([z.literal(0), z.literal(1)]),
  demoLoginStatus: z.union([z.literal(0), z.literal(1)]),
  /** 0 none, 1 hot, 2 new. */
  appMarkType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  titleBgColor: z.string(),
  fontColor: z.string(),
  /** Grid section: lottery draws, scratch cards or e-instants. */
  category: z.enum(['lottery', 'scratch', 'e_instant']),
});
export type GameApp = z.infer<typeof GameAppSchema>;

export const appInfo = defineCommand({
  code: '700005',
  name: 'appInfo',
  domain: 'apps',
  summary: 'One game app by showKey or appKey, with whether it is on sale.',
  methods: ['POST'],
  requiresSession: false,
  request: z
    .object({
      showKey: z.string().optional(),
      appKey: z.string().optional(),
      openType: z.number().int().optional(),
      platform: z.number().int().optional(),
      product: z.number().int().optional(),
    })
    .refine((d) => d.showKey || d.appKey, { message: 'showKey or appKey is required' }),
  response: z.object({ app: GameAppSchema, onSale: z.boolean() }),
});

export const gameAppList = defineCommand({
  code: '700014',
  name: 'gameAppList',
  domain: 'apps',
  summary: 'Every game app on sale, in display order, for the home game grid.',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({ category: z.enum(['lottery', 'scratch', 'e_instant']).optional() }),
  response: z.object({ apps: z.array(GameAppSchema) }),
});
