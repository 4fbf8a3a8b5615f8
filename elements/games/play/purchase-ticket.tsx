import { useEffect, useRef, useState } from 'react';
import { formatDateTime, formatMoney, type GameDefinition } from '../../../sdk';
import { useClient, useLanguage, useStore, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { TransText } from '../../base/trans-text';
import { useCountdown } from '../../forms/use-countdown';
import { formatCountdown } from './use-sales-close';
import { playTypeOf } from '../../../sdk/games';
import { GameIcon } from './game-icon';
import { LineBalls, type PlanLine } from './plan-list';

/** A play type's family key (`nap3` → `nap`), as the slip names its choices. */
const playTypeKey = (game: GameDefinition, code: number) => playTypeOf(game, code)!.key.replace(/\d+$/, '');

/** What was bought, as the slip held it when Buy succeeded. */
export interface BoughtPlan {
  orderIds: string[];
  lines: PlanLine[];
  /** Consecutive draws of each line. */
  draws: number;
  /** Minor units paid. */
  total: number;
}

interface DrawAt {
  phase: string;
  at: number | null;
}

type Draws = { status: 'loading' } | { status: 'error' } | { status: 'ready'; first: DrawAt; last: DrawAt | null; serverOffset: number | null };

/** Seconds the ticket stays before it returns to the bet slip (SPEC §2 success panel, §9 "success panel 5 s"). */
export const TICKET_RETURN_SECONDS = 5;

/**
 * The first and last draw of a purchase: the first from the placed order itself (101066: the
 * draw it entered, which the slip's countdown may already have moved past), the last from the
 * game's upcoming draws (660003) counted on from the first, whose server time also gives the
 * offset of the server's clock.
 */
function useBoughtDraws(game: GameDefinition, bought: BoughtPlan): Draws {
  const client = useClient();
  const [draws, setDraws] = useState<Draws>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const quiet = { hideToast: true, ignoreCodes: 'all' as const };
    void (async () => {
      const detail = await client.call('orderDetail', { orderId: bought.orderIds[0]! }, quiet);
      if (!live) return;
      if (!detail.ok || !detail.data.order.phase) return setDraws({ status: 'error' });
      const first = { phase: detail.data.order.phase, at: detail.data.drawTime };
      // Read also for one draw: its server time sets the countdown to the draw by the server's clock.
      const upcoming = await client.call('upcomingDraws', { lotteryType: game.lotteryType, count: 20 }, quiet);
      if (!live) return;
      const serverOffset = upcoming.ok ? upcoming.data.serverTime - client.env.clock.now() : null;
      if (bought.draws <= 1) return setDraws({ status: 'ready', first, last: null, serverOffset });
      const list = upcoming.ok ? upcoming.data.draws : [];
      const from = list.findIndex((d) => d.phase === first.phase);
      const last = from >= 0 ? list[from + bought.draws - 1] : undefined;
      setDraws({ status: 'ready', first, last: last ? { phase: last.phase, at: last.drawAt } : null, serverOffset });
    })();
    return () => {
      live = false;
    };
  }, [client, game, bought]);
  return draws;
}

/**
 * Whole seconds to the first draw by the server's clock (the socket's kept offset, else the
 * offset of 660003's reply), ticking each second on the client's timers; null without a time.
 */
function useSecondsToDraw(at: number | null, replyOffset: number | null): number | null {
  const client = useClient();
  const kept = useStore(client.stores.serverTimeOffset);
  const [now, setNow] = useState(() => client.env.clock.now());
  useEffect(() => {
    if (at === null) return;
    const handle = client.env.timers.setInterval(() => setNow(client.env.clock.now()), 1_000);
    return () => client.env.timers.clearInterval(handle);
  }, [client, at]);
  if (at === null) return null;
  return Math.max(0, Math.ceil((at - (now + (kept ?? replyOffset ?? 0))) / 1_000));
}

/**
 * The live countdown to the first draw. The ticking figure is outside any live region, so a screen
 * reader is not told each second; when it reaches zero a polite status says the draw is on.
 */
function DrawCountdown({ first, serverOffset }: { first: DrawAt; serverOffset: number | null }) {
  const t = useT();
  const seconds = useSecondsToDraw(first.at, serverOffset);
  if (seconds === null) return null;
  return (
    <div className="ticket-countdown" part="ticket-countdown" data-state={seconds > 0 ? 'counting' : 'drawing'}>
      {seconds > 0 ? (
        <p aria-live="off">
          {t('play.ticket.drawIn')} <Ltr className="countdown-time">{formatCountdown(seconds)}</Ltr>
        </p>
      ) : null}
      <p className="ticket-drawing" role="status">
        {seconds === 0 ? t('play.ticket.drawNow', { phase: first.phase }) : ''}
      </p>
    </div>
  );
}

/**
 * The purchase confirmation as a ticket (issue 21): the game, the order id(s), each line's numbers
 * as balls with play type and entries, the first and last draw with their numbers and times, the
 * number of draws and the total paid, a live countdown to the first draw; then SPEC §2's success
 * panel: back to the bet slip (the previous page) after 5 s, at once with 'Previous page', or
 * never with 'Stay on this ticket' (WCAG 2.2.1: a time limit the player can turn off). It takes
 * focus, so a keyboard or screen-reader user lands on it after Buy.
 *
 * @example <PurchaseTicket game={gameByKey('pick3')!} bought={{ orderIds: ['6'], lines, draws: 2, total: 400 }} onOrders={…} onBack={…} />
 */
