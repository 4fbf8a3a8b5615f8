/**
 * Gateway round-trip benchmark (a plain script, not a test; it never fails on slowness).
 *
 *   npx tsx tests/bench/gateway-roundtrip.bench.ts        (BENCH_N=5000 for more round trips)
 *
 * Measures N sequential round trips of command 100124 (balance: session check, balance row read)
 * through the full gateway with fastify.inject, on in-memory PGlite, against a bare
 * Fastify route answering a constant JSON in the same process, and prints the throughput,
 * p50/p95 latency of each and their ratio: what the gateway and the database cost on top of
 * Fastify itself.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../host-demo/server/app';
import { migrate } from '../../host-demo/server/db/migrate';
import { openPglite } from '../../host-demo/server/db/pglite';
import { seedCatalogue } from '../../host-demo/server/db/seed-catalogue';
import { DEMO_SESSION_TOKEN, seedDemo } from '../../host-demo/server/seed/seed-demo';
import { encodeMessage } from '../../sdk/commands/envelope';

const N = Number(process.env.BENCH_N ?? 2000);
const WARM_UP = 200;

interface Figures {
  opsPerSecond: number;
  p50: number;
  p95: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `roundTrip` WARM_UP times unmeasured, then N times measured, one after another. */
async function measure(roundTrip: () => Promise<void>): Promise<Figures> {
  for (let i = 0; i < WARM_UP; i++) await roundTrip();
  const latencies: number[] = new Array(N);
  const started = performance.now();
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    await roundTrip();
    latencies[i] = performance.now() - t0;
  }
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { opsPerSecond: (N / elapsed) * 1000, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

const db = await openPglite();
await migrate(db);
await seedCatalogue(db);
await seedDemo(db, { now: Date.now() });
const gateway: FastifyInstance = buildApp({ db });
const bare = Fastify();
const CONSTANT = { code: 0, message: 'success', command: '100124', data: { betBalance: 50_000 }, timestamp: 0 };
bare.post('/constant', async () => CONSTANT);
await Promise.all([gateway.ready(), bare.ready()]);

const message = encodeMessage({ clientInfo: { platform: 3, product: 61 }, data: {} });
let failures = 0;
const gatewayFigures = await measure(async () => {
  const res = await gateway.inject({
    method: 'POST',
    url: '/hapi',
    headers: { 'API-Execute-Command': '100124', 'Api-Access-Token': DEMO_SESSION_TOKEN },
    payload: { message },
  });
  if (res.json().code !== 0) failures += 1;
});
const bareFigures = await measure(async () => {
  await bare.inject({ method: 'POST', url: '/constant', payload: { message } });
});

const row = (name: string, f: Figures) =>
  `${name.padEnd(34)} ${f.opsPerSecond.toFixed(0).padStart(8)} ops/s   p50 ${f.p50.toFixed(3).padStart(7)} ms   p95 ${f.p95.toFixed(3).padStart(7)} ms`;
console.log(`gateway round trip, ${N} sequential calls each (after ${WARM_UP} warm-up), Node ${process.version}`);
console.log(row('100124 via /hapi (PGlite, memory)', gatewayFigures));
console.log(row('bare Fastify constant JSON', bareFigures));
console.log(`ratio: the gateway does ${(gatewayFigures.opsPerSecond / bareFigures.opsPerSecond).toFixed(3)}x the bare route's throughput (${(bareFigures.opsPerSecond / gatewayFigures.opsPerSecond).toFixed(1)}x slower)`);

await gateway.close();
await bare.close();
await db.close();
if (failures > 0) {
  // A wrong answer is a broken gateway, not a slow one: that must not pass as a benchmark.
  console.error(`${failures} of ${N + WARM_UP} gateway calls did not answer code 0`);
  process.exitCode = 1;
}
