import type { CodeScene, GatewayError, NlClient } from '../../../sdk';
import { codeField, codeTargetWith, type CodeTarget } from '../../../sdk/forms';
import { useT } from '../../base/hooks';
import { PhoneField } from '../../forms/phone-field';
import { RadioGroupField } from '../../forms/radio-group-field';
import { TextField } from '../../forms/text-field';
import type { ZodForm } from '../../forms/use-zod-form';

/** A code target plus the code: the form of code login and of the forgot-password request. */
export const codeEntrySchema = codeTargetWith({ code: codeField });

/** Values of a form that holds a code target (either channel's fields are kept while switching). */
export interface CodeTargetValues extends Record<string, unknown> {
  channel: 'email' | 'mobile';
  email: string;
  countryCode: string;
  mobile: string;
}

/** Empty code-target values, mobile first with the default dialling code 971. */
export function emptyCodeTarget(channel: 'email' | 'mobile' = 'mobile'): CodeTargetValues {
  return { channel, email: '', countryCode: '971', mobile: '' };
}

/** The fields of the chosen channel, for `validateFields`. */
export function targetFieldNames(channel: 'email' | 'mobile'): ('email' | 'countryCode' | 'mobile')[] {
  return channel === 'email' ? ['email'] : ['countryCode', 'mobile'];
}

/** The request's target part from the form's values. */
export function codeTargetOf(values: CodeTargetValues): CodeTarget {
  return values.channel === 'email' ? { channel: 'email', email: values.email.trim() } : { channel: 'mobile', countryCode: values.countryCode, mobile: values.mobile };
}

/**
 * Sends a code for a scene by SMS (001001) or e-mail (001012) without a toast (the form shows
 * errors itself).
 * @returns seconds before another send, or the error
 */
export async function sendCode(client: NlClient, target: CodeTarget, scene: CodeScene): Promise<{ ok: true; resendAfterSeconds: number } | { ok: false; error: GatewayError }> {
  const result =
    target.channel === 'email'
      ? await client.call('sendEmailCode', { email: target.email, scene }, { hideToast: true })
      : await client.call('sendSmsCode', { countryCode: target.countryCode, mobile: target.mobile, scene }, { hideToast: true });
  return result.ok ? { ok: true, resendAfterSeconds: result.data.resendAfterSeconds } : { ok: false, error: result.error };
}

/**
 * The E-mail | Mobile switch and the field of the chosen channel.
 * @param legend accessible name of the switch
 */
export function CodeTargetFields<V extends CodeTargetValues>({ form, legend, disabled }: { form: ZodForm<V, unknown>; legend: string; disabled?: boolean }) {
  const t = useT();
  const channel = form.values.channel;
  return (
    <>
      <RadioGroupField<'email' | 'mobile'>
        legend={legend}
        hideLegend
        variant="segmented"
        name="channel"
        value={channel}
        disabled={disabled}
        onChange={(value) => form.setValue('channel', value as V['channel'])}
        options={[
          { value: 'mobile', label: t('auth.mobile') },
          { value: 'email', label: t('auth.email') },
        ]}
      />
      {channel === 'email' ? (
        <TextField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" disabled={disabled} {...(form.field('email') as FieldOf<string>)} />
      ) : (
        <PhoneField
          label={t('auth.mobile')}
          disabled={disabled}
          {...(form.field('mobile') as FieldOf<string>)}
          countryCode={form.values.countryCode}
          onCountryCodeChange={(code) => form.setValue('countryCode', code as V['countryCode'])}
        />
      )}
    </>
  );
}

type FieldOf<T> = { name: string; value: T; onChange: (value: T) => void; onBlur: () => void; error: string | undefined };
