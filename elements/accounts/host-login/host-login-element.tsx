import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ErrorCode, type HostAccountChoice, type LoginReply } from '../../../sdk';
import { pageSessionStorage } from '../../../sdk/env/session-storage';
import { HAS_HOST_AUTH_CODE_QUERY, hostAuthorizeRequest, takeHostAuthCode } from '../../../sdk/host/host-login';
import { routePath, safeReturnPath } from '../../../sdk/routes';
import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Dialog } from '../../base/dialog';
import { emit } from '../../base/emit';
import { ElementStyles } from '../../base/element-styles';
import { useClient, useHost, useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { NavLink } from '../../base/nav-link';
import { Skeleton } from '../../base/state-message';
import { useNavigate } from '../../base/use-navigate';
import { FormError } from '../../forms/form-error';
import { FORM_STYLES } from '../../forms/form-styles';
import { PasswordField } from '../../forms/password-field';
import { RadioGroupField } from '../../forms/radio-group-field';
import { SubmitButton } from '../../forms/submit-button';
import { ACCOUNT_STYLES } from '../shared/account-styles';
import '../shared/events';

/** Tag name of `<nl-host-login>`. */
export const HOST_LOGIN_TAG = 'nl-host-login';

/** Props of `<nl-host-login>`. */
export interface HostLoginProps {
  /** The path of this site to go to after login (`/account/myprofile`); other values lead home. Attribute `redirect`. */
  redirect?: string;
}

type Binding = { ticket: string; bindingType: 1 | 2; accounts: HostAccountChoice[] };
type Step =
  | { kind: 'loading' }
  | { kind: 'not-super-app' }
  | { kind: 'expired' }
  | { kind: 'failed'; message: string }
  | { kind: 'register' }
  | { kind: 'bind'; binding: Binding };

/**
 * The super-app login (SPEC §2 /botim/loginMethod, §4 Host app, §5 account-binding dialog): with
 * the super-app's authorisation code (kept in session storage as `botimAuthCode` by the login or
 * registration page, or fetched here through the host bridge), the gateway learns who the user
 * is (100232). A user bound to a lottery account is logged in and sent on; otherwise the
 * account-binding dialog (type 1: one lottery account matches, type 2: one by mobile and one by
 * e-mail) asks for the password of the account to bind (100233); a user no account matches
 * registers or logs in with a password. Outside the super-app the page says so and offers the
 * password login.
 *
 * @example <nl-host-login redirect="/lottery/pick3"></nl-host-login>
 */
export function HostLogin({ redirect }: HostLoginProps) {
  const t = useT();
  const client = useClient();
  const host = useHost();
  const language = useLanguage();
  const navigate = useNavigate();
  const titleId = useId();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The code is spent by its first exchange: StrictMode's second effect run must not fetch another.
  const started = useRef(-1);
  const withCode = `?${HAS_HOST_AUTH_CODE_QUERY}=1${redirect ? `&redirect=${encodeURIComponent(safeReturnPath(redirect))}` : ''}`;

  const loggedIn = (reply: LoginReply) => {
    client.session.completeLogin(reply);
    const event = emit(host, 'nl-login-success', { userOpenId: reply.userOpenId, isNew: reply.isNew });
    if (!event.defaultPrevented) navigate(safeReturnPath(redirect));
  };

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    setStep({ kind: 'loading' });
    void (async () => {
      const storage = pageSessionStorage();
      let code = storage ? takeHostAuthCode(storage) : null;
      if (!code) {
        const bridge = await client.host();
        if (bridge.kind !== 'super-app') return setStep({ kind: 'not-super-app' });
        // Fetched here for this exchange only: nothing to keep, as the exchange spends it.
        const fetched = await bridge.authorize(hostAuthorizeRequest(location.origin, language));
        if (fetched.status !== 'success') return setStep({ kind: 'failed', message: t('auth.hostLogin.authorizeFailed') });
        code = fetched.code;
      }
      const result = await client.call('hostLogin', { code }, { hideToast: true });
      if (!result.ok) {
        if (result.error.code === ErrorCode.hostCodeInvalid) return setStep({ kind: 'expired' });
        return setStep({ kind: 'failed', message: result.error.message?.trim() || t('errors.generic') });
      }
      if (result.data.outcome === 'login') return loggedIn(result.data.login);
      if (result.data.outcome === 'register') return setStep({ kind: 'register' });
      setStep({ kind: 'bind', binding: { ticket: result.data.ticket, bindingType: result.data.bindingType, accounts: result.data.accounts } });
    })();
    // Once per attempt: the callbacks change with every render but do the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const retry = () => setAttempt((n) => n + 1);

  return (
    <section className="nl-account nl-host-login" part="host-login" aria-labelledby={titleId} aria-busy={step.kind === 'loading'}>
      <ElementStyles css={FORM_STYLES + ACCOUNT_STYLES} />
      <h1 id={titleId} className="account-title">
        {t('auth.hostLogin.title')}
      </h1>
      {step.kind === 'loading' ? (
        <div part="loading">
          <p>{t('auth.hostLogin.checking')}</p>
          <Skeleton count={2} />
        </div>
      ) : step.kind === 'expired' || step.kind === 'failed' ? (
        <div part="error" data-state={step.kind}>
          <div className="nl-state nl-state-error" role="alert">
            <span>{step.kind === 'expired' ? t('auth.hostLogin.expired') : step.message}</span>
            <button type="button" className="nl-button nl-button-secondary" onClick={retry}>
              {t('common.retry')}
            </button>
          </div>
          <p className="account-alt">
            <NavLink path={`${routePath('login')}${withCode}`}>{t('auth.hostLogin.usePassword')}</NavLink>
          </p>
        </div>
      ) : step.kind === 'not-super-app' ? (
        <div part="not-super-app">
          <p>{t('auth.hostLogin.notSuperApp')}</p>
          <NavLink path={routePath('login')} className="nl-button nl-button-primary">
            {t('auth.hostLogin.usePassword')}
          </NavLink>
        </div>
      ) : step.kind === 'register' ? (
        <div part="register">
          <p>{t('auth.hostLogin.noAccount')}</p>
          <div className="account-actions">
            <NavLink path={`${routePath('register')}${withCode}`} className="nl-button nl-button-primary">
              {t('auth.hostLogin.register')}
            </NavLink>
            <NavLink path={`${routePath('login')}${withCode}`} className="nl-button nl-button-secondary">
              {t('auth.hostLogin.usePassword')}
            </NavLink>
          </div>
        </div>
      ) : (
        <BindingDialog binding={step.binding} onBound={loggedIn} onRestart={retry} otherLogin={`${routePath('login')}${withCode}`} />
      )}
    </section>
  );
}

/**
 * The account-binding dialog (SPEC §5, type 1 or 2): which lottery account (type 2 offers the one
 * of the mobile number and the one of the e-mail address), its password, and Bind. A wrong
 * password says so in the form; a ticket that ran out starts over with a new code.
 */
function BindingDialog({ binding, onBound, onRestart, otherLogin }: { binding: Binding; onBound: (reply: LoginReply) => void; onRestart: () => void; otherLogin: string }) {
  const t = useT();
  const client = useClient();
  const [index, setIndex] = useState(String(binding.accounts[0]?.index ?? 0));
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = binding.accounts.find((a) => String(a.index) === index) ?? binding.accounts[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (password.length === 0) return setPasswordError(t('validation.required'));
    setPasswordError(undefined);
    setBusy(true);
    const result = await client.call('bindHostAccount', { ticket: binding.ticket, index: Number(index), password }, { hideToast: true });
    setBusy(false);
    if (result.ok) return onBound(result.data);
    if (result.error.code === ErrorCode.hostBindingInvalid) return onRestart();
    setFormError(result.error.message?.trim() || t('errors.generic'));
  };

  return (
    <Dialog open title={t(binding.bindingType === 2 ? 'auth.hostLogin.bindTitleTwo' : 'auth.hostLogin.bindTitleOne')} onClose={onRestart}>
      <form className="nl-form" part="binding" data-binding-type={binding.bindingType} noValidate onSubmit={(event) => void submit(event)}>
        {binding.bindingType === 2 ? (
          <>
            <p>{t('auth.hostLogin.bindBodyTwo')}</p>
            <RadioGroupField<string>
              legend={t('auth.hostLogin.whichAccount')}
              name="account"
              value={index}
              onChange={setIndex}
              options={binding.accounts.map((a) => ({
                value: String(a.index),
                label: (
                  <>
                    {t(a.accountType === 'mobile' ? 'auth.mobile' : 'auth.email')}: <Ltr>{a.hint}</Ltr>
                  </>
                ),
              }))}
            />
          </>
        ) : (
          <p>
            {t('auth.hostLogin.bindBodyOne')} <Ltr>{chosen?.hint ?? ''}</Ltr>
          </p>
        )}
        <PasswordField label={t('auth.hostLogin.passwordOf')} name="password" value={password} onChange={setPassword} error={passwordError} />
        <FormError message={formError} />
        <SubmitButton busy={busy}>{t('auth.hostLogin.bind')}</SubmitButton>
        <p className="account-alt">
          <NavLink path={otherLogin}>{t('auth.hostLogin.usePassword')}</NavLink>
        </p>
      </form>
    </Dialog>
  );
}

/** Attributes of `<nl-host-login>`: `redirect`. */
export const hostLoginElementOptions: ElementOptions<HostLoginProps> = { props: { redirect: 'string' } };

/** The `<nl-host-login>` element. */
export interface NlHostLoginElement extends NlElement {
  redirect: string | undefined;
}

/**
 * Class of `<nl-host-login>`.
 *
 * @fires nl-login-success
 * @fires nl-navigate-request - the `redirect` path, registration, the password login
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart host-login - The page's section.
 * @csspart loading - While the super-app's authorisation is checked.
 * @csspart error - The authorisation ran out or failed: Try again, or the password login.
 * @csspart not-super-app - Opened outside the super-app: the password login.
 * @csspart register - No lottery account matches the super-app user: register or log in.
 * @csspart binding - The account-binding dialog's form (`data-binding-type` 1 or 2).
 * @csspart form-error - The binding form's error (a wrong password, an account bound elsewhere).
 * @csspart dialog - The dialog that holds it.
 */
export const NlHostLogin = /* @__PURE__ */ createElementClass(HostLogin, hostLoginElementOptions);

/** Registers <nl-host-login>; safe to call again. Returns its class. */
export function defineHostLogin() {
  return defineElement(HOST_LOGIN_TAG, HostLogin, hostLoginElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-host-login': NlHostLoginElement;
  }
}
