#!/usr/bin/env bash
# Back end: SWC, file by file, into dist/ (seconds). Front end: Vite into dist/apps/web.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
node scripts/build-server.mjs
# Always React's production build: `npm start` runs with the .env's NODE_ENV=development, which would otherwise make
# Vite bundle the development runtime (3x the script, slow on a phone).
NODE_ENV=production vite build --config apps/web/vite.config.ts --logLevel warn --manifest
node scripts/check-web-build.mjs dist/apps/web
