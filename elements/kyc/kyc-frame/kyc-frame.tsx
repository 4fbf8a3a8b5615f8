import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCode, statusLabelKey, verdictDialog, type NlClient, type VerifiedStatus } from '../../../sdk';
import { loginPath, routePath } from '../../../sdk/routes';
import { emit } from '../../base/emit';
import { useClient, useHost, useStore, useT } from '../../base/hooks';
import { ChevronIcon } from '../../base/icons';
import { Skeleton } from '../../base/state-message';
import { useNavigate } from '../../base/use-navigate';
import { KycDialog, type KycDialogRequest } from '../kyc-dialog';
import { KYC_FROM_REGISTER, kycFramePath } from '../kyc-paths';
import { syncVerifiedStatus } from '../kyc-status';
import { KYC_STYLES } from '../kyc-styles';
import { FRAME_STYLES } from './kyc-frame-styles';
import { inspectFrame, returnUrlFor } from './frame-return';
import '../kyc-events';
import { ElementStyles } from '../../base/element-styles';

/**
 * Browsers do not report an iframe that fails to load; when the provider page has not loaded
 * after this long, the player is offered to try again.
 */
export const FRAME_SLOW_MS = 30_000;

/** Props of `<nl-kyc-frame>`. */
export interface KycFrameProps {
  /** The attempt the provider returned with (`?ticketId=` of the page). Attribute `ticket-id`. */
  ticketId?: string;
  /** `register` when the player came from registration: a failed verdict then has no close button. Attribute `from`. */
  from?: string;
}

/** The site's origin, seen from the element's own window. */
function originOf(host: EventTarget): string {
  const view = (host as Partial<Node>).ownerDocument?.defaultView ?? globalThis.window;
  return view?.location.origin ?? '';
}

/**
 * True when this page is the one the provider just sent back inside our own verification frame:
 * the parent page (same origin, on the verification path) moves the whole window here itself, so
 * this copy must not read the verdict or draw a page inside the page.
 */
function isReturnInsideFrame(host: EventTarget): boolean {
  const view = (host as Partial<Node>).ownerDocument?.defaultView ?? globalThis.window;
  if (!view || view.parent === view) return false;
  try {
    return view.parent.location.pathname === routePath('kycIframe');
  } catch {
    // Another origin embeds us: not our own frame.
    return false;
  }
}

/**
 * The identity-verification page, /account/kycIframe (SPEC §2, §4), full screen under a slim bar
 * with its title and a Back button, so the player can always leave. Without a ticket it checks
 * the status (100111), opens an attempt (100145, 100146) and shows the provider's page full size;
 * the upload happens there. When the provider sends the frame back to this page with a ticket, the
 * whole window is asked to go there (`nl-navigate-request`), and with a ticket the element reads
 * the verdict (100147), shows its dialog and stores the new status on the player.
 *
 * @example <nl-kyc-frame ticket-id="T-1" from="register"></nl-kyc-frame>
 */
export function KycFrame({ ticketId, from }: KycFrameProps) {
  const client = useClient();
  const host = useHost();
  const t = useT();
  const navigate = useNavigate();
  const user = useStore(client.stores.userInfo);
  const fromRegister = from === KYC_FROM_REGISTER;
  const ticket = ticketId?.trim();

  let body;
  if (ticket && isReturnInsideFrame(host)) {
    body = (
      <div className="kyc-panel" data-state="returning" role="status">
        <p className="kyc-loading-text">{t('kyc.frame.checking')}</p>
      </div>
    );
  } else if (!user) {
    body = (
      <div className="kyc-panel" data-state="guest">
        <h2 className="kyc-panel-title">{t('kyc.frame.title')}</h2>
        <p>{t('kyc.frame.guest')}</p>
        <button type="button" className="nl-button nl-button-primary" onClick={() => navigate(loginPath(client.env.currentPath()))}>
          {t('kyc.action.login')}
        </button>
      </div>
    );
  } else if (ticket) {
    body = <Verdict key={ticket} ticketId={ticket} fromRegister={fromRegister} />;
  } else {
    body = <Attempt fromRegister={fromRegister} />;
  }
  return (
    <div className="kyc-frame" part="frame">
      <ElementStyles css={KYC_STYLES + FRAME_STYLES} />
      <div className="kyc-topbar" part="topbar">
        <button type="button" className="nl-button nl-button-ghost kyc-back" onClick={() => navigate(kycExitPath(fromRegister))}>
          <ChevronIcon />
          <span>{t('kyc.frame.back')}</span>
        </button>
        <h1 className="kyc-topbar-title">{t('kyc.frame.title')}</h1>
      </div>
      {body}
    </div>
  );
}

/**
 * Where the bar's Back leaves the verification for: home after registration (the account is
 * new), else the player's profile, whose box shows the verification status to come back to.
 * @example kycExitPath(false) === '/account/myprofile'
 */
