import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';
import { createClient, memoryStorage, type Language, type NlClient } from '../../../sdk';
import { translationsFor } from '../../../sdk/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders a piece of the site for a player of `language`, as the site does: its texts are loaded
 * before the first render. Call at the top of a test file; each test's render is unmounted after it.
 *
 * @example const render = pageRenderer(); const container = await render('ar-AE', (client) => <Page client={client} />);
 */
export function pageRenderer(): (language: Language, page: (client: NlClient) => ReactNode) => Promise<HTMLElement> {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });
  return async (language, page) => {
    const client = createClient({ env: { storage: memoryStorage(), languages: () => [language] } });
    await translationsFor(client).ready();
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(page(client)));
    return container;
  };
}
