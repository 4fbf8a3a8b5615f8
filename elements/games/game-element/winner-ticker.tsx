import { useEffect, useId, useState } from 'react';
import { formatMoney, type RecentWinner } from '../../../sdk';
import { POLLING, startPoll } from '../../../sdk/polling/poller';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import type { GameExtensionProps } from './game-extensions';
import { ElementStyles } from '../../base/element-styles';

/** Placeholders of the name and the amount in a winner's line. */
const NAME = '[[name]]';
const AMOUNT = '[[amount]]';

/** Winners a ticker shows: the newest ten. */
export const TICKER_WINNERS = 10;

/** Where the winners stand: the first read, the newest list, or a failed first read. */
export type WinnersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: RecentWinner[] };

/**
 * The newest winners of a game (101067), read now and again every 20 s with the SDK's poller
 * (`POLLING.winners`) on the client's timers, while not paused. A failed refresh keeps the list
 * shown; only a failed first read is an error. `retry` starts over.
 *
 * @example const { state, retry } = useRecentWinners(69, paused);
 */
export function useRecentWinners(lotteryType: number, paused: boolean): { state: WinnersState; retry: () => void } {
  const client = useClient();
  const [state, setState] = useState<WinnersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (paused) return;
    const poll = startPoll({
      check: async () => {
        const reply = await client.call('recentWinners', { lotteryType, limit: TICKER_WINNERS }, { hideToast: true, ignoreCodes: 'all' });
        if (!reply.ok) throw reply.error;
        return reply.data.items;
      },
      ...POLLING.winners,
      timers: client.env.timers,
      onTick: (_tick, outcome) =>
        setState((previous) => ('result' in outcome ? { status: 'ready', items: outcome.result } : previous.status === 'ready' ? previous : { status: 'error' })),
    });
    return () => poll.cancel();
  }, [client, lotteryType, paused, attempt]);

  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}

/**
 * SPEC §2 Quick Five "winner ticker": the game's newest winners (masked name, prize, game) moving
 * along one line. New winners are announced politely; Pause stops the motion and the refreshes
 * (WCAG 2.2.2), and with reduced motion asked for the line stands still and scrolls by hand.
 *
 * @example <WinnerTicker lotteryType={69} />
 */
export function WinnerTicker({ lotteryType }: { lotteryType: number }) {
  const t = useT();
  const language = useLanguage();
  const [paused, setPaused] = useState(false);
  const { state, retry } = useRecentWinners(lotteryType, paused);
  const titleId = useId();
  const listId = useId();

  // The line with placeholders where the name and the amount go, so both stay left-to-right in Arabic.
  const parts = (winner: RecentWinner) =>
    t('play.winners.winner', { name: NAME, amount: AMOUNT, game: t(`games.${winner.appKey}.name`) })
      .split(/(\[\[name\]\]|\[\[amount\]\])/)
      .filter((part) => part !== '')
      .map((part, i) =>
        part === NAME ? <Ltr key={i} className="ticker-name">{winner.maskedName}</Ltr>
          : part === AMOUNT ? <Ltr key={i} className="ticker-amount">{formatMoney(winner.amount, language)}</Ltr>
            : part);

  return (
    <section className="ticker" part="winners" aria-labelledby={titleId} data-state={state.status} data-paused={paused}>
      <span className="ticker-title" id={titleId}>{t('play.winners.title')}</span>
      <div className="ticker-window">
        {state.status === 'loading' ? (
          <p className="ticker-note" role="status">{t('play.winners.loading')}</p>
        ) : state.status === 'error' ? (
          <p className="ticker-note ticker-error" role="alert">
            {t('play.winners.error')}{' '}
            <button type="button" className="nl-button nl-button-ghost" onClick={retry}>{t('common.retry')}</button>
          </p>
        ) : state.items.length === 0 ? (
          <p className="ticker-note">{t('play.winners.empty')}</p>
        ) : (
          <div className="ticker-track" style={{ ['--items' as string]: state.items.length }}>
            <ul className="ticker-list" id={listId} aria-live={paused ? 'off' : 'polite'}>
              {state.items.map((winner) => (
                <li key={winner.id} className="ticker-item">{parts(winner)}</li>
              ))}
            </ul>
            {/* The same line again, for a seamless loop; hidden from assistive technology. */}
            <ul className="ticker-list" aria-hidden="true">
              {state.items.map((winner) => (
                <li key={winner.id} className="ticker-item">{parts(winner)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {state.status === 'ready' && state.items.length > 0 ? (
        <button type="button" className="nl-button nl-button-ghost ticker-pause" aria-controls={listId} aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          {paused ? t('play.winners.resume') : t('play.winners.pause')}
        </button>
      ) : null}
    </section>
  );
}

/**
 * Quick Five's extension (`GAME_EXTENSIONS`): the ticker of the game's own winners, with its
 * styles, above the bet slip.
 *
 * @csspart winners - The ticker of the newest winners (masked name, prize, game) with its Pause button; `data-state` is loading, ready or error.
 * @example <GameWinnerTicker game={gameByKey('quick-five')!} />
 */
export function GameWinnerTicker({ game }: GameExtensionProps) {
  return (
    <>
      <ElementStyles css={TICKER_STYLES} />
      <WinnerTicker lotteryType={game.lotteryType} />
    </>
  );
}

/** Styles of the ticker; logical properties, and the loop runs the other way in Arabic. */
export const TICKER_STYLES = `
/* Title and Pause share the first row; the moving line has the full width of the second, so a phone shows a whole winner. */
.ticker { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; padding-block: 8px; padding-inline: 12px; border-block-end: 1px solid rgba(127, 127, 127, 0.3); }
.ticker-title { font-weight: 700; white-space: nowrap; }
.ticker-window { order: 3; flex: 1 0 100%; min-inline-size: 0; overflow: hidden; padding-block: 4px; }
.ticker-note { margin: 0; }
.ticker-error { color: var(--nl-color-danger, #b00020); }
.ticker-track { display: flex; inline-size: max-content; }
.ticker-list { display: flex; gap: 24px; margin: 0; padding: 0; padding-inline-end: 24px; list-style: none; }
.ticker-item { white-space: nowrap; }
.ticker[data-paused="true"] .ticker-track, .ticker-window:hover .ticker-track, .ticker-window:focus-within .ticker-track { animation-play-state: paused; }
.ticker-pause { flex: none; margin-inline-start: auto; padding-block: 4px; }
/* Motion only for those who have not asked for less: otherwise the line stands and scrolls by hand. */
@media (prefers-reduced-motion: no-preference) {
  .ticker-track { animation: nl-ticker calc(var(--items, 5) * 4s) linear infinite; }
  [dir="rtl"] .ticker-track { animation-name: nl-ticker-rtl; }
}
@keyframes nl-ticker { from { transform: translateX(0); } to { transform: translateX(-50%); } }
@keyframes nl-ticker-rtl { from { transform: translateX(0); } to { transform: translateX(50%); } }
@media (prefers-reduced-motion: reduce) {
  .ticker-window { overflow-x: auto; position: relative; }
  .ticker-list[aria-hidden="true"] { display: none; }
}
`;
