/**
 * Every route of SPEC §2 by name: its path pattern, the query keys it reads, and the names SPEC
 * uses for it when they differ from ours. Elements, the error dispatcher and the reference site's
 * route table all take their paths from here (see ./route-path for the builders).
 *
 * Patterns: `:name` is a required segment, `:name?` an optional one, `*` the rest of the path.
 * SPEC names some routes without giving their path (appUserInfo, lotteryApp, promotion, virtual,
 * accountMigration, GameOpenIframe, bindBankCard, messageDetail, newHulmPre): until the product
 * says otherwise, their path is `/` and the SPEC name. SPEC's `notFound` is home: unknown paths go
 * there.
 */
import { ACCOUNT_ENTRY_ROUTES, HOME_ROUTES } from './entry-routes';

/**
 * One named route: the path pattern, the query keys the page reads, and SPEC's names for it.
 *
 * @example const spec: RouteSpec = { path: '/lottery/:name/results' };
 */
export interface RouteSpec {
  /** Path pattern, e.g. `/lottery/:name/results`. */
  readonly path: string;
  /** Query keys the page reads; `routePath` accepts only these. */
  readonly query?: readonly string[];
}

/** SPEC §2: /tpl, /how-to-play, /faq and /article are content-managed and read these. */
const CONTENT_QUERY = ['key', 'category', 'parentId', 'lotteryType', 'title'] as const;

/**
 * The named routes of SPEC §2.
 *
 * @example NAMED_ROUTES.result.path === '/lottery/:name/results'
 */
