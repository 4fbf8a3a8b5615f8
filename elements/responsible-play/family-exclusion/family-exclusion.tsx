import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { FamilyRelationshipSchema } from '../../../sdk/commands/responsible-play';
import { maxChars } from '../../../sdk/validation/bounds';
import { codeField, countryCodeField, emailField, mobileField } from '../../../sdk/validation/forms';
import { routePath } from '../../../sdk/routes';
import { useClient, useStore, useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { CodeField, FORM_STYLES, FormError, PhoneField, SelectField, SendCodeButton, SubmitButton, TextField, useZodForm } from '../../forms';
import { checkImageFile, toBase64 } from '../../profile/account-deletion/image-files';
import { errorText } from '../../profile/shared/error-text';
import { durationText } from '../shared/durations';
import { RP_STYLES } from '../shared/rp-styles';
import { FamilyProgress } from './family-progress';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-family-exclusion>`. */
export interface FamilyExclusionProps {
  /** `progress`: look up an application by its receipt number; else the application form. Attribute `mode`. */
  mode?: string;
}

/**
 * Family exclusion (SPEC §3/§4/§5; /family-plan and /familyPlanCheckProgress): a relative applies
 * to exclude a player's account (100181) with the ID photo and relationship evidence uploaded
 * first (100136), and gets a receipt number; `mode="progress"` looks the receipt up (100182).
 *
 * @example <nl-family-exclusion></nl-family-exclusion>
 * @example <nl-family-exclusion mode="progress"></nl-family-exclusion>
 */
export function FamilyExclusion({ mode }: FamilyExclusionProps) {
  return (
    <>
      <ElementStyles css={RP_STYLES + FORM_STYLES} />
      {mode === 'progress' ? <FamilyProgress /> : <FamilyApplication />}
    </>
  );
}

const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'validation.required'), maxChars(max));
const applicationSchema = z.object({
  account: required(254),
  holderName: required(100),
  applicantName: required(100),
  countryCode: countryCodeField,
  mobile: mobileField,
  code: codeField,
  relationship: FamilyRelationshipSchema,
  duration: z.string().check(z.minLength(1, 'validation.required')),
  email: emailField,
});
const EMPTY = { account: '', holderName: '', applicantName: '', countryCode: '971', mobile: '', code: '', relationship: '', duration: '', email: '' };

type Upload = { status: 'idle' } | { status: 'uploading'; name: string } | { status: 'done'; name: string; id: string } | { status: 'error'; name: string; text: string };
const RELATIONSHIPS = FamilyRelationshipSchema.options;

function FamilyApplication() {
  const t = useT();
  const client = useClient();
  const titleId = useId();
  const config = useStore(client.stores.systemConfig);
  const form = useZodForm(applicationSchema, EMPTY);
  const [idPhoto, setIdPhoto] = useState<Upload>({ status: 'idle' });
  const [evidence, setEvidence] = useState<Upload>({ status: 'idle' });
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<string | null>(null);
  const durations = config?.familyExclusionTimeLimit ?? [];

  const upload = async (file: File | undefined, set: (u: Upload) => void) => {
    if (!file) return;
    const check = await checkImageFile(file);
    if (!check.ok) return set({ status: 'error', name: file.name, text: t(`responsiblePlay.family.file.${check.reason}`) });
    set({ status: 'uploading', name: file.name });
    const reply = await client.call(
      'uploadDocument',
      { purpose: 'family-exclusion', fileName: file.name.slice(0, 200) || 'image', contentType: check.contentType, dataBase64: toBase64(check.bytes) },
      { hideToast: true },
    );
    set(reply.ok ? { status: 'done', name: file.name, id: reply.data.documentId } : { status: 'error', name: file.name, text: errorText(t, reply.error) });
  };

  const sendCode = async () => {
    if (!form.validateFields(['countryCode', 'mobile'])) return null;
    const reply = await client.call('sendSmsCode', { countryCode: form.values.countryCode, mobile: form.values.mobile, scene: 'family' }, { hideToast: true });
    if (!reply.ok) {
      form.setFieldError('code', errorText(t, reply.error));
      return null;
    }
    return reply.data.resendAfterSeconds;
  };

  const onSubmit = form.handleSubmit(async (data) => {
    if (idPhoto.status !== 'done' || evidence.status !== 'done') return setFileProblem(t('responsiblePlay.family.filesRequired'));
    setFileProblem(null);
    const option = durations.find((d) => String(d.value) === data.duration);
    const duration = option ? (option.value === -1 ? -1 : option.durationMinute) : -1;
    const reply = await client.call(
      'applyFamilyExclusion',
      { ...data, duration, idPhotoId: idPhoto.id, evidenceId: evidence.id },
      { hideToast: true },
    );
    if (!reply.ok) return form.setFormError(errorText(t, reply.error));
    setReceipt(reply.data.receiptNumber);
  });

  if (receipt) {
    return (
      <section className="nl-page family-exclusion" part="page" aria-labelledby={titleId}>
        <h1 id={titleId} className="nl-page-title">
          {t('responsiblePlay.family.title')}
        </h1>
        <div className="nl-card" part="receipt" role="status">
          <p className="nl-success-text">{t('responsiblePlay.family.submitted')}</p>
          <p>
            {t('responsiblePlay.family.receipt')} <strong dir="ltr" data-field="receipt">{receipt}</strong>
          </p>
          <p>{t('responsiblePlay.family.reviewTime')}</p>
          <NavLink path={routePath('familyPlanCheckProgress')} className="nl-link">
            {t('responsiblePlay.family.checkProgress')}
          </NavLink>
        </div>
      </section>
    );
  }

  const fileInput = (label: string, name: string, state: Upload, set: (u: Upload) => void) => (
    <div className="rp-amount" data-upload={name}>
      <label htmlFor={`${titleId}-${name}`}>{label}</label>
      <input id={`${titleId}-${name}`} name={name} type="file" accept="image/jpeg,image/png" onChange={(event) => void upload(event.target.files?.[0], set)} />
      <span role="status" className={state.status === 'error' ? 'nl-error-text' : undefined}>
        {state.status === 'uploading'
          ? t('responsiblePlay.family.uploading')
          : state.status === 'done'
            ? t('responsiblePlay.family.uploaded', { name: state.name })
            : state.status === 'error'
              ? state.text
              : ''}
      </span>
    </div>
  );

  return (
    <section className="nl-page family-exclusion" part="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="nl-page-title">
        {t('responsiblePlay.family.title')}
      </h1>
      <p className="nl-page-lead">{t('responsiblePlay.family.lead')}</p>
      <form className="nl-card" part="form" noValidate onSubmit={onSubmit} ref={form.formRef}>
        <TextField label={t('responsiblePlay.family.account')} {...form.field('account')} />
        <TextField label={t('responsiblePlay.family.holderName')} {...form.field('holderName')} />
        <TextField label={t('responsiblePlay.family.applicantName')} {...form.field('applicantName')} />
        <PhoneField
          label={t('responsiblePlay.family.mobile')}
          {...form.field('mobile')}
          countryCode={form.values.countryCode}
          onCountryCodeChange={(code) => form.setValue('countryCode', code)}
        />
        <CodeField label={t('responsiblePlay.family.code')} {...form.field('code')} />
        <SendCodeButton onSend={sendCode} />
        <SelectField
          label={t('responsiblePlay.family.relationship')}
          placeholder={t('forms.choose')}
          options={RELATIONSHIPS.map((r) => ({ value: r, label: t(`responsiblePlay.family.relationships.${r}`) }))}
          {...form.field('relationship')}
        />
        <SelectField
          label={t('responsiblePlay.family.duration')}
          placeholder={t('forms.choose')}
          options={durations.map((d) => ({ value: String(d.value), label: d.value === -1 ? t('responsiblePlay.family.lifetime') : durationText(t, d.durationMinute) }))}
          {...form.field('duration')}
        />
        <TextField label={t('responsiblePlay.family.email')} type="email" ltr {...form.field('email')} />
        {fileInput(t('responsiblePlay.family.idPhoto'), 'idPhoto', idPhoto, setIdPhoto)}
        {fileInput(t('responsiblePlay.family.evidence'), 'evidence', evidence, setEvidence)}
        {fileProblem ? (
          <p className="nl-error-text" role="alert">
            {fileProblem}
          </p>
        ) : null}
        <FormError message={form.formError} />
        <SubmitButton busy={form.submitting}>{t('responsiblePlay.family.submit')}</SubmitButton>
      </form>
    </section>
  );
}
