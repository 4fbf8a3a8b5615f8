import * as z from 'zod/mini';
import type { LoginReply } from '../../../sdk';
import { codeField, type AddressForm, type CodeTarget, type IdentityForm } from '../../../sdk/forms';
import { useClient, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { CodeField } from '../../forms/code-field';
import { FormError } from '../../forms/form-error';
import { SendCodeButton } from '../../forms/send-code-button';
import type { ServerIssue } from '../../forms/server-issues';
import { SubmitButton } from '../../forms/submit-button';
import { useZodForm } from '../../forms/use-zod-form';
import { authErrorView, showAuthError } from '../shared/auth-errors';
import { sendCode } from '../shared/code-target';
import { targetText } from '../shared/new-password-form';
import { issuesByStep } from './register-data';

const codeSchema = z.object({ code: codeField });

/** Where the registration code goes: the verification method the player chose. */
export function registrationTarget(identity: IdentityForm): CodeTarget {
  return identity.verificationMethod === 'email' ? { channel: 'email', email: identity.email } : { channel: 'mobile', countryCode: identity.countryCode, mobile: identity.mobile };
}

/**
 * Verify step: sends a 'register' code to the chosen mobile or e-mail as it opens, checks the
 * code (checkCode 001013 → verificationTicket) and creates the account (register 100201).
 * Problems with earlier steps are handed to `onSendBack` with the step they belong to.
 */
export function VerifyStep({
  identity,
  address,
  onBack,
  onSendBack,
  onRegistered,
}: {
  identity: IdentityForm;
  address: AddressForm;
  onBack: () => void;
  onSendBack: (step: 'identity' | 'address', issues: ServerIssue[]) => void;
  onRegistered: (reply: LoginReply) => void;
}) {
  const t = useT();
  const client = useClient();
  const form = useZodForm(codeSchema, { code: '' });
  const target = registrationTarget(identity);

  const send = async (): Promise<number | null> => {
    form.setFormError(null);
    const result = await sendCode(client, target, 'register');
    if (result.ok) return result.resendAfterSeconds;
    showAuthError(form, authErrorView(result.error, { flow: 'register', channel: target.channel }));
    return null;
  };

  const submit = form.handleSubmit(async ({ code }) => {
    const checked = await client.call('checkCode', { ...target, scene: 'register', code }, { hideToast: true });
    if (!checked.ok) {
      showAuthError(form, authErrorView(checked.error, { flow: 'register', channel: target.channel }));
      return;
    }
    const { verificationTicket } = checked.data;
    const registered = await client.call('register', { ...identity, address, verificationTicket }, { hideToast: true });
    if (registered.ok) {
      onRegistered(registered.data);
      return;
    }
    // The ticket may be used up by a refused request; a new code is needed after a fix.
    form.setValue('code', '');
    const view = authErrorView(registered.error, { flow: 'register', channel: target.channel });
    const stepIssues = view.kind === 'issues' ? issuesByStep(view.issues) : view.field ? issuesByStep([{ path: [view.field], message: view.message }]) : null;
    if (stepIssues?.identity.length) return onSendBack('identity', stepIssues.identity);
    if (stepIssues?.address.length) return onSendBack('address', stepIssues.address);
    if (view.kind === 'issues') form.applyServerIssues(stepIssues?.verify ?? []);
    else showAuthError(form, view);
  });

  return (
    <form ref={form.formRef} className="nl-form" noValidate onSubmit={submit} aria-label={t('auth.register.verifyTitle')}>
      <h2 className="account-section-title">{t('auth.register.verifyTitle')}</h2>
      <p className="account-lead">
        {t(target.channel === 'email' ? 'auth.register.codeSentEmail' : 'auth.register.codeSentMobile')}{' '}
        <Ltr className="account-target">{targetText(target)}</Ltr>
      </p>
      <div className="nl-code-row">
        <CodeField label={t('auth.code')} {...form.field('code')} />
        <SendCodeButton onSend={send} autoSend />
      </div>
      <FormError message={form.formError} />
      <div className="account-actions">
        <button type="button" className="nl-button nl-button-secondary" onClick={onBack}>
          {t('auth.register.changeDetails')}
        </button>
        <SubmitButton busy={form.submitting}>{t('auth.register.createAccount')}</SubmitButton>
      </div>
    </form>
  );
}