export function kycExitPath(fromRegister: boolean): string {
  return fromRegister ? routePath('home') : routePath('myProfile');
}

type AttemptState =
  | { phase: 'checking' }
  | { phase: 'verified' }
  | { phase: 'limit' }
  | { phase: 'error'; message: string | null }
  | { phase: 'frame'; url: string };

/** Opens an attempt: status, token, redirect, then the provider page in a frame. */
async function openAttempt(client: NlClient, origin: string, fromRegister: boolean): Promise<AttemptState> {
  const status = await client.call('kycStatus', {}, { hideToast: true });
  if (!status.ok) return { phase: 'error', message: null };
  syncVerifiedStatus(client, status.data.status);
  // A verified player is refused politely, unless the ID is about to expire and needs renewing,
  // or the name-mismatch warning (SPEC §5) waits for a new verification.
  if (status.data.status === 3 && status.data.eKycExpireWarnStatus !== 1 && status.data.nameMismatchWarnStatus !== 1) return { phase: 'verified' };
  if (status.data.forbidStatus === 1) return { phase: 'limit' };
  // The catalogue would open its own dialog for these codes; this page explains them in place.
  const token = await client.call('ekycToken', {}, { hideToast: true, ignoreCodes: [ErrorCode.kycServiceUnavailable, ErrorCode.kycAttemptsExceeded] });
  if (!token.ok) {
    if (token.error.code === ErrorCode.kycAttemptsExceeded) return { phase: 'limit' };
    return { phase: 'error', message: token.error.code === ErrorCode.kycServiceUnavailable ? token.error.message || null : null };
  }
  const redirect = await client.call(
    'ekycRedirect',
    { ticketId: token.data.ticketId, returnUrl: returnUrlFor(origin, token.data.ticketId, fromRegister), language: client.stores.language.getSnapshot() },
    { hideToast: true },
  );
  if (!redirect.ok) return { phase: 'error', message: null };
  return { phase: 'frame', url: redirect.data.redirectUrl };
}

function Attempt({ fromRegister }: { fromRegister: boolean }) {
  const client = useClient();
  const host = useHost();
  const t = useT();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AttemptState>({ phase: 'checking' });
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const origin = originOf(host);

  useEffect(() => {
    let live = true;
    setState({ phase: 'checking' });
    setLoaded(false);
    setSlow(false);
    void openAttempt(client, origin, fromRegister).then((next) => live && setState(next));
    return () => {
      live = false;
    };
    // Not on a language switch: a new attempt would count against the daily limit.
  }, [client, origin, fromRegister, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (state.phase !== 'frame' || loaded) return;
    const timers = client.env.timers;
    const handle = timers.setTimeout(() => setSlow(true), FRAME_SLOW_MS);
    return () => timers.clearTimeout(handle);
  }, [client, state, loaded]);

  const onLoad = useCallback(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const view = inspectFrame(frame, origin);
    // The provider is done and sent the frame back to us: move the whole window there.
    if (view.kind === 'returned') navigate(view.path);
    else if (view.kind === 'provider') setLoaded(true);
  }, [navigate, origin]);

  switch (state.phase) {
    case 'checking':
      return (
        <div className="kyc-panel" data-state="loading">
          <p className="kyc-loading-text">{t('kyc.frame.preparing')}</p>
          <Skeleton count={3} shape="nl-skeleton-row" />
        </div>
      );
    case 'verified':
      return (
        <div className="kyc-panel" data-state="verified" role="status">
          <h2 className="kyc-panel-title">{t('kyc.frame.verifiedTitle')}</h2>
          <p>{t('kyc.frame.verifiedBody')}</p>
          <div className="kyc-dialog-actions kyc-panel-actions">
            <button type="button" className="nl-button nl-button-secondary" onClick={() => navigate(routePath('home'))}>
              {t('kyc.action.home')}
            </button>
            <button type="button" className="nl-button nl-button-primary" onClick={() => navigate(routePath('accountSetting'))}>
              {t('kyc.action.settings')}
            </button>
          </div>
        </div>
      );
    case 'limit':
      return (
        <div className="kyc-panel" data-state="limit" role="alert">
          <h2 className="kyc-panel-title">{t('kyc.dialog.limit.title')}</h2>
          <p>{t('kyc.limit.message')}</p>
          <p className="kyc-hint">{t('kyc.limit.hint')}</p>
          <div className="kyc-dialog-actions kyc-panel-actions">
            <button type="button" className="nl-button nl-button-primary" onClick={() => navigate(routePath('home'))}>
              {t('kyc.action.home')}
            </button>
          </div>
        </div>
      );
    case 'error':
      return (
        <div className="kyc-panel nl-state-error" data-state="error" role="alert">
          <h2 className="kyc-panel-title">{t('kyc.dialog.error.title')}</h2>
          <p>{state.message?.trim() || t('kyc.frame.error')}</p>
          <div className="kyc-dialog-actions kyc-panel-actions">
            <button type="button" className="nl-button nl-button-secondary" onClick={() => navigate(routePath('home'))}>
              {t('kyc.action.home')}
            </button>
            <button type="button" className="nl-button nl-button-primary" onClick={retry}>
              {t('common.retry')}
            </button>
          </div>
        </div>
      );
    case 'frame':
      return (
        <div className="kyc-frame-box" data-state={loaded ? 'ready' : 'loading'} aria-busy={!loaded}>
          {!loaded ? (
            <div className="kyc-frame-loading" role={slow ? 'alert' : 'status'} data-slow={slow ? 'true' : undefined}>
              {slow ? (
                <>
                  <span>{t('kyc.frame.slow')}</span>
                  <button type="button" className="nl-button nl-button-primary" onClick={retry}>
                    {t('common.retry')}
                  </button>
                </>
              ) : (
                <>
                  <span className="kyc-spinner" aria-hidden="true" />
                  <span>{t('kyc.frame.loading')}</span>
                </>
              )}
            </div>
          ) : null}
          <iframe
            ref={frameRef}
            className="kyc-iframe"
            src={state.url}
            title={t('kyc.frame.title')}
            allow="camera; fullscreen"
            referrerPolicy="origin"
            onLoad={onLoad}
          />
        </div>
      );
  }
}

