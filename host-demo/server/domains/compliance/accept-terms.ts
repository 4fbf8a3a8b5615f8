import type { acceptTerms } from '../../../../sdk/commands/compliance';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';

/** 200030: records that the player accepted a terms version (404000004 unknown); accepting twice changes nothing. */
export const acceptTermsHandler: CommandHandler<typeof acceptTerms> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query<{ accepted: boolean }>(
    `insert into terms_acceptances (player_id, version_id, accepted_at)
     select $1, v.id, $3 from terms_versions v where v.id = $2
     on conflict (player_id, version_id) do nothing
     returning true as accepted`,
    [playerId, data.versionId, new Date(ctx.clock.now())],
  );
  if (rows.length === 0) {
    const known = await ctx.db.query('select 1 from terms_versions where id = $1', [data.versionId]);
    if (known.rows.length === 0) throw new GatewayError(ErrorCode.termsVersionNotFound);
  }
  return {};
};
