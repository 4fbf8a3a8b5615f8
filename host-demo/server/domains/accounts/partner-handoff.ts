import { createHash, randomBytes } from 'node:crypto';
import type { partnerHandoff } from '../../../../sdk/commands/accounts';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { HANDOFF_FRAGMENT_KEY, partnerReturnUrl } from '../../../../sdk/routes/return-path';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';

/** How long a hand-off code may wait for its exchange: the browser goes straight to the partner page. */
export const HANDOFF_TTL_MS = 60_000;

/** SHA-256 hex of a hand-off code: the only form in which it is stored. */
export function hashHandoffCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/**
 * 100230: the player logged in on the product's site and goes back to a partner's page. The page
 * must be on an origin of PARTNER_ORIGINS (the SDK's `partnerReturnUrl`, the same check the
 * login page makes), else 403000660 and nothing is written. Answers the page's URL with a fresh
 * one-time code in its fragment: a fragment is never sent to the partner's server nor in a
 * Referer, and the code is worth nothing after one exchange, a minute, or on another origin.
 * One statement replaces the player's earlier codes with this one.
 */
export const partnerHandoffHandler: CommandHandler<typeof partnerHandoff> = async (ctx, data) => {
  const returnUrl = partnerReturnUrl(data.returnUrl, ctx.config.partnerOrigins);
  if (!returnUrl) throw new GatewayError(ErrorCode.partnerReturnRefused);
  const code = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await ctx.db.query(
    `with replaced as (delete from partner_handoffs where player_id = $2)
     insert into partner_handoffs (code_hash, player_id, origin, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
    [hashHandoffCode(code), ctx.session!.playerId, new URL(returnUrl).origin, new Date(now), new Date(now + HANDOFF_TTL_MS)],
  );
  return { url: `${returnUrl}#${HANDOFF_FRAGMENT_KEY}=${code}` };
};
