import { useState } from 'react';
import { ErrorCode, type LoginReply } from '../../../sdk';
import { passwordLoginSchema } from '../../../sdk/forms';
import { routePath } from '../../../sdk/routes';
import { useClient, useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { FormError } from '../../forms/form-error';
import { PasswordField } from '../../forms/password-field';
import { PhoneField } from '../../forms/phone-field';
import { RadioGroupField } from '../../forms/radio-group-field';
import { SubmitButton } from '../../forms/submit-button';
import { TextField } from '../../forms/text-field';
import { useZodForm } from '../../forms/use-zod-form';
import { authErrorView, showAuthError } from '../shared/auth-errors';
import { LOGIN_CALL_OPTIONS, excludedLoginOf, type ExcludedLogin } from './excluded-login';
import { VerifyEmailForm, type UnverifiedEmailLogin } from './verify-email-form';

/**
 * Password login (passwordLogin 100200) by e-mail or mobile. Wrong credentials, a lock (with the
 * server's localised message) and unverified accounts are shown in the form, never as toasts. A
 * self-excluded player is handed to `onExcluded` with the same login, ready to repeat to withdraw.
 * An e-mail that was never verified (403000623) opens the way on below the form: verify it with a
 * code ({@link VerifyEmailForm}) or switch to the mobile number.
 */
export function PasswordLoginForm({ onSuccess, onExcluded }: { onSuccess: (reply: LoginReply) => void; onExcluded: (excluded: ExcludedLogin) => void }) {
  const t = useT();
  const client = useClient();
  const form = useZodForm(passwordLoginSchema, { accountType: 'email' as 'email' | 'mobile', email: '', countryCode: '971', mobile: '', password: '' });
  const accountType = form.values.accountType;
  const [unverified, setUnverified] = useState<UnverifiedEmailLogin | null>(null);

  const submit = form.handleSubmit(async (data) => {
    setUnverified(null);
    const result = await client.call('passwordLogin', data, LOGIN_CALL_OPTIONS);
    if (result.ok) return onSuccess(result.data);
    const excluded = excludedLoginOf(result.error);
    if (excluded) return onExcluded({ ...excluded, loginToWithdraw: () => client.call('passwordLogin', { ...data, purpose: 'withdraw' }, { hideToast: true }) });
    // An e-mail never verified: the way on below says so itself, so the form shows no second error.
    if (result.error.code === ErrorCode.emailUnverified && data.accountType === 'email') return setUnverified({ email: data.email.trim(), password: data.password });
    showAuthError(form, authErrorView(result.error, { flow: 'login', channel: data.accountType }));
  });

  const useMobile = () => {
    setUnverified(null);
    form.setFormError(null);
    form.setValue('accountType', 'mobile');
  };

  return (
    <>
      <form ref={form.formRef} className="nl-form" noValidate onSubmit={submit}>
        <RadioGroupField<'email' | 'mobile'>
          legend={t('auth.login.accountType')}
          hideLegend
          variant="segmented"
          name="accountType"
          value={accountType}
          onChange={(value) => {
            form.setValue('accountType', value);
            form.setFormError(null);
          }}
          options={[
            { value: 'email', label: t('auth.email') },
            { value: 'mobile', label: t('auth.mobile') },
          ]}
        />
        {accountType === 'email' ? (
          <TextField label={t('auth.email')} type="email" inputMode="email" autoComplete="username" {...form.field('email')} />
        ) : (
          <PhoneField label={t('auth.mobile')} {...form.field('mobile')} countryCode={form.values.countryCode} onCountryCodeChange={(code) => form.setValue('countryCode', code)} />
        )}
        <PasswordField label={t('auth.password')} autoComplete="current-password" {...form.field('password')} />
        <div className="account-link-row">
          <NavLink path={routePath('forgotPassword')} className="account-link">
            {t('auth.login.forgotPassword')}
          </NavLink>
        </div>
        <FormError message={form.formError} />
        <SubmitButton busy={form.submitting}>{t('auth.login.submit')}</SubmitButton>
      </form>
      {unverified ? <VerifyEmailForm key={unverified.email} login={unverified} onSuccess={onSuccess} onExcluded={onExcluded} onUseMobile={useMobile} /> : null}
    </>
  );
}
