import { useId } from 'react';
import { formatDateTime, formatMoney } from '../../../sdk';
import type { Withdrawal } from '../../../sdk/commands/withdrawals';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { MANUAL_REVIEW_BUSINESS_DAYS, withdrawalStateView } from './withdrawal-states';

/**
 * What happened to the withdrawal just sent: its state (SPEC §4: submitted, automated review,
 * manual review up to 5 business days, credited, rejected or failed, the last two returning the
 * money to the balance) and its figures.
 */
export function WithdrawalResult({ withdrawal, onAnother, onBack }: { withdrawal: Withdrawal; onAnother: () => void; onBack: (() => void) | null }) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const view = withdrawalStateView(withdrawal.state);
  return (
    <section className="nl-card result" part="result" aria-labelledby={titleId} data-state={withdrawal.state} data-tone={view.tone}>
      <h2 id={titleId} className="nl-card-title">
        {t('withdraw.result.title')}
      </h2>
      <p className={`nl-notice ${view.tone === 'returned' ? 'nl-notice-danger' : view.tone === 'success' ? 'nl-notice-success' : ''}`} role="status">
        <strong className="state-label">{t(view.label)}</strong> {t(view.detail, { days: MANUAL_REVIEW_BUSINESS_DAYS })}
      </p>
      <dl className="figures">
        <div data-field="id">
          <dt>{t('withdraw.result.id')}</dt>
          <dd>
            <Ltr>{withdrawal.withdrawalId}</Ltr>
          </dd>
        </div>
        <div data-field="iban">
          <dt>{t('withdraw.confirm.iban')}</dt>
          <dd>
            <Ltr>{withdrawal.ibanMasked}</Ltr>
          </dd>
        </div>
        <div data-field="amount">
          <dt>{t('withdraw.confirm.amount')}</dt>
          <dd>
            <Ltr className="amount">{formatMoney(withdrawal.amount, language)}</Ltr>
          </dd>
        </div>
        <div data-field="fee">
          <dt>{t('withdraw.confirm.fee')}</dt>
          <dd>
            <Ltr className="amount">{formatMoney(withdrawal.fee, language)}</Ltr>
          </dd>
        </div>
        <div data-field="received">
          <dt>{t('withdraw.confirm.received')}</dt>
          <dd>
            <Ltr className="amount">{formatMoney(withdrawal.receivedAmount, language)}</Ltr>
          </dd>
        </div>
        <div data-field="time">
          <dt>{t('withdraw.result.time')}</dt>
          <dd>
            <Ltr>{formatDateTime(withdrawal.createdAt, language)}</Ltr>
          </dd>
        </div>
      </dl>
      <div className="nl-actions">
        {onBack ? (
          <button type="button" className="nl-button nl-button-primary" onClick={onBack}>
            {t('withdraw.back')}
          </button>
        ) : null}
        <button type="button" className={`nl-button ${onBack ? 'nl-button-secondary' : 'nl-button-primary'}`} onClick={onAnother}>
          {t('withdraw.result.another')}
        </button>
      </div>
    </section>
  );
}
