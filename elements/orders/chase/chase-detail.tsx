import { useId, useState, type ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { Dialog } from '../../base/dialog';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { WalletPlayerOnly } from '../../wallet/shared/player-only';
import { orderGameKey, orderStatusKey, planText, statusTone } from '../shared/order-labels';
import { orderDetailPath } from '../shared/order-links';
import { ORDERS_STYLES } from '../shared/orders-styles';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-chase-detail>`. */
export interface ChaseDetailProps {
  /** The consecutive plan to show. Attribute `chase-id`. */
  chaseId?: string;
}

type Stop = { step: 'idle' } | { step: 'confirm' } | { step: 'unavailable' } | { step: 'stopping' } | { step: 'failed' } | { step: 'stopped'; refundedOrders: number; refundAmount: number };

/**
 * A consecutive-draw plan (chaseDetail 101071, SPEC §4): in progress x of total, completed or
 * terminated, and its orders. Stop asks for confirmation, then stops the plan (stopChase 101072)
 * and shows the refund; when no future order can still be stopped, the termination-unavailable
 * notice instead.
 *
 * @example <nl-chase-detail chase-id="77"></nl-chase-detail>
 */
export function ChaseDetail({ chaseId }: ChaseDetailProps) {
  const id = chaseId?.trim() ?? '';
  return (
    <>
      <ElementStyles css={ORDERS_STYLES} />
      <WalletPlayerOnly path={routePath('futureDraws', {}, id ? { chaseId: id } : {})}>
        <ChasePage chaseId={id} />
      </WalletPlayerOnly>
    </>
  );
}

function ChasePage({ chaseId }: { chaseId: string }) {
  const t = useT();
  const client = useClient();
  const language = useLanguage();
  const titleId = useId();
  const chase = useCommand('chaseDetail', chaseId ? { chaseId } : null, { hideToast: true });
  const [stop, setStop] = useState<Stop>({ step: 'idle' });

  const confirmStop = async () => {
    setStop({ step: 'stopping' });
    const result = await client.call('stopChase', { chaseId }, {});
    if (!result.ok) return setStop({ step: 'failed' });
    setStop({ step: 'stopped', ...result.data });
    chase.retry();
  };

  let body: ReactNode;
  if (!chaseId) body = <p className="ord-notice" role="alert">{t('orders.chase.missing')}</p>;
  else if (chase.status === 'loading' && stop.step !== 'stopped') body = <Skeleton count={4} shape="nl-skeleton-row" />;
  else if (chase.status === 'error') body = <ErrorState messageKey="orders.chase.error" onRetry={chase.retry} />;
  else if (chase.status === 'ready') {
    const c = chase.data;
    const gameKey = orderGameKey({ lotteryType: c.lotteryType });
    body = (
      <>
        <p className="chase-state" part="state" data-state={c.state}>
          {gameKey ? <strong>{t(gameKey)} · </strong> : null}
          {c.state === 1 ? t('orders.chase.state.1', { done: c.drawsDone, total: c.drawsTotal }) : t(`orders.chase.state.${c.state}`)}
        </p>
        {c.state === 1 ? (
          <button type="button" className="nl-button nl-button-secondary chase-stop" onClick={() => setStop({ step: c.stoppable ? 'confirm' : 'unavailable' })}>
            {t('orders.chase.stop')}
          </button>
        ) : null}
        {c.orders.length === 0 ? (
          <EmptyState messageKey="orders.chase.empty" />
        ) : (
          <ol className="gp-list chase-orders" part="orders">
            {c.orders.map((order) => (
              <li key={order.orderId} className="gp-item nl-card" data-order-id={order.orderId}>
                <span>
                  <Ltr>{order.phase ?? order.orderId}</Ltr> · <Ltr>{formatDateTime(order.purchaseTime, language)}</Ltr>
                  <br />
                  <Ltr className="ord-plan">{planText(order.plan).join(' | ')}</Ltr>
                </span>
                <span className="ord-status" data-tone={statusTone(order.status)}>
                  {t(orderStatusKey(order.status))}
                </span>
                <NavLink path={orderDetailPath(order)} className="nl-button nl-button-primary">
                  {t('orders.viewDetails')}
                  {/* One per draw of the plan: the name says which draw and which order. */}
                  <span className="nl-visually-hidden">
                    {' '}
                    {order.phase ? `${t('orders.detail.field.drawNumber')} ${order.phase}, ` : ''}
                    {t('orders.detail.field.orderId')} {order.orderId}
                  </span>
                </NavLink>
              </li>
            ))}
          </ol>
        )}
      </>
    );
  }

  return (
    <section className="nl-page chase-detail" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('orders.chase.title')}
      </h1>
      {stop.step === 'stopped' ? (
        <p className="ord-notice chase-refund" role="status">
          {t('orders.chase.stopped', { count: stop.refundedOrders })} <Ltr className="amount">{formatMoney(stop.refundAmount, language)}</Ltr>
        </p>
      ) : null}
      {stop.step === 'failed' ? (
        <p className="nl-error-text" role="alert">
          {t('orders.chase.stopFailed')}
        </p>
      ) : null}
      <div className="nl-card">{body}</div>
      <Dialog open={stop.step === 'confirm' || stop.step === 'stopping'} title={t('orders.chase.confirmTitle')} onClose={() => setStop({ step: 'idle' })}>
        <p>{t('orders.chase.confirmText')}</p>
        <div className="ord-actions">
          <button type="button" className="nl-button nl-button-secondary" onClick={() => setStop({ step: 'idle' })}>
            {t('orders.chase.keep')}
          </button>
          <button type="button" className="nl-button nl-button-primary chase-confirm" disabled={stop.step === 'stopping'} onClick={() => void confirmStop()}>
            {t('orders.chase.confirmStop')}
          </button>
        </div>
      </Dialog>
      <Dialog open={stop.step === 'unavailable'} title={t('orders.chase.unavailableTitle')} onClose={() => setStop({ step: 'idle' })}>
        <p className="chase-unavailable">{t('orders.chase.unavailable')}</p>
        <button type="button" className="nl-button nl-button-primary" onClick={() => setStop({ step: 'idle' })}>
          {t('common.close')}
        </button>
      </Dialog>
    </section>
  );
}
