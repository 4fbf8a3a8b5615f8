import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/** One response as the network saw it (cache hits are not responses: they never left the browser). */
export interface NetworkResponse {
  url: string;
  status: number;
  kind: 'document' | 'asset' | 'api';
  /** Bytes on the wire, headers included (compressed when the server compressed). */
  transferred: number;
  /** Bytes of the body after decoding. */
  decoded: number;
  headers: Record<string, string>;
}

export interface VisitMetrics {
  /** Largest contentful paint, ms from navigation start. */
  lcpMs: number | null;
  /** Cumulative layout shift: the largest session window (shifts < 1 s apart, at most 5 s). */
  cls: number;
  /** When the header's content was first ready to paint, ms after DOMContentLoaded; null without a header. */
  headerAfterDclMs: number | null;
  responses: NetworkResponse[];
}

// In-page code is plain JavaScript text: the TypeScript runners (tsx) rewrite named functions
// with a helper that does not exist in the page.
const HEADER_READY_SCRIPT = `
  (function () {
    function tick() {
      var header = document.querySelector('nl-header');
      if (header && header.shadowRoot && header.shadowRoot.querySelector(':not(style)')) window.__headerReadyAt = performance.now();
      else if (performance.now() < 30000) requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  })();`;

/** LCP, CLS (largest session window: shifts < 1 s apart, at most 5 s long) and the header's time. */
const FIGURES_SCRIPT = `
  (async function () {
    function entries(type) {
      return new Promise(function (resolve) {
        var seen = [];
        var observer = new PerformanceObserver(function (list) { seen.push.apply(seen, list.getEntries()); });
        observer.observe({ type: type, buffered: true });
        setTimeout(function () { seen.push.apply(seen, observer.takeRecords()); observer.disconnect(); resolve(seen); }, 50);
      });
    }
    var lcps = await entries('largest-contentful-paint');
    var lcp = lcps[lcps.length - 1];
    var shifts = (await entries('layout-shift')).filter(function (s) { return !s.hadRecentInput; });
    var cls = 0, session = 0, first = 0, last = 0;
    for (var i = 0; i < shifts.length; i++) {
      var shift = shifts[i];
      if (session > 0 && (shift.startTime - last > 1000 || shift.startTime - first > 5000)) session = 0;
      if (session === 0) first = shift.startTime;
      session += shift.value;
      last = shift.startTime;
      cls = Math.max(cls, session);
    }
    var navigation = performance.getEntriesByType('navigation')[0];
    return {
      lcpMs: lcp ? lcp.renderTime || lcp.loadTime || lcp.startTime : null,
      cls: cls,
      headerAfterDclMs: window.__headerReadyAt === undefined ? null : window.__headerReadyAt - navigation.domContentLoadedEventEnd,
    };
  })()`;

export const PHONE = { width: 390, height: 844 } as const;

/** A returning visitor: the age gate confirmed and cookies settled, so no dialog covers the page. */
export async function returningVisitorContext(browser: Browser, viewport: { width: number; height: number } = PHONE): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', viewport });
  await context.addInitScript(() => {
    localStorage.setItem('age_gate', 'confirm');
    localStorage.setItem('cookie_notice', 'accepted');
  });
  // Records, from the first script of the page, the frame in which nl-header first has content.
  await context.addInitScript(HEADER_READY_SCRIPT);
  return context;
}

function kindOf(url: string, type: string | undefined, origin: string): NetworkResponse['kind'] {
  if (type === 'Document') return 'document';
  const u = new URL(url);
  return u.origin === origin && u.pathname.startsWith('/hapi') ? 'api' : 'asset';
}

/** Listens to the page's network over CDP: what went over the wire, with sizes. */
async function recordNetwork(cdp: CDPSession, origin: string): Promise<() => NetworkResponse[]> {
  const pending = new Map<string, Omit<NetworkResponse, 'transferred'>>();
  const fromCache = new Set<string>();
  // The status on the wire: a revalidated response is reported as the cached 200 it refreshed,
  // its 304 only here.
  const wireStatus = new Map<string, number>();
  const done: NetworkResponse[] = [];
  await cdp.send('Network.enable');
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => wireStatus.set(requestId, statusCode));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker || !/^https?:/.test(response.url)) return;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    pending.set(requestId, { url: response.url, status: response.status, kind: kindOf(response.url, type, origin), decoded: 0, headers });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const r = pending.get(requestId);
    if (r) r.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = pending.get(requestId);
    pending.delete(requestId);
    if (r && !fromCache.has(requestId)) done.push({ ...r, status: wireStatus.get(requestId) ?? r.status, transferred: encodedDataLength });
  });
  return () => [...done];
}

/** Waits until no request has started or finished for `quietMs` (after the load event). */
async function settle(page: Page, quietMs: number): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(quietMs);
}

/**
 * Opens `url` in a new page of `context` (so a second call is a repeat visit with the context's
 * HTTP cache) and measures it: LCP and CLS from PerformanceObserver, the header's first content,
 * and every response that went over the network.
 */
export async function visit(context: BrowserContext, url: string, options: { cpuSlowdown?: number } = {}): Promise<VisitMetrics> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    if (options.cpuSlowdown && options.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    const responses = await recordNetwork(cdp, new URL(url).origin);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await settle(page, 1500);
    const figures = (await page.evaluate(FIGURES_SCRIPT)) as Omit<VisitMetrics, 'responses'>;
    return { ...figures, responses: responses() };
  } finally {
    await page.close();
  }
}
