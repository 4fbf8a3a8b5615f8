import { useId } from 'react';
import { newPasswordSchema, type CodeTarget } from '../../../sdk/forms';
import { useClient, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { FormError } from '../../forms/form-error';
import { PasswordField } from '../../forms/password-field';
import { SubmitButton } from '../../forms/submit-button';
import { useZodForm } from '../../forms/use-zod-form';
import { authErrorView, showAuthError } from './auth-errors';

/** `+971 501234567` or the e-mail address, for "for account …" lines. */
export function targetText(target: CodeTarget): string {
  return target.channel === 'email' ? target.email : `+${target.countryCode} ${target.mobile}`;
}

/**
 * The last step of a password reset (shared by `<nl-forgot-password>` and `<nl-reset-password>`):
 * new password twice (newPasswordSchema), then resetPassword 100203 with the code ticket.
 *
 * @param target the account's mobile or e-mail
 * @param ticket the verificationTicket of checkCode (scene reset-password)
 * @param onDone called after the server accepted the new password
 * @param onRestart called by "Start again" when the ticket is refused (expired, used)
 */
export function NewPasswordForm({ target, ticket, onDone, onRestart }: { target: CodeTarget; ticket: string; onDone: () => void; onRestart: () => void }) {
  const t = useT();
  const client = useClient();
  const form = useZodForm(newPasswordSchema, { newPassword: '', confirmPassword: '' });
  const forId = useId();

  const submit = form.handleSubmit(async ({ newPassword }) => {
    const result = await client.call('resetPassword', { ...target, verificationTicket: ticket, newPassword }, { hideToast: true });
    if (result.ok) {
      onDone();
      return;
    }
    showAuthError(form, authErrorView(result.error, { flow: 'reset', channel: target.channel }));
  });

  // A refused ticket (no field to fix) can only be solved by starting again.
  const hasFieldError = Boolean(form.errors.newPassword || form.errors.confirmPassword);
  return (
    <form ref={form.formRef} className="nl-form" noValidate onSubmit={submit} aria-describedby={forId}>
      <p id={forId} className="account-lead">
        {t('auth.reset.for')} <Ltr>{targetText(target)}</Ltr>
      </p>
      <PasswordField label={t('auth.newPassword')} autoComplete="new-password" hint={t('auth.passwordRule')} {...form.field('newPassword')} />
      <PasswordField label={t('auth.confirmPassword')} autoComplete="new-password" {...form.field('confirmPassword')} />
      <FormError message={form.formError}>
        {!hasFieldError ? (
          <button type="button" className="nl-link" onClick={onRestart}>
            {t('auth.reset.startAgain')}
          </button>
        ) : null}
      </FormError>
      <SubmitButton busy={form.submitting}>{t('auth.reset.save')}</SubmitButton>
    </form>
  );
}
