import type { EventBus } from '../../events/event-bus';
import type { LeaderJob } from '../draws/scheduler';
import { finishOpenRounds } from './e-instant-wallet';

/**
 * The open-round job of e-instants, run by the draw scheduler's leader after each pass: a round
 * left open longer than `timeoutMs` (or past its session's end) is rolled back, or closed when it
 * has a win (./e-instant-wallet.ts finishOpenRounds); players whose stake came back get a wallet
 * event. Idempotent: a round is finished once, under its session's lock.
 *
 * @example createDrawScheduler({ db, clock, jobs: [eInstantRoundsJob(config.eInstantRoundTimeoutMs, events)] })
 */
export function eInstantRoundsJob(timeoutMs: number, events?: EventBus): LeaderJob {
  return {
    name: 'e-instant-open-rounds',
    async run(db, now) {
      const { rounds, players } = await finishOpenRounds(db, now, timeoutMs);
      for (const playerId of players) await events?.publish({ kind: 'player', playerId, changeType: 'wallet' });
      return rounds;
    },
  };
}
