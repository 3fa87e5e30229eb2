#!/usr/bin/env bash
# The one test command: installs what it needs, then runs every check of the repo.
# Honours CHROMIUM_PATH (a Chromium binary) and DATABASE_URL (a PostgreSQL database to test the server on);
# without DATABASE_URL it starts a throwaway PostgreSQL on loopback for the run.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
export STORYBOOK_DISABLE_TELEMETRY=1 NEXT_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

need=()
if [ -n "${CHROMIUM_PATH:-}" ]; then [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not executable" >&2; exit 1; }
else need+=(/usr/bin/chromium chromium); export CHROMIUM_PATH=/usr/bin/chromium; fi
[ -n "${DATABASE_URL:-}" ] || need+=(/usr/lib/postgresql/15/bin/initdb postgresql)
set -e
[ ${#need[@]} -eq 0 ] || ensure_system_packages "${need[@]}"
ensure_node_modules
set +e

# Each step's output is also kept, so that a failed step's last lines can be printed again at the very end, where a
# CI excerpt (the tail of the log) shows them. Each step notes its exit code, its seconds and how many of the cores
# the whole machine kept busy meanwhile (from /proc/stat; the CPU time of a step's own processes would miss the
# browsers, which their runners do not wait for): a step near 1 of 2 leaves a core to a step beside it.
logs=$(mktemp -d); trap 'rm -rf "$logs"' EXIT
passed=0; failed=0; failures=(); failure_logs=(); table=(); steps=0; beside=()

# The machine's busy time so far, in 1/100 s (every core's user, nice, system, irq, softirq and steal time).
busy_ticks() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9 }' /proc/stat 2>/dev/null || echo 0; }

# Runs a step's command in a subshell of its own: output to $dir/log (and to the terminal when $live is 1), then
# "exit-code seconds cores-busy" to $dir/result.
run_in() {
  local dir=$1 live=$2; shift 2
  (
    started=$SECONDS ticks=$(busy_ticks) rc=0
    if ((live)); then "$@" 2>&1 | tee "$dir/log"; rc=${PIPESTATUS[0]}; else "$@" > "$dir/log" 2>&1 || rc=$?; fi
    seconds=$((SECONDS - started))
    cores=$(awk -v busy=$(($(busy_ticks) - ticks)) -v s=$seconds 'BEGIN { printf "%.1f", s ? busy / 100 / s : 0 }')
    echo "$rc $seconds $cores" > "$dir/result"
  )
}

# Counts a finished step and adds its row to the table.
record() {
  local name=$1 dir=$2 how=$3 rc seconds cores result
  read -r rc seconds cores < "$dir/result"
  if [ "$rc" -eq 0 ]; then passed=$((passed + 1)); result=ok
  else failed=$((failed + 1)); failures+=("$name"); failure_logs+=("$dir/log"); result=FAILED; fi
  echo "--- $result: $name ($seconds s, $cores cores busy)"
  table+=("$(printf '%6d s  %5s  %-6s  %-7s %s' "$seconds" "$cores" "$result" "$how" "$name")")
}

step() {
  local name=$1; shift
  local dir="$logs/$((steps += 1))"; mkdir "$dir"
  echo; echo "=== $name"
  run_in "$dir" 1 "$@"
  record "$name" "$dir" ""
}

# A step run beside others, at most two at a time, for steps that leave a core idle by themselves (the short checks:
# most of them one process on one core). Its output is printed whole when the group ends (step_beside_end), in the
# group's order.
step_beside() {
  local name=$1; shift
  local dir="$logs/$((steps += 1))"; mkdir "$dir"
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
  echo "=== started beside the others: $name"
  run_in "$dir" 0 "$@" &
  beside+=("$name" "$dir")
}

step_beside_end() {
  wait
  local i
  for ((i = 0; i < ${#beside[@]}; i += 2)); do
    echo; echo "=== ${beside[i]}"
    cat "${beside[i + 1]}/log"
    record "${beside[i]}" "${beside[i + 1]}" beside
  done
  beside=()
}

server_tests_on_postgres() {
  if [ -n "${DATABASE_URL:-}" ]; then npm test -w @casino/api; return; fi
  local url rc
  url=$(bash scripts/pg.sh start) || return 1
  DATABASE_URL=$url npm test -w @casino/api; rc=$?
  bash scripts/pg.sh stop
  return $rc
}

# Runs a command at a lower CPU priority (nice 10): it takes what the steps beside it leave.
at_low_priority() {
  renice -n 10 -p "$BASHPID" > /dev/null
  "$@"
}

# The built app and the server on a throwaway PGlite folder (e2e/playwright.config.ts starts the server).
end_to_end_tests() {
  local dir rc
  dir=$(mktemp -d)
  E2E_DATA_DIR=$dir/pglite npm test -w @casino/e2e; rc=$?
  rm -rf "$dir"
  return $rc
}

step_beside "typecheck" npx turbo run typecheck --output-logs=errors-only
step_beside "lint" npm run lint --silent
step_beside "format" npm run format:check --silent
step_beside "unit tests: flows (coverage >= 95 %)" npm test -w @casino/flows
step_beside "dead code and unused dependencies (knip)" npm run knip --silent
step_beside "lockfile installs with npm ci" npm ci --dry-run --ignore-scripts --no-audit --no-fund --silent
step_beside "lint boundaries reject violations" node scripts/check-boundaries.mjs
step_beside "server domains: one-way folders, SQL only in repositories, no write to another domain's table" node scripts/check-api-layers.mjs
step_beside "spec constants are read by code" node scripts/check-constants.mjs
step_beside "copies under the threshold (jscpd)" npm run duplication --silent
step_beside "generated API types are current" npm run generate:check -w @casino/api-client --silent
step_beside "contract lint" npm run contract:lint --silent
step_beside "contract house rules and example round-trip" npm run contract:check --silent
step_beside "unit tests: api-client" npm test -w @casino/api-client
step_beside "unit tests: ui" npm test -w @casino/ui
step_beside_end
step "unit tests: app" npm test -w @casino/app
step "app build" npm run build -w @casino/app --silent
step "app bundle budget" node scripts/bundle-budget.mjs
# The journeys keep about one core busy (one browser at a time: Chromium, the server, the runner, and mostly waits a
# person makes); the server's two suites and then Storybook fill what they leave, one after the other, at a lower
# priority, so that a journey meets a machine no busier than by itself.
step_beside "end-to-end tests in Chromium" end_to_end_tests
step_beside "server tests on PGlite" at_low_priority env -u DATABASE_URL npm test -w @casino/api
step_beside "server tests on PostgreSQL" at_low_priority server_tests_on_postgres
step_beside "Storybook tests in Chromium" at_low_priority bash scripts/storybook-test.sh
step_beside_end

echo
for i in "${!failures[@]}"; do
  echo "=== the last lines of the failed step: ${failures[$i]}"
  sed 's/\x1b\[[0-9;]*m//g' "${failure_logs[$i]}" > "$logs/plain"
  grep -v '^\s*$' "$logs/plain" | tail -n 10
  echo "... each failure and the lines after it (jest's ●, Playwright's ✘, vitest's × and FAIL, errors):"
  grep -v '^\s*$' "$logs/plain" | grep -E -A5 '●|✘|×|FAIL|Error|Message:|Exceeded timeout' | grep -v '^--$' |
    awk '!seen[$0]++' | head -n 40
  [[ ${failures[$i]} != end-to-end* ]] ||
    echo "A journey's trace, step by step: npm run build -w @casino/app, then in e2e/: npx playwright test --trace retain-on-failure <file>"
done
echo "=== each step's time: seconds, cores the machine kept busy meanwhile (of $(nproc)), result, beside others or not"
printf '%s\n' "${table[@]}"
echo "Test command finished in $SECONDS s."
[ $failed -eq 0 ] || printf 'Failed: %s\n' "${failures[@]}"
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
