import { routePath } from '../../sdk/routes';
import { useT } from '../base/hooks';
import { useNavigate } from '../base/use-navigate';
import { Amount } from './amount';
import { useBalanceHidden } from './balance-visibility';
import { useSession } from './use-session';

/** The wallet popover: balance, withdrawable amount, Withdraw and Deposit (SPEC §2). */
export function WalletPopover({ onDone }: { onDone: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const { balance } = useSession();
  const [hidden] = useBalanceHidden();
  const go = (path: string) => {
    onDone();
    navigate(path);
  };
  return (
    <div className="wallet">
      <dl className="wallet-figures">
        <div>
          <dt>{t('header.wallet.balance')}</dt>
          <dd>
            <Amount minor={balance?.totalBalance} hidden={hidden} />
          </dd>
        </div>
        <div>
          <dt>{t('header.wallet.withdrawable')}</dt>
          <dd>
            <Amount minor={balance?.withdrawableAmount} hidden={hidden} />
          </dd>
        </div>
      </dl>
      <div className="wallet-actions">
        <button type="button" className="nl-button nl-button-secondary" onClick={() => go(routePath('withdraw'))}>
          {t('header.wallet.withdraw')}
        </button>
        <button type="button" className="nl-button nl-button-primary" onClick={() => go(routePath('deposit'))}>
          {t('header.wallet.deposit')}
        </button>
      </div>
    </div>
  );
}
