import { ErrorCode } from '../../../../sdk/errors/codes';
import type { Queryable } from '../../db/database';
import { GatewayError } from '../../errors/gateway-error';

/**
 * What the gates of a bet or a payment need to know of the session's player: the geo gate
 * (domains/geo/geo-gate.ts: whitelist, cached location) and the KYC gate
 * (domains/kyc/require-verified.ts: verification status, document expiry). Both read it from
 * the same row, so a request reads it once ({@link playerStandingOnce}).
 */
export interface PlayerStanding {
  openId: string;
  geoWhitelisted: boolean;
  /** Epoch ms until which the location last proved inside counts; null when none is on file. */
  geoCacheExpiresAt: number | null;
  verifiedStatus: number;
  kycDocumentExpiresAt: Date | null;
  /** SPEC §5 name-mismatch warning (migration 033): deposits and wagers wait for a new verification. */
  kycNameWarning: boolean;
}

/** The player's standing in one primary-key read (players, and the location cache row). A read: it writes nothing. */
export async function readPlayerStanding(db: Queryable, playerId: number): Promise<PlayerStanding> {
  const { rows } = await db.query<{
    open_id: string;
    geo_whitelisted: boolean;
    expires_at: Date | null;
    verified_status: number;
    kyc_document_expires_at: Date | null;
    kyc_name_warning: boolean;
  }>(
    `select p.open_id, p.geo_whitelisted, c.expires_at, p.verified_status, p.kyc_document_expires_at, p.kyc_name_warning
       from players p left join player_geo_cache c on c.player_id = p.id
      where p.id = $1`,
    [playerId],
  );
  const row = rows[0];
  if (!row) throw new GatewayError(ErrorCode.sessionInvalid);
  return {
    openId: row.open_id,
    geoWhitelisted: row.geo_whitelisted,
    geoCacheExpiresAt: row.expires_at ? row.expires_at.getTime() : null,
    verifiedStatus: row.verified_status,
    kycDocumentExpiresAt: row.kyc_document_expires_at,
    kycNameWarning: row.kyc_name_warning,
  };
}

/**
 * The standing read at most once, when first asked: the router makes one per request, so the
 * geo gate and the handler's KYC gate share one statement.
 *
 * @example const standing = playerStandingOnce(db, playerId); await standing(); await standing(); // one read
 */
export function playerStandingOnce(db: Queryable, playerId: number): () => Promise<PlayerStanding> {
  let read: Promise<PlayerStanding> | undefined;
  return () => (read ??= readPlayerStanding(db, playerId));
}
