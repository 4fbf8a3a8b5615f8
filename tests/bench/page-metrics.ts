/**
 * Page metrics in Debian's Chromium (a plain script, not a test; it never fails on slowness).
 *
 *   npx tsx tests/bench/page-metrics.ts        (BENCH_RUNS=5 for more runs per page; median shown)
 *
 * Starts the built product as `npm start` does, then opens each page at 390 px with the CPU slowed
 * 4x (CDP), as a returning visitor (age gate confirmed, cookies settled), twice in one browser
 * context: the first visit with an empty cache, then a repeat visit. Prints per visit the largest
 * contentful paint, the layout shift, when the header's content was ready after DOMContentLoaded,
 * and what went over the network (bytes as transferred, requests), each with its goal (issue 11).
 */
import { routePath } from '../../sdk/routes';
import { launchBrowser } from '../e2e/support/browser';
import { PHONE, returningVisitorContext, visit, type VisitMetrics } from '../e2e/support/page-metrics';
import { startProduct } from '../e2e/support/start-product';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const PAGES = [
  { name: 'home', path: routePath('home') },
  { name: 'draws', path: routePath('draws') },
  { name: 'pick3 results', path: routePath('result', { name: 'pick3' }) },
  { name: 'login', path: routePath('login') },
];
const GOALS = { lcpMs: 1500, cls: 0.02, headerAfterDclMs: 300 };

interface Figures {
  lcpMs: number | null;
  cls: number;
  headerAfterDclMs: number | null;
  transferred: number;
  decoded: number;
  /** Responses over 1 KiB with a body, and how many of them came compressed. */
  textual: number;
  compressed: number;
  documents: number;
  assets: number;
  api: number;
}

function figuresOf(m: VisitMetrics): Figures {
  const count = (kind: string) => m.responses.filter((r) => r.kind === kind).length;
  const bodies = m.responses.filter((r) => r.status === 200 && r.decoded > 1024);
  return {
    lcpMs: m.lcpMs,
    cls: m.cls,
    headerAfterDclMs: m.headerAfterDclMs,
    transferred: m.responses.reduce((sum, r) => sum + r.transferred, 0),
    decoded: m.responses.reduce((sum, r) => sum + r.decoded, 0),
    textual: bodies.length,
    compressed: bodies.filter((r) => /^(br|gzip|zstd)$/.test(r.headers['content-encoding'] ?? '')).length,
    documents: count('document'),
    assets: count('asset'),
    api: count('api'),
  };
}

/** The median of each figure over the runs (null when a run had none, e.g. a page without header). */
function median(runs: Figures[]): Figures {
  const mid = <T extends number | null>(values: T[]): T => {
    if (values.some((v) => v === null)) return null as T;
    const sorted = [...(values as number[])].sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] as T;
  };
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((k) => [k, mid(runs.map((r) => r[k]))])) as unknown as Figures;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n: number | null) => (n === null ? 'n/a' : `${Math.round(n)} ms`);
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function print(visit: 'first' | 'repeat', f: Figures): void {
  const lines = [
    `LCP ${ms(f.lcpMs).padStart(8)}   goal ≤ ${GOALS.lcpMs} ms   ${mark(f.lcpMs !== null && f.lcpMs <= GOALS.lcpMs)}`,
    `CLS ${f.cls.toFixed(3).padStart(8)}   goal ≤ ${GOALS.cls}      ${mark(f.cls <= GOALS.cls)}`,
    `header ${ms(f.headerAfterDclMs).padStart(8)} after DOMContentLoaded   goal ≤ ${GOALS.headerAfterDclMs} ms   ${
      f.headerAfterDclMs === null ? 'no header' : mark(f.headerAfterDclMs <= GOALS.headerAfterDclMs)
    }`,
    `transferred ${kib(f.transferred)}, ${f.compressed} of ${f.textual} bodies over 1 KiB compressed   goal: all   ${mark(f.compressed === f.textual)}`,
    visit === 'first'
      ? `requests ${f.documents} document, ${f.assets} assets, ${f.api} gateway`
      : `requests ${f.documents} document, ${f.assets} assets, ${f.api} gateway   goal: no asset request   ${mark(f.assets === 0)}`,
  ];
  const label = `${visit} visit`;
  console.log(`    ${label.padEnd(13)} ${lines[0]}`);
  for (const line of lines.slice(1)) console.log(`    ${''.padEnd(13)} ${line}`);
}

const product = await startProduct();
const browser = await launchBrowser();
try {
  console.log(`page metrics: Chromium at ${PHONE.width}x${PHONE.height}, CPU ${CPU_SLOWDOWN}x slower, returning visitor, median of ${RUNS} runs`);
  for (const { name, path } of PAGES) {
    const first: Figures[] = [];
    const repeat: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await returningVisitorContext(browser);
      try {
        const url = new URL(path.replace(/^\//, ''), product.url).href;
        first.push(figuresOf(await visit(context, url, { cpuSlowdown: CPU_SLOWDOWN })));
        repeat.push(figuresOf(await visit(context, url, { cpuSlowdown: CPU_SLOWDOWN })));
      } finally {
        await context.close();
      }
    }
    console.log(`  ${name} (${path})`);
    print('first', median(first));
    print('repeat', median(repeat));
  }
} finally {
  await browser.close();
  await product.stop();
}
