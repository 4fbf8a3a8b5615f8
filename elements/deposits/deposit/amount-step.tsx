import { useId, useState, type FormEvent } from 'react';
import { formatMoney, type ResponseOf, type Commands } from '../../../sdk';
import { depositAmountError } from '../../../sdk/validation/deposit-amount';
import { useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { TransText } from '../../base/trans-text';
import { FormError } from '../../forms/form-error';
import { SubmitButton } from '../../forms/submit-button';
import { TextField } from '../../forms/text-field';
import { CouponPicker } from './coupon-picker';
import { amountInputText, CARD_CHANNEL, parseAmountInput, QUICK_AMOUNTS, sanitizeAmountInput } from './deposit-flow';

/** What 420552 answers: the bounds of one deposit and the saved cards. */
export type DepositOptions = ResponseOf<Commands['depositOptions']>;

/** The largest deposit the bounds allow: per transaction, the card channel's, the deposit limit's remainder. */
export function largestDeposit(options: DepositOptions): number {
  const channel = options.channels.find((c) => c.channelType === CARD_CHANNEL)?.maxAmount ?? Number.POSITIVE_INFINITY;
  return Math.min(options.maxAmount, channel, options.depositLimitRemaining ?? Number.POSITIVE_INFINITY);
}

/**
 * What is wrong with an amount, as a translation key and its params, or null: the rules of SPEC §5
 * (`depositAmountError`), then the remainder of the player's deposit limit (SPEC §4: a deposit
 * above it is refused; the server checks it again).
 */
export function amountProblem(amount: number | null, options: DepositOptions, language: 'en-US' | 'ar-AE'): { key: string; params?: Record<string, string> } | null {
  const channelMaxAmount = options.channels.find((c) => c.channelType === CARD_CHANNEL)?.maxAmount ?? null;
  const key = depositAmountError(amount, { minAmount: options.minAmount, maxAmount: options.maxAmount, channelMaxAmount });
  if (key === 'validation.depositBelowMinimum') return { key, params: { minAmount: formatMoney(options.minAmount, language) } };
  if (key) return { key };
  if (options.depositLimitRemaining !== null && amount !== null && amount > options.depositLimitRemaining) {
    return { key: 'deposit.amount.aboveLimit', params: { remaining: formatMoney(options.depositLimitRemaining, language) } };
  }
  return null;
}

export interface AmountStepProps {
  options: DepositOptions;
  /** Minor units to start with. */
  initial: number | null;
  busy: boolean;
  error: string | null;
  /** The amount, and the coupon chosen to add to the deposit (102012), if any. */
  onContinue: (amount: number, couponId?: string) => void;
}

/**
 * The amount step: the amount in AED (required, within the minimum and maximums of SPEC §5),
 * quick amounts within those bounds, and what remains of the player's deposit limit when they
 * have one; the coupons a deposit of that amount can carry, to add one (SPEC §3 couponId).
 */
export function AmountStep({ options, initial, busy, error, onContinue }: AmountStepProps) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const [text, setText] = useState(initial ? amountInputText(initial) : '');
  const [touched, setTouched] = useState(false);
  const [couponId, setCouponId] = useState<string | undefined>(undefined);
  const amount = parseAmountInput(text);
  const problem = amountProblem(amount, options, language);
  const largest = largestDeposit(options);
  const quick = QUICK_AMOUNTS.filter((value) => value >= options.minAmount && value <= largest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || amount === null || busy) {
      (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
      return;
    }
    onContinue(amount, couponId);
  };

  return (
    <div className="nl-card" part="amount">
      <h2 id={titleId} className="nl-card-title">
        {t('deposit.amount.title')}
      </h2>
      <form className="nl-form" noValidate aria-labelledby={titleId} onSubmit={submit}>
        <TextField
          label={t('deposit.amount.label')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          ltr
          required
          value={text}
          sanitize={sanitizeAmountInput}
          onChange={setText}
          onBlur={() => setTouched(true)}
          hint={
            <TransText
              k="deposit.amount.range"
              values={{ min: <Ltr>{formatMoney(options.minAmount, language)}</Ltr>, max: <Ltr>{formatMoney(largest, language)}</Ltr> }}
            />
          }
          error={touched && problem ? t(problem.key, problem.params) : undefined}
        />
        {quick.length ? (
          <div className="quick-amounts" role="group" aria-label={t('deposit.amount.quick')}>
            {quick.map((value) => (
              <button
                key={value}
                type="button"
                className="nl-button nl-button-secondary quick-amount"
                aria-pressed={amount === value}
                onClick={() => {
                  setText(amountInputText(value));
                  setTouched(true);
                }}
              >
                <Ltr>{formatMoney(value, language)}</Ltr>
              </button>
            ))}
          </div>
        ) : null}
        {options.depositLimitRemaining !== null ? (
          <p className="nl-notice deposit-limit" part="limit">
            <TransText k="deposit.amount.limitRemaining" values={{ remaining: <Ltr>{formatMoney(options.depositLimitRemaining, language)}</Ltr> }} />
          </p>
        ) : null}
        <CouponPicker amount={problem ? null : amount} value={couponId} onChange={setCouponId} />
        <FormError message={error} />
        <SubmitButton busy={busy}>{t('deposit.amount.continue')}</SubmitButton>
      </form>
    </div>
  );
}
