import { routePath } from '../../../sdk/routes';
import { useClient, useStore, useT } from '../../base/hooks';
import { Amount } from './amount';
import { useBalanceHidden } from './balance-visibility';
import { useWalletNavigate } from './wallet-links';

/** The wallet popover: balance, withdrawable amount, Withdraw and Deposit (SPEC §2); no Deposit in a withdraw-only session (SPEC §4). */
export function WalletPopover({ onDone }: { onDone: () => void }) {
  const t = useT();
  const client = useClient();
  const balance = useStore(client.stores.balance);
  const withdrawOnly = useStore(client.stores.userInfo)?.withdrawOnly === true;
  const [hidden] = useBalanceHidden();
  const navigate = useWalletNavigate();
  const go = (path: string) => {
    onDone();
    navigate(path);
  };
  return (
    <div className="wallet">
      <dl className="wallet-figures">
        <div>
          <dt>{t('wallet.popover.balance')}</dt>
          <dd>
            <Amount minor={balance?.totalBalance} hidden={hidden} />
          </dd>
        </div>
        <div>
          <dt>{t('wallet.popover.withdrawable')}</dt>
          <dd>
            <Amount minor={balance?.withdrawableAmount} hidden={hidden} />
          </dd>
        </div>
      </dl>
      <div className="wallet-actions">
        <button type="button" className="nl-button nl-button-secondary" onClick={() => go(routePath('withdraw'))}>
          {t('wallet.popover.withdraw')}
        </button>
        {withdrawOnly ? null : (
          <button type="button" className="nl-button nl-button-primary" onClick={() => go(routePath('deposit'))}>
            {t('wallet.popover.deposit')}
          </button>
        )}
      </div>
    </div>
  );
}
