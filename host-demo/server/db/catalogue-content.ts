/**
 * Display content of the game catalogue and the navigation tabs, as data. Lottery rules (type,
 * price, schedule, result ranges, top prize) come from sdk/games/catalogue.ts; this file adds
 * only what the SDK catalogue leaves to the host: names in both languages, art paths, colours,
 * order limits and marks. The three scratch cards (with their prize tables) and two e-instant
 * games are demo content.
 */
import arAE from '../../../locales/ar-AE.json' with { type: 'json' };
import enUS from '../../../locales/en-US.json' with { type: 'json' };
import { GAMES, type GameDefinition } from '../../../sdk/games/catalogue';
import { topPrize, type PrizeTable } from '../../../sdk/instant/prize-table';

const AED = 100;

/** One row of the `games` table, money in minor units. */
export interface GameRow {
  appKey: string;
  showKey: string;
  lotteryType: number | null;
  category: 'lottery' | 'scratch' | 'e_instant';
  appType: 1 | 2 | 4 | 7;
  sortOrder: number;
  nameEn: string;
  nameAr: string;
  merchantName: string;
  appPath: string;
  iconUrl: string;
  lottoLogo: string;
  viewBgImg: string;
  demoUrl: string | null;
  minOrderAmount: number;
  maxOrderAmount: number;
  maxPrizeAmount: number;
  jackpotAmount: number | null;
  raffleAmount: number | null;
  raffleNum: number | null;
  loginStatus: 0 | 1;
  demoLoginStatus: 0 | 1;
  appMarkType: 0 | 1 | 2;
  titleBgColor: string;
  fontColor: string;
}

const MERCHANT = 'National Lottery';

/**
 * Per-lottery display data beyond its name (which is the players' text, `games.{key}.name` in
 * locales/): its mark and title colour, and a raffle where it has one. A game without an entry
 * here shows no mark on a plain colour. Order limit: our choice of AED 1,000 per order for every
 * draw game (the per-entry price is the minimum), pending a regulator figure.
 */
interface LotteryDisplay {
  mark: 0 | 1 | 2;
  bg: string;
  raffle?: { amount: number; num: number };
}

const LOTTERY_DISPLAY: Record<string, LotteryDisplay> = {
  luckyday: { mark: 1, bg: '#0B6E4F', raffle: { amount: 100_000 * AED, num: 7 } },
  magic5: { mark: 0, bg: '#5B2A86' },
  fivetastic: { mark: 0, bg: '#C8102E' },
  'super-diamond': { mark: 0, bg: '#1F4E9C' },
  pick3: { mark: 1, bg: '#E87722' },
  pick4: { mark: 2, bg: '#D4A017' },
  'super-ocean': { mark: 0, bg: '#006994' },
  'quick-five': { mark: 0, bg: '#2E8B57' },
  octaluck: { mark: 2, bg: '#8B0000' },
  colorprediction: { mark: 0, bg: '#6A0DAD' },
};

/** A game's display data when it has no entry above: no mark, on a dark green that white text reads on. */
const PLAIN_DISPLAY: LotteryDisplay = { mark: 0, bg: '#0B3D2E' };

type GameTexts = Record<string, { name?: string } | undefined>;

/**
 * A draw game's name in one language: its `games.{key}.name` in that language's locale file, the
 * text the elements show, so the server's catalogue cannot spell it otherwise.
 */
function gameName(texts: { games: object }, key: string, language: string): string {
  const name = (texts.games as GameTexts)[key]?.name;
  if (!name) throw new Error(`catalogue-content: locales/${language}.json has no games.${key}.name`);
  return name;
}

const LOTTERY_MAX_ORDER = 1_000 * AED;

function art(key: string) {
  return { iconUrl: `/assets/games/${key}.svg`, lottoLogo: `/assets/games/${key}-logo.svg`, viewBgImg: `/assets/games/${key}-bg.svg` };
}

function lotteryRow(game: GameDefinition, index: number): GameRow {
  const display = LOTTERY_DISPLAY[game.key] ?? PLAIN_DISPLAY;
  return {
    appKey: game.key,
    showKey: game.key,
    lotteryType: game.lotteryType,
    category: 'lottery',
    appType: game.appType,
    sortOrder: 100 + index * 10,
    nameEn: gameName(enUS, game.key, 'en-US'),
    nameAr: gameName(arAE, game.key, 'ar-AE'),
    merchantName: MERCHANT,
    appPath: `/lottery/${game.key}`,
    ...art(game.key),
    demoUrl: null,
    minOrderAmount: game.price,
    maxOrderAmount: Math.max(LOTTERY_MAX_ORDER, game.price),
    maxPrizeAmount: game.topPrize,
    jackpotAmount: game.topPrize,
    raffleAmount: display.raffle?.amount ?? null,
    raffleNum: display.raffle?.num ?? null,
    // SPEC §2: game pages are reachable without login; buying asks for it.
    loginStatus: 0,
    demoLoginStatus: 0,
    appMarkType: display.mark,
    titleBgColor: display.bg,
    fontColor: '#FFFFFF',
  };
}

