import { useT } from '../base/hooks';
import { Dropdown } from '../base/dropdown';
import { WalletIcon } from '../base/icons';
import { Amount } from './amount';
import { BalanceToggle } from './balance-toggle';
import { useBalanceHidden } from './balance-visibility';
import { useSession } from './use-session';
import { WalletPopover } from './wallet-popover';

/** The desktop balance block: total balance, eye toggle and the wallet popover. */
export function BalanceBlock() {
  const t = useT();
  const { balance } = useSession();
  const [hidden] = useBalanceHidden();
  return (
    <div className="balance-block" part="balance">
      <span className="balance-text">
        <span className="balance-label">{t('header.balance.total')}</span>
        <Amount minor={balance?.totalBalance} hidden={hidden} />
      </span>
      <BalanceToggle />
      <Dropdown kind="dialog" className="nl-dropdown-end" label={t('header.wallet.label')} trigger={<WalletIcon />} triggerClassName="nl-icon-button">
        {(close) => <WalletPopover onDone={close} />}
      </Dropdown>
    </div>
  );
}
