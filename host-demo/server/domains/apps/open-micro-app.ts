import { createHash, randomBytes } from 'node:crypto';
import type { openMicroApp } from '../../../../sdk/commands/apps';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';

/** How long a hand-off token may wait to be spent. */
export const HANDOFF_MS = 2 * 60_000;
/** Where the reference micro-app of `app` is served (studio/micro-app-routes.ts). */
export const microAppPagePath = (app: string) => `/studio/micro-apps/${app}/`;

/**
 * 700020: a one-time hand-off token for a micro-app (sdk/routes/micro-apps.ts) and its page, for
 * the session's player or a guest. Switched off (MICRO_APPS_OFF): 403000949, writing nothing.
 */
export const openMicroAppHandler: CommandHandler<typeof openMicroApp> = async (ctx, data) => {
  if (ctx.config.microAppsOff.includes(data.app)) throw new GatewayError(ErrorCode.gameSalesSuspended);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await ctx.db.query(
    'insert into micro_app_handoffs (token_hash, app, player_id, created_at, expires_at) values ($1, $2, $3, $4, $5)',
    [createHash('sha256').update(token).digest(), data.app, ctx.session?.playerId ?? null, new Date(now), new Date(now + HANDOFF_MS)],
  );
  return { app: data.app, appUrl: `${ctx.origin ?? ''}${microAppPagePath(data.app)}#handoff=${token}`, handoffExpiresAt: now + HANDOFF_MS };
};
