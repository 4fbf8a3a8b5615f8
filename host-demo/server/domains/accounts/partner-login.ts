import type { partnerLogin } from '../../../../sdk/commands/accounts';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { finishLogin, openLoginSession } from './login-session';
import { hashHandoffCode } from './partner-handoff';

/**
 * 100231: a partner's page exchanges the hand-off code of 100230 for a session of its own, as a
 * login would open it (the player's other sessions end as 'replaced', exclusions are checked
 * again). The request must come from the origin the code was issued for (its Origin header, which
 * a browser sets and a page cannot), and the code is spent in one conditional UPDATE on its key,
 * so two requests racing with one code get one session. Anything else answers 403000661 and
 * writes nothing.
 */
export const partnerLoginHandler: CommandHandler<typeof partnerLogin> = async (ctx, data) => {
  const origin = ctx.requestOrigin;
  if (!origin || !ctx.config.partnerOrigins.includes(origin)) throw new GatewayError(ErrorCode.handoffCodeInvalid);
  const now = ctx.clock.now();
  const login = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ player_id: number }>(
      `update partner_handoffs set used_at = $2
        where code_hash = $1 and used_at is null and expires_at > $2 and origin = $3
        returning player_id`,
      [hashHandoffCode(data.code), new Date(now), origin],
    );
    const playerId = rows[0]?.player_id;
    if (playerId === undefined) throw new GatewayError(ErrorCode.handoffCodeInvalid);
    return openLoginSession(tx, { playerId: Number(playerId), now, isNew: false, language: ctx.language });
  });
  return finishLogin(ctx.events, login);
};
