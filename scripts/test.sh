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
# CI excerpt (the tail of the log) shows them.
logs=$(mktemp -d); trap 'rm -rf "$logs"' EXIT
passed=0; failed=0; failures=(); failure_logs=(); table=()
step() {
  local name=$1; shift
  local start=$SECONDS log="$logs/$((passed + failed)).log" result
  echo; echo "=== $name"
  if "$@" 2>&1 | tee "$log"; then passed=$((passed + 1)); result=ok
  else failed=$((failed + 1)); failures+=("$name"); failure_logs+=("$log"); result=FAILED; fi
  echo "--- $result: $name ($((SECONDS - start)) s)"
  table+=("$(printf '%6d s  %-6s  %s' $((SECONDS - start)) "$result" "$name")")
}

server_tests_on_postgres() {
  if [ -n "${DATABASE_URL:-}" ]; then npm test -w @casino/api; return; fi
  local url rc
  url=$(bash scripts/pg.sh start) || return 1
  DATABASE_URL=$url npm test -w @casino/api; rc=$?
  bash scripts/pg.sh stop
  return $rc
}

# The built app and the server on a throwaway PGlite folder (e2e/playwright.config.ts starts the server).
end_to_end_tests() {
  local dir rc
  dir=$(mktemp -d)
  E2E_DATA_DIR=$dir/pglite npm test -w @casino/e2e; rc=$?
  rm -rf "$dir"
  return $rc
}

step "lockfile installs with npm ci" npm ci --dry-run --ignore-scripts --no-audit --no-fund --silent
step "lint" npm run lint --silent
step "lint boundaries reject violations" node scripts/check-boundaries.mjs
step "server domains: one-way folders, no SQL in handlers, no write to another domain's table" node scripts/check-api-layers.mjs
step "spec constants are read by code" node scripts/check-constants.mjs
step "format" npm run format:check --silent
step "dead code and unused dependencies (knip)" npm run knip --silent
step "copies under the threshold (jscpd)" npm run duplication --silent
step "typecheck" npx turbo run typecheck --output-logs=errors-only
step "generated API types are current" npm run generate:check -w @casino/api-client --silent
step "contract lint" npm run contract:lint --silent
step "contract house rules and example round-trip" npm run contract:check --silent
step "unit tests: api-client" npm test -w @casino/api-client
step "unit tests: ui" npm test -w @casino/ui
step "unit tests: flows (coverage >= 95 %)" npm test -w @casino/flows
step "unit tests: app" npm test -w @casino/app
step "app build" npm run build -w @casino/app --silent
step "app bundle budget" node scripts/bundle-budget.mjs
step "server tests on PGlite" env -u DATABASE_URL npm test -w @casino/api
step "server tests on PostgreSQL" server_tests_on_postgres
step "end-to-end tests in Chromium" end_to_end_tests
step "Storybook tests in Chromium" bash scripts/storybook-test.sh

echo
for i in "${!failures[@]}"; do
  echo "=== the last lines of the failed step: ${failures[$i]}"
  sed 's/\x1b\[[0-9;]*m//g' "${failure_logs[$i]}" > "$logs/plain"
  grep -v '^\s*$' "$logs/plain" | tail -n 10
  echo "... each failure and the lines after it (jest's ●, Playwright's ✘, vitest's × and FAIL, errors):"
  grep -v '^\s*$' "$logs/plain" | grep -E -A5 '●|✘|×|FAIL|Error|Message:|Exceeded timeout' | grep -v '^--$' |
    awk '!seen[$0]++' | head -n 40
done
echo "=== each step's time"
printf '%s\n' "${table[@]}"
echo "Test command finished in $SECONDS s."
[ $failed -eq 0 ] || printf 'Failed: %s\n' "${failures[@]}"
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
