import { useCallback } from 'react';
import { safeReturnPath } from '../../../sdk/routes';
import { routePath } from '../../../sdk/routes';
import { emit } from '../../base/emit';
import { useClient, useHost, useT } from '../../base/hooks';
import { ChevronIcon } from '../../base/icons';
import { requestNavigation } from '../../base/navigate';
import { FORM_STYLES } from '../../forms/form-styles';
import { KYC_STYLES } from '../../kyc/kyc-styles';
import { WalletPlayerOnly } from '../../wallet/shared/player-only';
import { WALLET_PAGE_STYLES } from '../../wallet/shared/wallet-styles';
import { KycGate } from './kyc-gate';
import { WITHDRAW_STYLES } from './withdraw-styles';
import { WithdrawPage } from './withdraw-page';
import './withdraw-events';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-withdraw>`. */
export interface WithdrawProps {
  /** `web` (default) or `app`: the native-app variant with its own bar and back arrow. Attribute `variant`. */
  variant?: string;
  /**
   * Where Back leads (the withdraw route's `backFullPath`), a path on this site; anything else is
   * ignored. Attribute `back-full-path`.
   */
  backFullPath?: string;
}

/**
 * The withdrawal page (/account/withdraw and its app variant): the player's own IBAN accounts
 * (add, remove keeping one, locked shown), the amount with the rules of SPEC §5, the payout
 * channel with its fee, the SMS code, a confirmation with holder, account, IBAN, amount, fee and
 * received amount, the result with its state, and the recent withdrawals. A guest is asked to
 * log in and comes back here; a player who is not verified is offered verification.
 *
 * @example <nl-withdraw back-full-path="/account/myprofile"></nl-withdraw>
 * @example <nl-withdraw variant="app"></nl-withdraw>
 */
export function Withdraw({ variant, backFullPath }: WithdrawProps) {
  const client = useClient();
  const host = useHost();
  const t = useT();
  const app = variant === 'app';
  // Only a same-site path is followed; `safeReturnPath` answers `/` for anything else.
  const safeBack = backFullPath ? safeReturnPath(backFullPath) : null;
  const backPath = safeBack && safeBack !== '/' ? safeBack : app ? routePath('appUserInfo') : null;

  const back = useCallback(() => {
    if (!backPath) return;
    if (emit(host, 'nl-withdraw-back', { path: backPath }).defaultPrevented) return;
    requestNavigation(host, backPath);
  }, [host, backPath]);

  return (
    <div className="withdraw-frame" data-variant={app ? 'app' : 'web'}>
      <ElementStyles css={WALLET_PAGE_STYLES + FORM_STYLES + KYC_STYLES + WITHDRAW_STYLES} />
      {app ? (
        <div className="app-bar" part="app-bar">
          <button type="button" className="nl-icon-button app-back" aria-label={t('withdraw.back')} onClick={back}>
            <span className="back-icon">
              <ChevronIcon />
            </span>
          </button>
          <span className="app-title">{t('withdraw.title')}</span>
        </div>
      ) : backPath ? (
        <div className="web-back">
          <button type="button" className="nl-button nl-button-ghost" onClick={back}>
            {t('withdraw.back')}
          </button>
        </div>
      ) : null}
      <WalletPlayerOnly path={client.env.currentPath()}>
        <KycGate>
          <WithdrawPage onBack={backPath ? back : null} />
        </KycGate>
      </WalletPlayerOnly>
    </div>
  );
}
