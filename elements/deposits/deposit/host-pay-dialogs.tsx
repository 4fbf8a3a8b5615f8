import { routePath } from '../../../sdk/routes';
import { Dialog } from '../../base/dialog';
import { useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';

/**
 * The super-app payment sheet's two endings without a payment (SPEC §8 bridge failures): pay-fail
 * ("the payment did not go through", Try again) and pay-timeout ("not confirmed yet", with View,
 * the transactions, and Refresh, which checks the deposit's status again). Each is the element's
 * `host-pay` part, named in `data-dialog`.
 */
export function HostPayDialogs({ dialog, onClose, onRefresh }: { dialog: 'pay-fail' | 'pay-timeout' | null | undefined; onClose: () => void; onRefresh: () => void }) {
  const t = useT();
  if (dialog === 'pay-fail') {
    return (
      <div part="host-pay" data-dialog="pay-fail">
        <Dialog open title={t('deposit.hostPay.failTitle')} onClose={onClose}>
          <p className="nl-confirm-body">{t('deposit.hostPay.failBody')}</p>
          <div className="nl-actions">
            <button type="button" className="nl-button nl-button-primary" onClick={onClose}>
              {t('deposit.hostPay.tryAgain')}
            </button>
          </div>
        </Dialog>
      </div>
    );
  }
  if (dialog === 'pay-timeout') {
    return (
      <div part="host-pay" data-dialog="pay-timeout">
        <Dialog open title={t('deposit.hostPay.timeoutTitle')} onClose={onClose}>
          <p className="nl-confirm-body">{t('deposit.hostPay.timeoutBody')}</p>
          <div className="nl-actions">
            <NavLink path={routePath('transactions')} className="nl-button nl-button-secondary">
              {t('deposit.hostPay.view')}
            </NavLink>
            <button type="button" className="nl-button nl-button-primary" onClick={onRefresh}>
              {t('deposit.hostPay.refresh')}
            </button>
          </div>
        </Dialog>
      </div>
    );
  }
  return null;
}