interface InstantSpec {
  key: string;
  en: string;
  ar: string;
  min: number;
  max: number;
  top: number;
  mark: 0 | 1 | 2;
  bg: string;
}

/**
 * Demo scratch cards (appType 4, an instant game, as issue 20 reads SPEC §3's 4 "single e-instant"
 * for scratch cards and e-instants alike): one price per card, so min = max, and each with its prize table, from which its pools
 * are made (domains/instant/). Top prizes come from the tables. Returns to player (computed exactly
 * by tests/server/scratch-cards.test.ts): Golden Falcon 63%, Desert Treasure 67%, Oasis Gems 54.5%.
 */
const SCRATCH_TABLES: Record<string, PrizeTable> = {
  'golden-falcon': {
    price: 5 * AED,
    tiers: [
      { prize: 1_000 * AED, count: 1 },
      { prize: 100 * AED, count: 4 },
      { prize: 25 * AED, count: 20 },
      { prize: 10 * AED, count: 50 },
      { prize: 5 * AED, count: 150 },
      { prize: 0, count: 775 },
    ],
  },
  'desert-treasure': {
    price: 10 * AED,
    tiers: [
      { prize: 2_500 * AED, count: 1 },
      { prize: 200 * AED, count: 5 },
      { prize: 50 * AED, count: 20 },
      { prize: 20 * AED, count: 60 },
      { prize: 10 * AED, count: 100 },
      { prize: 0, count: 814 },
    ],
  },
  'oasis-gems': {
    price: 2 * AED,
    tiers: [
      { prize: 200 * AED, count: 1 },
      { prize: 20 * AED, count: 5 },
      { prize: 5 * AED, count: 25 },
      { prize: 2 * AED, count: 60 },
      { prize: 0, count: 409 },
    ],
  },
};

const scratchSpec = (key: string, en: string, ar: string, mark: 0 | 1 | 2, bg: string): InstantSpec => {
  const table = SCRATCH_TABLES[key]!;
  return { key, en, ar, min: table.price, max: table.price, top: topPrize(table), mark, bg };
};

const SCRATCH_CARDS: InstantSpec[] = [
  scratchSpec('golden-falcon', 'Golden Falcon', 'الصقر الذهبي', 1, '#B8860B'),
  scratchSpec('desert-treasure', 'Desert Treasure', 'كنز الصحراء', 2, '#C2B280'),
  scratchSpec('oasis-gems', 'Oasis Gems', 'جواهر الواحة', 0, '#0E7C7B'),
];

/** Each scratch-card game's prize table, by app key (scratch_games; domains/instant/). */
export function catalogueScratchTables(): { appKey: string; table: PrizeTable }[] {
  return SCRATCH_CARDS.map((s) => ({ appKey: s.key, table: SCRATCH_TABLES[s.key]! }));
}

/** Demo e-instant games (appType 4): a stake range per play. */
const E_INSTANTS: InstantSpec[] = [
  { key: 'pearl-diver', en: 'Pearl Diver', ar: 'غوّاص اللؤلؤ', min: 1 * AED, max: 100 * AED, top: 50_000 * AED, mark: 2, bg: '#1B3A4B' },
  { key: 'lucky-lanterns', en: 'Lucky Lanterns', ar: 'الفوانيس المحظوظة', min: 50, max: 50 * AED, top: 25_000 * AED, mark: 0, bg: '#7B2D26' },
];

function instantRow(spec: InstantSpec, category: 'scratch' | 'e_instant', sortOrder: number): GameRow {
  const eInstant = category === 'e_instant';
  const appPath = eInstant ? `/lottery/e-instants/${spec.key}` : `/lottery/scratch-cards/${spec.key}`;
  return {
    appKey: spec.key,
    showKey: spec.key,
    lotteryType: null,
    category,
    appType: 4,
    sortOrder,
    nameEn: spec.en,
    nameAr: spec.ar,
    merchantName: MERCHANT,
    appPath,
    ...art(spec.key),
    // SPEC §2 route /lottery/e-instants/:showkey/:demo? — demo play without login.
    demoUrl: eInstant ? `${appPath}/demo` : null,
    minOrderAmount: spec.min,
    maxOrderAmount: spec.max,
    maxPrizeAmount: spec.top,
    jackpotAmount: null,
    raffleAmount: null,
    raffleNum: null,
    // SPEC §2: e-instants need login unless played as demo.
    loginStatus: eInstant ? 1 : 0,
    demoLoginStatus: 0,
    appMarkType: spec.mark,
    titleBgColor: spec.bg,
    fontColor: '#FFFFFF',
  };
}

