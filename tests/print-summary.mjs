// Prints the closing `N passed, N failed` line from vitest's JSON report. Each failed type check,
// lint or build (second argument: how many failed) counts as a failure, and a run that found no
// tests fails, so an empty or broken run is visible to CI. Skipped or todo tests are not passes.
// Third argument: vitest's exit status. Vitest fails a run on errors outside any test (an
// unhandled rejection after a test ended) that its JSON report does not list; such a run counts
// one failure, so the closing line never says `0 failed` for a run that failed.
import { existsSync, readFileSync } from 'node:fs';

const [reportPath, failedStepsArg = '0'] = process.argv.slice(2);
const failedSteps = Number(failedStepsArg) || 0;
const vitestStatus = Number(process.argv[4] ?? 0) || 0;
let passed = 0;
let failed = failedSteps;
if (reportPath && existsSync(reportPath)) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  passed = report.numPassedTests ?? 0;
  // A failing test counts once. A test file that failed without any test result (it did not
  // load, or a hook threw) counts as one failure of its own; vitest's numFailedTestSuites would
  // count the file and each enclosing describe again.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  failed += (report.numFailedTests ?? 0) + brokenFiles;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if (skipped) console.log(`${skipped} tests skipped or todo`);
} else {
  failed += 1; // no report: the runner itself did not finish
}
if (vitestStatus !== 0 && failed === failedSteps && existsSync(reportPath ?? '')) {
  console.log('vitest failed the run outside any test (unhandled errors: see the log above): counted as one failure');
  failed += 1;
}
if (passed === 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
