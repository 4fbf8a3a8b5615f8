import { useId, type ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { orderGameKey, orderStatusKey, planText, statusTone } from '../shared/order-labels';

/**
 * One order as its ticket (/orderTicket, orderDetail 101066): the game, the draw and its time, the
 * order ID, when it was bought, each line of numbers, the total including VAT and its status,
 * with a Print button and the way to the full order details. Loading, empty (no order named, or an
 * order without numbers) and error states.
 */
export function OrderTicket({ orderId }: { orderId: string }) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const detail = useCommand('orderDetail', orderId ? { orderId } : null, { hideToast: true });

  let body: ReactNode;
  if (!orderId) body = <EmptyState messageKey="orders.ticket.missing" />;
  else if (detail.status === 'loading') body = <Skeleton count={4} shape="nl-skeleton-row" />;
  else if (detail.status === 'error') body = <ErrorState messageKey="orders.ticket.error" onRetry={detail.retry} />;
  else {
    const d = detail.data;
    const order = d.order;
    const gameKey = orderGameKey(order);
    const lines = planText(order.plan);
    const fields: [string, ReactNode][] = [
      ['lottery', gameKey ? t(gameKey) : order.appKey],
      ['drawNumber', order.phase ? <Ltr>{order.phase}</Ltr> : '—'],
      ['drawTime', d.drawTime === null ? '—' : <Ltr>{formatDateTime(d.drawTime, language)}</Ltr>],
      ['orderId', <Ltr>{order.orderId}</Ltr>],
      ['purchaseTime', <Ltr>{formatDateTime(order.purchaseTime, language)}</Ltr>],
      ['totalInclVat', <Ltr className="amount">{formatMoney(d.totalInclVat, language)}</Ltr>],
      ['status', <span className="ord-status" data-tone={statusTone(order.status)}>{t(orderStatusKey(order.status))}</span>],
    ];
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
        <h2 className="ord-subtitle">{t('orders.ticket.lines')}</h2>
        {lines.length === 0 ? (
          <EmptyState messageKey="orders.ticket.noLines" />
        ) : (
          <ol className="ord-plan ord-ticket-lines" part="lines">
            {lines.map((line, index) => (
              <li key={index} data-line={index + 1}>
                <span className="ord-ticket-line">{t('orders.ticket.line', { n: index + 1 })}</span> <Ltr>{line}</Ltr>
              </li>
            ))}
          </ol>
        )}
        <p className="ord-ticket-actions">
          <button type="button" className="nl-button nl-button-secondary ord-ticket-print" onClick={() => window.print()}>
            {t('orders.ticket.print')}
          </button>{' '}
          <NavLink path={routePath('accountOrderDetail', {}, { orderId: order.orderId })} className="nl-link ord-ticket-details">
            {t('orders.ticket.details')}
          </NavLink>
        </p>
      </>
    );
  }

  return (
    <section className="nl-page order-ticket" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('orders.ticket.title')}
      </h1>
      <div className="nl-card" part="ticket">{body}</div>
      <p>
        <NavLink path={routePath('orders')} className="nl-link ord-back">
          {t('orders.detail.back')}
        </NavLink>
      </p>
    </section>
  );
}
