import type { notificationDetail } from '../../../../sdk/commands/notifications';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { NOTIFICATION_COLUMNS, NOTIFICATION_FROM, notificationOf, type NotificationRow } from './notification-rows';

/**
 * 100172: one of the session player's notifications with its whole text. The row is looked up by
 * id and player together, so another player's message is not found, exactly like a missing one
 * (404001401): its existence is not revealed. Reading does not mark it read (reads never write);
 * the page marks it with 100140.
 */
export const notificationDetailHandler: CommandHandler<typeof notificationDetail> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query<NotificationRow>(`select ${NOTIFICATION_COLUMNS} from ${NOTIFICATION_FROM} where n.id = $1 and n.player_id = $2`, [data.id, playerId]);
  const row = rows[0];
  if (!row) throw new GatewayError(ErrorCode.notificationNotFound);
  return { notification: notificationOf(row, data.language ?? ctx.language) };
};
