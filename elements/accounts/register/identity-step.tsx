import { useEffect, useMemo } from 'react';
import { ID_TYPES, identitySchema, type IdentityForm } from '../../../sdk/forms';
import { routePath } from '../../../sdk/routes';
import { useClient, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { TransText } from '../../base/trans-text';
import { CheckboxField } from '../../forms/checkbox-field';
import { DateField } from '../../forms/date-field';
import { FormError } from '../../forms/form-error';
import { PasswordField } from '../../forms/password-field';
import { PhoneField } from '../../forms/phone-field';
import { RadioGroupField } from '../../forms/radio-group-field';
import { SelectField } from '../../forms/select-field';
import type { ServerIssue } from '../../forms/server-issues';
import { SubmitButton } from '../../forms/submit-button';
import { TextField } from '../../forms/text-field';
import { useZodForm } from '../../forms/use-zod-form';
import { useCountryOptions } from './country-options';
import { UAE, type IdentityValues } from './register-data';

/**
 * Identity step: resident (Emirates ID) or tourist (passport), names, ID number, nationality,
 * residence (the UAE for residents), birth date (18+), mobile, e-mail, password twice, the
 * verification method that becomes the login credential, and the privacy notice.
 */
export function IdentityStep({
  initial,
  issues,
  onIssuesShown,
  onDraft,
  onNext,
}: {
  initial: IdentityValues;
  issues: ServerIssue[] | null;
  onIssuesShown: () => void;
  /** Every change of the values, so the element can show them again later. */
  onDraft: (values: IdentityValues) => void;
  onNext: (identity: IdentityForm) => void;
}) {
  const t = useT();
  const client = useClient();
  const now = useMemo(() => client.env.clock.now(), [client]);
  const schema = useMemo(() => identitySchema(now), [now]);
  const form = useZodForm(schema, initial);
  const countries = useCountryOptions();
  const resident = form.values.idType === ID_TYPES.emiratesId;

  useEffect(() => onDraft(form.values), [form.values, onDraft]);

  useEffect(() => {
    if (!issues) return;
    form.applyServerIssues(issues);
    onIssuesShown();
    // Shown once, when the step opens with issues from the register call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [issues]);

  const submit = form.handleSubmit((identity) => onNext(identity));
  const countryPlaceholder = countries.status === 'loading' ? t('common.loading') : t('forms.choose');

  return (
    <form ref={form.formRef} className="nl-form" noValidate onSubmit={submit} aria-label={t('auth.register.identityTitle')}>
      <h2 className="account-section-title">{t('auth.register.identityTitle')}</h2>
      <RadioGroupField<'1' | '2'>
        legend={t('auth.register.idType')}
        name="idType"
        value={String(form.values.idType) as '1' | '2'}
        onChange={(value) => {
          const idType = value === '1' ? ID_TYPES.emiratesId : ID_TYPES.passport;
          form.setValues({ idType, residenceCountry: idType === ID_TYPES.emiratesId ? UAE : form.values.residenceCountry === UAE ? '' : form.values.residenceCountry });
        }}
        onBlur={() => form.touch('idType')}
        error={form.errors.idType}
        options={[
          { value: '1', label: t('auth.register.resident'), description: t('auth.register.residentHint') },
          { value: '2', label: t('auth.register.tourist'), description: t('auth.register.touristHint') },
        ]}
      />
      <div className="nl-form-row">
        <TextField label={t('auth.register.firstName')} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={`${t('auth.register.middleName')} ${t('forms.optional')}`} autoComplete="additional-name" {...form.field('middleName')} />
        <TextField label={t('auth.register.lastName')} autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <p className="nl-field-hint">{t('auth.register.namesHint')}</p>
      <TextField
        label={t(resident ? 'auth.register.emiratesId' : 'auth.register.passport')}
        hint={resident ? <TransText k="auth.register.emiratesIdHint" values={{ example: <Ltr>784-1990-1234567-6</Ltr> }} /> : undefined}
        ltr
        autoComplete="off"
        inputMode={resident ? 'numeric' : 'text'}
        {...form.field('idNumber')}
      />
      <div className="nl-form-row">
        <SelectField label={t('auth.register.nationality')} options={countries.options} placeholder={countryPlaceholder} autoComplete="off" {...form.field('nationality')} />
        <SelectField
          label={t('auth.register.residence')}
          options={countries.options.length ? countries.options : [{ value: UAE, label: t('auth.register.uae') }]}
          placeholder={countryPlaceholder}
          disabled={resident}
          hint={resident ? t('auth.register.residenceFixed') : undefined}
          autoComplete="country"
          {...form.field('residenceCountry')}
        />
      </div>
      {countries.status === 'error' ? (
        <div className="nl-form-error" role="alert">
          <span>{t('auth.register.countriesError')}</span>
          <button type="button" className="nl-link" onClick={countries.retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      <DateField label={t('auth.register.birthDate')} autoComplete="bday" hint={t('auth.register.birthDateHint')} {...form.field('birthDate')} />
      <PhoneField label={t('auth.mobile')} {...form.field('mobile')} countryCode={form.values.countryCode} onCountryCodeChange={(code) => form.setValue('countryCode', code)} />
      <TextField label={t('auth.email')} type="email" inputMode="email" autoComplete="email" {...form.field('email')} />
      <PasswordField label={t('auth.password')} autoComplete="new-password" hint={t('auth.passwordRule')} {...form.field('password')} />
      <PasswordField label={t('auth.confirmPassword')} autoComplete="new-password" {...form.field('confirmPassword')} />
      <RadioGroupField<'mobile' | 'email'>
        legend={t('auth.register.verificationMethod')}
        hint={t('auth.register.verificationMethodHint')}
        {...form.field('verificationMethod')}
        options={[
          { value: 'mobile', label: t('auth.register.byMobile'), description: t('auth.register.byMobileHint') },
          { value: 'email', label: t('auth.register.byEmail'), description: t('auth.register.byEmailHint') },
        ]}
      />
      <CheckboxField
        label={
          <TransText
            k="auth.register.privacy"
            values={{
              link: (
                <NavLink path={routePath('privacyNotice')} target="_blank">
                  {t('auth.register.privacyLink')}
                </NavLink>
              ),
            }}
          />
        }
        {...form.checkbox('privacyAccepted')}
      />
      <FormError message={form.formError} />
      <SubmitButton busy={form.submitting}>{t('auth.register.continue')}</SubmitButton>
    </form>
  );
}
