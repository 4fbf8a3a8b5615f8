import { useEffect, useRef, useState } from 'react';
import { ErrorCode, type OrderRequest } from '../../../sdk';
import { clearAutoOrder, placeAutoOrder, type AutoOrder, type AutoOrderOutcome } from '../../../sdk/deposits/auto-order';
import type { StorageLike } from '../../../sdk/env/environment';
import { routePath } from '../../../sdk/routes';
import { useClient, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { TransText } from '../../base/trans-text';
import { CreditedHeading } from './success-panel';

/**
 * The deposit's success when a purchase waited for it (the auto order, SPEC §4, §9; 101077): the
 * amount credited, then "Buying your ticket…" while 101077 confirms the deposit (every 6 s, up to
 * 6 checks) and the orders are placed with the keys they had; then the order, or why it was not
 * bought. The waiting purchase is forgotten once it is bought, or refused for good.
 */
export function AutoOrderPanel({ amount, depositOrderId, order, storage }: { amount: number; depositOrderId: string; order: AutoOrder; storage: StorageLike }) {
  const t = useT();
  const client = useClient();
  const [outcome, setOutcome] = useState<AutoOrderOutcome | null>(null);
  const started = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    if (started.current) return;
    started.current = true;
    const options = { hideToast: true, ignoreCodes: [ErrorCode.orderStillWaiting] } as const;
    void placeAutoOrder(
      {
        autoOrderStatus: (orderId) => client.call('autoOrderStatus', { orderId }, options),
        placeOrder: (request: OrderRequest) => client.call('placeOrder', request, { hideToast: true }),
      },
      { depositOrderId, order, timers: client.env.timers },
    ).then((end) => {
      // Still waiting keeps the purchase for a later look; every other end is final.
      if (end.kind !== 'stillWaiting') clearAutoOrder(storage);
      if (end.kind === 'placed') void client.refreshBalance({ hideToast: true, ignoreCodes: 'all' });
      setOutcome(end);
    });
    // Once, on mount: the deposit and its purchase do not change while the panel shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const firstOrder = outcome?.kind === 'placed' ? outcome.orderIds[0] : undefined;
  return (
    <div className="nl-card result" part="result" role="status" data-state="success" data-auto-order={outcome?.kind ?? 'buying'}>
      <CreditedHeading amount={amount} headingRef={headingRef} />
      <div part="auto-order" aria-live="polite">
        {outcome === null ? (
          <p aria-busy="true">{t('deposit.autoOrder.buying')}</p>
        ) : outcome.kind === 'placed' ? (
          <p>
            <TransText k="deposit.autoOrder.placed" values={{ id: <Ltr>{outcome.orderIds.join(', ')}</Ltr> }} />
          </p>
        ) : outcome.kind === 'stillWaiting' ? (
          <p>{t('deposit.autoOrder.stillWaiting')}</p>
        ) : (
          <p className="nl-form-error" role="alert">
            {t(outcome.kind === 'paymentFailed' ? 'deposit.autoOrder.paymentFailed' : 'deposit.autoOrder.notPlaced')} {outcome.message?.trim() ?? ''}
          </p>
        )}
      </div>
      {outcome ? (
        <div className="nl-actions">
          {firstOrder ? (
            <NavLink path={routePath('accountOrderDetail', {}, { orderId: firstOrder })} className="nl-button nl-button-primary">
              {t('deposit.autoOrder.viewOrder')}
            </NavLink>
          ) : null}
          <NavLink path={order.backPath} className={`nl-button ${firstOrder ? 'nl-button-secondary' : 'nl-button-primary'}`}>
            {t('deposit.autoOrder.backToGame')}
          </NavLink>
        </div>
      ) : null}
    </div>
  );
}
