import { useId, useState } from 'react';
import { codeTargetSchema, type CodeTarget } from '../../../sdk/forms';
import { routePath } from '../../../sdk/routes';
import { emit } from '../../base/emit';
import { useHost, useT } from '../../base/hooks';
import { useNavigate } from '../../base/use-navigate';
import { FORM_STYLES } from '../../forms/form-styles';
import { ACCOUNT_STYLES } from '../shared/account-styles';
import '../shared/events';
import { NewPasswordForm } from '../shared/new-password-form';
import { SuccessPanel } from '../shared/success-panel';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-reset-password>`. */
export interface ResetPasswordProps {
  /** verificationTicket of a checked 'reset-password' code. Attribute `ticket`. */
  ticket?: string;
  /** `mobile` or `email`. Attribute `channel`. */
  channel?: string;
  /** The e-mail address, or the mobile as `971-501234567` / `+971 501234567`. Attribute `target`. */
  target?: string;
}

/**
 * The code target named by the attributes, or null when they do not describe one.
 * @example parseResetTarget('mobile', '+971 501234567') // { channel: 'mobile', countryCode: '971', mobile: '501234567' }
 */
export function parseResetTarget(channel: string | undefined, target: string | undefined): CodeTarget | null {
  const value = (target ?? '').trim();
  if (!value) return null;
  let candidate: unknown;
  if (channel === 'email') candidate = { channel: 'email', email: value };
  else if (channel === 'mobile') {
    const match = /^\+?(\d{1,4})[\s-]+(\d+)$/.exec(value);
    candidate = match ? { channel: 'mobile', countryCode: match[1], mobile: match[2] } : { channel: 'mobile', countryCode: '971', mobile: value.replace(/^\+?971/, '') };
  } else return null;
  const parsed = codeTargetSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/**
 * Sets a new password from a link that already carries a checked code (`ticket`, `channel`,
 * `target`): the last step of `<nl-forgot-password>`, then the same success panel.
 *
 * @example <nl-reset-password ticket="t-123" channel="email" target="sara@example.ae"></nl-reset-password>
 */
export function ResetPassword({ ticket, channel, target }: ResetPasswordProps) {
  const t = useT();
  const host = useHost();
  const navigate = useNavigate();
  const titleId = useId();
  const [done, setDone] = useState(false);
  const codeTarget = parseResetTarget(channel, target);

  return (
    <section className="nl-account nl-reset-password" part="reset-password" aria-labelledby={titleId} data-phase={done ? 'done' : 'password'}>
      <ElementStyles css={FORM_STYLES + ACCOUNT_STYLES} />
      {done ? (
        <SuccessPanel titleKey="auth.reset.doneTitle" messageKey="auth.reset.doneMessage" path={routePath('login')} />
      ) : (
        <>
          <h1 id={titleId} className="account-title">
            {t('auth.reset.title')}
          </h1>
          {ticket && codeTarget ? (
            <NewPasswordForm
              target={codeTarget}
              ticket={ticket}
              onRestart={() => navigate(routePath('forgotPassword'))}
              onDone={() => {
                emit(host, 'nl-password-reset', { channel: codeTarget.channel });
                setDone(true);
              }}
            />
          ) : (
            <div className="nl-state nl-state-error" role="alert" data-state="error">
              <span>{t('auth.reset.invalidLink')}</span>
              <button type="button" className="nl-button nl-button-primary" onClick={() => navigate(routePath('forgotPassword'))}>
                {t('auth.reset.startAgain')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
