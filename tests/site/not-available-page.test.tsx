import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../sdk';
import NotAvailablePage from '../../host-demo/site/pages/not-available-page';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';
import { pageRenderer } from './support/render-page';

const render = pageRenderer();

/** Renders the page a player reaches at `path`, in `language`; returns its section once translated. */
async function visit(path: string, language: Language): Promise<HTMLElement> {
  const resolution = resolveLocation(path, { isLoggedIn: true });
  if (resolution.kind !== 'route') throw new Error(`${path} is not a route`);
  const container = await render(language, (client) => (
    <NotAvailablePage client={client} route={resolution.route} params={resolution.params} query={resolution.query} />
  ));
  const section = container.querySelector<HTMLElement>('[data-state="not-available"]');
  if (!section) throw new Error('no not-available page');
  return section;
}

describe('not available yet page', () => {
  it('shows the route title, says the page is not available yet and links home', async () => {
    const page = await visit('/account/deposit', 'en-US');
    expect(page.querySelector('h1')?.textContent).toBe('Deposit');
    expect(page.textContent).toContain('This page is not available yet.');
    const home = page.querySelector('a');
    expect(home?.textContent).toBe('Back to home');
    expect(home?.getAttribute('href')).toBe('/');
  });

  it('names the game in the title of a game page', async () => {
    const page = await visit('/lottery/pick4', 'en-US');
    expect(page.querySelector('h1')?.textContent).toBe('Play Pick 4');
  });

  it('speaks Arabic to an Arabic player', async () => {
    const page = await visit('/faq', 'ar-AE');
    expect(page.querySelector('h1')?.textContent).toBe('الأسئلة الشائعة');
    expect(page.textContent).toContain('هذه الصفحة غير متاحة بعد');
    expect(page.querySelector('a')?.textContent).toBe('العودة إلى الصفحة الرئيسية');
  });

  it('asks the host to route the way home instead of reloading the page', async () => {
    const page = await visit('/news', 'en-US');
    const requested: string[] = [];
    document.addEventListener('nl-navigate-request', (event) => {
      requested.push((event as CustomEvent<{ path: string }>).detail.path);
      event.preventDefault();
    }, { once: true });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void page.querySelector('a')!.dispatchEvent(click));
    expect(requested).toEqual(['/']);
    expect(click.defaultPrevented).toBe(true);
  });
});
