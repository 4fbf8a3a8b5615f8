import { useEffect, useId, useState } from 'react';
import { formatMoney, type GameDefinition, type ResultValue } from '../../../sdk';
import { POLLING, startPoll } from '../../../sdk/polling/poller';
import { ElementStyles } from '../../base/element-styles';
import { useClient, useLanguage, useStore, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { TransText } from '../../base/trans-text';
import { BALL_STYLES } from '../../draws/results/ball-styles';
import { ResultBalls } from '../../draws/results/result-balls';

/** SPEC §4: orders still waiting for their draw (1, 5, 8); every other status is settled. */
const WAITING = new Set([1, 5, 8]);

/** Most orders of one draw read at once: one page of 101065. */
const ORDERS_OF_A_DRAW = 50;

/** The player's outcome of one draw. */
export type Mine =
  | { kind: 'guest' }
  | { kind: 'checking' }
  | { kind: 'noTicket' }
  | { kind: 'won'; amount: number }
  | { kind: 'lost' }
  /** Not settled (or not readable) within the poll: the orders will show it. */
  | { kind: 'later' };

/** One landed draw: its result once drawn, and the player's outcome of it. */
export type DrawOutcomeState =
  | { status: 'drawing'; phase: string }
  | { status: 'late'; phase: string }
  | { status: 'drawn'; phase: string; result: ResultValue[]; mine: Mine };

/**
 * The result of a draw whose sales just closed, and the player's outcome of it: 660202 polled
 * until the result is published, then (for a player) their orders of that draw alone (101065 with
 * its phase) until settled, on the client's timers. A guest sees the result only.
 *
 * @example const outcome = useDrawOutcome(gameByKey('quick-five')!, '202611231502');
 */
export function useDrawOutcome(game: GameDefinition, phase: string): DrawOutcomeState {
  const client = useClient();
  const session = useStore(client.stores.userInfo)?.sessionToken ?? null;
  const [state, setState] = useState<DrawOutcomeState>({ status: 'drawing', phase });

  useEffect(() => {
    setState({ status: 'drawing', phase });
    const quiet = { hideToast: true, ignoreCodes: 'all' as const };
    let orders: { cancel(): void } | null = null;
    const draw = startPoll({
      check: async () => {
        const reply = await client.call('drawPhase', { lotteryType: game.lotteryType, phase }, quiet);
        if (!reply.ok) throw reply.error;
        return reply.data.draw?.result ?? null;
      },
      isDone: (result) => result !== null,
      ...POLLING.drawOutcome,
      immediate: false,
      timers: client.env.timers,
    });
    void draw.finished.then((end) => {
      if (end.outcome === 'cancelled') return;
      if (end.outcome !== 'done') return setState({ status: 'late', phase });
      const result = end.result!;
      if (!session) return setState({ status: 'drawn', phase, result, mine: { kind: 'guest' } });
      setState({ status: 'drawn', phase, result, mine: { kind: 'checking' } });
      const poll = startPoll({
        check: async () => {
          const reply = await client.call('orderList', { game: game.lotteryType, phase, pageSize: ORDERS_OF_A_DRAW }, quiet);
          if (!reply.ok) throw reply.error;
          return reply.data.items;
        },
        isDone: (items) => items.every((o) => !WAITING.has(o.status)),
        ...POLLING.drawOutcome,
        timers: client.env.timers,
      });
      orders = poll;
      void poll.finished.then((last) => {
        if (last.outcome === 'cancelled') return;
        const mine: Mine = last.outcome !== 'done'
          ? { kind: 'later' }
          : last.result.length === 0
            ? { kind: 'noTicket' }
            : (() => {
              const amount = last.result.reduce((sum, o) => sum + o.prizeAmount, 0);
              return amount > 0 ? { kind: 'won', amount } : { kind: 'lost' };
            })();
        setState({ status: 'drawn', phase, result, mine });
      });
    });
    return () => {
      draw.cancel();
      orders?.cancel();
    };
  }, [client, game, phase, session]);

  return state;
}

/**
 * The draw that just landed on a per-minute game's page (issue 21): its number, its result as
 * balls once drawn, and the player's own outcome, "You won AED 5" or "Not this time", also when
 * nothing was won. The outcome is a polite status, so a screen reader hears it once as it lands;
 * the balls are not announced. Loaded on demand by the bet slip of interval games only.
 *
 * @example <DrawOutcome game={gameByKey('quick-five')!} phase="202611231502" />
 */
export function DrawOutcome({ game, phase }: { game: GameDefinition; phase: string }) {
  const t = useT();
  const language = useLanguage();
  const state = useDrawOutcome(game, phase);
  const titleId = useId();
  const mine = state.status === 'drawn' ? state.mine : null;
  const said = state.status === 'late'
    ? t('play.outcome.late')
    : !mine || mine.kind === 'guest' || mine.kind === 'checking'
      ? ''
      : mine.kind === 'won'
        ? <TransText k="play.outcome.won" values={{ amount: <Ltr>{formatMoney(mine.amount, language)}</Ltr> }} />
        : t(`play.outcome.${mine.kind}`);
  return (
    <section className="draw-outcome" part="draw-outcome" aria-labelledby={titleId} data-state={state.status} data-mine={mine?.kind}>
      <ElementStyles css={BALL_STYLES + DRAW_OUTCOME_STYLES} />
      <h2 id={titleId}>
        {t('play.outcome.title')} <Ltr>{state.phase}</Ltr>
      </h2>
      {state.status === 'drawing' ? <p className="outcome-drawing">{t('play.outcome.drawing')}</p> : null}
      {state.status === 'drawn' ? <ResultBalls game={game} result={state.result} /> : null}
      <p className="outcome-mine" role="status">{said}</p>
    </section>
  );
}

/** Styles of the landed draw: a quiet card whose outcome line stands out; logical properties only. */
const DRAW_OUTCOME_STYLES = `
.draw-outcome { display: grid; gap: 8px; padding-block: 12px; padding-inline: 16px; border: 1px solid var(--_nl-border, rgba(127, 127, 127, 0.4)); border-radius: var(--_nl-radius, 12px); }
.draw-outcome h2 { margin: 0; font-size: 1.05rem; }
.draw-outcome p { margin: 0; }
.outcome-mine { font-weight: 700; }
.outcome-mine:empty { display: none; }
.draw-outcome[data-mine="won"] .outcome-mine { color: var(--_nl-success, #0a7a3d); }
`;
