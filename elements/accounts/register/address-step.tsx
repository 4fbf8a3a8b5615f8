import { useEffect } from 'react';
import { EMIRATES, addressSchema, type AddressForm } from '../../../sdk/forms';
import { useT } from '../../base/hooks';
import { FormError } from '../../forms/form-error';
import { SelectField } from '../../forms/select-field';
import type { ServerIssue } from '../../forms/server-issues';
import { SubmitButton } from '../../forms/submit-button';
import { TextField } from '../../forms/text-field';
import { useZodForm } from '../../forms/use-zod-form';
import { useCountryOptions } from './country-options';
import { UAE, type AddressValues } from './register-data';

/**
 * Address step: country, street, then the emirate (one of seven) and city for the UAE, or the
 * state/province and city elsewhere, and an optional postcode.
 *
 * @param countryLocked residents live in the UAE: the country is fixed
 */
export function AddressStep({
  initial,
  countryLocked,
  issues,
  onIssuesShown,
  onBack,
  onDraft,
  onNext,
}: {
  initial: AddressValues;
  countryLocked: boolean;
  issues: ServerIssue[] | null;
  onIssuesShown: () => void;
  onBack: () => void;
  /** Every change of the values, so the element can show them again later. */
  onDraft: (values: AddressValues) => void;
  onNext: (address: AddressForm) => void;
}) {
  const t = useT();
  const form = useZodForm(addressSchema, initial);
  const countries = useCountryOptions();
  const inUae = form.values.country === UAE;

  useEffect(() => onDraft(form.values), [form.values, onDraft]);

  useEffect(() => {
    if (!issues) return;
    form.applyServerIssues(issues);
    onIssuesShown();
    // Shown once, when the step opens with issues from the register call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [issues]);

  const submit = form.handleSubmit((address) => onNext(address));
  return (
    <form ref={form.formRef} className="nl-form" noValidate onSubmit={submit} aria-label={t('auth.register.addressTitle')}>
      <h2 className="account-section-title">{t('auth.register.addressTitle')}</h2>
      <SelectField
        label={t('auth.register.country')}
        options={countries.options.length ? countries.options : [{ value: UAE, label: t('auth.register.uae') }]}
        placeholder={t('forms.choose')}
        disabled={countryLocked}
        autoComplete="country"
        {...form.field('country')}
        onChange={(country) => form.setValues({ country, emirate: '' })}
      />
      <TextField label={t('auth.register.street')} autoComplete="street-address" hint={t('auth.register.streetHint')} {...form.field('street')} />
      <div className="nl-form-row">
        {inUae ? (
          <SelectField
            label={t('auth.register.emirate')}
            options={EMIRATES.map((e) => ({ value: e.value, label: t(`common.emirates.${e.key}`) }))}
            placeholder={t('forms.choose')}
            autoComplete="address-level1"
            {...form.field('emirate')}
          />
        ) : (
          <TextField label={t('auth.register.state')} autoComplete="address-level1" {...form.field('emirate')} />
        )}
        <TextField label={t(inUae ? 'auth.register.area' : 'auth.register.city')} autoComplete="address-level2" {...form.field('city')} />
      </div>
      <TextField label={`${t('auth.register.postcode')} ${t('forms.optional')}`} autoComplete="postal-code" ltr {...form.field('postcode')} />
      <FormError message={form.formError} />
      <div className="account-actions">
        <button type="button" className="nl-button nl-button-secondary" onClick={onBack}>
          {t('auth.register.back')}
        </button>
        <SubmitButton busy={form.submitting}>{t('auth.register.continue')}</SubmitButton>
      </div>
    </form>
  );
}
