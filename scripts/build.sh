#!/usr/bin/env bash
# Back end: SWC, file by file, into dist/ (seconds). Front end: Vite into dist/apps/web.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
node scripts/build-server.mjs
vite build --config apps/web/vite.config.ts --logLevel warn