export function PurchaseTicket({ game, bought, onOrders, onBack }: { game: GameDefinition; bought: BoughtPlan; onOrders: () => void; onBack: () => void }) {
  const t = useT();
  const language = useLanguage();
  const draws = useBoughtDraws(game, bought);
  const heading = useRef<HTMLHeadingElement>(null);
  const left = useRef(false);
  // Once the player chose to stay, nothing returns by itself, even a countdown started after the
  // choice (a click can land before the mount effect that starts it has run).
  const stayed = useRef(false);
  const back = () => {
    if (left.current) return;
    left.current = true;
    returning.stop();
    onBack();
  };
  const returning = useCountdown(() => {
    if (!stayed.current) back();
  }, TICKET_RETURN_SECONDS);
  const [staying, setStaying] = useState(false);
  useEffect(() => {
    heading.current?.focus();
    if (!stayed.current) returning.start(TICKET_RETURN_SECONDS);
    // Once, on mount: the ticket of one purchase counts down once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const stay = () => {
    stayed.current = true;
    returning.stop();
    setStaying(true);
  };

  const drawText = (draw: DrawAt) => (
    <>
      {t('play.ticket.draw')} <Ltr>{draw.phase}</Ltr>
      {draw.at !== null ? (
        <>
          {' · '}
          <Ltr>{formatDateTime(draw.at, language)}</Ltr>
        </>
      ) : null}
    </>
  );
  const drawRows =
    draws.status === 'loading' ? (
      <div>
        <dt>{t('play.ticket.firstDraw')}</dt>
        <dd className="nl-skeleton nl-skeleton-text" aria-busy="true" />
      </div>
    ) : draws.status === 'error' ? (
      <div>
        <dt>{t('play.ticket.firstDraw')}</dt>
        <dd>{t('play.ticket.drawUnknown')}</dd>
      </div>
    ) : (
      <>
        <div data-field="firstDraw">
          <dt>{t(bought.draws > 1 ? 'play.ticket.firstDraw' : 'play.ticket.onlyDraw')}</dt>
          <dd>{drawText(draws.first)}</dd>
        </div>
        {bought.draws > 1 && draws.last ? (
          <div data-field="lastDraw">
            <dt>{t('play.ticket.lastDraw')}</dt>
            <dd>{drawText(draws.last)}</dd>
          </div>
        ) : null}
      </>
    );

  return (
    // Not a live region: the focused heading says the purchase went through, and the countdowns
    // inside must not be read out each second.
    <section className="nl-card play-success purchase-ticket" part="success" aria-labelledby="ticket-title">
      <h1 id="ticket-title" ref={heading} tabIndex={-1}>
        {t('play.success.title')}
      </h1>
      <div className="ticket-game">
        <GameIcon game={game} />
        <strong>{t(`games.${game.key}.name`)}</strong>
      </div>
      <dl className="ticket-facts" part="ticket-facts">
        <div data-field="orderId">
          <dt>{t('play.ticket.orderId', { count: bought.orderIds.length })}</dt>
          <dd>
            <Ltr className="order-ids">{bought.orderIds.join(', ')}</Ltr>
          </dd>
        </div>
        {drawRows}
        <div data-field="draws">
          <dt>{t('play.ticket.draws')}</dt>
          <dd>
            <Ltr>{bought.draws}</Ltr>
          </dd>
        </div>
        <div data-field="total">
          <dt>{t('play.total')}</dt>
          <dd>
            <Ltr className="total-amount">{formatMoney(bought.total, language)}</Ltr>
          </dd>
        </div>
      </dl>
      <ol className="ticket-lines" aria-label={t('play.ticket.lines')}>
        {bought.lines.map((line) => (
          <li key={line.id} className="plan-line">
            <LineBalls game={game} line={line} />
            <span className="plan-facts">
              <span className="plan-type">{t(`play.types.${playTypeKey(game, line.playType)}`)}</span>
              <span className="plan-entries">{t('play.entries', { count: line.entries })}</span>
            </span>
          </li>
        ))}
      </ol>
      {draws.status === 'ready' ? <DrawCountdown first={draws.first} serverOffset={draws.serverOffset} /> : null}
      {staying ? null : (
        <p className="success-countdown" part="success-countdown" aria-live="off">
          <TransText k="play.success.backIn" values={{ seconds: <Ltr>{returning.remaining}</Ltr> }} />
        </p>
      )}
      <div className="nl-actions">
        <button type="button" className="nl-button nl-button-primary" onClick={back}>
          {t('play.success.previousPage')}
        </button>
        {staying ? null : (
          <button type="button" className="nl-button nl-button-secondary" onClick={stay}>
            {t('play.success.stay')}
          </button>
        )}
        <button type="button" className="nl-button nl-button-secondary" onClick={() => { returning.stop(); onOrders(); }}>
          {t('play.success.orders')}
        </button>
      </div>
    </section>
  );
}
