import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { LoginReply } from '../../../sdk';
import { ID_TYPES, type AddressForm, type IdentityForm } from '../../../sdk/forms';
import { routePath } from '../../../sdk/routes';
import { emit } from '../../base/emit';
import { useClient, useHost, useT } from '../../base/hooks';
import { NavLink } from '../../base/nav-link';
import { useNavigate } from '../../base/use-navigate';
import { FORM_STYLES } from '../../forms/form-styles';
import type { ServerIssue } from '../../forms/server-issues';
import { kycFramePath } from '../../kyc/kyc-paths';
import { ACCOUNT_STYLES } from '../shared/account-styles';
import '../shared/events';
import { AddressStep } from './address-step';
import { IdentityStep } from './identity-step';
import { RegisterSuccess } from './register-success';
import {
  EMPTY_DRAFT,
  EMPTY_IDENTITY,
  REGISTER_STEP_PATHS,
  allowedStep,
  emptyAddress,
  parseStep,
  type AddressValues,
  type IdentityValues,
  type RegisterStep,
  type RegistrationDraft,
} from './register-data';
import { VerifyStep } from './verify-step';
import { ElementStyles } from '../../base/element-styles';

/** Props of `<nl-register>`. */
export interface RegisterProps {
  /** `identity` (default), `address`, `verify` or `success`; the host sets it from the route. Attribute `step`. */
  step?: string;
}

const FORM_STEPS = ['identity', 'address', 'verify'] as const;

/**
 * Registration (SPEC §4): identity → address → verify → success, in one element that keeps what
 * the player entered in memory only (the password never reaches storage). When a step is valid
 * the element shows the next one and emits `nl-navigate-request` with that step's route, so the
 * host's address bar follows; the host keeps the same element and sets `step`. A later step
 * opened without the data it needs falls back to the first step missing data.
 *
 * @example <nl-register step="identity"></nl-register>
 */
export function Register({ step }: RegisterProps) {
  const t = useT();
  const client = useClient();
  const host = useHost();
  const navigate = useNavigate();
  const titleId = useId();
  const draft = useRef<RegistrationDraft>({ ...EMPTY_DRAFT });
  const loggedIn = () => client.session.isLoggedIn();
  const [current, setCurrent] = useState<RegisterStep>(() => allowedStep(parseStep(step), draft.current, loggedIn()));
  const [pending, setPending] = useState<RegistrationDraft['pending']>(null);

  /** Shows a step and asks the host to put its route in the address bar (no page load: the data lives here). */
  const show = (next: RegisterStep) => {
    setCurrent(next);
    emit(host, 'nl-navigate-request', { path: REGISTER_STEP_PATHS[next] });
  };

  // The host changed `step` (its router, the back button): follow it when the data allows.
  useEffect(() => {
    const requested = parseStep(step);
    const allowed = allowedStep(requested, draft.current, loggedIn());
    setCurrent(allowed);
    if (allowed !== requested) emit(host, 'nl-navigate-request', { path: REGISTER_STEP_PATHS[allowed] });
    // Only when the attribute changes; the element's own moves go through show().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  // Drafts follow the forms; changing accepted details withdraws the acceptance, so a later step
  // cannot be reached (by the host's forward button) with details the player has not confirmed.
  const onIdentityDraft = useCallback((values: IdentityValues) => {
    const d = draft.current;
    d.identityDraft = values;
    if (d.acceptedIdentity !== null && JSON.stringify(values) !== d.acceptedIdentity) {
      d.identity = null;
      d.acceptedIdentity = null;
    }
  }, []);
  const onAddressDraft = useCallback((values: AddressValues) => {
    const d = draft.current;
    d.addressDraft = values;
    if (d.acceptedAddress !== null && JSON.stringify(values) !== d.acceptedAddress) {
      d.address = null;
      d.acceptedAddress = null;
    }
  }, []);
  const onIdentity = (identity: IdentityForm) => {
    draft.current.identity = identity;
    draft.current.acceptedIdentity = JSON.stringify(draft.current.identityDraft);
    show('address');
  };
  const onAddress = (address: AddressForm) => {
    draft.current.address = address;
    draft.current.acceptedAddress = JSON.stringify(draft.current.addressDraft);
    show('verify');
  };
  const sendBack = (target: 'identity' | 'address', issues: ServerIssue[]) => {
    setPending({ step: target, issues });
    show(target);
  };
  const onRegistered = (reply: LoginReply) => {
    const d = draft.current;
    d.registered = true;
    // The account exists: the password has no reason to stay in memory.
    if (d.identity) d.identity = { ...d.identity, password: '', confirmPassword: '' };
    if (d.identityDraft) d.identityDraft = { ...d.identityDraft, password: '', confirmPassword: '' };
    // Move to the success route before the session starts, so a host that sends logged-in
    // players away from guest-only routes does not unmount this element first.
    show('success');
    client.session.completeLogin(reply);
    emit(host, 'nl-register-success', { userOpenId: reply.userOpenId });
  };

  const identityValues: IdentityValues = draft.current.identityDraft ?? EMPTY_IDENTITY;
  const addressValues: AddressValues = draft.current.addressDraft ?? emptyAddress(draft.current.identity?.residenceCountry ?? '');
  const issuesFor = (s: 'identity' | 'address') => (pending?.step === s ? pending.issues : null);
  const clearPending = () => setPending(null);
  const stepIndex = FORM_STEPS.indexOf(current as (typeof FORM_STEPS)[number]);

  return (
    <section className="nl-account nl-account-wide nl-register" part="register" aria-labelledby={titleId} data-step={current}>
      <ElementStyles css={FORM_STYLES + ACCOUNT_STYLES} />
      <h1 id={titleId} className="account-title">
        {t('auth.register.title')}
      </h1>
      {stepIndex >= 0 ? (
        <ol className="steps" aria-label={t('auth.register.progress', { step: stepIndex + 1, total: FORM_STEPS.length })}>
          {FORM_STEPS.map((s, index) => (
            <li key={s} data-state={index < stepIndex ? 'done' : index === stepIndex ? 'current' : 'todo'} aria-current={index === stepIndex ? 'step' : undefined}>
              {t(`auth.register.steps.${s}`)}
            </li>
          ))}
        </ol>
      ) : null}
      {current === 'identity' ? (
        <IdentityStep key="identity" initial={identityValues} issues={issuesFor('identity')} onIssuesShown={clearPending} onDraft={onIdentityDraft} onNext={onIdentity} />
      ) : current === 'address' ? (
        <AddressStep
          key="address"
          initial={addressValues}
          countryLocked={draft.current.identity?.idType === ID_TYPES.emiratesId}
          issues={issuesFor('address')}
          onIssuesShown={clearPending}
          onBack={() => show('identity')}
          onDraft={onAddressDraft}
          onNext={onAddress}
        />
      ) : current === 'verify' && draft.current.identity && draft.current.address ? (
        <VerifyStep
          key="verify"
          identity={draft.current.identity}
          address={draft.current.address}
          onBack={() => show('identity')}
          onSendBack={sendBack}
          onRegistered={onRegistered}
        />
      ) : current === 'success' ? (
        <RegisterSuccess onVerify={() => navigate(kycFramePath(true))} onLater={() => navigate(routePath('home'))} />
      ) : null}
      {current === 'identity' ? (
        <p className="account-alt">
          {t('auth.register.haveAccount')} <NavLink path={routePath('login')}>{t('auth.register.login')}</NavLink>
        </p>
      ) : null}
    </section>
  );
}
