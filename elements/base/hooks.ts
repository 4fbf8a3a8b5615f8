import { useContext, useSyncExternalStore } from 'react';
import type { Language, NlClient } from '../../sdk';
import { directionOf } from '../../sdk';
import { translationsFor, type LoadedTexts } from '../../sdk/i18n';
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
 * The client's texts in its current language (loaded on demand, one language at a time); a
 * component re-renders when a language's texts arrive.
 * @example const { language, exists } = useTexts();
 */
export function useTexts(): LoadedTexts {
  return useStore(translationsFor(useClient()));
}

/**
 * A translate function of the client's current language; a language switch re-renders every
 * component that uses it once the new texts are loaded.
 * @example const t = useT(); t('header.login')
 */
export function useT(): BoundTranslate {
  return useTexts().t;
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
