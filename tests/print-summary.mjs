// Prints the closing `N passed, N failed` line from vitest's JSON report. Each failed type check,
// lint or build (second argument: how many failed) counts as a failure, and a run that found no
// tests fails, so an empty or broken run is visible to CI. Skipped or todo tests are not passes.
// Third argument: vitest's exit status. Vitest fails a run on errors outside any test (an
// unhandled rejection after a test ended) that its JSON report does not list; such a run counts
// one failure, so the closing line never says `0 failed` for a run that failed.
// Fourth argument (optional): tests/run-all.sh's `<part> <seconds>` lines; with it, a table of how
// long each part took comes first: the steps, then each test layer's span (its first file's start
// to its last file's end; layers overlap, as vitest runs them side by side) and the total.
import { existsSync, readFileSync } from 'node:fs';

const [reportPath, failedStepsArg = '0', , timingsPath] = process.argv.slice(2);
const failedSteps = Number(failedStepsArg) || 0;
const vitestStatus = Number(process.argv[4] ?? 0) || 0;
// The report may be several, comma-separated (run-all.sh runs the browser tests in a run of
// their own beside the rest): each one missing counts as one failure.
const reportPaths = (reportPath ?? '').split(',').filter(Boolean);
let passed = 0;
let failed = failedSteps;
let skipped = 0;
for (const path of reportPaths.length ? reportPaths : ['']) {
  if (!path || !existsSync(path)) {
    failed += 1; // no report: the runner itself did not finish
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests ?? 0;
  // A failing test counts once. A test file that failed without any test result (it did not
  // load, or a hook threw) counts as one failure of its own; vitest's numFailedTestSuites would
  // count the file and each enclosing describe again.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  failed += (report.numFailedTests ?? 0) + brokenFiles;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (skipped) console.log(`${skipped} tests skipped or todo`);
if (vitestStatus !== 0 && failed === failedSteps) {
  console.log('vitest failed the run outside any test (unhandled errors: see the log above): counted as one failure');
  failed += 1;
}
if (passed === 0 && failed === 0) failed = 1;
if (timingsPath && existsSync(timingsPath)) printTimings(timingsPath, reportPaths);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

/** The timing table: steps from run-all.sh, the layers' spans from the report, the total. */
function printTimings(path, reports) {
  const steps = readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.match(/^(.+) (\d+)$/))
    .filter(Boolean)
    .map(([, part, seconds]) => [part, Number(seconds)]);
  const layers = new Map();
  const files = reports.filter((report) => existsSync(report)).flatMap((report) => JSON.parse(readFileSync(report, 'utf8')).testResults ?? []);
  for (const file of files) {
    const layer = (file.name ?? '').match(/tests\/([^/]+)\//)?.[1];
    if (!layer || !file.startTime || !file.endTime) continue;
    const span = layers.get(layer) ?? { start: file.startTime, end: file.endTime, tests: 0 };
    span.start = Math.min(span.start, file.startTime);
    span.end = Math.max(span.end, file.endTime);
    span.tests += (file.assertionResults ?? []).length;
    layers.set(layer, span);
  }
  // run-all.sh's own `total` line is the wall time (its two test runs overlap); else the sum.
  const total = steps.find(([part]) => part === 'total')?.[1] ?? steps.reduce((sum, [, seconds]) => sum + seconds, 0);
  const rows = steps.filter(([part]) => part !== 'total').map(([part, seconds]) => [part, seconds, '']);
  for (const [layer, span] of [...layers].sort((a, b) => a[1].start - b[1].start)) {
    rows.push([`  ${layer}`, Math.round((span.end - span.start) / 1000), `${span.tests} tests`]);
  }
  rows.push(['total', total, '']);
  const width = Math.max(...rows.map(([part]) => part.length));
  console.log(`${'part'.padEnd(width)}  time`);
  for (const [part, seconds, note] of rows) {
    const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    console.log(`${part.padEnd(width)}  ${time.padStart(5)}${note ? `  ${note}` : ''}`);
  }
}
