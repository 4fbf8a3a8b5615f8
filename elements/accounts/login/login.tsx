import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isAbsoluteReturnUrl, routePath, safeReturnPath } from '../../../sdk/routes';
import type { LoginReply } from '../../../sdk';
import { emit } from '../../base/emit';
import { tabKeyTarget } from '../../base/tab-list';
import { useClient, useDirection, useHost, useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { useNavigate } from '../../base/use-navigate';
import { FORM_STYLES } from '../../forms/form-styles';
import { ACCOUNT_STYLES } from '../shared/account-styles';
import '../shared/events';
import { CodeLoginForm } from './code-login-form';
import { ExcludedLoginDialog, type ExcludedLogin } from './excluded-login';
import { PasswordLoginForm } from './password-login-form';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-login>`. */
export interface LoginProps {
  /**
   * Where to go after login: a path on this site (`/account/myprofile`), or a page of a partner
   * site on the gateway's allow-list (`https://partner.example/play`), which the player reaches
   * with a one-time code that logs that page in (100230). Other values lead home. Default `/`.
   * Attribute `redirect`.
   */
  redirect?: string;
  /** Tab shown first: `password` (default) or `code`. Attribute `mode`. */
  mode?: string;
}

type LoginMode = 'password' | 'code';
const MODES: readonly LoginMode[] = ['password', 'code'];

/**
 * Login (SPEC §2 /account/login): a Password tab (e-mail or mobile) and a One-time code tab.
 * On success the session is stored (`client.session.completeLogin`), `nl-login-success` is
 * emitted, and then, unless the host cancelled that event, `nl-navigate-request` to `redirect`.
 * A player in a self-exclusion or break (403000619) sees until when, and may "Log in to
 * withdraw": a withdraw-only session (SPEC §4) that lands on the withdrawal page.
 *
 * @example <nl-login redirect="/account/myprofile"></nl-login>
 */
export function Login({ redirect, mode }: LoginProps) {
  const t = useT();
  const client = useClient();
  const host = useHost();
  const navigate = useNavigate();
  const dir = useDirection();
  const [tab, setTab] = useState<LoginMode>(mode === 'code' ? 'code' : 'password');
  const base = useId();
  const tabRefs = useRef<Record<LoginMode, HTMLButtonElement | null>>({ password: null, code: null });
  const [excluded, setExcluded] = useState<ExcludedLogin | null>(null);

  /**
   * A partner's page is left for with a full page load and a hand-off code; the gateway decides
   * whether the page may have it (PARTNER_ORIGINS) and, if not, says so and the player stays
   * here, logged in, and goes home.
   */
  const goBack = async (to: string | undefined) => {
    if (!isAbsoluteReturnUrl(to)) return navigate(safeReturnPath(to));
    const handed = await client.call('partnerHandoff', { returnUrl: to });
    if (handed.ok) ((host as Partial<Node>).ownerDocument?.defaultView ?? window).location.assign(handed.data.url);
    else navigate(routePath('home'));
  };
  const onSuccess = (reply: LoginReply, to: string | undefined = redirect) => {
    client.session.completeLogin(reply);
    const event = emit(host, 'nl-login-success', { userOpenId: reply.userOpenId, isNew: reply.isNew });
    if (!event.defaultPrevented) void goBack(to);
  };
  // A player already logged in here who comes from a partner's page goes straight back to it.
  const handedOff = useRef(false);
  useEffect(() => {
    if (handedOff.current || !isAbsoluteReturnUrl(redirect) || !client.session.isLoggedIn()) return;
    handedOff.current = true;
    void goBack(redirect);
    // Once, on arrival: goBack changes with every render but does the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, redirect]);
  // The withdraw-only session can do nothing but withdraw, so it goes there whatever `redirect` says.
  const onWithdrawLogin = (reply: LoginReply) => {
    setExcluded(null);
    onSuccess(reply, routePath('withdraw'));
  };

  // Tabs pattern: arrows move between tabs (mirrored in Arabic), Home/End jump to the ends.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = tabKeyTarget(event.key, MODES.indexOf(tab), MODES.length, dir === 'rtl');
    const next = target === null ? undefined : MODES[target];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="nl-account nl-login" part="login" aria-labelledby={`${base}-title`}>
      <ElementStyles css={FORM_STYLES + ACCOUNT_STYLES} />
      <h1 id={`${base}-title`} className="account-title">
        {t('auth.login.title')}
      </h1>
      <div className="account-tabs" role="tablist" aria-label={t('auth.login.method')} onKeyDown={onTabKey}>
        {MODES.map((m) => (
          <button
            key={m}
            ref={(el) => {
              tabRefs.current[m] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${m}`}
            className="account-tab"
            aria-selected={tab === m}
            aria-controls={`${base}-panel`}
            tabIndex={tab === m ? 0 : -1}
            onClick={() => setTab(m)}
          >
            {t(m === 'password' ? 'auth.login.passwordTab' : 'auth.login.codeTab')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${tab}`}>
        {tab === 'password' ? <PasswordLoginForm onSuccess={(reply) => onSuccess(reply)} onExcluded={setExcluded} /> : <CodeLoginForm onSuccess={(reply) => onSuccess(reply)} onExcluded={setExcluded} />}
      </div>
      {excluded ? <ExcludedLoginDialog excluded={excluded} onClose={() => setExcluded(null)} onWithdrawLogin={onWithdrawLogin} /> : null}
      <p className="account-alt">
        {t('auth.login.noAccount')} <NavLink path={routePath('register')}>{t('auth.login.register')}</NavLink>
      </p>
    </section>
  );
}
