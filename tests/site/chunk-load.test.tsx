import { act, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../sdk';
import { PageBoundary, retryableLazy } from '../../host-demo/site/layout/chunk-error';
import { LOADING_OVERLAY_MS, LoadingOverlay } from '../../host-demo/site/layout/loading-overlay';
import ElementPage from '../../host-demo/site/pages/element-page';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';
import { pageRenderer } from './support/render-page';

// The element loader under test: each test says how its imports answer.
const loadElements = vi.hoisted(() => vi.fn<(names: readonly string[]) => Promise<unknown[]>>());
vi.mock('../../host-demo/site/layout/load-elements', () => ({ loadElements }));

const render = pageRenderer();

/** What webpack throws when a chunk does not arrive (SPEC §8). */
const chunkLoadError = () => Object.assign(new Error('Loading chunk 7 failed.\n(error: /assets/faq.7.js)'), { name: 'ChunkLoadError' });

/** Lets pending promises (the import's answer) settle inside act. */
const settle = () => act(async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
});

const click = (button: Element | null | undefined) => act(async () => void button!.dispatchEvent(new MouseEvent('click', { bubbles: true })));

beforeEach(() => loadElements.mockReset());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the loading overlay (SPEC §9: hides itself after 10 s)', () => {
  it.each([
    ['en-US', 'Loading…'],
    ['ar-AE', 'جارٍ التحميل…'],
  ] as const)('says it is loading in %s, and is gone after 10 s whatever is still loading', async (language, label) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const container = await render(language, (client) => <LoadingOverlay client={client} />);
    const overlay = () => container.querySelector('[role="status"][data-state="loading"]');
    expect(overlay()?.textContent).toBe(label);
    await act(async () => void vi.advanceTimersByTime(LOADING_OVERLAY_MS - 1));
    expect(overlay()).not.toBeNull();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(overlay()).toBeNull();
    expect(LOADING_OVERLAY_MS).toBe(10_000);
  });
});

/** The element page of `path` for a logged-in player in `language`. */
async function elementPage(path: string, language: Language) {
  const r = resolveLocation(path, { isLoggedIn: true });
  if (r.kind !== 'route' || !r.route.element) throw new Error(`${path} is not an element page`);
  const { route, params, query } = r;
  return render(language, (client) => <ElementPage client={client} route={route} params={params} query={query} element={route.element!} />);
}

describe("an element's code that fails to load (SPEC §8 ChunkLoadError)", () => {
  it('shows the loading overlay, then a message with Retry instead of a blank page; Retry imports it again', async () => {
    let loaded!: (value: unknown[]) => void;
    loadElements.mockRejectedValueOnce(chunkLoadError()).mockReturnValueOnce(new Promise((resolve) => (loaded = resolve)));
    const container = await elementPage('/faq', 'en-US');
    await settle();
    const alert = container.querySelector('[role="alert"][data-state="chunk-error"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('This page did not load');
    expect(alert?.textContent).toContain('Check your connection and try again.');
    expect(container.querySelector('nl-faq')).toBeNull();

    await click(alert?.querySelector('button'));
    expect(loadElements.mock.calls).toEqual([[['faq']], [['faq']]]);
    expect(container.querySelector('[data-state="loading"]')).not.toBeNull();
    await act(async () => loaded([]));
    await settle();
    expect(container.querySelector('[data-state="chunk-error"]')).toBeNull();
    expect(container.querySelector('[data-state="loading"]')).toBeNull();
    expect(container.querySelector('nl-faq')).not.toBeNull();
  });

  it('keeps the element it showed while loading: the same node once loaded, never mounted twice', async () => {
    // An element that opens something on mount (<nl-kyc-frame>: one of the player's three daily
    // eKYC attempts) must not be mounted again when the overlay goes.
    let loaded!: (value: unknown[]) => void;
    loadElements.mockReturnValueOnce(new Promise((resolve) => (loaded = resolve)));
    const container = await elementPage('/account/kycIframe', 'en-US');
    const whileLoading = container.querySelector('nl-kyc-frame');
    expect(whileLoading).not.toBeNull();
    expect(container.querySelector('[data-state="loading"]')).not.toBeNull();
    await act(async () => loaded([]));
    await settle();
    expect(container.querySelector('[data-state="loading"]')).toBeNull();
    expect(container.querySelectorAll('nl-kyc-frame')).toHaveLength(1);
    expect(container.querySelector('nl-kyc-frame')).toBe(whileLoading);
  });

  it('says so in Arabic to an Arabic player, with its Retry button', async () => {
    loadElements.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/faq-element.js'));
    const container = await elementPage('/faq', 'ar-AE');
    await settle();
    const alert = container.querySelector('[data-state="chunk-error"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('لم يتم تحميل هذه الصفحة');
    expect(alert?.querySelector('button')?.textContent).toBe('إعادة المحاولة');
  });
});

describe("a page's code that fails to load", () => {
  it('shows the message with Retry in place of the page, and Retry imports the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const load = vi.fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(chunkLoadError())
      .mockResolvedValueOnce({ default: () => <p data-page="faq">FAQ</p> });
    const page = retryableLazy(load);
    const container = await render('en-US', (client) => (
      <PageBoundary client={client} onRetry={() => page.retry()} resetKey="/faq">
        {() => (
          <Suspense fallback={<LoadingOverlay client={client} />}>
            <page.Component />
          </Suspense>
        )}
      </PageBoundary>
    ));
    await settle();
    const alert = container.querySelector('[data-state="chunk-error"]');
    expect(alert?.textContent).toContain('This page did not load');

    await click(alert?.querySelector('button'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.querySelector('[data-state="chunk-error"]')).toBeNull();
    expect(container.querySelector('[data-page="faq"]')?.textContent).toBe('FAQ');
  });

  it('keeps a page that loaded as it is when another one is retried', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => null }));
    const page = retryableLazy(load);
    const first = page.Component;
    page.retry();
    expect(page.Component).toBe(first);
  });
});
