import { routePath } from '../../../sdk/routes';
import { useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';

/**
 * The status checks ran out before the acquirer answered (SPEC §4 TIMEOUT): the deposit may still
 * go through, so Refresh checks again and the transactions page shows it later.
 */
export function TimeoutPanel({ onRefresh }: { onRefresh: () => void }) {
  const t = useT();
  return (
    <div className="nl-card result" part="result" role="alert" data-state="timeout">
      <h2 className="nl-card-title">{t('deposit.result.timeoutTitle')}</h2>
      <p>{t('deposit.result.timeoutBody')}</p>
      <div className="nl-actions">
        <button type="button" className="nl-button nl-button-primary" onClick={onRefresh}>
          {t('deposit.result.refresh')}
        </button>
        <NavLink path={routePath('transactions')} className="nl-button nl-button-secondary">
          {t('deposit.result.transactions')}
        </NavLink>
      </div>
    </div>
  );
}
