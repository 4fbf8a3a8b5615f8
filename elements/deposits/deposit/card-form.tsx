import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatMoney } from '../../../sdk';
import { cardEmailError, cardExpiryError, cardHolderError, cardNumberError, cardNumberForSending, cvvError, formatCardNumberInput, CARD_EXPIRY_LENGTH, CVV_LENGTH } from '../../../sdk/validation/card';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { FieldShell, useFieldIds } from '../../forms/field-shell';
import { FormError } from '../../forms/form-error';
import { SubmitButton } from '../../forms/submit-button';
import { TextField } from '../../forms/text-field';
import { brandName, CardIcon } from './card-icon';
import { brandOf, formatExpiryInput } from './deposit-flow';

/** What the new-card form sends to 420550, spaces stripped from the number (SPEC §3). */
export interface NewCardData {
  cardNo: string;
  expireDate: string;
  cvv: string;
  holderName: string;
  email?: string;
}

type Field = 'cardNo' | 'expireDate' | 'cvv' | 'email';
const FIELDS: readonly Field[] = ['cardNo', 'expireDate', 'cvv', 'email'];
const EMPTY: Record<Field, string> = { cardNo: '', expireDate: '', cvv: '', email: '' };

export interface CardFormProps {
  /** Minor units, shown on the Pay button. */
  amount: number;
  /** Read-only: the player's real name, else the user name (SPEC §3). */
  holderName: string;
  busy: boolean;
  /** The last failure, already in words. */
  error: string | null;
  onPay: (card: NewCardData) => void;
  /** Whether anything was typed: leaving then asks for confirmation (SPEC §5). */
  onDirtyChange: (dirty: boolean) => void;
  /** A refused submit, with the translation key of the first refused field (for analytics). */
  onInvalid: (reason: string) => void;
}

/** Keeps digits only, at most `max` of them. */
const digits = (max: number) => (value: string) => value.replace(/\D/g, '').slice(0, max);

/**
 * The card payment form of SPEC §5: number (16-23 digits, not starting with 0, grouped by 4 as
 * typed and always left-to-right), expiry MM/YY (month 01-12, not past), CVV of 3 digits, the
 * holder name read-only, an optional e-mail. The rules are the SDK's (sdk/validation/card.ts),
 * the same the gateway applies.
 */
export function CardForm({ amount, holderName, busy, error, onPay, onDirtyChange, onInvalid }: CardFormProps) {
  const t = useT();
  const client = useClient();
  const language = useLanguage();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submits, setSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const problems: Record<Field | 'holderName', string | null> = {
    cardNo: cardNumberError(values.cardNo),
    expireDate: cardExpiryError(values.expireDate, client.env.clock.now()),
    cvv: cvvError(values.cvv),
    email: cardEmailError(values.email),
    holderName: cardHolderError(holderName),
  };
  const holderError = submits > 0 && problems.holderName ? t(problems.holderName) : undefined;
  const holderHint = t('deposit.card.holderHint');
  const holderIds = useFieldIds(holderHint, holderError);
  // A field speaks up once the player typed in it and left it, or submitted: tabbing through an
  // empty form marks nothing invalid (issue 21).
  const shown = (field: Field) => ((touched[field] && values[field] !== '') || submits > 0) && problems[field] ? t(problems[field]) : undefined;

  const dirty = FIELDS.some((field) => values[field] !== '');
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // After a refused submit, the first refused field takes the focus.
  useEffect(() => {
    if (submits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => setValues((v) => ({ ...v, [field]: value })),
    onBlur: () => setTouched((s) => ({ ...s, [field]: true })),
    error: shown(field),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const refused = (['cardNo', 'expireDate', 'cvv', 'holderName', 'email'] as const).find((field) => problems[field]);
    if (refused) {
      setSubmits((n) => n + 1);
      onInvalid(problems[refused]!);
      return;
    }
    const email = values.email.trim();
    onPay({ cardNo: cardNumberForSending(values.cardNo), expireDate: values.expireDate, cvv: values.cvv, holderName: holderName.trim(), ...(email ? { email } : {}) });
  };

  const brand = brandOf(values.cardNo);
  return (
    <form ref={formRef} className="nl-form card-form" part="card-form" noValidate onSubmit={submit}>
      <div className="card-number-row">
        <TextField
          label={t('deposit.card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          ltr
          required
          sanitize={formatCardNumberInput}
          {...bind('cardNo')}
        />
        <span className="card-number-brand">
          <CardIcon brand={brand} />
          <span className="nl-visually-hidden">{brandName(brand)}</span>
        </span>
      </div>
      <div className="nl-form-row">
        <TextField
          label={t('deposit.card.expiry')}
          hint={t('deposit.card.expiryHint')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={CARD_EXPIRY_LENGTH}
          ltr
          required
          sanitize={formatExpiryInput}
          {...bind('expireDate')}
        />
        <TextField label={t('deposit.card.cvv')} type="password" inputMode="numeric" autoComplete="cc-csc" maxLength={CVV_LENGTH} ltr required sanitize={digits(CVV_LENGTH)} {...bind('cvv')} />
      </div>
      <FieldShell ids={holderIds} label={t('deposit.card.holder')} hint={holderHint} error={holderError}>
        <input id={holderIds.inputId} className="nl-input" name="holderName" value={holderName} readOnly aria-readonly="true" autoComplete="cc-name" aria-describedby={holderIds.describedBy} />
      </FieldShell>
      <TextField label={t('deposit.card.email')} hint={t('deposit.card.emailHint')} type="email" autoComplete="email" {...bind('email')} />
      <FormError message={error} />
      <SubmitButton busy={busy}>{t('deposit.payButton', { amount: formatMoney(amount, language) })}</SubmitButton>
    </form>
  );
}
