import { createRoot } from 'react-dom/client';
import { createClient } from '../../sdk';
import { ELEMENTS, setDefaultClient } from '../../elements';
import { translationsFor } from '../../sdk/i18n';
import { App } from './app';
import { HistoryRouter } from './routing/history-router';

/**
 * The reference site: one SDK client for the page, the history router over the route table, and
 * the React shell that composes the <nl-*> elements into pages.
 */
const client = createClient({ baseUrl: '/' });
setDefaultClient(client);
// The header tops almost every page: defined first (index.html preloads its code).
void ELEMENTS.header.load();
const router = new HistoryRouter(window, () => ({ isLoggedIn: client.session.isLoggedIn() }));
void client.init();

// The shell's texts (titles, toasts) load with the player's language; rendering after them means
// no bare key ever flashes. A failed load still renders: keys beat a blank page.
void translationsFor(client)
  .ready()
  .catch(() => undefined)
  .then(() => createRoot(document.getElementById('root')!).render(<App client={client} router={router} />));
