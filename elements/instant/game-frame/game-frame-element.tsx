import { useEffect, useRef, useState } from 'react';
import { formatMoney, type CallResult } from '../../../sdk';
import { FRAME_PROTOCOL, readFrameMessage } from '../../../sdk/instant/frame-protocol';
import { routePath } from '../../../sdk/routes';
import type { MicroAppName } from '../../../sdk/routes/micro-apps';
import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { ElementStyles } from '../../base/element-styles';
import { useClient, useLanguage, useT } from '../../base/hooks';
import { Ltr } from '../../base/ltr';
import { ErrorState, Skeleton } from '../../base/state-message';
import { useNavigate } from '../../base/use-navigate';

/** Tag name of the frame host. */
export const GAME_FRAME_TAG = 'nl-game-frame';

/** Props of `<nl-game-frame>`. */
export interface GameFrameProps {
  /** What it hosts: an e-instant game (`e-instant`) or a micro-app (`micro-app`). Attribute `kind`. */
  kind?: string;
  /** The e-instant game's showKey, or the micro-app's name (sdk/routes/micro-apps.ts). Attribute `app`. */
  app?: string;
  /** An e-instant game in demo: a virtual balance, no login. Attribute `demo`. */
  demo?: boolean;
  /** The frame's accessible name (the route's title). Attribute `label`. */
  label?: string;
}

const STYLES = `
.frame-host { display: grid; gap: 8px; padding: 8px; max-inline-size: 960px; margin-inline: auto; }
.frame-bar { display: flex; align-items: center; justify-content: space-between; gap: 8px; flex-wrap: wrap; }
.frame-balance { margin: 0; font-weight: 600; }
.frame-balance[data-demo='true'] { color: #8a5a00; }
.frame { inline-size: 100%; border: 0; border-radius: 12px; background: #0f2a3f; min-block-size: 560px; display: block; }
@media (min-width: 1024px) { .frame-host { padding: 16px; } }
`;

type Launch = { url: string };

/**
 * Hosts a game or micro-app in a frame on the gateway's origin (issue 20 e-instants, issue 22
 * micro-apps; docs/e-instants.md): asks the gateway for a one-time launch (openEInstant 101310,
 * openEInstantDemo 101311, or openMicroApp 700020), frames the page it answers with the token and
 * this page's origin in the fragment, and then talks to it only by the frame protocol
 * (sdk/instant/frame-protocol.ts), reading only messages from its frame's window and origin:
 * `balance` is shown above the frame (a real balance also refreshes the site's), `resize` sets the
 * frame's height, `close` goes home; a change of the site's balance is passed in as
 * `refresh-balance`. A suspended game or a switched-off micro-app gets the sales-suspension dialog
 * from the gateway's answer (403000949) and goes home; other failures show an error with Retry.
 *
 * @example <nl-game-frame kind="e-instant" app="pearl-diver" demo></nl-game-frame>
 */
