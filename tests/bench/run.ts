/** `npm run bench`: every benchmark, printing figures. Benchmarks never fail a build. */
import { execFileSync } from 'node:child_process';

for (const script of ['tests/bench/bundle-sizes.ts', 'tests/bench/partner-bundle-sizes.ts', 'tests/bench/gateway-roundtrip.bench.ts', 'tests/bench/deposit-credit.bench.ts', 'tests/bench/socket-latency.bench.ts', 'tests/bench/wallet-balance.bench.ts', 'tests/bench/settlement.bench.ts', 'tests/bench/purchases.bench.ts', 'tests/bench/scratch-cards.bench.ts', 'tests/bench/page-metrics.ts']) {
  console.log(`\n== ${script}`);
  try {
    execFileSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  } catch {
    console.log(`(${script} did not finish; see above)`);
  }
}
