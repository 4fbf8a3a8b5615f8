import type { LoginReply } from '../../../../sdk/commands/accounts';
import type { Queryable } from '../../db/database';
import { effectiveStatus } from '../kyc/kyc-state';
import { loginGate } from '../responsible-play/session-guard';
import { endPlayerSessions, openSession } from '../sessions/sessions';

interface PlayerSummaryRow {
  open_id: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  user_name: string;
  phone: string | null;
  verified_status: number;
  id_type: number | null;
  kyc_document_expires_at: Date | null;
}

/**
 * Logs a player in (a self-excluded one only with purpose 'withdraw', into a withdraw-only session), inside the caller's transaction: ends the player's other open sessions as
 * 'replaced' (their tokens then answer 403000618 with this login's time), opens a new session and
 * answers the login reply with its token.
 */
export async function openLoginSession(tx: Queryable, playerId: number, now: number, isNew: boolean, purpose?: 'withdraw'): Promise<LoginReply> {
  // Exclusions and operator restrictions first (responsible-play/session-guard.ts): a refused
  // login must not end the player's other sessions.
  const { restricted } = await loginGate(tx, playerId, now, purpose);
  await endPlayerSessions(tx, playerId, now, 'replaced');
  const { token, sessionId } = await openSession(tx, playerId, now);
  if (restricted) await tx.query('update sessions set restricted = true where id = $1', [sessionId]);
  const { rows } = await tx.query<PlayerSummaryRow>(
    `select open_id, first_name, middle_name, last_name, user_name, phone, verified_status, id_type, kyc_document_expires_at
       from players where id = $1`,
    [playerId],
  );
  const p = rows[0]!;
  return {
    sessionToken: token,
    userOpenId: p.open_id,
    firstName: p.first_name,
    userName: p.user_name,
    phone: p.phone ?? '',
    verifiedStatus: effectiveStatus(p.verified_status, p.kyc_document_expires_at, now),
    realName: [p.first_name, p.middle_name, p.last_name].filter((n) => n.trim().length > 0).join(' '),
    registerIdCardType: p.id_type === 2 ? 2 : 1,
    headImgUrl: '',
    isNew,
    extCode: '',
  };
}
