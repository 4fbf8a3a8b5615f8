import EventEmitter from 'eventemitter3';
import * as z from 'zod/mini';
import type { CommandDefinition, CommandName, Commands, RequestOf, ResponseOf } from '../commands';
import { commandLoaders } from '../commands/loaders';
import { DEFAULT_AUTH_HEADER, DEFAULT_PRODUCT, Platform, type PlatformCode } from '../commands/envelope';
import type { SystemConfig } from '../commands/system';
import type { Balance } from '../commands/wallet';
import { resolveEnvironment, type Environment } from '../env/environment';
import { createErrorDispatcher, type DispatchOptions } from '../errors/dispatcher';
import { GEO_POPUP_CLOSED_KEY } from '../geo/geo-popup';
import type { ClientGeoSession } from '../geo/geo-session';
import { GEO_UNKNOWN, isGeoSnapshotValid, type GeoSnapshot } from '../geo/geo-status';
import type { LocationBridge } from '../geo/location-bridge';
import type { HostBridge, HostKind } from '../host/host-bridge';
import { LanguageStore, directionOf, type Language } from '../i18n/language';
import { createSession } from '../session/session';
import { Store } from '../stores/store';
import { UserInfoStore } from '../stores/user-info-store';
import type { ChatProvider } from '../chat/chat-provider';
import { pathOnly, scrubPersonalData, type Analytics, type AnalyticsEvent, type ErrorReporter } from '../telemetry/telemetry';
import { CLIENT_ERROR_CODES, createGatewayTransport, type CallResult, type GatewayError } from '../transport/gateway-transport';
import type { ClientEvents } from './events';

export interface ClientOptions {
  /** Gateway host; `hapi` is appended. Default '/' (same origin). */
  baseUrl?: string;
  /** Platform code (SPEC §9). Default: 4 mobile web on narrow screens, else 3 desktop web. */
  platform?: PlatformCode;
  /** Product code. Default 61. */
  product?: number;
  /** Replaces browser globals: fetch, storage, clock, timers, WebSocket factory, languages. */
  env?: Partial<Environment>;
  /**
   * Supplies the geo JWT for geo-checked commands. Default: the SDK's geo module (sdk/geo,
   * loaded on first need): 100206, then the device's position from {@link geolocation} posted to
   * the verifier (010001 geoVerifyPath).
   */
  geoToken?: () => Promise<string | null>;
  /** Where the device is (DESIGN host bridges). Default: the host bridge's `getLocation`. */
  geolocation?: LocationBridge;
  /**
   * The host running the product (`sdk/host`): location, file picking, uploads, the host's payment
   * sheet and OAuth. Default: detected once on first use, the super-app when the user agent has
   * `mpadapter`, the native app when `platform` is 1 or 2, else the browser.
   * @example createClient({ host: superAppBridge({ timers, storage, fetch }) })
   */
  host?: HostBridge;
  /**
   * Which host runs the page, when the page knows better than the user agent (a simulator's frame
   * cannot carry `mpadapter` in its user agent). Default: detected.
   */
  hostKind?: HostKind;
  /**
   * Error monitoring: receives every non-zero gateway code (SPEC §8) and every error an element
   * throws, without personal data (`sdk/telemetry/telemetry.ts`). Default: none, nothing is sent.
   * @example createClient({ errorReporter: { report: (r) => myMonitoring.send(r) } })
   */
  errorReporter?: ErrorReporter;
  /**
   * Analytics: page views (from the host's router through `client.track`), purchases and
   * deposits (from the elements). Default: none, nothing is sent.
   * @example createClient({ analytics: { track: (e) => gtag('event', e.type, e) } })
   */
  analytics?: Analytics;
  /**
   * Live chat with customer service (`<nl-live-chat>`). Default: the reference provider over
   * HTTP when the gateway announces a service (010001 `liveChatPath`), else none: chat is off.
   * @example createClient({ chat: myVendorChatProvider })
   */
  chat?: ChatProvider;
}


/** Per-call options: suppress the toast, or ignore some codes for calls whose failure is harmless. */
export type CallOptions = DispatchOptions & { method?: 'GET' | 'POST' };

