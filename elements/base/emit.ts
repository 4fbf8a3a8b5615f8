/** Detail of `nl-navigate-request`: where the element wants the host to go. */
export interface NavigateRequestDetail {
  /** Path and query on the product site, e.g. `/account/login`. */
  path: string;
  /** `_blank` when the link opens a new window. */
  target?: '_self' | '_blank';
}

/** Detail of `nl-game-select`: the game a player picked. */
export interface GameSelectDetail {
  appKey: string;
  appPath: string;
}

/**
 * Every event the `<nl-*>` elements dispatch, by name (`nl-<noun>-<verb>`). All are
 * `CustomEvent`s that bubble, cross shadow roots (composed) and can be cancelled by the host.
 */
export interface NlEventMap {
  /** An element asks the host to route. Cancel it to route yourself; else `location.assign`. */
  'nl-navigate-request': NavigateRequestDetail;
  /** A game card was chosen. Cancel it to open the game yourself; else it navigates to `appPath`. */
  'nl-game-select': GameSelectDetail;
  /**
   * The player asked for live chat (`chat`) or customer service (`support`). Cancel it to open
   * your chat plugin; else the element shows the hotline and support e-mail.
   */
  'nl-chat-open': { channel: 'chat' | 'support' };
  /**
   * `<nl-draw-verifier>` checked a published draw: whether its seed matches the commitment and
   * re-derives the result (`failure` says which check failed). Informational.
   */
  'nl-draw-verify': { lotteryType: number; phase: string; ok: boolean; failure: string | null };
  /** The player pressed Log out. Cancel it to end the session yourself; else the local session is cleared. */
  'nl-logout-request': Record<string, never>;
  /**
   * `<nl-self-exclusion>` is done: `expired` when the deposit limit shown ran out (2 s after the
   * toast, SPEC §4). Informational: hide the dialog that holds it.
   */
  'nl-self-exclusion-close': { reason: 'expired' };
  /** The player chose Stop playing at a reality check. Cancel it to leave the game yourself; else home. */
  'nl-play-session-stop': { elapsedMs: number };
}

export type NlEventName = keyof NlEventMap;

/**
 * Dispatches an `nl-*` event from an element: bubbling, composed and cancelable.
 *
 * @param host the element (or other target) the event starts from
 * @param name event name from {@link NlEventMap}
 * @param detail the event's detail
 * @returns the event; check `defaultPrevented` to know whether the host took over
 * @example
 * if (!emit(host, 'nl-game-select', { appKey, appPath }).defaultPrevented) open(appPath);
 */
export function emit<K extends NlEventName>(host: EventTarget, name: K, detail: NlEventMap[K]): CustomEvent<NlEventMap[K]> {
  const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true });
  host.dispatchEvent(event);
  return event;
}

type NlEvents = { [K in NlEventName]: CustomEvent<NlEventMap[K]> };

declare global {
  // Lets `addEventListener('nl-game-select', e => e.detail.appKey)` type-check on any element.
  interface HTMLElementEventMap extends NlEvents {}
  interface DocumentEventMap extends NlEvents {}
}
