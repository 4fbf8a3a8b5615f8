/**
 * Where exclusions and operator restrictions meet logins and sessions (SPEC §4, §8):
 *
 * - Self-exclusion or break (403000619, data by type): a login is refused unless it says
 *   `purpose: 'withdraw'`; then its session is `restricted` and only the commands of
 *   {@link WITHDRAW_ONLY_COMMANDS} accept it. The others answer 403000619 with the exclusion.
 * - AML (403000720): login works (the player sees why in 100163), but money commands answer
 *   403000720 and end the session (SPEC §8: AML dialog, logout, login).
 * - Pay limit: a login answers 403000717; a live session answers 403000717 to any session command
 *   and 518000221 to a payment (SPEC §8: pay-limit dialog), and ends.
 */
import type { CommandName } from '../../../../sdk/commands';
import { ErrorCode } from '../../../../sdk/errors/codes';
import type { Queryable } from '../../db/database';
import { GatewayError } from '../../errors/gateway-error';
import type { EventBus } from '../../events/event-bus';
import { publishSessionsEnded, type CheckedSession, type PlayerRestriction, type SessionPrincipal } from '../sessions/sessions';
import { activeExclusion, exclusionErrorData } from './exclusions';

/**
 * What a withdraw-only session may call: reads, the wallet, withdrawals, logout, the exclusion
 * itself, and what every logged-in page asks first (the terms update and funds declaration, which
 * may be forced and would otherwise stand between the player and the withdrawal; the unclaimed
 * grand prize card). Nothing that plays or pays in.
 */
export const WITHDRAW_ONLY_COMMANDS: ReadonlySet<string> = new Set<CommandName | string>([
  'balance',
  'transactions',
  'profile',
  'kycStatus',
  'countryCodes',
  'logout',
  'ibanAccounts',
  'addIbanAccount',
  'removeIbanAccount',
  'withdrawalOptions',
  'sendWithdrawalCode',
  'withdraw',
  'withdrawals',
  'exclusionStatus',
  'globalRestrictions',
  'setSelfExclusion',
  'checkTerms',
  'termsArticles',
  'acceptTerms',
  'fundsStatementStatus',
  'submitFundsStatement',
  'unclaimedGrandPrize',
  // The player's own cards, a read: those not scratched when the break began are revealed and
  // paid by it (SPEC §4), and the player can see so while it lasts.
  'scratchCards',
]);

/** Payments (SPEC §8: 518000221 for a pay-limited player). */
const PAYMENT_COMMANDS: ReadonlySet<string> = new Set(['recharge', 'cardPay', 'cvvPay']);

/** What AML stops: money in, money out, bets. */
const AML_COMMANDS: ReadonlySet<string> = new Set([...PAYMENT_COMMANDS, 'withdraw', 'sendWithdrawalCode', 'placeOrder', 'orderPreCheck', 'claimGrandPrize', 'buyScratchCard']);

export type { PlayerRestriction };

/**
 * Decides whether a login may open a session, inside the login's transaction, with the player
 * row locked (so an exclusion starting at the same moment is either seen here or ends this
 * session). Returns whether the session is withdraw-only.
 */
export async function loginGate(tx: Queryable, playerId: number, at: number, purpose: 'withdraw' | undefined): Promise<{ restricted: boolean }> {
  const { rows } = await tx.query<{ rg_restriction: PlayerRestriction | null }>('select rg_restriction from players where id = $1 for update', [playerId]);
  if (rows[0]?.rg_restriction === 'pay-limit') throw new GatewayError(ErrorCode.payLimitLogout);
  const exclusion = await activeExclusion(tx, playerId, at);
  if (!exclusion) return { restricted: false };
  if (purpose !== 'withdraw') throw new GatewayError(ErrorCode.selfExcluded, undefined, { ...exclusionErrorData(exclusion), canLoginToWithdraw: true });
  return { restricted: true };
}

/**
 * Checks a session command against the session's and the player's restrictions, as read with the
 * session (touchSession: the same statement, or the cache a restriction change empties): no read
 * of its own, and nothing more for an unrestricted player. Throws the code SPEC §8 gives; the
 * codes that log the player out end the session first.
 */
export async function guardSessionCommand(db: Queryable, events: EventBus, session: CheckedSession, command: string, at: number): Promise<void> {
  if (!session.withdrawOnly && session.restriction === null) return;
  if (session.restriction === 'pay-limit') {
    await endRestrictedSession(db, events, session, at);
    throw new GatewayError(PAYMENT_COMMANDS.has(command) ? ErrorCode.payLimitFailed : ErrorCode.payLimitLogout);
  }
  if (session.restriction === 'aml' && AML_COMMANDS.has(command)) {
    await endRestrictedSession(db, events, session, at);
    throw new GatewayError(ErrorCode.amlRestricted);
  }
  if (session.withdrawOnly && !WITHDRAW_ONLY_COMMANDS.has(command)) {
    // A refusal: the exclusion is read only to say until when (the refused call writes nothing).
    const exclusion = await activeExclusion(db, session.playerId, at);
    // The exclusion is over: the withdraw-only session gets nothing more; a fresh login does.
    throw new GatewayError(ErrorCode.selfExcluded, undefined, exclusion ? exclusionErrorData(exclusion) : undefined);
  }
}

/**
 * Ends the session and publishes the ending, so every process's session cache drops it and its
 * sockets close at once (a cached session would otherwise keep answering).
 */
async function endRestrictedSession(db: Queryable, events: EventBus, session: SessionPrincipal, at: number): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `update sessions set ended_at = $2, end_reason = 'restricted' where id = $1 and ended_at is null returning id`,
    [session.sessionId, new Date(at)],
  );
  if (rows.length > 0) await publishSessionsEnded(events, [{ sessionId: session.sessionId, playerId: session.playerId, reason: 'restricted' }]);
}

/**
 * Sets or clears an operator's restriction (npm run player:restrict) and tells every process
 * (`player-restricted` on the bus), whose session caches then drop the player's sessions: the
 * next command of a live session reads the restriction again. Returns false for an unknown player.
 *
 * @example await setPlayerRestriction(db, events, 42, 'aml');
 */
export async function setPlayerRestriction(db: Queryable, events: EventBus, playerId: number, restriction: PlayerRestriction | null): Promise<boolean> {
  const { rows } = await db.query('update players set rg_restriction = $2 where id = $1 returning id', [playerId, restriction]);
  if (rows.length === 0) return false;
  await events.publish({ kind: 'player-restricted', playerId });
  return true;
}
