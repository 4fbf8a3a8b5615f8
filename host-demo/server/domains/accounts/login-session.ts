import type { LoginReply } from '../../../../sdk/commands/accounts';
import type { Queryable } from '../../db/database';
import type { Language } from '../../errors/messages';
import { effectiveStatus } from '../kyc/kyc-state';
import type { EventBus } from '../../events/event-bus';
import { loginGate } from '../responsible-play/session-guard';
import { endPlayerSessions, openSession, publishSessionsEnded, type EndedSession } from '../sessions/sessions';

/** A login done inside a transaction: the reply, and the sessions it ended, to publish after commit. */
export interface LoginSession {
  reply: LoginReply;
  ended: EndedSession[];
}

/**
 * After the login's commit: tells every process that the player's other sessions ended (their
 * caches drop them, their sockets close) and answers the reply.
 *
 * @example return finishLogin(ctx.events, await ctx.db.transaction((tx) => openLoginSession(tx, { playerId: id, now, isNew: false, language: ctx.language })));
 */
export async function finishLogin(events: EventBus, login: LoginSession): Promise<LoginReply> {
  await publishSessionsEnded(events, login.ended);
  return login.reply;
}

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

/** Who logs in, when, and in which language. */
export interface LoginRequest {
  playerId: number;
  now: number;
  /** True for the login that completes registration. */
  isNew: boolean;
  /** The request's language (clientInfo.language): what the player is written to in later, without a request (players.language). */
  language: Language;
  /** 'withdraw': a self-excluded player's withdraw-only session. */
  purpose?: 'withdraw';
}

/**
 * Logs a player in (a self-excluded one only with purpose 'withdraw', into a withdraw-only session), inside the caller's transaction: ends the player's other open sessions as
 * 'replaced' (their tokens then answer 403000618 with this login's time), opens a new session,
 * records the login's language as the player's, and answers the login reply with its token, and
 * the ended sessions for {@link finishLogin}.
 */
export async function openLoginSession(tx: Queryable, { playerId, now, isNew, language, purpose }: LoginRequest): Promise<LoginSession> {
  // Exclusions and operator restrictions first (responsible-play/session-guard.ts): a refused
  // login must not end the player's other sessions.
  const { restricted } = await loginGate(tx, playerId, now, purpose);
  const ended = await endPlayerSessions(tx, playerId, now, 'replaced');
  const { token, sessionId } = await openSession(tx, playerId, now);
  if (restricted) await tx.query('update sessions set restricted = true where id = $1', [sessionId]);
  const { rows } = await tx.query<PlayerSummaryRow>(
    `update players set language = $2 where id = $1
     returning open_id, first_name, middle_name, last_name, user_name, phone, verified_status, id_type, kyc_document_expires_at`,
    [playerId, language],
  );
  const p = rows[0]!;
  const reply: LoginReply = {
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
    // Said only when true, so an ordinary login's reply keeps SPEC §3's fields alone.
    ...(restricted ? { withdrawOnly: true } : {}),
  };
  return { reply, ended };
}
