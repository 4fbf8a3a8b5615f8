import { useEffect, useId, useState } from 'react';
import { HIDDEN_AMOUNT, canTransact, formatMoney, statusTagAction } from '../../../sdk';
import { loginPath, routePath } from '../../../sdk/routes';
import { useClient, useLanguage, useStore, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { ErrorState } from '../../base/state-message';
import { useNavigate } from '../../base/use-navigate';
import { useBalanceHidden } from '../../wallet/balance/balance-visibility';
import { KycDialog } from '../../kyc/kyc-dialog';
import { gateDialog } from '../../kyc/gate-dialog';
import { KYC_STYLES } from '../../kyc/kyc-styles';
import { useKycVerification } from '../../kyc/use-kyc-verification';
import { GrandPrizeCard, parseGrandPrize, useGrandPrizeCard, type GrandPrizeCardData } from './grand-prize-card';
import { StatusTag } from './status-tag';
import { USER_INFO_STYLES } from './user-info-styles';
import { ElementStyles } from '../../base/element-styles';

export { gateDialog };

/** Props of `<nl-user-info>`. */
export interface UserInfoProps {
  /**
   * The player's unclaimed grand prize (property `grandPrize`, an object or its JSON text). While
   * unset, the box asks for it (unclaimedGrandPrize 101078).
   */
  grandPrize?: GrandPrizeCardData | string | null;
}

/** The digits of a phone number or user name, to tell whether two say the same number. */
const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * The user info box (SPEC §2): first name, user name, phone, the verification status tag, the
 * grand-prize card, total and withdrawable balance, Withdraw and Deposit. A player who may not
 * transact (not verified) is offered verification instead of the wallet pages; a guest is asked
 * to log in.
 *
 * @example <nl-user-info></nl-user-info>
 */
export function UserInfo({ grandPrize }: UserInfoProps) {
  const client = useClient();
  const t = useT();
  const navigate = useNavigate();
  const user = useStore(client.stores.userInfo);

  if (!user) {
    return (
      <section className="user-info user-info-guest" part="user-info" data-state="guest">
        <ElementStyles css={KYC_STYLES + USER_INFO_STYLES} />
        <p>{t('userInfo.guest')}</p>
        <button type="button" className="nl-button nl-button-primary" onClick={() => navigate(loginPath(client.env.currentPath()))}>
          {t('userInfo.login')}
        </button>
      </section>
    );
  }
  return <PlayerInfo key={user.sessionToken} grandPrize={parseGrandPrize(grandPrize)} />;
}

function PlayerInfo({ grandPrize }: { grandPrize: GrandPrizeCardData | null }) {
  const client = useClient();
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const user = useStore(client.stores.userInfo);
  const balance = useStore(client.stores.balance);
  const [balanceState, setBalanceState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const { dialog, setDialog, verify } = useKycVerification();
  // The header's eye toggle hides every balance of this client, this box's figures too.
  const [balanceHidden] = useBalanceHidden();
  const nameId = useId();
  const card = useGrandPrizeCard(grandPrize);

  // Fresh balance on mount (SPEC §2: the box shows the current figures).
  useEffect(() => {
    let live = true;
    setBalanceState('loading');
    void client.refreshBalance().then((result) => live && setBalanceState(result && !result.ok ? 'error' : 'ready'));
    return () => {
      live = false;
    };
  }, [client, attempt]);


  if (!user) return null;
  const status = user.verifiedStatus;

  const onTag = () => {
    const action = statusTagAction(status);
    if (action === 'settings') navigate(routePath('accountSetting'));
    else if (action === 'prompt') setDialog({ name: 'kyc-review' });
    else if (action === 'verify') verify();
  };
  const wallet = (path: string) => {
    if (canTransact(status)) navigate(path);
    else setDialog(gateDialog(status));
  };
  const amount = (minor: number | undefined) => (
    <Ltr className="amount">{balanceHidden ? HIDDEN_AMOUNT : minor === undefined ? '—' : formatMoney(minor, language)}</Ltr>
  );

  return (
    <section className="user-info" part="user-info" aria-labelledby={nameId} data-state="player">
      <ElementStyles css={KYC_STYLES + USER_INFO_STYLES} />
      <div className="user-head">
        <span className="avatar" aria-hidden="true">
          {user.headImgUrl ? <img src={user.headImgUrl} alt="" /> : (user.firstName || user.userName).charAt(0).toLocaleUpperCase()}
        </span>
        <div className="user-ident">
          <h2 id={nameId} className="first-name">
            {user.firstName || user.userName}
          </h2>
          <dl className="user-facts">
            <div>
              <dt>{t('userInfo.userName')}</dt>
              <dd>
                <Ltr className="user-name">{user.userName}</Ltr>
              </dd>
            </div>
            {/* A player registered by mobile has the number as user name: it is said once, not twice. */}
            {user.phone && digitsOf(user.phone) !== digitsOf(user.userName) ? (
              <div>
                <dt>{t('userInfo.phone')}</dt>
                <dd>
                  <Ltr className="phone">{user.phone}</Ltr>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        <StatusTag status={status} onActivate={onTag} />
      </div>

      {card.prize ? <GrandPrizeCard prize={card.prize} onDismiss={card.dismiss} /> : null}

      <div className="balances" aria-live="polite">
        {balanceState === 'error' && !balance ? (
          <ErrorState messageKey="userInfo.balanceError" onRetry={() => setAttempt((n) => n + 1)} compact />
        ) : (
          <dl className="balance-figures" aria-busy={balanceState === 'loading' && !balance} data-hidden={balanceHidden ? 'true' : undefined}>
            <div className="figure figure-total">
              <dt>{t('userInfo.totalBalance')}</dt>
              <dd>{balance ? amount(balance.totalBalance) : <span className="nl-skeleton nl-skeleton-pill" aria-label={t('common.loading')} />}</dd>
            </div>
            <div className="figure figure-withdrawable">
              <dt>{t('userInfo.withdrawable')}</dt>
              <dd>{balance ? amount(balance.withdrawableAmount) : <span className="nl-skeleton nl-skeleton-pill" aria-hidden="true" />}</dd>
            </div>
          </dl>
        )}
      </div>

      <div className="wallet-actions">
        <button type="button" className="nl-button nl-button-secondary" onClick={() => wallet(routePath('withdraw'))}>
          {t('userInfo.withdraw')}
        </button>
        {/* A withdraw-only session (a break, SPEC §4) may not deposit: the button would lead to a refusal. */}
        {user.withdrawOnly ? null : (
          <button type="button" className="nl-button nl-button-primary" onClick={() => wallet(routePath('deposit'))}>
            {t('userInfo.deposit')}
          </button>
        )}
      </div>

      <KycDialog request={dialog} onClose={() => setDialog(null)} onVerify={verify} />
    </section>
  );
}