type VerdictState = { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; status: VerifiedStatus; dialog: KycDialogRequest };

function Verdict({ ticketId, fromRegister }: { ticketId: string; fromRegister: boolean }) {
  const client = useClient();
  const host = useHost();
  const t = useT();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<VerdictState>({ phase: 'loading' });
  const [dialogOpen, setDialogOpen] = useState(true);

  useEffect(() => {
    let live = true;
    setState({ phase: 'loading' });
    void client.call('ekycResult', { ticketId }, { hideToast: true, ignoreCodes: [ErrorCode.kycFailed] }).then((result) => {
      if (!live) return;
      let status: VerifiedStatus;
      let dialog: KycDialogRequest;
      if (result.ok) {
        status = result.data.status;
        dialog = { ...verdictDialog(status, fromRegister), reason: result.data.verifiedFailReason, remark: result.data.subtitle, fromRegister };
      } else if (result.error.code === ErrorCode.kycFailed) {
        const data = result.error.data as { subtitle?: unknown } | undefined;
        status = 4;
        dialog = {
          ...verdictDialog(status, fromRegister),
          remark: typeof data?.subtitle === 'string' && data.subtitle.trim() ? data.subtitle : result.error.message,
          fromRegister,
        };
      } else {
        setState({ phase: 'error' });
        return;
      }
      syncVerifiedStatus(client, status);
      setDialogOpen(true);
      setState({ phase: 'ready', status, dialog });
      emit(host, 'nl-kyc-status-changed', { status, ticketId });
    });
    return () => {
      live = false;
    };
  }, [client, host, ticketId, fromRegister, attempt]);

  const reverify = useCallback(() => navigate(kycFramePath(fromRegister)), [navigate, fromRegister]);

  if (state.phase === 'loading') {
    return (
      <div className="kyc-panel" data-state="loading">
        <p className="kyc-loading-text">{t('kyc.frame.checking')}</p>
        <Skeleton count={2} shape="nl-skeleton-row" />
      </div>
    );
  }
  if (state.phase === 'error') {
    return (
      <div className="kyc-panel nl-state-error" data-state="error" role="alert">
        <p>{t('kyc.frame.resultError')}</p>
        <button type="button" className="nl-button nl-button-primary" onClick={() => setAttempt((n) => n + 1)}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const { status, dialog } = state;
  const failed = dialog.name === 'kyc-failed';
  return (
    <div className="kyc-panel" data-state="verdict" data-status={status}>
      <h2 className="kyc-panel-title">{t(`kyc.verdict.${dialog.name === 'kyc-success' ? 'success' : failed ? 'failed' : 'progress'}`)}</h2>
      <p>
        <span className="kyc-tag" data-status={status}>
          {t(statusLabelKey(status))}
        </span>
      </p>
      <div className="kyc-dialog-actions kyc-panel-actions">
        <button type="button" className="nl-button nl-button-secondary" onClick={() => navigate(routePath('home'))}>
          {t('kyc.action.home')}
        </button>
        {failed ? (
          <button type="button" className="nl-button nl-button-primary" onClick={reverify}>
            {t('kyc.action.reverify')}
          </button>
        ) : dialog.name === 'kyc-success' ? (
          <button type="button" className="nl-button nl-button-primary" onClick={() => navigate(routePath('deposit'))}>
            {t('kyc.action.deposit')}
          </button>
        ) : null}
      </div>
      <KycDialog request={dialogOpen ? dialog : null} onClose={() => setDialogOpen(false)} onVerify={reverify} />
    </div>
  );
}
