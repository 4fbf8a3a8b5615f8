import { useId, type ReactNode } from 'react';
import { formatDateTime, formatMoney, gameByType } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { BALL_STYLES } from '../../results/ball-styles';
import { ResultBalls } from '../../results/result-balls';
import { WalletPlayerOnly } from '../../wallet/shared/player-only';
import { GRAND_PRIZE_STATUS, grandPrizeNoteKey, grandPrizeStatusKey, grandPrizeTone, orderGameKey, orderStatusKey, planText, statusTone } from '../shared/order-labels';
import { chaseDetailPath } from '../shared/order-links';
import { ORDERS_STYLES } from '../shared/orders-styles';

/** Props of `<nl-order-detail>`. */
export interface OrderDetailProps {
  /** The order to show. Attribute `order-id`. */
  orderId?: string;
}

/**
 * One order's detail (orderDetail 101066, SPEC §2): draw number, order ID, purchase and draw
 * time, per-entry price, entries, multiples, draws, schedule, subtotal, discount, total, VAT,
 * total incl. VAT and the consecutive draw ID; the drawn result once drawn, as the results page
 * shows it (a missing number shows '?', Color Prediction its colours), with a link to verify the draw.
 *
 * @example <nl-order-detail order-id="1001"></nl-order-detail>
 */
export function OrderDetail({ orderId }: OrderDetailProps) {
  const id = orderId?.trim() ?? '';
  return (
    <>
      <style>{ORDERS_STYLES + BALL_STYLES}</style>
      <WalletPlayerOnly path={routePath('accountOrderDetail', {}, id ? { orderId: id } : {})}>
        <DetailPage orderId={id} />
      </WalletPlayerOnly>
    </>
  );
}

function DetailPage({ orderId }: { orderId: string }) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const detail = useCommand('orderDetail', orderId ? { orderId } : null, { hideToast: true });
  const money = (minor: number) => <Ltr className="amount">{formatMoney(minor, language)}</Ltr>;

  let body: ReactNode;
  if (!orderId) body = <p className="ord-notice" role="alert">{t('orders.detail.missing')}</p>;
  else if (detail.status === 'loading') body = <Skeleton count={6} shape="nl-skeleton-row" />;
  else if (detail.status === 'error') body = <ErrorState messageKey="orders.detail.error" onRetry={detail.retry} />;
  else {
    const d = detail.data;
    const order = d.order;
    const gameKey = orderGameKey(order);
    // Only draw games have a result, and every draw game is in the catalogue.
    const game = order.lotteryType === null ? undefined : gameByType(order.lotteryType);
    const fields: [string, ReactNode][] = [
      ['lottery', gameKey ? t(gameKey) : order.appKey],
      ['status', <span className="ord-status" data-tone={statusTone(order.status)}>{t(orderStatusKey(order.status))}</span>],
      ['drawNumber', order.phase ? <Ltr>{order.phase}</Ltr> : '—'],
      ['orderId', <Ltr>{order.orderId}</Ltr>],
      ['purchaseTime', <Ltr>{formatDateTime(order.purchaseTime, language)}</Ltr>],
      ['drawTime', d.drawTime === null ? '—' : <Ltr>{formatDateTime(d.drawTime, language)}</Ltr>],
      ['entryPrice', money(d.entryPrice)],
      ['entries', <Ltr>{d.entries}</Ltr>],
      ['multiple', <Ltr>{d.multiple}</Ltr>],
      ['draws', <Ltr>{d.draws}</Ltr>],
      ['schedule', t(d.schedule)],
      ['subtotal', money(d.subtotal)],
      ['discount', money(d.discount)],
      ['total', money(d.total)],
      ['vat', money(d.vat)],
      ['totalInclVat', money(d.totalInclVat)],
      ['chaseId', order.chaseId ? <NavLink path={chaseDetailPath(order.chaseId, order)} className="nl-link"><Ltr>{order.chaseId}</Ltr></NavLink> : '—'],
    ];
    if (order.prizeAmount > 0) fields.push(['prize', <Ltr className="amount money-in">{formatMoney(order.prizeAmount, language, { floor: true })}</Ltr>]);
    if (order.orderPrizeStatus !== null) {
      // SPEC §4 grand prize: its status, what it means, and the way to claim it while unclaimed.
      const status = order.orderPrizeStatus;
      const noteKey = grandPrizeNoteKey(status);
      fields.push([
        'grandPrize',
        <>
          <span className="ord-status gp-status" data-tone={grandPrizeTone(status)}>
            {t(grandPrizeStatusKey(status))}
          </span>
          {noteKey ? <span className="gp-note"> {t(noteKey)}</span> : null}{' '}
          {status === GRAND_PRIZE_STATUS.unclaimed ? (
            <NavLink path={routePath('grandPrizeProcess', {}, { orderId: order.orderId })} className="nl-button nl-button-primary gp-claim">
              {t('grandPrize.claim')}
            </NavLink>
          ) : (
            <NavLink path={routePath('ordersGrandPrize')} className="nl-link">{t('grandPrize.backToList')}</NavLink>
          )}
        </>,
      ]);
    }
    body = (
      <>
        <dl className="ord-fields" part="fields">
          {fields.map(([key, value]) => (
            <div key={key} data-field={key}>
              <dt>{t(`orders.detail.field.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="ord-subtitle">{t('orders.detail.plan')}</h2>
        <ul className="ord-plan" part="plan">
          {planText(order.plan).map((line, index) => (
            <li key={index}>
              <Ltr>{line}</Ltr>
            </li>
          ))}
        </ul>
        <h2 className="ord-subtitle">{t('orders.detail.result')}</h2>
        {d.result && game ? (
          <div part="result">
            <ResultBalls game={game} result={d.result} />
            {order.lotteryType !== null && order.phase ? (
              <p>
                <NavLink path={routePath('drawVerify', {}, { lotteryType: order.lotteryType, phase: order.phase })} className="nl-link ord-verify">
                  {t('orders.detail.verify')}
                </NavLink>
              </p>
            ) : null}
          </div>
        ) : (
          <p className="ord-notice">{t('orders.detail.notDrawn')}</p>
        )}
      </>
    );
  }

  return (
    <section className="nl-page order-detail" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('orders.detail.title')}
      </h1>
      <div className="nl-card">{body}</div>
      <p>
        <NavLink path={routePath('orders')} className="nl-link ord-back">
          {t('orders.detail.back')}
        </NavLink>
      </p>
    </section>
  );
}
