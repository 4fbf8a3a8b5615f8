import { useSyncExternalStore } from 'react';
import type { NlClient } from '../../../sdk';

/** Re-renders the page when the language changes and returns the client's translate function. */
export function useTranslation(client: NlClient) {
  useSyncExternalStore(client.stores.language.subscribe, client.stores.language.getSnapshot);
  return client.t;
}
