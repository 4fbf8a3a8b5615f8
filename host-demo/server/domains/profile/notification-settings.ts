import type { NotificationSettings, notificationSettings } from '../../../../sdk/commands/profile';
import type { Queryable } from '../../db/database';
import { requireSession, type CommandHandler } from '../handler';

/** Until the player saves a choice: everything on, except promotions (opt-in). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  drawResults: true,
  winnings: true,
  promotions: false,
  bySms: true,
  byEmail: true,
};

/** The player's settings, or the defaults. */
export async function readNotificationSettings(db: Queryable, playerId: number): Promise<NotificationSettings> {
  const { rows } = await db.query<{ draw_results: boolean; winnings: boolean; promotions: boolean; by_sms: boolean; by_email: boolean }>(
    'select draw_results, winnings, promotions, by_sms, by_email from notification_settings where player_id = $1',
    [playerId],
  );
  const r = rows[0];
  return r ? { drawResults: r.draw_results, winnings: r.winnings, promotions: r.promotions, bySms: r.by_sms, byEmail: r.by_email } : { ...DEFAULT_NOTIFICATION_SETTINGS };
}

/** 100137: which notifications the player receives, and by which channel. */
export const notificationSettingsHandler: CommandHandler<typeof notificationSettings> = async (ctx) =>
  readNotificationSettings(ctx.db, requireSession(ctx).playerId);
