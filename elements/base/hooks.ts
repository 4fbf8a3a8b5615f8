import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { Language, NlClient } from '../../sdk';
import { directionOf } from '../../sdk';
import { ClientContext, HostContext } from './element-context';

/** Anything with the SDK store shape: `subscribe(listener) → unsubscribe` and `getSnapshot()`. */
export interface ExternalStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

/**
 * The SDK client of the surrounding element (its `client` property or the page default).
 * Throws when used outside an element or an `NlProvider`: that is an integration mistake.
 */
export function useClient(): NlClient {
  const client = useContext(ClientContext);
  if (!client) {
    throw new Error(
      'useClient(): no SDK client. Render inside an <nl-*> element (set element.client or call setDefaultClient(client)) or wrap the component in <NlProvider client={client}>.',
    );
  }
  return client;
}

/**
 * Reads an SDK store and re-renders when it changes.
 * @example const balance = useStore(client.stores.balance);
 */
export function useStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** The client's current language; re-renders on a language switch. */
export function useLanguage(): Language {
  return useStore(useClient().stores.language);
}

/** Translate function of the current language. */
export type BoundTranslate = (key: string, params?: Record<string, unknown>) => string;

/**
 * A translate function bound to the client's language store, so a language switch re-renders
 * every component that uses it.
 * @example const t = useT(); t('header.login')
 */
export function useT(): BoundTranslate {
  const client = useClient();
  const language = useLanguage();
  // getFixedT pins the language explicitly instead of relying on the order in which the i18n
  // instance and React hear about the switch.
  const fixed = useMemo(() => client.i18n.getFixedT(language), [client, language]);
  return useCallback((key, params) => String(fixed(key, params as Record<string, unknown>)), [fixed]);
}

/** 'rtl' for Arabic, 'ltr' otherwise, following the client's language. */
export function useDirection(): 'ltr' | 'rtl' {
  return directionOf(useLanguage());
}

/** The event target for `emit()`: the custom element itself inside an element. */
export function useHost(): EventTarget {
  const host = useContext(HostContext);
  // Outside an element (a React host rendering a component directly) events go to the document.
  return host ?? globalThis.document;
}
