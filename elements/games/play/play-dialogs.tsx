import { routePath } from '../../../sdk/routes';
import { Dialog } from '../../base/dialog';
import { useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';

/**
 * SPEC §2 insufficient-funds dialog: the balance does not cover the order; it offers a deposit,
 * after which the order is bought for the player (the auto order, 101077): `onDeposit` keeps it.
 */
export function InsufficientFundsDialog({ open, onClose, onDeposit }: { open: boolean; onClose: () => void; onDeposit: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} title={t('play.insufficient.title')} onClose={onClose}>
      <p>{t('play.insufficient.body')}</p>
      <p>{t('play.insufficient.autoOrder')}</p>
      <div className="nl-actions">
        <button type="button" className="nl-button nl-button-secondary" onClick={onClose}>{t('play.insufficient.later')}</button>
        <NavLink
          path={routePath('deposit')}
          className="nl-button nl-button-primary"
          onNavigate={() => {
            onDeposit();
            onClose();
          }}
        >{t('play.insufficient.deposit')}</NavLink>
      </div>
    </Dialog>
  );
}

/** SPEC §2/§8 sales-suspension dialog (403000949): the server's message, then home. */
export function SalesSuspensionDialog({ open, message, onClose }: { open: boolean; message: string | undefined; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} title={t('play.suspended.title')} onClose={onClose}>
      <p>{message?.trim() || t('play.suspended.body')}</p>
      <div className="nl-actions">
        <button type="button" className="nl-button nl-button-primary" onClick={onClose}>{t('play.suspended.home')}</button>
      </div>
    </Dialog>
  );
}
