import type { NavTab, tabList } from '../../../../sdk/commands/content';
import type { GameApp } from '../../../../sdk/commands/apps';
import type { CommandHandler } from '../handler';
import { assetUrl, listOnSaleGames, toGameApp } from '../apps/game-apps';

interface NavTabRow {
  tab_type: number;
  tab_key: string;
  parent_key: string | null;
  extra: NavTab['extra'];
  jump_url: string;
  target: NavTab['target'];
  icon: string | null;
  active_icon: string | null;
  local_name_en: string;
  local_name_ar: string;
  side_apps: 'lottery' | 'scratch' | 'e_instant' | 'featured' | null;
}

/**
 * 200025: header (23) and/or bottom (7) tabs of a business line, sub-tabs nested, names in
 * data.language (else the client's language, else en-US). Two queries: tabs, then the on-sale
 * games that fill sideMerchantApps.
 */
export const tabListHandler: CommandHandler<typeof tabList> = async (ctx, data) => {
  const language = data.language ?? ctx.language;
  const { rows } = await ctx.db.query<NavTabRow>(
    `select tab_type, tab_key, parent_key, extra, jump_url, target, icon, active_icon, local_name_en, local_name_ar, side_apps
       from nav_tabs where business_line = $1 and tab_type = any($2::int[])
      order by tab_type desc, sort_order`,
    [data.businessLine, data.tabType],
  );

  const games = rows.some((r) => r.side_apps) ? await listOnSaleGames(ctx.db) : [];
  const sideApps = (which: NavTabRow['side_apps']): GameApp[] => {
    if (!which) return [];
    const picked = which === 'featured' ? games.filter((g) => g.app_mark_type !== 0) : games.filter((g) => g.category === which);
    return picked.map((g) => toGameApp(g, language, ctx.origin));
  };

  const toTab = (r: NavTabRow): NavTab => ({
    localName: language === 'ar-AE' ? r.local_name_ar : r.local_name_en,
    extra: r.extra,
    jumpUrl: r.jump_url,
    target: r.target,
    images: { ...(r.icon ? { icon: assetUrl(r.icon, ctx.origin) } : {}), ...(r.active_icon ? { activeIcon: assetUrl(r.active_icon, ctx.origin) } : {}) },
    sideMerchantApps: sideApps(r.side_apps),
    subTab: rows.filter((c) => c.tab_type === r.tab_type && c.parent_key === r.tab_key).map(toTab),
  });

  return { tabs: rows.filter((r) => r.parent_key === null).map((r) => ({ ...toTab(r), tabType: r.tab_type })) };
};
