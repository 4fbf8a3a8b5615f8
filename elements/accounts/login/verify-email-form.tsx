import { useEffect, useId, useRef } from 'react';
import * as z from 'zod/mini';
import type { LoginReply } from '../../../sdk';
import { codeField } from '../../../sdk/forms';
import { useClient, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { CodeField } from '../../forms/code-field';
import { FormError } from '../../forms/form-error';
import { SendCodeButton } from '../../forms/send-code-button';
import { SubmitButton } from '../../forms/submit-button';
import { useZodForm } from '../../forms/use-zod-form';
import { authErrorView, showAuthError } from '../shared/auth-errors';
import { sendCode } from '../shared/code-target';
import { LOGIN_CALL_OPTIONS, excludedLoginOf, type ExcludedLogin } from './excluded-login';

const verifyCodeSchema = z.object({ code: codeField });

/** The e-mail login that was refused with 403000623: the address and the password, already right. */
export interface UnverifiedEmailLogin {
  email: string;
  password: string;
}

/**
 * The way on for a player whose e-mail address was never verified (one who registered by mobile)
 * and who logged in by e-mail (403000623): send a 'verify-email' code to the address (001012),
 * check it (001013) and log in with the password and the ticket (100200 `emailTicket`), which
 * verifies the address for good; or log in by mobile instead. It takes the focus when it opens.
 */
export function VerifyEmailForm({
  login,
  onSuccess,
  onExcluded,
  onUseMobile,
}: {
  login: UnverifiedEmailLogin;
  onSuccess: (reply: LoginReply) => void;
  onExcluded: (excluded: ExcludedLogin) => void;
  onUseMobile: () => void;
}) {
  const t = useT();
  const client = useClient();
  const form = useZodForm(verifyCodeSchema, { code: '' });
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  const send = async (): Promise<number | null> => {
    form.setFormError(null);
    const result = await sendCode(client, { channel: 'email', email: login.email }, 'verify-email');
    if (result.ok) return result.resendAfterSeconds;
    showAuthError(form, authErrorView(result.error, { flow: 'login', channel: 'email' }));
    return null;
  };

  const submit = form.handleSubmit(async ({ code }) => {
    const checked = await client.call('checkCode', { channel: 'email', email: login.email, scene: 'verify-email', code }, { hideToast: true });
    if (!checked.ok) return showAuthError(form, authErrorView(checked.error, { flow: 'login', channel: 'email' }));
    const request = {
      accountType: 'email' as const,
      email: login.email,
      password: login.password,
      emailTicket: checked.data.verificationTicket,
    };
    const result = await client.call('passwordLogin', request, LOGIN_CALL_OPTIONS);
    if (result.ok) return onSuccess(result.data);
    // A refused login leaves the ticket unspent, so "Log in to withdraw" can still verify with it.
    const excluded = excludedLoginOf(result.error);
    if (excluded)
      return onExcluded({
        ...excluded,
        loginToWithdraw: () => client.call('passwordLogin', { ...request, purpose: 'withdraw' }, { hideToast: true }),
      });
    form.setValue('code', '');
    showAuthError(form, authErrorView(result.error, { flow: 'login', channel: 'email' }));
  });

  return (
    <form ref={form.formRef} className="nl-form verify-email" part="verify-email" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="account-section-title">
        {t('auth.login.verifyEmail.title')}
      </h2>
      <p className="account-lead">
        {t('auth.login.verifyEmail.body')} <Ltr className="account-target">{login.email}</Ltr>
      </p>
      <div className="nl-code-row">
        <CodeField label={t('auth.code')} {...form.field('code')} />
        <SendCodeButton onSend={send} />
      </div>
      <FormError message={form.formError} />
      <div className="account-actions">
        <button type="button" className="nl-button nl-button-secondary" onClick={onUseMobile}>
          {t('auth.login.verifyEmail.useMobile')}
        </button>
        <SubmitButton busy={form.submitting}>{t('auth.login.verifyEmail.submit')}</SubmitButton>
      </div>
    </form>
  );
}
