#!/usr/bin/env bash
# Installs what is missing, builds the app and starts the casino on one origin
# (the app rendered on the server and every service of the contract), on embedded PGlite with demo content.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

ensure_node_modules
echo "Building the app..."
npm run build -w @casino/app --silent
export STATIC_DIR="$PWD/apps/casino/build/client" APP_SERVER="$PWD/apps/casino/build/server/index.js"
# Production mode (React's production build, no /dev/outbox) unless NODE_ENV says otherwise. Set only here: with it
# set before the install, npm would leave out the dev dependencies that the build needs.
NODE_ENV="${NODE_ENV:-production}" exec npm start -w @casino/api --silent
