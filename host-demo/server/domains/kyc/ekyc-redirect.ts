import type { ekycRedirect } from '../../../../sdk/commands/kyc';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { EkycUnavailableError } from '../../providers/ekyc/ekyc-provider';
import { requireSession, type CommandHandler } from '../handler';
import { validationError } from '../validation';

/**
 * The return address as a path on this site: path, query and fragment of `returnUrl`, whatever
 * origin it names, so the provider can only ever send the player back here (no open redirect).
 * Null for what is not an http(s) URL or path.
 *
 * @example returnPathOf('https://lottery.example/account/kycIframe?from=register') // '/account/kycIframe?from=register'
 */
export function returnPathOf(returnUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(returnUrl, 'http://this-site.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // '//host' at the start of a path would leave the site.
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}

/**
 * 100146: the provider page of an attempt of this player (404000002 otherwise), to show in
 * /account/kycIframe. With the simulator: /simulators/ekyc/<ticketId>?token=&returnUrl=&lang=.
 * `returnUrl` is kept as a path on this site (400000012 `validation.returnUrl` when it is not a URL).
 */
export const ekycRedirectHandler: CommandHandler<typeof ekycRedirect> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const returnPath = returnPathOf(data.returnUrl);
  if (!returnPath) throw validationError([{ path: ['data', 'returnUrl'], message: 'validation.returnUrl' }]);
  const { rows } = await ctx.db.query('select id from kyc_attempts where ticket_id = $1 and player_id = $2', [data.ticketId, playerId]);
  if (rows.length === 0) throw new GatewayError(ErrorCode.kycAttemptNotFound);
  try {
    return { redirectUrl: await ctx.providers.ekyc.pageUrl({ ticketId: data.ticketId, returnPath, language: data.language, now: ctx.clock.now() }) };
  } catch (error) {
    if (error instanceof EkycUnavailableError) throw new GatewayError(ErrorCode.kycServiceUnavailable);
    throw error;
  }
};
