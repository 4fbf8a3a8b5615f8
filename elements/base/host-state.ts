import type { NlClient } from '../../sdk';
import { Store } from '../../sdk';

/**
 * What an element holds outside React's props: the SDK client set through `element.client`, and
 * property-only values (objects, arrays) that must never be written to an attribute.
 */
export interface HostState {
  client: NlClient | null;
  properties: Readonly<Record<string, unknown>>;
}

// A WeakMap rather than a field on the element: the React tree reads it from the shadow root's
// host without the element class exposing internals, and it disappears with the element.
const states = new WeakMap<Element, Store<HostState>>();

/** The state store of one element, created on first use. */
export function hostState(host: Element): Store<HostState> {
  let state = states.get(host);
  if (!state) {
    state = new Store<HostState>({ client: null, properties: {} });
    states.set(host, state);
  }
  return state;
}
