#!/usr/bin/env bash
# Publishes the Storybook to Chromatic for visual review. Not part of `npm test`: the local baselines in
# .storybook/__image_snapshots__ are the gate; Chromatic is the shared review tool.
#
# Runs only when CHROMATIC_PROJECT_TOKEN is set (the CLI reads it from the environment). The CLI waits forever
# when its service is unreachable, so it is bounded by `timeout` (CHROMATIC_TIMEOUT seconds, default 600).
#
# Usage: CHROMATIC_PROJECT_TOKEN=... npm run chromatic [-- chromatic options]
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -z ${CHROMATIC_PROJECT_TOKEN:-} ]]; then
  echo 'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing is published.' >&2
  exit 0
fi

npm run --silent build-storybook
# Changes are reviewed in Chromatic, so they do not fail the command; a build or upload error does.
timeout "${CHROMATIC_TIMEOUT:-600}" npx chromatic --storybook-build-dir storybook-static --exit-zero-on-changes "$@"
