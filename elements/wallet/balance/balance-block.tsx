import { useClient, useStore, useT } from '../../base/hooks';
import { Dropdown } from '../../base/dropdown';
import { WalletIcon } from '../../base/icons';
import { Amount } from './amount';
import { BalanceToggle } from './balance-toggle';
import { useBalanceHidden } from './balance-visibility';
import { WalletPopover } from './wallet-popover';

/**
 * The player's balance block: total balance, eye toggle and the wallet popover. The header's
 * desktop bar and `<nl-balance>` both render it; whoever renders it loads the balance.
 */
export function BalanceBlock() {
  const t = useT();
  const client = useClient();
  const balance = useStore(client.stores.balance);
  const [hidden] = useBalanceHidden();
  return (
    <div className="balance-block" part="balance">
      <span className="balance-text">
        <span className="balance-label">{t('wallet.balance.total')}</span>
        <Amount minor={balance?.totalBalance} hidden={hidden} />
      </span>
      <BalanceToggle />
      <Dropdown kind="dialog" className="nl-dropdown-end" label={t('wallet.popover.label')} trigger={<WalletIcon />} triggerClassName="nl-icon-button">
        {(close) => <WalletPopover onDone={close} />}
      </Dropdown>
    </div>
  );
}
