/** Reading games as GameApp (sdk/commands/apps.ts), shared by 700005, 700014 and 200025. */
import type { GameApp } from '../../../../sdk/commands/apps';
import type { Queryable } from '../../db/database';

/** Columns of `games` needed for a GameApp. */
export const GAME_APP_COLUMNS = `app_key, show_key, lottery_type, category, app_type, app_name_en, app_name_ar,
  merchant_name, app_path, icon_url, lotto_logo, view_bg_img, demo_url, min_order_amount, max_order_amount,
  max_prize_amount, jackpot_amount, raffle_amount, raffle_num, login_status, demo_login_status, app_mark_type,
  title_bg_color, font_color, on_sale`;

export interface GameAppRow {
  app_key: string;
  show_key: string;
  lottery_type: number | null;
  category: GameApp['category'];
  app_type: number;
  app_name_en: string;
  app_name_ar: string;
  merchant_name: string;
  app_path: string;
  icon_url: string;
  lotto_logo: string;
  view_bg_img: string;
  demo_url: string | null;
  min_order_amount: number;
  max_order_amount: number;
  max_prize_amount: number;
  jackpot_amount: number | null;
  raffle_amount: number | null;
  raffle_num: number | null;
  login_status: 0 | 1;
  demo_login_status: 0 | 1;
  app_mark_type: 0 | 1 | 2;
  title_bg_color: string;
  font_color: string;
  on_sale: boolean;
}

/**
 * An image path of this server as an absolute URL on it: a partner page on another origin
 * shows the answer's images, and a root-relative `/assets/...` would point at the partner's own
 * site. A URL that is already absolute, or no origin known, stays as it is.
 *
 * @example assetUrl('/assets/games/pick3.svg', 'https://gw.example') // 'https://gw.example/assets/games/pick3.svg'
 */
export function assetUrl(path: string, origin: string | undefined): string {
  return origin && path.startsWith('/') && !path.startsWith('//') ? origin + path : path;
}

/** A row as the wire shape, with the name in the requested language and image URLs absolute to `origin` (the request's, ctx.origin). */
export function toGameApp(row: GameAppRow, language: 'en-US' | 'ar-AE', origin?: string): GameApp {
  const hasLotteryConfig = row.jackpot_amount !== null || row.raffle_amount !== null || row.raffle_num !== null;
  return {
    appKey: row.app_key,
    appName: language === 'ar-AE' ? row.app_name_ar : row.app_name_en,
    merchantName: row.merchant_name,
    appPath: row.app_path,
    iconUrl: assetUrl(row.icon_url, origin),
    lottoLogo: assetUrl(row.lotto_logo, origin),
    viewBgImg: assetUrl(row.view_bg_img, origin),
    demoUrl: row.demo_url,
    lotteryType: row.lottery_type,
    appType: row.app_type,
    appTabLotteryConfig: hasLotteryConfig
      ? { jackpot: row.jackpot_amount, raffleAmount: row.raffle_amount, raffleNum: row.raffle_num }
      : null,
    maxPrizeAmount: row.max_prize_amount,
    minOrderAmount: row.min_order_amount,
    maxOrderAmount: row.max_order_amount,
    loginStatus: row.login_status,
    demoLoginStatus: row.demo_login_status,
    appMarkType: row.app_mark_type,
    titleBgColor: row.title_bg_color,
    fontColor: row.font_color,
    category: row.category,
  };
}

/** On-sale games in display order, optionally of one category. */
export async function listOnSaleGames(db: Queryable, category?: GameApp['category']): Promise<GameAppRow[]> {
  // Two statements rather than `$1 is null or ...`, so each can use its partial index.
  const { rows } = category
    ? await db.query<GameAppRow>(`select ${GAME_APP_COLUMNS} from games where on_sale and category = $1 order by sort_order`, [category])
    : await db.query<GameAppRow>(`select ${GAME_APP_COLUMNS} from games where on_sale order by sort_order`);
  return rows;
}
