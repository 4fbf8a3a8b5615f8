import { useEffect } from 'react';
import { useHost, useT } from '../../base/hooks';
import { hostWindow } from './host-window';
import { reportPaymentFinished } from './payment-frame';

/**
 * The page the 3-D Secure step returns to, loaded inside the payment frame: tells the page around
 * it that the payment step is over (it closes the frame and checks the status), and says so.
 */
export function FinishInFrame({ gatewayId }: { gatewayId: string | null }) {
  const t = useT();
  const host = useHost();
  useEffect(() => {
    const view = hostWindow(host);
    if (view) reportPaymentFinished(view, gatewayId);
  }, [host, gatewayId]);
  return (
    <p className="nl-notice" role="status" data-state="returning">
      {t('deposit.frame.returning')}
    </p>
  );
}
