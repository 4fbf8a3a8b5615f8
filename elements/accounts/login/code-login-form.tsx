import type { LoginReply } from '../../../sdk';
import { useClient, useT } from '../../base/hooks';
import { CodeField } from '../../forms/code-field';
import { FormError } from '../../forms/form-error';
import { SendCodeButton } from '../../forms/send-code-button';
import { SubmitButton } from '../../forms/submit-button';
import { useZodForm } from '../../forms/use-zod-form';
import { authErrorView, showAuthError } from '../shared/auth-errors';
import { LOGIN_CALL_OPTIONS, excludedLoginOf, type ExcludedLogin } from './excluded-login';
import { CodeTargetFields, codeEntrySchema, codeTargetOf, emptyCodeTarget, sendCode, targetFieldNames } from '../shared/code-target';

/**
 * One-time-code login: sends a 'login' code by SMS (001001) or e-mail (001012), then codeLogin
 * (100202). The mobile or e-mail is checked before anything is sent. A self-excluded player is
 * handed to `onExcluded`; the refused login did not spend the code, so it logs in to withdraw.
 */
export function CodeLoginForm({ onSuccess, onExcluded }: { onSuccess: (reply: LoginReply) => void; onExcluded: (excluded: ExcludedLogin) => void }) {
  const t = useT();
  const client = useClient();
  const form = useZodForm(codeEntrySchema, { ...emptyCodeTarget('mobile'), code: '' });

  const send = async (): Promise<number | null> => {
    form.setFormError(null);
    if (!form.validateFields(targetFieldNames(form.values.channel))) return null;
    const result = await sendCode(client, codeTargetOf(form.values), 'login');
    if (result.ok) return result.resendAfterSeconds;
    showAuthError(form, authErrorView(result.error, { flow: 'login', channel: form.values.channel }));
    return null;
  };

  const submit = form.handleSubmit(async (data) => {
    const result = await client.call('codeLogin', data, LOGIN_CALL_OPTIONS);
    if (result.ok) return onSuccess(result.data);
    const excluded = excludedLoginOf(result.error);
    if (excluded) return onExcluded({ ...excluded, loginToWithdraw: () => client.call('codeLogin', { ...data, purpose: 'withdraw' }, { hideToast: true }) });
    showAuthError(form, authErrorView(result.error, { flow: 'login', channel: data.channel }));
  });

  return (
    <form ref={form.formRef} className="nl-form" noValidate onSubmit={submit}>
      <CodeTargetFields form={form} legend={t('auth.codeChannel')} />
      <div className="nl-code-row">
        <CodeField label={t('auth.code')} {...form.field('code')} />
        <SendCodeButton onSend={send} />
      </div>
      <FormError message={form.formError} />
      <SubmitButton busy={form.submitting}>{t('auth.login.submit')}</SubmitButton>
    </form>
  );
}
