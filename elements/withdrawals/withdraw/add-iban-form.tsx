import { useId, useState, type FormEvent } from 'react';
import { ErrorCode } from '../../../sdk';
import type { IbanAccount } from '../../../sdk/commands/withdrawals';
import { ibanError, normalizeIban } from '../../../sdk/validation';
import { emit } from '../../base/emit';
import { useClient, useHost, useT } from '../../base/hooks';
import { FieldShell, useFieldIds } from '../../forms/field-shell';
import { FormError } from '../../forms/form-error';
import { issuesByField, serverIssuesOf } from '../../forms/server-issues';
import { SubmitButton } from '../../forms/submit-button';
import { TextField } from '../../forms/text-field';
import { useMessage } from '../../forms/use-message';
import { errorText } from '../../profile/shared/error-text';
import { MAX_IBAN_TYPED, groupIban } from './iban-format';
import './withdraw-events';

type Field = 'iban' | 'bankName' | 'streetAddress';

/**
 * Adds an IBAN account (420602): the IBAN grouped by four as it is typed and always
 * left-to-right (Arabic too), bank name, street address, and the holder shown read-only: it is
 * the player's own name, the only name a withdrawal may go to (SPEC §5).
 */
export function AddIbanForm({ holderName, onAdded, onCancel }: { holderName: string; onAdded: (account: IbanAccount) => void; onCancel: () => void }) {
  const t = useT();
  const message = useMessage();
  const client = useClient();
  const host = useHost();
  const titleId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ iban: '', bankName: '', streetAddress: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (field: Field, value: string): string | undefined => {
    if (field === 'iban') return ibanError(value) ?? undefined;
    return value.trim() ? undefined : 'validation.required';
  };
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name] ? message(errors[name]) : undefined,
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors((e) => ({ ...e, [name]: check(name, value) }));
    },
    onBlur: () => setErrors((e) => ({ ...e, [name]: values[name] ? check(name, values[name]) : e[name] })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const name of ['iban', 'bankName', 'streetAddress'] as const) {
      const error = check(name, values[name]);
      if (error) found[name] = error;
    }
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) {
      const form = event.currentTarget;
      // Let the errors render, then take the player to the first one.
      queueMicrotask(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    const result = await client.call(
      'addIbanAccount',
      { iban: normalizeIban(values.iban), bankName: values.bankName.trim(), streetAddress: values.streetAddress.trim() },
      { hideToast: true },
    );
    setBusy(false);
    if (!result.ok) {
      const issues = result.error.code === ErrorCode.validationFailed ? issuesByField(serverIssuesOf(result.error.data)) : {};
      const fieldIssues = Object.fromEntries(Object.entries(issues).filter(([name]) => name === 'iban' || name === 'bankName' || name === 'streetAddress'));
      if (Object.keys(fieldIssues).length) setErrors(fieldIssues);
      else setFormError(errorText(t, result.error));
      return;
    }
    emit(host, 'nl-iban-account-added', { account: result.data });
    onAdded(result.data);
  };

  return (
    <form className="nl-form add-account" noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)} part="add-account">
      <h3 id={titleId} className="sub-title">
        {t('withdraw.accounts.addTitle')}
      </h3>
      <TextField
        label={t('withdraw.accounts.iban')}
        hint={t('withdraw.accounts.ibanHint')}
        ltr
        autoComplete="off"
        maxLength={MAX_IBAN_TYPED}
        placeholder="AE07 0331 2345 6789 0123 456"
        sanitize={groupIban}
        required
        {...field('iban')}
      />
      <TextField label={t('withdraw.accounts.bankName')} autoComplete="off" maxLength={100} required {...field('bankName')} />
      <TextField label={t('withdraw.accounts.streetAddress')} autoComplete="street-address" maxLength={200} required {...field('streetAddress')} />
      <ReadOnlyField label={t('withdraw.accounts.holder')} hint={t('withdraw.accounts.holderHint')} value={holderName} />
      <FormError message={formError} />
      <div className="nl-actions">
        <SubmitButton busy={busy}>{t('withdraw.accounts.save')}</SubmitButton>
        <button type="button" className="nl-button nl-button-secondary" onClick={onCancel}>
          {t('withdraw.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A labelled value the player sees but cannot change (the holder name). */
function ReadOnlyField({ label, hint, value }: { label: string; hint: string; value: string }) {
  const ids = useFieldIds(hint, undefined);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={undefined}>
      <input id={ids.inputId} className="nl-input" name="holderName" type="text" value={value} readOnly aria-readonly="true" aria-describedby={ids.describedBy} />
    </FieldShell>
  );
}
