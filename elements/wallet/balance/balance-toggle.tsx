import { useT } from '../../base/hooks';
import { EyeIcon, EyeOffIcon } from '../../base/icons';
import { useBalanceHidden } from './balance-visibility';

/** The eye toggle: shows or hides every balance figure of this client (SPEC §2). */
export function BalanceToggle() {
  const t = useT();
  const [hidden, toggle] = useBalanceHidden();
  return (
    <button type="button" className="nl-icon-button eye" aria-pressed={hidden} aria-label={hidden ? t('wallet.balance.show') : t('wallet.balance.hide')} onClick={toggle}>
      {hidden ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  );
}