export function GameFrame({ kind = 'e-instant', app, demo = false, label }: GameFrameProps) {
  const t = useT();
  const client = useClient();
  const language = useLanguage();
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [launch, setLaunch] = useState<Launch | 'loading' | 'error'>('loading');
  const [balance, setBalance] = useState<{ amount: number; demo: boolean } | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  /** The real balance the frame last told: the two sides ask each other only when they differ. */
  const told = useRef<number | null>(null);

  useEffect(() => {
    if (!app) return void setLaunch('error');
    let live = true;
    setLaunch('loading');
    const opened: Promise<CallResult<{ url: string }>> =
      kind === 'micro-app'
        ? client.call('openMicroApp', { app: app as MicroAppName }).then((r) => (r.ok ? { ...r, data: { url: r.data.appUrl } } : r))
        : client.call(demo ? 'openEInstantDemo' : 'openEInstant', { appKey: app }).then((r) => (r.ok ? { ...r, data: { url: r.data.gameUrl } } : r));
    void opened.then((r) => {
      if (!live) return;
      if (!r.ok) return setLaunch('error');
      const [page, fragment] = r.data.url.split('#');
      const url = new URL(page!, window.location.href);
      url.searchParams.set('lang', language);
      setLaunch({ url: `${url.href}#${fragment ?? ''}&host=${encodeURIComponent(window.location.origin)}` });
    });
    return () => {
      live = false;
    };
    // A new launch token for each attempt; the language is read when the frame opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, kind, app, demo, attempt]);

  const frameOrigin = typeof launch === 'object' ? new URL(launch.url).origin : null;

  useEffect(() => {
    if (!frameOrigin) return;
    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, { origin: frameOrigin, source: frame.current?.contentWindow ?? null });
      if (!message) return;
      if (message.type === 'ready') setReady(true);
      else if (message.type === 'balance') {
        setBalance({ amount: message.balance, demo: message.demo });
        if (message.demo) return;
        told.current = message.balance;
        if (client.stores.balance.getSnapshot()?.totalBalance !== message.balance) void client.refreshBalance();
      } else if (message.type === 'resize') setHeight(Math.max(message.height, 320));
      else if (message.type === 'close') navigate(routePath('home'));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameOrigin, client, navigate]);

  // The site's balance changed (a deposit in another tab, the header's refresh): the frame re-reads its own.
  useEffect(() => {
    if (!frameOrigin || demo) return;
    return client.stores.balance.subscribe(() => {
      const total = client.stores.balance.getSnapshot()?.totalBalance;
      if (told.current === null || total === undefined || total === told.current) return;
      told.current = total;
      frame.current?.contentWindow?.postMessage({ protocol: FRAME_PROTOCOL, type: 'refresh-balance' }, frameOrigin);
    });
  }, [frameOrigin, client, demo]);

  return (
    <section className="frame-host" part="page" data-kind={kind}>
      <ElementStyles css={STYLES} />
      {launch === 'loading' ? (
        <Skeleton count={1} shape="nl-skeleton-card" />
      ) : launch === 'error' ? (
        <ErrorState messageKey="instant.frame.error" onRetry={() => setAttempt((a) => a + 1)} />
      ) : (
        <>
          <div className="frame-bar" part="bar">
            <p className="frame-balance" part="balance" role="status" data-demo={balance?.demo ? 'true' : 'false'}>
              {balance ? (
                <>
                  {t(balance.demo ? 'instant.frame.demoBalance' : 'instant.frame.balance')} <Ltr>{formatMoney(balance.amount, language)}</Ltr>
                </>
              ) : ready ? null : (
                t('instant.frame.opening')
              )}
            </p>
            <button type="button" className="nl-button nl-button-secondary" part="close" onClick={() => navigate(routePath('home'))}>
              {t('instant.frame.close')}
            </button>
          </div>
          <iframe
            ref={frame}
            className="frame"
            part="frame"
            title={label || t('instant.frame.title')}
            src={launch.url}
            height={height ?? undefined}
            allow="fullscreen"
            referrerPolicy="no-referrer"
          />
        </>
      )}
    </section>
  );
}

/** Attributes `kind`, `app`, `demo` and `label`. */
export const gameFrameElementOptions: ElementOptions<GameFrameProps> = { props: { kind: 'string', app: 'string', demo: 'boolean', label: 'string' } };

/** The `<nl-game-frame>` element. */
export interface NlGameFrameElement extends NlElement {
  kind: string | undefined;
  app: string | undefined;
  demo: boolean | undefined;
  label: string | undefined;
}

/**
 * Class of `<nl-game-frame>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`).
 *
 * @fires nl-navigate-request - home when the game or micro-app closes, or when the game is suspended
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The frame host.
 * @csspart bar - The balance and the Close button above the frame.
 * @csspart balance - The balance the frame last reported (live region); `data-demo` for a virtual one.
 * @csspart close - The Close button.
 * @csspart frame - The iframe of the game or micro-app.
 * @csspart error - The error message with its Retry button.
 */
export const NlGameFrame = /* @__PURE__ */ createElementClass(GameFrame, gameFrameElementOptions);

/** Registers <nl-game-frame>; safe to call again. Returns its class. */
export function defineGameFrame() {
  return defineElement(GAME_FRAME_TAG, GameFrame, gameFrameElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-game-frame': NlGameFrameElement;
  }
}
