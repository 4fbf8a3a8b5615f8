import { useSyncExternalStore } from 'react';
import type { Language, NlClient } from '../../../sdk';
import { translationsFor, type Translate } from '../../../sdk/i18n';

/** The translate function of the client's language; re-renders the page when its texts arrive. */
export function useTranslation(client: NlClient): Translate {
  const texts = translationsFor(client);
  return useSyncExternalStore(texts.subscribe, texts.getSnapshot).t;
}

/** The client's language; re-renders when the player switches it. */
export function useLanguage(client: NlClient): Language {
  return useSyncExternalStore(client.stores.language.subscribe, client.stores.language.getSnapshot);
}
