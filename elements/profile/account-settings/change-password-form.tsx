import { useId, useState } from 'react';
import { ErrorCode } from '../../../sdk';
import { changePasswordSchema } from '../../../sdk/forms';
import { emit } from '../../base/emit';
import { useClient, useHost, useT } from '../../base/hooks';
import { FormError } from '../../forms/form-error';
import { PasswordField } from '../../forms/password-field';
import { SubmitButton } from '../../forms/submit-button';
import { useZodForm } from '../../forms/use-zod-form';
import { showFailure } from '../shared/form-failure';
import '../shared/profile-events';

const WRONG_CURRENT_PASSWORD_MESSAGES = ['wrong current password', 'the old password was entered incorrectly'];

/** Whether a failed change-password call means the current password was wrong (by code or by the SPEC §8 messages). */
export function isWrongCurrentPassword(error: { code: number; message: string }): boolean {
  const message = error.message.trim().replace(/\.$/, '').toLowerCase();
  return error.code === ErrorCode.wrongCurrentPassword || WRONG_CURRENT_PASSWORD_MESSAGES.includes(message);
}

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (changePassword 100113): current, new and confirmation, checked with
 * `changePasswordSchema`. A wrong current password is shown under that field; on success the
 * form clears and a confirmation is announced.
 */
export function ChangePasswordForm() {
  const t = useT();
  const client = useClient();
  const host = useHost();
  const titleId = useId();
  const form = useZodForm(changePasswordSchema, EMPTY);
  const [changed, setChanged] = useState(false);

  const save = async (data: typeof EMPTY) => {
    setChanged(false);
    const result = await client.call('changePassword', data, { hideToast: true });
    if (result.ok) {
      form.reset(EMPTY);
      setChanged(true);
      emit(host, 'nl-password-changed', {});
      return;
    }
    if (isWrongCurrentPassword(result.error)) {
      form.setFieldError('currentPassword', 'profile.settings.wrongCurrentPassword');
      return;
    }
    showFailure(form, t, result.error);
  };

  return (
    <div className="nl-card" part="change-password">
      <h2 id={titleId} className="nl-card-title">
        {t('profile.settings.changePassword')}
      </h2>
      <form ref={form.formRef} className="nl-form" noValidate aria-labelledby={titleId} onSubmit={form.handleSubmit(save)} onInput={() => changed && setChanged(false)}>
        <PasswordField label={t('profile.settings.currentPassword')} autoComplete="current-password" required {...form.field('currentPassword')} />
        <PasswordField label={t('profile.settings.newPassword')} autoComplete="new-password" hint={t('profile.settings.passwordRules')} required {...form.field('newPassword')} />
        <PasswordField label={t('profile.settings.confirmPassword')} autoComplete="new-password" required {...form.field('confirmPassword')} />
        <FormError message={form.formError} />
        <p className="nl-success-text" role="status" data-state={changed ? 'success' : undefined}>
          {changed ? t('profile.settings.passwordChanged') : ''}
        </p>
        <SubmitButton busy={form.submitting}>{t('profile.settings.submit')}</SubmitButton>
      </form>
    </div>
  );
}
