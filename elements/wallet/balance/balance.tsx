import { useEffect, useState } from 'react';
import { routePath } from '../../../sdk/routes';
import { useClient, useStore, useT } from '../../base/hooks';
import { WalletIcon } from '../../base/icons';
import { BalanceBlock } from './balance-block';
import { BALANCE_STYLES, BALANCE_WIDGET_STYLES } from './balance-styles';
import { useWalletNavigate } from './wallet-links';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-balance>`: none besides the client. */
export type BalanceProps = Record<string, never>;

/**
 * The header balance widget on its own (SPEC §2 Layout): the total balance, the eye toggle that
 * hides every balance figure behind six asterisks, and the wallet popover with balance,
 * withdrawable amount, Withdraw and Deposit. It reads `client.stores.balance` and asks
 * `client.refreshBalance()` once per player, so a page with the header and this widget shares
 * one store. A guest sees a wallet button that leads to login with the return path (SPEC §6).
 *
 * @example <nl-balance></nl-balance>
 */
export function Balance(_props: BalanceProps) {
  const client = useClient();
  const token = useStore(client.stores.userInfo)?.sessionToken;
  return (
    <div className="nl-balance" part="widget" data-state={token ? 'player' : 'guest'}>
      <ElementStyles css={BALANCE_STYLES + BALANCE_WIDGET_STYLES} />
      {token ? <PlayerBalance key={token} /> : <GuestBalance />}
    </div>
  );
}

function PlayerBalance() {
  const client = useClient();
  const t = useT();
  const balance = useStore(client.stores.balance);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void client.refreshBalance().then((result) => {
      if (live) setFailed(Boolean(result && !result.ok));
    });
    return () => {
      live = false;
    };
  }, [client, attempt]);

  if (failed && !balance) {
    return (
      <span className="balance-error" role="alert" part="error">
        {t('wallet.balance.error')}{' '}
        <button type="button" className="nl-button nl-button-ghost" onClick={() => setAttempt((n) => n + 1)}>
          {t('common.retry')}
        </button>
      </span>
    );
  }
  return <BalanceBlock />;
}

function GuestBalance() {
  const t = useT();
  const navigate = useWalletNavigate();
  const client = useClient();
  return (
    <div className="balance-guest">
      <span className="balance-label">{t('wallet.balance.guest')}</span>
      <button
        type="button"
        className="nl-icon-button"
        aria-label={t('wallet.popover.label')}
        // A guest's wallet leads to login and back to this page (SPEC §6).
        onClick={() => navigate(client.env.currentPath() || routePath('home'))}
      >
        <WalletIcon />
      </button>
    </div>
  );
}