/** Every game row, in display order. */
export function catalogueGames(): GameRow[] {
  return [
    ...GAMES.map(lotteryRow),
    ...SCRATCH_CARDS.map((s, i) => instantRow(s, 'scratch', 300 + i * 10)),
    ...E_INSTANTS.map((s, i) => instantRow(s, 'e_instant', 500 + i * 10)),
  ];
}

/** One row of the `nav_tabs` table. */
export interface NavTabRow {
  businessLine: 'h5-new' | 'botim';
  tabType: 7 | 23;
  tabKey: string;
  parentKey: string | null;
  sortOrder: number;
  extra: 'card' | 'draws' | 'news' | 'faqs' | 'Play Responsibly' | 'play' | 'luckyday' | 'e_instant';
  jumpUrl: string;
  icon: string | null;
  activeIcon: string | null;
  nameEn: string;
  nameAr: string;
  sideApps: 'lottery' | 'scratch' | 'e_instant' | 'featured' | null;
}

type TabSpec = Omit<NavTabRow, 'businessLine' | 'tabType' | 'sortOrder' | 'icon' | 'activeIcon'>;

const PLAY_RESPONSIBLY_URL = '/Play-Responsibly?key=Play-Responsibly&activeTabName=Player%20Controls';

/** Header tabs (tabType 23), SPEC §2 desktop header: play menu, results, news, FAQs, Play Responsibly. */
const HEADER_TABS: TabSpec[] = [
  { tabKey: 'play', parentKey: null, extra: 'play', jumpUrl: '/lottery/play', nameEn: 'Play', nameAr: 'العب', sideApps: 'featured' },
  { tabKey: 'play.luckyday', parentKey: 'play', extra: 'luckyday', jumpUrl: '/lottery/play', nameEn: 'Lotteries', nameAr: 'اليانصيب', sideApps: 'lottery' },
  { tabKey: 'play.card', parentKey: 'play', extra: 'card', jumpUrl: '/lottery/scratch-cards', nameEn: 'Scratch Cards', nameAr: 'بطاقات الخدش', sideApps: 'scratch' },
  { tabKey: 'play.e_instant', parentKey: 'play', extra: 'e_instant', jumpUrl: '/?scrollToDom=e_instant', nameEn: 'E-Instants', nameAr: 'الألعاب الفورية', sideApps: 'e_instant' },
  { tabKey: 'draws', parentKey: null, extra: 'draws', jumpUrl: '/lottery/results', nameEn: 'Results', nameAr: 'النتائج', sideApps: null },
  { tabKey: 'news', parentKey: null, extra: 'news', jumpUrl: '/news', nameEn: 'News', nameAr: 'الأخبار', sideApps: null },
  { tabKey: 'faqs', parentKey: null, extra: 'faqs', jumpUrl: '/faq', nameEn: 'FAQs', nameAr: 'الأسئلة الشائعة', sideApps: null },
  { tabKey: 'play-responsibly', parentKey: null, extra: 'Play Responsibly', jumpUrl: PLAY_RESPONSIBLY_URL, nameEn: 'Play Responsibly', nameAr: 'اللعب المسؤول', sideApps: null },
];

/** Bottom tabs (tabType 7) of the mini-program and mobile views. */
const BOTTOM_TABS: TabSpec[] = [
  { tabKey: 'play', parentKey: null, extra: 'play', jumpUrl: '/lottery/play', nameEn: 'Play', nameAr: 'العب', sideApps: null },
  { tabKey: 'draws', parentKey: null, extra: 'draws', jumpUrl: '/lottery/results', nameEn: 'Results', nameAr: 'النتائج', sideApps: null },
  { tabKey: 'news', parentKey: null, extra: 'news', jumpUrl: '/news', nameEn: 'News', nameAr: 'الأخبار', sideApps: null },
  { tabKey: 'play-responsibly', parentKey: null, extra: 'Play Responsibly', jumpUrl: PLAY_RESPONSIBLY_URL, nameEn: 'Play Responsibly', nameAr: 'اللعب المسؤول', sideApps: null },
];

/** Every nav tab row: both business lines get the same header and bottom tabs for now. */
export function catalogueNavTabs(): NavTabRow[] {
  const rows: NavTabRow[] = [];
  for (const businessLine of ['h5-new', 'botim'] as const) {
    HEADER_TABS.forEach((t, i) => rows.push({ ...t, businessLine, tabType: 23, sortOrder: (i + 1) * 10, icon: null, activeIcon: null }));
    BOTTOM_TABS.forEach((t, i) =>
      rows.push({
        ...t,
        businessLine,
        tabType: 7,
        sortOrder: (i + 1) * 10,
        icon: `/assets/tabs/${t.tabKey}.svg`,
        activeIcon: `/assets/tabs/${t.tabKey}-active.svg`,
      }),
    );
  }
  return rows;
}
