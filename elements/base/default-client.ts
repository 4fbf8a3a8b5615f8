import type { NlClient } from '../../sdk';
import { Store } from '../../sdk';

// One per copy of the package: the page's configured client, read by every element that has no
// `client` property of its own.
const defaultClient = new Store<NlClient | null>(null);

/**
 * Sets the client every `<nl-*>` element on the page uses unless it has its own `client`
 * property. Elements already on the page re-render with it.
 *
 * @param client the SDK client, or null to unset
 * @example
 * const client = createClient();
 * setDefaultClient(client);
 */
export function setDefaultClient(client: NlClient | null): void {
  defaultClient.set(client);
}

/** The page's default client, or null when none was set. */
export function getDefaultClient(): NlClient | null {
  return defaultClient.getSnapshot();
}

/** The store behind {@link setDefaultClient}, for elements to subscribe to. */
export const defaultClientStore: Pick<Store<NlClient | null>, 'subscribe' | 'getSnapshot'> = defaultClient;
