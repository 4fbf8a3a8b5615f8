import { useId, useState } from 'react';
import { routePath } from '../../../sdk/routes';
import type { CodeTarget } from '../../../sdk/forms';
import { emit } from '../../base/emit';
import { useClient, useHost, useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { CodeField } from '../../forms/code-field';
import { FormError } from '../../forms/form-error';
import { FORM_STYLES } from '../../forms/form-styles';
import { SendCodeButton } from '../../forms/send-code-button';
import { SubmitButton } from '../../forms/submit-button';
import { useZodForm } from '../../forms/use-zod-form';
import { ACCOUNT_STYLES } from '../shared/account-styles';
import { authErrorView, showAuthError } from '../shared/auth-errors';
import { CodeTargetFields, codeEntrySchema, codeTargetOf, emptyCodeTarget, sendCode, targetFieldNames } from '../shared/code-target';
import '../shared/events';
import { NewPasswordForm } from '../shared/new-password-form';
import { SuccessPanel } from '../shared/success-panel';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-forgot-password>`. */
export interface ForgotPasswordProps {
  /** Channel selected first: `mobile` (default) or `email`. Attribute `channel`. */
  channel?: string;
}

/**
 * Proves the player owns the mobile or e-mail: sends a 'reset-password' code and checks it
 * (checkCode 001013 → verificationTicket).
 */
function ResetCodeForm({ initialChannel, onVerified }: { initialChannel: 'mobile' | 'email'; onVerified: (target: CodeTarget, ticket: string) => void }) {
  const t = useT();
  const client = useClient();
  const form = useZodForm(codeEntrySchema, { ...emptyCodeTarget(initialChannel), code: '' });

  const send = async (): Promise<number | null> => {
    form.setFormError(null);
    if (!form.validateFields(targetFieldNames(form.values.channel))) return null;
    const result = await sendCode(client, codeTargetOf(form.values), 'reset-password');
    if (result.ok) return result.resendAfterSeconds;
    showAuthError(form, authErrorView(result.error, { flow: 'reset', channel: form.values.channel }));
    return null;
  };

  const submit = form.handleSubmit(async ({ code, ...rest }) => {
    const target = codeTargetOf({ ...form.values, ...rest });
    const result = await client.call('checkCode', { ...target, scene: 'reset-password', code }, { hideToast: true });
    if (result.ok) return onVerified(target, result.data.verificationTicket);
    showAuthError(form, authErrorView(result.error, { flow: 'reset', channel: target.channel }));
  });

  return (
    <form ref={form.formRef} className="nl-form" noValidate onSubmit={submit}>
      <p className="account-lead">{t('auth.forgot.lead')}</p>
      <CodeTargetFields form={form} legend={t('auth.codeChannel')} />
      <div className="nl-code-row">
        <CodeField label={t('auth.code')} {...form.field('code')} />
        <SendCodeButton onSend={send} />
      </div>
      <FormError message={form.formError} />
      <SubmitButton busy={form.submitting}>{t('auth.forgot.next')}</SubmitButton>
    </form>
  );
}

/**
 * Forgotten password (SPEC §2 /account/forgot-password): choose e-mail or mobile, receive and
 * enter a code, set a new password (resetPassword 100203), then a success panel that goes to the
 * login page after 5 s. Emits `nl-password-reset` when the password is changed.
 *
 * @example <nl-forgot-password></nl-forgot-password>
 */
export function ForgotPassword({ channel }: ForgotPasswordProps) {
  const t = useT();
  const host = useHost();
  const titleId = useId();
  const [state, setState] = useState<{ phase: 'code' } | { phase: 'password'; target: CodeTarget; ticket: string } | { phase: 'done' }>({ phase: 'code' });

  return (
    <section className="nl-account nl-forgot-password" part="forgot-password" aria-labelledby={titleId} data-phase={state.phase}>
      <ElementStyles css={FORM_STYLES + ACCOUNT_STYLES} />
      {state.phase === 'done' ? (
        <SuccessPanel titleKey="auth.reset.doneTitle" messageKey="auth.reset.doneMessage" path={routePath('login')} />
      ) : (
        <>
          <h1 id={titleId} className="account-title">
            {t('auth.forgot.title')}
          </h1>
          {state.phase === 'code' ? (
            <ResetCodeForm initialChannel={channel === 'email' ? 'email' : 'mobile'} onVerified={(target, ticket) => setState({ phase: 'password', target, ticket })} />
          ) : (
            <NewPasswordForm
              target={state.target}
              ticket={state.ticket}
              onRestart={() => setState({ phase: 'code' })}
              onDone={() => {
                emit(host, 'nl-password-reset', { channel: state.target.channel });
                setState({ phase: 'done' });
              }}
            />
          )}
          <p className="account-alt">
            <NavLink path={routePath('login')}>{t('auth.forgot.backToLogin')}</NavLink>
          </p>
        </>
      )}
    </section>
  );
}
