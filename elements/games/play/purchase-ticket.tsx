import { useEffect, useRef, useState } from 'react';
import { formatDateTime, formatMoney, type GameDefinition } from '../../../sdk';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
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

type Draws = { status: 'loading' } | { status: 'error' } | { status: 'ready'; first: DrawAt; last: DrawAt | null };

/**
 * The first and last draw of a purchase: the first from the placed order itself (101066: the
 * draw it entered, which the slip's countdown may already have moved past), the last from the
 * game's upcoming draws (660003) counted on from the first.
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
      if (bought.draws <= 1) return setDraws({ status: 'ready', first, last: null });
      const upcoming = await client.call('upcomingDraws', { lotteryType: game.lotteryType, count: 20 }, quiet);
      if (!live) return;
      const list = upcoming.ok ? upcoming.data.draws : [];
      const from = list.findIndex((d) => d.phase === first.phase);
      const last = from >= 0 ? list[from + bought.draws - 1] : undefined;
      setDraws({ status: 'ready', first, last: last ? { phase: last.phase, at: last.drawAt } : null });
    })();
    return () => {
      live = false;
    };
  }, [client, game, bought]);
  return draws;
}

/**
 * The purchase confirmation as a ticket (issue 21): the game, the order id(s), each line's numbers
 * as balls with play type and entries, the first and last draw with their numbers and times, the
 * number of draws and the total paid; then the orders or another play. It takes focus, so a
 * keyboard or screen-reader user lands on it after Buy.
 *
 * @example <PurchaseTicket game={gameByKey('pick3')!} bought={{ orderIds: ['6'], lines, draws: 2, total: 400 }} onOrders={…} onAgain={…} />
 */
export function PurchaseTicket({ game, bought, onOrders, onAgain }: { game: GameDefinition; bought: BoughtPlan; onOrders: () => void; onAgain: () => void }) {
  const t = useT();
  const language = useLanguage();
  const draws = useBoughtDraws(game, bought);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

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
    <section className="nl-card play-success purchase-ticket" part="success" role="status" aria-labelledby="ticket-title">
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
      <div className="nl-actions">
        <button type="button" className="nl-button nl-button-secondary" onClick={onOrders}>
          {t('play.success.orders')}
        </button>
        <button type="button" className="nl-button nl-button-primary" onClick={onAgain}>
          {t('play.success.again')}
        </button>
      </div>
    </section>
  );
}
