import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatMoney, type SavedCard } from '../../../sdk';
import { cvvError, CVV_LENGTH } from '../../../sdk/validation/card';
import { useLanguage, useT } from '../../base/hooks';
import { FormError } from '../../forms/form-error';
import { SubmitButton } from '../../forms/submit-button';
import { TextField } from '../../forms/text-field';
import { SavedCardSummary } from './saved-cards';

export interface CvvFormProps {
  card: SavedCard;
  /** Minor units, shown on the Pay button. */
  amount: number;
  busy: boolean;
  error: string | null;
  onPay: (cvv: string) => void;
  onDirtyChange: (dirty: boolean) => void;
  onInvalid: (reason: string) => void;
}

/**
 * Paying with a saved card (SPEC §3 CVV form): the card (icon, holder, masked number) and its CVV
 * only, exactly 3 digits (SPEC §5).
 */
export function CvvForm({ card, amount, busy, error, onPay, onDirtyChange, onInvalid }: CvvFormProps) {
  const t = useT();
  const language = useLanguage();
  const [cvv, setCvv] = useState('');
  const [touched, setTouched] = useState(false);
  const [submits, setSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const problem = cvvError(cvv);

  useEffect(() => onDirtyChange(cvv !== ''), [cvv, onDirtyChange]);
  useEffect(() => {
    if (submits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (problem) {
      setSubmits((n) => n + 1);
      onInvalid(problem);
      return;
    }
    onPay(cvv);
  };

  return (
    <form ref={formRef} className="nl-form cvv-form" part="cvv-form" noValidate onSubmit={submit}>
      <SavedCardSummary card={card} />
      <TextField
        label={t('deposit.card.cvv')}
        hint={t('deposit.card.cvvHint')}
        name="cvv"
        type="password"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={CVV_LENGTH}
        ltr
        required
        value={cvv}
        sanitize={(value) => value.replace(/\D/g, '').slice(0, CVV_LENGTH)}
        onChange={setCvv}
        onBlur={() => setTouched(true)}
        error={(touched || submits > 0) && problem ? t(problem) : undefined}
      />
      <FormError message={error} />
      <SubmitButton busy={busy}>{t('deposit.payButton', { amount: formatMoney(amount, language) })}</SubmitButton>
    </form>
  );
}