/**
 * Creates the SDK client: one object holding the transport, session, stores and error policy.
 * No module-level state: two clients on one page do not share anything. The client carries no
 * texts: toasts and dialogs name translation keys, and whatever renders them loads the texts
 * (`translationsFor(client)` of `@nl/lottery/sdk/i18n`, which the elements use).
 *
 * @example
 * const client = createClient({ baseUrl: '/' });
 * await client.init();
 * const draws = await client.call('latestDraws', { lotteryTypeList: -1, prePhases: 1 });
 * if (draws.ok) render(draws.data.phaseResultResponseItems);
 */
export function createClient(options: ClientOptions = {}) {
  const env = resolveEnvironment(options.env);
  const events = new EventEmitter<ClientEvents>();
  const userInfo = new UserInfoStore(env.storage);
  const balance = new Store<Balance | null>(null);
  let balanceInFlight: Promise<CallResult<Balance>> | null = null;
  /** Server time minus this device's, ms, once known (the socket entry keeps it, SPEC §4). */
  const serverTimeOffset = new Store<number | null>(null);
  const systemConfig = new Store<SystemConfig | null>(null);
  const language = new LanguageStore(env.storage, env.languages());
  /** SPEC §3 geo state, kept by the geo module (sdk/geo/geo-session.ts), loaded on the first geo-checked command. */
  const geo = new Store<GeoSnapshot>(GEO_UNKNOWN);
  let geoSession: Promise<ClientGeoSession> | null = null;
  let hostBridge: Promise<HostBridge> | null = null;
  // A logged-out player has no balance to show.
  userInfo.subscribe(() => {
    if (!userInfo.getSnapshot()) balance.set(null);
  });

  const platform = options.platform ?? defaultPlatform();
  const send = createGatewayTransport(
    env,
    {
      sessionToken: () => userInfo.token(),
      authHeaderName: () => systemConfig.getSnapshot()?.authKey ?? DEFAULT_AUTH_HEADER,
      encryption: () => {
        const c = systemConfig.getSnapshot();
        return { open: c?.encryptOpen ?? false, commands: c?.encryptCommand ?? [], publicKey: c?.encryptPublicKey ?? '' };
      },
      isGeoValid: () => systemConfig.getSnapshot()?.geoRestrict === false || isGeoSnapshotValid(geo.getSnapshot(), env.clock.now()),
      language: () => language.getSnapshot(),
      geoToken: options.geoToken ?? (() => geoSessionOf().then((s) => s.token())),
    },
    { baseUrl: options.baseUrl, platform, product: options.product ?? DEFAULT_PRODUCT },
  );

  const errors = createErrorDispatcher({
    emit: (event, ...args) => (events.emit as (e: string, ...a: unknown[]) => boolean)(event, ...args),
    clearUserInfo: () => userInfo.clear(),
    currentPath: env.currentPath,
    timers: env.timers,
    dismissToast: () => events.emit('toast-dismiss'),
  });

  // Monitoring hears the dispatcher's `error-reported`: every non-zero code, silent ones too.
  // Only the code, the command and the path go out; the server's text may name the player.
  const errorReporter = options.errorReporter;
  if (errorReporter) {
    events.on('error-reported', ({ code, command }) => sendSafely(() => errorReporter.report({ kind: 'gateway', code, command, path: pathOnly(env.currentPath()) })));
  }

  /** The host bridge, detected and loaded (sdk/host) once; a failed load is tried again. */
  function hostOf(): Promise<HostBridge> {
    if (options.host) return Promise.resolve(options.host);
    const loading = (hostBridge ??= import('../host/create-host-bridge').then((m) =>
      m.hostBridgeFor({ env, platform, kind: options.hostKind, userAgent: (globalThis as { navigator?: Navigator }).navigator?.userAgent ?? '' }),
    ));
    loading.catch(() => (hostBridge = null));
    return loading;
  }

  /** The geo module of this client, loaded (sdk/geo/geo-session.ts) and made once; a failed load is tried again. */
  function geoSessionOf(): Promise<ClientGeoSession> {
    const session = (geoSession ??= import('../geo/geo-session').then((m) =>
      m.geoSessionFor({
        call,
        env,
        events,
        userInfo,
        snapshot: geo.getSnapshot,
        baseUrl: options.baseUrl,
        geolocation: options.geolocation ?? {
          currentPosition: (o) => Promise.all([hostOf(), import('../host/create-host-bridge')]).then(([host, m]) => host.getLocation(o?.fresh ? { expireTime: 0 } : {}).then(m.positionOf)),
        },
        config: () => systemConfig.getSnapshot(),
        sessionToken: () => userInfo.token(),
        publish: (next) => geo.set(next),
      }),
    ));
    session.catch(() => (geoSession = null));
    return session;
  }

  // 010001 geoCheckForceLicense (sdk/geo/geo-popup.ts): once per session, as soon as both the
  // player and the configuration are here, the location is proved without waiting for a bet.
  let forcedFor: string | null = null;
  function forceGeoCheck(): void {
    const config = systemConfig.getSnapshot();
    const token = userInfo.token();
    if (!token || token === forcedFor || !config?.geoRestrict || !config.geoCheckForceLicense) return;
    forcedFor = token;
    geoSessionOf().then((s) => s.forcedCheck(), () => false);
  }
  userInfo.subscribe(forceGeoCheck);
  systemConfig.subscribe(forceGeoCheck);

  /** Definitions loaded so far: a domain's module is imported once, on the first call of one of its commands. */
  const definitions = new Map<CommandName, Promise<CommandDefinition>>();
  function definitionOf(name: CommandName): Promise<CommandDefinition> {
    let definition = definitions.get(name);
    if (!definition) {
      definition = commandLoaders[name]() as Promise<CommandDefinition>;
      // A chunk that failed to load (network) is tried again on the next call.
      definition.catch(() => definitions.delete(name));
      definitions.set(name, definition);
    }
    return definition;
  }

  /**
   * Calls a command by name with typed request and reply. Failures come back as
   * `{ ok: false, error }` after the error policy of SPEC §8 has been applied (toast, dialog,
   * logout ...). A request that breaks the command's schema is an integration mistake and throws.
   * The command's schemas load on the first call of a command of its domain (sdk/commands/loaders.ts).
   */
  async function call<N extends CommandName>(
    name: N,
    data: RequestOf<Commands[N]>,
    callOptions: CallOptions = {},
  ): Promise<CallResult<ResponseOf<Commands[N]>>> {
    let command: CommandDefinition;
    try {
      command = await definitionOf(name);
    } catch (cause) {
      // The module of the command's domain did not load (offline, a deploy replaced the chunk):
      // a network failure like any other, named by the command since its code is in that module.
      const error: GatewayError = { type: 'network', code: CLIENT_ERROR_CODES.network, message: cause instanceof Error ? cause.message : 'Network error', command: name };
      errors.dispatch(error, callOptions);
      return { ok: false, error };
    }
    const parsed = z.safeParse(command.request, data);
    if (!parsed.success) {
      throw new TypeError(`client.call('${name}'): data does not match command ${command.code}: ${parsed.error.message}`);
    }
    if (command.requiresSession) session.touch();
    const result = await send<unknown>(command.code, parsed.data, { method: callOptions.method });
    if (!result.ok) {
      errors.dispatch(result.error, callOptions);
      return result;
    }
    const reply = z.safeParse(command.response, result.data);
    if (!reply.success) {
      const error: GatewayError = { type: 'invalid-response', code: -3, message: 'Unexpected response', command: command.code };
      errors.dispatch(error, callOptions);
      return { ok: false, error };
    }
    // Some commands answer code 0 yet carry a condition the player must see (rechargeLimitError).
    errors.dispatchSuccess(command.code, reply.data);
    return { ok: true, data: reply.data as ResponseOf<Commands[N]>, timestamp: result.timestamp };
  }

  const session = createSession({
    userInfo,
    systemConfig,
    events,
    storage: env.storage,
    clock: env.clock,
    timers: env.timers,
    serverLogout: () => call('logout', {}, { hideToast: true, ignoreCodes: 'all' }),
  });

  return {
    env,
    events,
    call,
    /** Raw send by code, for commands not yet in the catalogue (no validation, no error policy). */
    send,
    errors,
    /** State as small stores. Texts in `language` come from `translationsFor(client)` of `@nl/lottery/sdk/i18n`. */
    stores: { userInfo, balance, systemConfig, language, serverTimeOffset, geo },
    /**
     * The geo popup's Refresh (SPEC §4): proves the location again, with a new fix of the device.
     * @example (await client.refreshGeo()).problem // null once proved
     */
    async refreshGeo(): Promise<GeoSnapshot> {
      await (await geoSessionOf()).refresh();
      return geo.getSnapshot();
    },
    /**
     * The player closed the geo popup: the forced location check (010001 geoCheckForceLicense)
     * leaves it closed for the popup interval (geoCheckForceLicensePopIntervalTime minutes).
     * @example client.geoPopupClosed();
     */
    geoPopupClosed(): void {
      env.storage.setItem(GEO_POPUP_CLOSED_KEY, String(env.clock.now()));
    },
    /**
     * The host bridge (browser, super-app or native app), detected once (`sdk/host`).
     * @example const host = await client.host(); if (host.hostPayment) await host.requestPayment({ tradeId });
     */
    host: hostOf,
    /** Login completion, logout and the inactivity rule. */
    session,
    /**
     * The live-chat provider, or null when live chat is off: the one passed to `createClient`,
     * else the reference one (loaded now) at the service 010001 `liveChatPath` names.
     * Call after `init()`.
     * @example const chat = await client.liveChat(); if (chat) showLauncher();
     */
    async liveChat(): Promise<ChatProvider | null> {
      if (options.chat) return options.chat;
      const path = systemConfig.getSnapshot()?.liveChatPath;
      if (!path) return null;
      const { httpChatProvider } = await import('../chat/http-chat-provider');
      const url = /^https?:\/\//.test(path) ? path : `${(options.baseUrl ?? '/').replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
      return httpChatProvider(url, env.fetch);
    },
    /**
     * Reports an error an element threw to the `errorReporter`, if there is one, with its message
     * scrubbed of personal data. The elements call it from their error boundary.
     * @example client.reportError(new TypeError('x is undefined'), 'nl-deposit')
     */
    reportError(error: unknown, element: string): void {
      if (!errorReporter) return;
      const name = error instanceof Error ? error.name : typeof error;
      const message = scrubPersonalData(error instanceof Error ? error.message : String(error));
      sendSafely(() => errorReporter.report({ kind: 'element', element, name, message, path: pathOnly(env.currentPath()) }));
    },
    /**
     * Tells the `analytics`, if there is one, of a page view, purchase or deposit. A page view's
     * path loses its query here, whatever the caller passed.
     * @example client.track({ type: 'page_view', path: location.pathname, language: client.stores.language.getSnapshot() })
     */
    track(event: AnalyticsEvent): void {
      const analytics = options.analytics;
      if (!analytics) return;
      sendSafely(() => analytics.track(event.type === 'page_view' ? { ...event, path: pathOnly(event.path) } : event));
    },
    /**
     * Logs out (100002), clears the player, balance and watchers, and emits `logout`; the host
     * then goes home unless it is on a page that needs no login.
     */
    logout: () => session.logout('user'),
    /** Loads the system configuration (010001). Safe to call again; a failure can be retried. */
    async init(): Promise<CallResult<SystemConfig>> {
      const result = await call('systemConfig', { productType: options.product ?? DEFAULT_PRODUCT }, { hideToast: true });
      if (result.ok) systemConfig.set(result.data);
      return result;
    },
    /**
     * Reloads the balance (100124) when a player is logged in. Callers at the same moment (the
     * header, the wallet popover, a socket's wallet event) share one request and its answer;
     * the first caller's `callOptions` apply.
     */
    refreshBalance(callOptions?: CallOptions): Promise<CallResult<Balance> | null> {
      if (!userInfo.token()) return Promise.resolve(null);
      if (!balanceInFlight) {
        const request = (balanceInFlight = call('balance', {}, callOptions).then((result) => {
          if (result.ok) balance.set(result.data);
          return result;
        }));
        const done = () => void (balanceInFlight === request && (balanceInFlight = null));
        request.then(done, done);
      }
      return balanceInFlight;
    },
    /** Switches language for every element bound to this client; the choice persists. */
    setLanguage(next: Language): void {
      language.choose(next);
    },
    direction: () => directionOf(language.getSnapshot()),
    /** Removes every listener; call when the host tears the product down. */
    destroy(): void {
      session.dispose();
      errors.dispose();
      events.removeAllListeners();
    },
  };
}

export type NlClient = ReturnType<typeof createClient>;

/** A host's monitoring or analytics must never break the product: its throw is dropped. */
function sendSafely(send: () => void): void {
  try {
    send();
  } catch {
    // Nothing to do: reporting the reporter's failure would loop.
  }
}

function defaultPlatform(): PlatformCode {
  const g = globalThis as { matchMedia?: (q: string) => { matches: boolean } };
  return g.matchMedia?.('(max-width: 700px)').matches ? Platform.mobileWeb : Platform.desktopWeb;
}
