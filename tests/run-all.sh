#!/usr/bin/env bash
# Runs every test of the project, as README.md's test command does (`npm install && npm test`):
#  1. installs Debian's chromium when missing (the browser tests drive it; browser downloads fail here),
#  2. points the server suite at PostgreSQL too when one answers on 127.0.0.1:5432,
#  3. type-checks, lints (typescript-eslint and the import boundaries between the layers) and
#     builds (the browser tests start the built product, the package tests pack it),
#  4. runs every vitest project (sdk, elements, site, server, package, e2e) with JSON reports, the
#     browser project after the others,
#  5. prints how long each part took, then ends with one plain line `N passed, N failed` counted
#     from that report; a failed type check, lint or build counts as one failure each.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p tests/.reports
failed_steps=0
# One `<part> <seconds>` line per step, for the timing table printed before the closing line.
timings=tests/.reports/timings.txt
: >"$timings"
timed() { # timed <part> <command...>: runs the command, records its wall time, returns its status
  local part=$1 start=$SECONDS status
  shift
  "$@"
  status=$?
  echo "$part $((SECONDS - start))" >>"$timings"
  return $status
}

if [[ ! -x /usr/bin/chromium ]]; then
  echo "Installing Debian's chromium for the browser tests..."
  SUDO=""; [[ $(id -u) -ne 0 ]] && command -v sudo >/dev/null && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null \
    || echo "Could not install chromium; the browser tests will fail and say so."
fi

if [[ -z "${TEST_DATABASE_URL:-}" ]] && (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi

# The element lists and custom-elements.json are generated (npm run generate, also npm install's
# prepare); the steps below skip their own pre-scripts (--ignore-scripts), which would generate
# them again each time.
echo "== generate"
timed generate npm run --silent generate || { echo "generate failed"; failed_steps=$((failed_steps + 1)); }
# The build first (the browser and package tests use it); the type check and lint then run beside
# the tests, whose runs spend much of their time waiting (on databases, the product, Chromium).
echo "== build"
timed build npm run --silent --ignore-scripts build || { echo "build failed"; failed_steps=$((failed_steps + 1)); }
: >tests/.reports/checks.status
(
  timed "type check" npm run --silent --ignore-scripts typecheck >tests/.reports/typecheck.log 2>&1 || echo "type check" >>tests/.reports/checks.status
  timed lint npm run --silent --ignore-scripts lint >tests/.reports/lint.log 2>&1 || echo lint >>tests/.reports/checks.status
) &
checks_pid=$!

echo "== tests"
# Two vitest runs (NL_TEST_PART, vitest.config.ts), one after the other: the other layers first,
# beside the type check and lint, then the browser files one at a time, each driving the product
# and Chromium. Side by side on two cores they starved each other: the server suite's timing
# tests (HTTP time-outs, the fuzz run, spawned servers) and the browser journeys timed out under a
# load of 10 and more, though each passed alone. The browser run's log is printed after the
# others', so the two logs do not interleave.
rm -f tests/.reports/vitest.json tests/.reports/vitest-browser.json
NL_TEST_PART=other timed "vitest: the other layers" npx vitest run --reporter=default --reporter=json --outputFile.json=tests/.reports/vitest.json
vitest_status=$?
NL_TEST_PART=browser timed "vitest: browser (e2e)" npx vitest run --reporter=default --reporter=json \
  --outputFile.json=tests/.reports/vitest-browser.json >tests/.reports/browser.log 2>&1
browser_status=$?
echo "== browser tests (after the other layers)"
cat tests/.reports/browser.log
[[ $browser_status -ne 0 ]] && vitest_status=$browser_status
wait "$checks_pid"
echo "== type check (ran alongside)"
cat tests/.reports/typecheck.log
echo "== lint (ran alongside)"
cat tests/.reports/lint.log
while read -r step; do
  [[ -n $step ]] && { echo "$step failed"; failed_steps=$((failed_steps + 1)); }
done <tests/.reports/checks.status

echo "total $SECONDS" >>"$timings"
node tests/print-summary.mjs tests/.reports/vitest.json,tests/.reports/vitest-browser.json "$failed_steps" "$vitest_status" "$timings"
summary_status=$?
[[ $vitest_status -eq 0 && $failed_steps -eq 0 && $summary_status -eq 0 ]]
