import type { Database, Queryable } from './database';
import { catalogueGames, catalogueNavTabs, catalogueScratchTables } from './catalogue-content';
import { openMissingScratchPools } from './scratch-pools';

/**
 * Writes the game catalogue and the navigation tabs (catalogue-content.ts) into the database,
 * updating rows that exist. Runs on every start, after migrations, so the prices and rules the
 * server sells at always equal the SDK catalogue the UI computes with. Scratch-card games get
 * their prize tables, and each a pool on sale with its commitment published (scratch-pools.ts)
 * when it has none; a changed table applies from the game's next pool.
 */
export async function seedCatalogue(db: Database, now: number = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    await seedDrawCatalogue(tx);
    await seedScratchCatalogue(tx, now);
  });
}

/**
 * The games and the navigation tabs alone: what the schema before scratch cards (migration 030)
 * can hold, so a test of an older migration can seed the catalogue of its time.
 */
export async function seedDrawCatalogue(tx: Queryable): Promise<void> {
  for (const g of catalogueGames()) {
    await tx.query(
      `insert into games (app_key, show_key, lottery_type, category, app_type, sort_order, app_name_en, app_name_ar,
         merchant_name, app_path, icon_url, lotto_logo, view_bg_img, demo_url, min_order_amount, max_order_amount,
         max_prize_amount, jackpot_amount, raffle_amount, raffle_num, login_status, demo_login_status, app_mark_type,
         title_bg_color, font_color)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25)
       on conflict (app_key) do update set
         show_key = excluded.show_key, lottery_type = excluded.lottery_type, category = excluded.category,
         app_type = excluded.app_type, sort_order = excluded.sort_order, app_name_en = excluded.app_name_en,
         app_name_ar = excluded.app_name_ar, merchant_name = excluded.merchant_name, app_path = excluded.app_path,
         icon_url = excluded.icon_url, lotto_logo = excluded.lotto_logo, view_bg_img = excluded.view_bg_img,
         demo_url = excluded.demo_url, min_order_amount = excluded.min_order_amount,
         max_order_amount = excluded.max_order_amount, max_prize_amount = excluded.max_prize_amount,
         jackpot_amount = excluded.jackpot_amount, raffle_amount = excluded.raffle_amount,
         raffle_num = excluded.raffle_num, login_status = excluded.login_status,
         demo_login_status = excluded.demo_login_status, app_mark_type = excluded.app_mark_type,
         title_bg_color = excluded.title_bg_color, font_color = excluded.font_color, updated_at = now()`,
      [g.appKey, g.showKey, g.lotteryType, g.category, g.appType, g.sortOrder, g.nameEn, g.nameAr, g.merchantName,
        g.appPath, g.iconUrl, g.lottoLogo, g.viewBgImg, g.demoUrl, g.minOrderAmount, g.maxOrderAmount,
        g.maxPrizeAmount, g.jackpotAmount, g.raffleAmount, g.raffleNum, g.loginStatus, g.demoLoginStatus,
        g.appMarkType, g.titleBgColor, g.fontColor],
    );
  }
  for (const t of catalogueNavTabs()) {
    await tx.query(
      `insert into nav_tabs (business_line, tab_type, tab_key, parent_key, sort_order, extra, jump_url, icon,
         active_icon, local_name_en, local_name_ar, side_apps)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)
       on conflict (business_line, tab_type, tab_key) do update set
         parent_key = excluded.parent_key, sort_order = excluded.sort_order, extra = excluded.extra,
         jump_url = excluded.jump_url, icon = excluded.icon, active_icon = excluded.active_icon,
         local_name_en = excluded.local_name_en, local_name_ar = excluded.local_name_ar, side_apps = excluded.side_apps`,
      [t.businessLine, t.tabType, t.tabKey, t.parentKey, t.sortOrder, t.extra, t.jumpUrl, t.icon, t.activeIcon,
        t.nameEn, t.nameAr, t.sideApps],
    );
  }
}

/** Scratch-card prize tables, and a pool on sale for each game that has none. */
async function seedScratchCatalogue(tx: Queryable, now: number): Promise<void> {
  for (const { appKey, table } of catalogueScratchTables()) {
    await tx.query(
      `insert into scratch_games (app_key, price, tiers) values ($1, $2, $3::jsonb)
       on conflict (app_key) do update set price = excluded.price, tiers = excluded.tiers, updated_at = now()
       where (scratch_games.price, scratch_games.tiers) is distinct from (excluded.price, excluded.tiers)`,
      [appKey, table.price, JSON.stringify(table.tiers)],
    );
  }
  await openMissingScratchPools(tx, now);
}
