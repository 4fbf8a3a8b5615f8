import { useId, useState } from 'react';
import { CLIENT_ERROR_CODES, formatMoney, type GatewayError } from '../../../sdk';
import type { Withdrawal } from '../../../sdk/commands/withdrawals';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { FormError } from '../../forms/form-error';
import { errorText } from '../../profile/shared/error-text';
import { groupIban } from './iban-format';
import { useChannelName, type WithdrawalDraft } from './withdraw-form';

/** The figures of SPEC §3 Withdrawal confirmation: the amount, the channel's fee, and what arrives. */
export function confirmationFigures(draft: Pick<WithdrawalDraft, 'amount' | 'channel'>): { amount: number; fee: number; received: number } {
  return { amount: draft.amount, fee: draft.channel.fee, received: Math.max(0, draft.amount - draft.channel.fee) };
}

/** A failure whose outcome the player cannot know: the request may have reached the server. */
function outcomeUnknown(error: GatewayError): boolean {
  return error.code === CLIENT_ERROR_CODES.network || error.code === CLIENT_ERROR_CODES.timeout;
}

/**
 * The confirmation (SPEC §3): holder name, account, IBAN, amount, fee and received amount, then
 * Confirm sends the withdrawal (420605) with this confirmation's idempotency key. Every retry
 * sends the same key, so a retry after a time-out cannot pay out twice.
 */
export function ConfirmStep({ draft, idempotencyKey, onBack, onDone }: { draft: WithdrawalDraft; idempotencyKey: string; onBack: () => void; onDone: (withdrawal: Withdrawal) => void }) {
  const t = useT();
  const language = useLanguage();
  const client = useClient();
  const channelName = useChannelName();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<GatewayError | null>(null);
  const figures = confirmationFigures(draft);
  const money = (minor: number) => <Ltr className="amount">{formatMoney(minor, language)}</Ltr>;

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const result = await client.call(
      'withdraw',
      { accountId: draft.account.accountId, amount: draft.amount, channelType: draft.channel.channelType, code: draft.code, idempotencyKey },
      { hideToast: true },
    );
    setBusy(false);
    if (result.ok) onDone(result.data);
    else setFailure(result.error);
  };

  const rows = [
    { key: 'holder', label: t('withdraw.confirm.holder'), value: draft.account.holderName },
    { key: 'account', label: t('withdraw.confirm.account'), value: draft.account.bankName },
    { key: 'iban', label: t('withdraw.confirm.iban'), value: <Ltr className="iban">{groupIban(draft.account.iban)}</Ltr> },
    { key: 'channel', label: t('withdraw.confirm.channel'), value: channelName(draft.channel) },
    { key: 'amount', label: t('withdraw.confirm.amount'), value: money(figures.amount) },
    { key: 'fee', label: t('withdraw.confirm.fee'), value: money(figures.fee) },
    { key: 'received', label: t('withdraw.confirm.received'), value: money(figures.received) },
  ];

  return (
    <section className="nl-card confirm" part="confirmation" aria-labelledby={titleId}>
      <h2 id={titleId} className="nl-card-title">
        {t('withdraw.confirm.title')}
      </h2>
      <dl className="figures confirm-figures">
        {rows.map((row) => (
          <div key={row.key} data-field={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <FormError message={failure ? (outcomeUnknown(failure) ? t('withdraw.confirm.unknownOutcome') : errorText(t, failure)) : null} />
      <div className="nl-actions">
        <button type="button" className="nl-button nl-button-primary" disabled={busy} aria-busy={busy || undefined} onClick={() => void confirm()}>
          {busy ? t('common.loading') : failure ? t('withdraw.confirm.retry') : t('withdraw.confirm.submit')}
        </button>
        <button type="button" className="nl-button nl-button-secondary" disabled={busy} onClick={onBack}>
          {t('withdraw.confirm.back')}
        </button>
      </div>
    </section>
  );
}
