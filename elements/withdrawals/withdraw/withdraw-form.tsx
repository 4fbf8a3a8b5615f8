import { useId, useState, type FormEvent } from 'react';
import { formatMoney } from '../../../sdk';
import type { IbanAccount, WithdrawalChannel } from '../../../sdk/commands/withdrawals';
import { withdrawalAmountError } from '../../../sdk/validation';
import { useClient, useLanguage, useT, useTexts } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { CODE_LENGTH, CodeField } from '../../forms/code-field';
import { FormError } from '../../forms/form-error';
import { RadioGroupField } from '../../forms/radio-group-field';
import { SendCodeButton } from '../../forms/send-code-button';
import { SubmitButton } from '../../forms/submit-button';
import { TextField } from '../../forms/text-field';
import { errorText } from '../../profile/shared/error-text';
import { sanitizeAmount, toMinorUnits } from './amount-input';

/** What the player chose, checked, ready to confirm. */
export interface WithdrawalDraft {
  account: IbanAccount;
  channel: WithdrawalChannel;
  /** Minor units. */
  amount: number;
  code: string;
}

/** What the form starts from: the options of 420604. */
export interface WithdrawalOptions {
  withdrawableAmount: number;
  minAmount: number;
  channels: WithdrawalChannel[];
}

/** The form's own text, kept when the player comes back from the confirmation. */
export interface WithdrawFormValues {
  amount: string;
  channelType: string;
  code: string;
}

/** A channel's name: the server's translation key, else its text, else "Channel {type}". */
export function useChannelName(): (channel: WithdrawalChannel) => string {
  const { t, exists } = useTexts();
  return (channel) => (exists(channel.nameKey) ? t(channel.nameKey) : /^[\w-]+(\.[\w-]+)+$/.test(channel.nameKey) ? t('withdraw.channel.generic', { type: channel.channelType }) : channel.nameKey);
}

/**
 * The withdrawal form (SPEC §5): amount (required, at least the minimum, not above the
 * withdrawable balance: 'Insufficient withdrawable amount.', within the channel's limit), the
 * payout channel with its fee, and the verification code sent to the player's mobile (420607,
 * with its resend countdown). Continue leads to the confirmation; nothing is sent yet.
 */
export function WithdrawForm({
  options,
  account,
  accountError,
  values,
  onValues,
  onContinue,
  onMissingAccount,
}: {
  options: WithdrawalOptions;
  account: IbanAccount | null;
  accountError: boolean;
  values: WithdrawFormValues;
  onValues: (values: WithdrawFormValues) => void;
  onContinue: (draft: WithdrawalDraft) => void;
  onMissingAccount: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const client = useClient();
  const channelName = useChannelName();
  const titleId = useId();
  const [submitted, setSubmitted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, language);

  const channel = options.channels.find((c) => String(c.channelType) === values.channelType) ?? null;
  const amount = toMinorUnits(values.amount);
  const minAmount = Math.max(options.minAmount, channel?.minAmount ?? 0);
  const amountKey = withdrawalAmountError(amount, { minAmount, withdrawable: options.withdrawableAmount, channelMaxAmount: channel?.maxAmount ?? null });
  const errors = {
    amount: amountKey ? t(amountKey, { minAmount: money(minAmount) }) : undefined,
    channel: channel ? undefined : t('withdraw.channel.required'),
    code: values.code.length === 0 ? t('validation.required') : values.code.length !== CODE_LENGTH ? t('validation.code') : undefined,
  };
  const shown = (field: keyof typeof errors) => (submitted ? errors[field] : undefined);

  const sendCode = async () => {
    setCodeError(null);
    const result = await client.call('sendWithdrawalCode', {}, { hideToast: true });
    if (!result.ok) {
      setCodeError(errorText(t, result.error));
      return null;
    }
    setSentTo(result.data.maskedMobile);
    return result.data.resendAfterSeconds;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const form = event.currentTarget;
    if (!account) onMissingAccount();
    if (!account || errors.amount || errors.channel || errors.code || !channel || amount === null) {
      // Let the errors render, then take the player to the first one.
      queueMicrotask(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onContinue({ account, channel, amount, code: values.code });
  };

  return (
    <section className="nl-card" part="form" aria-labelledby={titleId}>
      <h2 id={titleId} className="nl-card-title">
        {t('withdraw.form.title')}
      </h2>
      <dl className="figures withdrawable">
        <div>
          <dt>{t('withdraw.form.withdrawable')}</dt>
          <dd>
            <Ltr className="amount">{money(options.withdrawableAmount)}</Ltr>
          </dd>
        </div>
      </dl>
      <form className="nl-form" noValidate onSubmit={submit}>
        <TextField
          label={t('withdraw.form.amount')}
          hint={t('withdraw.form.amountHint', { minAmount: money(minAmount), withdrawable: money(options.withdrawableAmount) })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          ltr
          sanitize={sanitizeAmount}
          required
          value={values.amount}
          error={shown('amount')}
          onChange={(amountText) => onValues({ ...values, amount: amountText })}
        />
        <RadioGroupField
          legend={t('withdraw.channel.legend')}
          name="channelType"
          value={values.channelType}
          error={shown('channel')}
          onChange={(channelType) => onValues({ ...values, channelType })}
          options={options.channels.map((c) => ({
            value: String(c.channelType),
            label: channelName(c),
            description: t('withdraw.channel.details', { fee: money(c.fee), maxAmount: money(c.maxAmount) }),
          }))}
        />
        <div className="code-row">
          <CodeField label={t('withdraw.code.label')} name="code" required value={values.code} error={shown('code')} onChange={(code) => onValues({ ...values, code })} />
          <SendCodeButton onSend={sendCode} />
        </div>
        {sentTo ? (
          <p className="nl-field-hint" role="status">
            {t('withdraw.code.sent', { mobile: sentTo })}
          </p>
        ) : null}
        <FormError message={codeError} />
        {submitted && accountError ? <FormError message={t('withdraw.accounts.required')} /> : null}
        <SubmitButton>{t('withdraw.form.continue')}</SubmitButton>
      </form>
    </section>
  );
}
