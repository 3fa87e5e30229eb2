#!/usr/bin/env bash
# Builds the static Storybook, serves it on a free local port and runs the Storybook test-runner against it in
# the system Chromium: every story renders, play functions pass, axe finds no violation, and each AllStates grid
# matches its committed screenshots (.storybook/__image_snapshots__).
#
# Usage: bash scripts/storybook-test.sh [--skip-build] [test-storybook options, e.g. -u to update the screenshots]
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1

build=1
runner_args=()
for arg in "$@"; do
  if [[ $arg == --skip-build ]]; then build=0; else runner_args+=("$arg"); fi
done

if ((build)); then
  started=$SECONDS
  npm run --silent build-storybook
  echo "storybook-test: built storybook-static in $((SECONDS - started)) s"
fi

port_file=$(mktemp)
node .storybook/serve-static.mjs storybook-static >"$port_file" &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -f "$port_file"' EXIT

port=''
for _ in $(seq 100); do
  port=$(cat "$port_file")
  if [[ -n $port ]] && curl -sf -o /dev/null "http://127.0.0.1:$port/index.json"; then break; fi
  port=''
  sleep 0.1
done
if [[ -z $port ]]; then
  echo 'storybook-test: the static server did not answer within 10 s' >&2
  exit 1
fi

# --index-json: test exactly the stories that were built, from a temporary jest root (no scan of the repo).
started=$SECONDS
status=0
npx test-storybook --url "http://127.0.0.1:$port" --ci --index-json "${runner_args[@]}" || status=$?
echo "storybook-test: test-runner finished in $((SECONDS - started)) s with exit code $status"
exit "$status"