export const NAMED_ROUTES = {
  ...HOME_ROUTES,

  // Account section (/account).
  account: { path: '/account' },
  myProfile: { path: '/account/myprofile' }, // SPEC §2 calls it myprofile
  appUserInfo: { path: '/appUserInfo' },
  // SPEC §2 calls it recharge. `payment=finished` (with `gatewayId` when known) marks the page the
  // acquirer's 3-D Secure step returns to; inside the payment frame it tells the deposit page.
  deposit: { path: '/account/deposit', query: ['isNewFlag', 'payment', 'gatewayId'] },
  depositCopy: { path: '/account/depositCopy' }, // SPEC §2 calls it rechargeCopy
  withdraw: { path: '/account/withdraw', query: ['backFullPath'] },
  // SPEC §2: withdraw has an app variant; its path is not given, so it follows appUserInfo's (/app + name).
  appWithdraw: { path: '/appWithdraw', query: ['backFullPath'] },
  orders: { path: '/account/order/list' },
  ordersGrandPrize: { path: '/account/order/grandPrize' },
  accountOrderDetail: { // SPEC §2 calls it newOrderDetail
    path: '/account/order/orderDetail',
    query: ['appKey', 'orderId', 'instantId', 'instantEnable', 'lotteryType'],
  },
  // SPEC §2 calls it chaseDetail (query lotteryType, orderId); `chaseId` names the plan (chaseDetail 101071).
  futureDraws: { path: '/account/order/futureDraws', query: ['lotteryType', 'orderId', 'chaseId'] },
  transactions: { path: '/account/transactions' }, // SPEC §2 calls it transfer
  // SPEC §3 Coupon; SPEC §2 names no page for them, so it sits with the other account pages.
  coupons: { path: '/account/coupons' },
  notifications: { path: '/account/notification/list' }, // SPEC §2 calls it message, notification
  messageDetail: { path: '/messageDetail', query: ['id'] }, // one notification (100172) by its id
  accountSetting: { path: '/account/accountSetting', query: ['payBackName'] }, // SPEC §2 calls it userSetting
  accountDeletion: { path: '/account/accountDeletion' },
  accountDeletionUpload: { path: '/account/accountDeletion/upload' },
  accountDeletionRemark: { path: '/account/accountDeletion/remark' },
  notificationSettings: { path: '/account/notificationSettings' },
  kycIframe: { path: '/account/kycIframe', query: ['ticketId', 'from'] },
  editAddress: { path: '/account/editAddress' },
  kycVerification: { path: '/account/kyc-verification' }, // SPEC §2 calls it KYCVerified
  verification: { path: '/account/verification' }, // SPEC §2 calls it verified
  accountMigration: { path: '/accountMigration' },
  bindBankCard: { path: '/bindBankCard' },

  // Login, registration, password recovery (./entry-routes: the SDK core needs them too).
  ...ACCOUNT_ENTRY_ROUTES,

  // Games and draws. `game` is every lottery's play page, `/lottery/{game key}`.
  lotteryPlay: { path: '/lottery/play' }, // SPEC §2 calls it LotteryPlay
  colorPrediction: { path: '/lottery/colorprediction/*' }, // SPEC §2 calls it color
  eInstants: { path: '/lottery/e-instants/:showkey/:demo?' }, // SPEC §2 calls it e-instants
  scratchCards: { path: '/lottery/scratch-cards' },
  scratchCard: { path: '/lottery/scratch-cards/:showkey' }, // SPEC §2 calls it newScratch
  draws: { path: '/lottery/results' },
  result: { path: '/lottery/:name/results' },
  drawVerify: { path: '/lottery/verify', query: ['lotteryType', 'phase', 'cardId'] }, // not in SPEC §2: DESIGN "Draws that anyone can verify"
  game: { path: '/lottery/:name' }, // SPEC §2 calls it luckyday, pick3, pick4, quickfive, octaluck, SuperOcean
  trend: { path: '/trend' },
  threeDigitTrend: { path: '/threeDigitTrend' },
  threeDigitOld: { path: '/threeDigitOld' },
  hulm: { path: '/hulm' }, // SPEC §2 calls it newHulm
  hulmPreview: { path: '/newHulmPre' }, // SPEC §2 calls it newHulmPre
  instructionVideo: { path: '/instruction/video' },
  duplexHelp: { path: '/duplexHelp' },
  orderDetail: { path: '/orderDetail', query: ['orderId', 'lotteryType'] },
  orderTicket: { path: '/orderTicket', query: ['orderId'] }, // orderId: the order whose ticket to show
  pick3Information: { path: '/pick3-information' },
  pick4Information: { path: '/pick4-information' },
  grandPrizeProcess: { path: '/grandPrizeProcess', query: ['orderId'] }, // orderId: the grand prize to claim
  lotteryApp: { path: '/lotteryApp' },
  gameOpenIframe: { path: '/GameOpenIframe' }, // SPEC §2 calls it GameOpenIframe
  downloadGame: { path: '/downloadGame', query: ['gameId', 'gameName', 'gameIconImgUrl', 'packageName', 'userId'] },
  payBankCard: { path: '/payBankCard', query: ['gatewayId', 'money', 'timestamp'] },
  sport: { path: '/sport' },
  casino: { path: '/casino/*' },
  virtual: { path: '/virtual' },
  promotion: { path: '/promotion' },

  // Content and responsible play.
  tpl: { path: '/tpl', query: CONTENT_QUERY },
  howToPlay: { path: '/how-to-play', query: CONTENT_QUERY }, // SPEC §2 calls it how-to-play
  faq: { path: '/faq', query: CONTENT_QUERY },
  article: { path: '/article', query: CONTENT_QUERY },
  privacyNotice: { path: '/Privacy-Notice' },
  termsConditions: { path: '/Terms-and-Conditions' },
  aboutUs: { path: '/About-Us' },
  playResponsibly: { path: '/Play-Responsibly', query: ['key', 'activeTabName'] },
  familyPlan: { path: '/family-plan' },
  familyPlanCheckProgress: { path: '/familyPlanCheckProgress' },
  assessment: { path: '/Assessment' },
  news: { path: '/news' },
  newDetail: { path: '/newDetail', query: ['id'] }, // id: the news article (200021)
  app: { path: '/app' },
  testIframe: { path: '/testIframe' },

  // Shared links that show home with the login dialog open for a guest (SPEC §2 Access).
  sharePageHome: { path: '/sharePageHome' },
  newOnePurchase: { path: '/newOnePurchase' },
  europeanCupHome: { path: '/europeanCupHome' },
  signInHome: { path: '/signInHome' },
  superOceanLogin: { path: '/SuperOcean' },
} as const satisfies Record<string, RouteSpec>;

/**
 * A route's name, e.g. `'result'`.
 *
 * @example const name: RouteName = 'deposit';
 */
export type RouteName = keyof typeof NAMED_ROUTES;

/**
 * Every route name, in the catalogue's order.
 *
 * @example ROUTE_NAMES.includes('faq') === true
 */
export const ROUTE_NAMES = Object.keys(NAMED_ROUTES) as readonly RouteName[];

