import type { tipReport } from '../../../../sdk/commands/responsible-play';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';

/**
 * 100316: records a click on a responsible-play popup (SPEC §7: 0/0 yes, 0/1 no, 1/0 the
 * responsible-gaming popup shown). 2/1 removes the deposit limit, only once its term has ended
 * (SPEC §4: cannot be removed before expiry, 403001306; none to remove 403001309). The removal
 * and its record are one statement's decision under the limit's row.
 */
export const tipReportHandler: CommandHandler<typeof tipReport> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const at = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    if (data.bizType === 2 && data.clickType === 1) {
      const { rows } = await tx.query<{ expired: boolean }>(
        'select expires_at <= $2 as expired from player_limits where player_id = $1 and limit_type = 2 for update',
        [playerId, at],
      );
      if (!rows[0]) throw new GatewayError(ErrorCode.limitNotFound);
      if (!rows[0].expired) throw new GatewayError(ErrorCode.limitNotExpired);
      await tx.query('delete from player_limits where player_id = $1 and limit_type = 2', [playerId]);
    }
    await tx.query('insert into tip_reports (player_id, biz_type, click_type, created_at) values ($1, $2, $3, $4)', [playerId, data.bizType, data.clickType, at]);
  });
  return {};
};
