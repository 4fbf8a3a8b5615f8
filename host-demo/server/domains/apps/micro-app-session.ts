import { createHash } from 'node:crypto';
import type { microAppSession } from '../../../../sdk/commands/apps';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { checkStudioSignature } from '../instant/e-instant-wallet';
import { playerBalances } from '../wallet/ledger';

/**
 * 700021: a micro-app's server spends a hand-off token (signed with the studio key, as the
 * e-instant wallet calls), once: the conditional UPDATE decides, so of two racing calls one gets
 * the player and the other 403001601, as does an expired token.
 */
export const microAppSessionHandler: CommandHandler<typeof microAppSession> = async (ctx, data) => {
  checkStudioSignature(ctx.config.eInstantStudioKey, data);
  const now = new Date(ctx.clock.now());
  const { rows } = await ctx.db.query<{ app: string; player_id: string | null; first_name: string | null }>(
    `with h as (
       update micro_app_handoffs set redeemed_at = $2 where token_hash = $1 and redeemed_at is null and expires_at > $2 returning app, player_id
     )
     select h.app, h.player_id::text as player_id, p.first_name from h left join players p on p.id = h.player_id`,
    [createHash('sha256').update(data.handoffToken).digest(), now],
  );
  const h = rows[0];
  if (!h) throw new GatewayError(ErrorCode.eInstantSessionInvalid);
  if (h.player_id === null) return { app: h.app, loggedIn: false, firstName: null, balance: null };
  const b = await playerBalances(ctx.db, Number(h.player_id));
  return { app: h.app, loggedIn: true, firstName: h.first_name, balance: b.bet + b.gift + b.withdrawable };
};
