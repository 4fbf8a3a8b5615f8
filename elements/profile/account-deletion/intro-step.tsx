import { useEffect } from 'react';
import * as z from 'zod/mini';
import type { Balance } from '../../../sdk';
import { formatMoney } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { CheckboxField } from '../../forms/checkbox-field';
import { SubmitButton } from '../../forms/submit-button';
import { useZodForm } from '../../forms/use-zod-form';

/** A balance is cleared when nothing is left in it: total, cash and gift parts all zero. */
export function isBalanceCleared(balance: Balance): boolean {
  return balance.totalBalance === 0 && balance.betBalance === 0 && balance.giftBalance === 0;
}

const confirmSchema = z.object({ balanceCleared: z.literal(true, { message: 'profile.deletion.confirmRequired' }) });

/**
 * First step: what deletion means, the balance (100124), and the confirmation. With money left
 * the player is told to withdraw first and offered the withdrawal page; only a zero balance and
 * the ticked "my balance is cleared" lead on.
 */
export function IntroStep({ confirmed, onContinue, onRevoke }: { confirmed: boolean; onContinue: () => void; onRevoke: () => void }) {
  const t = useT();
  const balance = useCommand('balance', {}, { hideToast: true });
  return (
    <>
      <div className="nl-card" part="explanation">
        <h3 className="nl-card-title">{t('profile.deletion.introTitle')}</h3>
        <ul className="facts">
          <li>{t('profile.deletion.factPermanent')}</li>
          <li>{t('profile.deletion.factBalance')}</li>
          <li>{t('profile.deletion.factDocuments')}</li>
          <li>{t('profile.deletion.factRecovery')}</li>
        </ul>
      </div>
      <div className="nl-card" part="balance">
        <h3 className="nl-card-title">{t('profile.deletion.balanceTitle')}</h3>
        {balance.status === 'loading' ? (
          <Skeleton count={1} shape="nl-skeleton-row" />
        ) : balance.status === 'error' ? (
          <ErrorState messageKey="profile.deletion.balanceError" onRetry={balance.retry} compact />
        ) : (
          <BalanceGate balance={balance.data} confirmed={confirmed} onContinue={onContinue} onRevoke={onRevoke} />
        )}
      </div>
    </>
  );
}

function BalanceGate({ balance, confirmed, onContinue, onRevoke }: { balance: Balance; confirmed: boolean; onContinue: () => void; onRevoke: () => void }) {
  const t = useT();
  const language = useLanguage();
  const cleared = isBalanceCleared(balance);
  const form = useZodForm(confirmSchema, { balanceCleared: confirmed });
  const ticked = form.values.balanceCleared;
  // An earlier confirmation no longer holds once money is back in the account or the box is
  // unticked: the later steps close again until the player confirms anew.
  useEffect(() => {
    if (confirmed && (!cleared || !ticked)) onRevoke();
  }, [confirmed, cleared, ticked, onRevoke]);
  return (
    <>
      <p className="balance-line" data-state={cleared ? 'cleared' : 'not-cleared'}>
        <span>{t('profile.deletion.currentBalance')}</span> <Ltr className="balance-amount">{formatMoney(balance.totalBalance, language)}</Ltr>
      </p>
      {cleared ? (
        <form ref={form.formRef} className="nl-form" noValidate onSubmit={form.handleSubmit(() => onContinue())}>
          <CheckboxField label={t('profile.deletion.confirmBalance')} {...form.checkbox('balanceCleared')} />
          <SubmitButton busy={form.submitting}>{t('profile.deletion.continue')}</SubmitButton>
        </form>
      ) : (
        <div className="nl-notice nl-notice-danger" role="alert" data-state="balance-not-zero">
          <p className="notice-text">{t('profile.deletion.withdrawFirst')}</p>
          <NavLink path={routePath('withdraw')} className="nl-button nl-button-primary">
            {t('profile.deletion.goWithdraw')}
          </NavLink>
        </div>
      )}
    </>
  );
}
