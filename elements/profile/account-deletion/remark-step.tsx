import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { ErrorCode, type Store } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { emit } from '../../base/emit';
import { useClient, useHost, useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { FieldShell, useFieldIds } from '../../forms/field-shell';
import { FormError } from '../../forms/form-error';
import { SubmitButton } from '../../forms/submit-button';
import { useZodForm } from '../../forms/use-zod-form';
import { showFailure } from '../shared/form-failure';
import '../shared/profile-events';
import { documentIdsOf, type DeletionDraft } from './deletion-draft';

/** Longest remark requestAccountDeletion accepts. */
export const MAX_REMARK_LENGTH = 500;

const remarkSchema = z.object({
  remark: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(MAX_REMARK_LENGTH, 'profile.deletion.remarkTooLong')),
});

/**
 * Third step: the reason (required, at most 500 characters), then requestAccountDeletion (100134)
 * with the uploaded document ids and the confirmed zero balance. With money left the server
 * refuses (403000650); the form says so and offers the withdrawal page.
 */
export function RemarkStep({ draft, store, onBack }: { draft: DeletionDraft; store: Store<DeletionDraft>; onBack: () => void }) {
  const t = useT();
  const client = useClient();
  const host = useHost();
  const form = useZodForm(remarkSchema, { remark: draft.remark });
  const [balanceRefused, setBalanceRefused] = useState(false);
  const remark = form.field('remark');
  const ids = useFieldIds(t('profile.deletion.remarkHint', { max: MAX_REMARK_LENGTH }), remark.error);
  const documentIds = documentIdsOf(draft);

  // Keep what was typed when the player goes back to change the images.
  useEffect(() => {
    store.update((d) => (d.remark === form.values.remark ? d : { ...d, remark: form.values.remark }));
  }, [store, form.values.remark]);

  const submit = async (data: { remark: string }) => {
    setBalanceRefused(false);
    const result = await client.call('requestAccountDeletion', { documentIds, remark: data.remark, balanceClearedConfirmed: true }, { hideToast: true });
    if (result.ok) {
      store.update((d) => ({ ...d, result: { requestId: result.data.requestId, deleteAfter: result.data.deleteAfter } }));
      emit(host, 'nl-account-deletion-requested', { requestId: result.data.requestId, deleteAfter: result.data.deleteAfter });
      return;
    }
    if (result.error.code === ErrorCode.balanceNotCleared) {
      setBalanceRefused(true);
      form.setFormError('profile.deletion.balanceNotCleared');
      return;
    }
    showFailure(form, t, result.error);
  };

  return (
    <div className="nl-card" part="remark">
      <p className="attached">
        {t('profile.deletion.attached', { number: documentIds.length })}{' '}
        <button type="button" className="nl-link link-button" onClick={onBack}>
          {t('profile.deletion.changeImages')}
        </button>
      </p>
      <form ref={form.formRef} className="nl-form" noValidate onSubmit={form.handleSubmit(submit)}>
        <FieldShell ids={ids} label={t('profile.deletion.remarkLabel')} hint={t('profile.deletion.remarkHint', { max: MAX_REMARK_LENGTH })} error={remark.error}>
          <textarea
            id={ids.inputId}
            className="nl-input remark-input"
            name={remark.name}
            value={remark.value}
            rows={5}
            maxLength={MAX_REMARK_LENGTH}
            required
            aria-required
            aria-invalid={remark.error ? true : undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => remark.onChange(event.target.value)}
            onBlur={remark.onBlur}
          />
        </FieldShell>
        <p className="remark-count" aria-hidden="true">
          <bdi>{`${remark.value.length}/${MAX_REMARK_LENGTH}`}</bdi>
        </p>
        <FormError message={form.formError}>
          {balanceRefused ? (
            <NavLink path={routePath('withdraw')} className="nl-link">
              {t('profile.deletion.goWithdraw')}
            </NavLink>
          ) : null}
        </FormError>
        <div className="nl-actions step-actions">
          <button type="button" className="nl-button nl-button-secondary" onClick={onBack}>
            {t('profile.deletion.back')}
          </button>
          <SubmitButton busy={form.submitting} className="nl-button-danger">
            {t('profile.deletion.submit')}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
