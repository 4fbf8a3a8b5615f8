/**
 * The reviewer's decision on a family exclusion application (SPEC §4 progress states), once:
 * approve excludes the named account (self-exclusion type 1 for the chosen duration, lifetime
 * 100 years), ends its sessions and stops its consecutive plans; deny-ineligible and
 * deny-incorrect only record the outcome.
 */
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import { revealPlayerCards } from '../instant/reveal-cards';
import { stopPlayerChases } from './chase-stop';
import { startExclusion } from './exclusions';
import { LIFETIME_MINUTES } from './family-exclusion';

export const FAMILY_REVIEW_ACTIONS = ['approve', 'deny-ineligible', 'deny-incorrect'] as const;
export type FamilyReviewAction = (typeof FAMILY_REVIEW_ACTIONS)[number];

const STATE_OF: Record<FamilyReviewAction, 'approved' | 'deniedIneligible' | 'deniedIncorrect'> = {
  approve: 'approved',
  'deny-ineligible': 'deniedIneligible',
  'deny-incorrect': 'deniedIncorrect',
};

export type FamilyReviewOutcome =
  | { kind: 'not-found' }
  | { kind: 'already-decided'; state: string }
  | { kind: 'no-account' }
  | { kind: 'decided'; state: string; excludedUntil: number | null };

/**
 * Decides an application under review. The state changes in one guarded UPDATE, so two
 * reviewers (or a second run) decide it once. An approval whose account matches no player is
 * refused ('no-account'): deny it as ineligible instead.
 *
 * @example await reviewFamilyExclusion({ db, clock, events }, 'FEAB12CD34EF', 'approve')
 */
export async function reviewFamilyExclusion(
  deps: { db: Database; clock: Clock; events: EventBus },
  receiptNumber: string,
  action: FamilyReviewAction,
): Promise<FamilyReviewOutcome> {
  const at = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ state: string; target_player_id: number | null; duration_minutes: number }>(
      'select state, target_player_id, duration_minutes from family_exclusion_applications where receipt_number = $1 for update',
      [receiptNumber.toUpperCase()],
    );
    const app = rows[0];
    if (!app) return { kind: 'not-found' as const, ended: [] as number[], playerId: 0 };
    if (app.state !== 'underReview') return { kind: 'already-decided' as const, state: app.state, ended: [] as number[], playerId: 0 };
    if (action === 'approve' && app.target_player_id === null) return { kind: 'no-account' as const, ended: [] as number[], playerId: 0 };
    await tx.query('update family_exclusion_applications set state = $2, decided_at = $3 where receipt_number = $1 and state = $4', [
      receiptNumber.toUpperCase(),
      STATE_OF[action],
      new Date(at),
      'underReview',
    ]);
    if (action !== 'approve') return { kind: 'decided' as const, state: STATE_OF[action], excludedUntil: null, ended: [] as number[], playerId: 0 };
    const minutes = app.duration_minutes === -1 ? LIFETIME_MINUTES : app.duration_minutes;
    const playerId = app.target_player_id!;
    const started = await startExclusion(tx, { playerId, exclusionType: 1, hours: Math.ceil(minutes / 60), at, source: 'family' });
    await stopPlayerChases(tx, playerId, at);
    await revealPlayerCards(tx, playerId, at);
    // A longer exclusion already in force stays; the application is approved either way.
    return { kind: 'decided' as const, state: 'approved', excludedUntil: started?.endsAt ?? null, ended: started?.endedSessionIds ?? [], playerId };
  });
  for (const sessionId of outcome.ended) {
    await deps.events.publish({ kind: 'session-ended', sessionId, playerId: outcome.playerId, reason: 'self-excluded' });
  }
  const { ended: _ended, playerId: _playerId, ...result } = outcome;
  void _ended;
  void _playerId;
  return result as FamilyReviewOutcome;
}
