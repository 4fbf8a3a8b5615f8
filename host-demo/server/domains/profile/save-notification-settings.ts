import type { saveNotificationSettings } from '../../../../sdk/commands/profile';
import { requireSession, type CommandHandler } from '../handler';

/** 100177: saves all five choices at once (an upsert) and answers them. */
export const saveNotificationSettingsHandler: CommandHandler<typeof saveNotificationSettings> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  await ctx.db.query(
    `insert into notification_settings (player_id, draw_results, winnings, promotions, by_sms, by_email, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (player_id) do update set draw_results = excluded.draw_results, winnings = excluded.winnings,
       promotions = excluded.promotions, by_sms = excluded.by_sms, by_email = excluded.by_email, updated_at = excluded.updated_at`,
    [playerId, data.drawResults, data.winnings, data.promotions, data.bySms, data.byEmail, new Date(ctx.clock.now())],
  );
  return { drawResults: data.drawResults, winnings: data.winnings, promotions: data.promotions, bySms: data.bySms, byEmail: data.byEmail };
};
