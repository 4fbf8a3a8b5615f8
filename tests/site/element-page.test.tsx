import { describe, expect, it, vi } from 'vitest';
import ElementPage from '../../host-demo/site/pages/element-page';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';
import { pageRenderer } from './support/render-page';

// Only the page's box is under test: loading the elements' code would still be importing after
// the test environment is gone (vitest reports that as an unhandled error).
vi.mock('../../host-demo/site/layout/load-elements', () => ({ loadElements: () => Promise.resolve([]) }));

const render = pageRenderer();

/** The element page a logged-in player reaches at `path`: the element's tag and what wraps it. */
async function visit(path: string): Promise<{ element: Element; box: HTMLElement | null }> {
  const resolution = resolveLocation(path, { isLoggedIn: true });
  if (resolution.kind !== 'route') throw new Error(`${path} is not a route`);
  const { route } = resolution;
  const page = route.element;
  if (!page) throw new Error(`${path} is not an element page`);
  const container = await render('en-US', (client) => (
    <ElementPage client={client} route={route} params={resolution.params} query={resolution.query} element={page} />
  ));
  const element = container.querySelector(page.tag);
  if (!element) throw new Error(`no <${page.tag}>`);
  const parent = element.parentElement;
  return { element, box: parent === container ? null : parent };
}

describe('element pages', () => {
  it('put a site page in the centred page box, so /lottery/play does not run edge to edge', async () => {
    const { box } = await visit('/lottery/play');
    expect(box?.style.maxInlineSize).toBe('1200px');
    expect(box?.style.marginInline).toBe('auto');
  });

  it('leave the app variants, which have no site header, the whole window', async () => {
    expect((await visit('/account/depositCopy')).box).toBeNull();
  });

  it('keep the page box\'s margins on the app home, so its game cards do not touch the webview\'s edges', async () => {
    const { box } = await visit('/app');
    expect(box?.style.marginInline).toBe('auto');
    expect(box?.style.paddingInline).toContain('clamp');
  });

  it('leave account pages to the account layout', async () => {
    expect((await visit('/account/transactions')).box).toBeNull();
  });
});
