#!/usr/bin/env bash
# The README's test command: every check and every test tier, against the machine's real PostgreSQL and Redis.
#   static  typecheck, lint, format, i18n catalogs (in the web unit tests)
#   unit + integration  jest projects (libs and services), vitest (web)
#   end to end  real processes from dist/ through the gateway, and browser journeys in Debian chromium
#   faults  kill -9 of each process, PostgreSQL/Redis/NATS restarts under load, reconciled (tools/faults)
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -x node_modules/.bin/node ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund || exit 1
fi
export PATH="$PWD/node_modules/.bin:$PATH" NX_NO_CLOUD=true NX_DAEMON=false
mkdir -p artifacts
rm -f artifacts/*.json

bash scripts/ensure-infra.sh || exit 1

status=0
step() {
  local name=$1
  shift
  echo "::: $name"
  if ! "$@"; then
    echo "::: $name FAILED"
    status=1
  fi
}

step typecheck npm run --silent typecheck
step lint npm run --silent lint
step format prettier --check . --log-level warn
step build bash scripts/build.sh
step unit-and-integration jest --maxWorkers=2 --json --outputFile=artifacts/jest-unit.json
step web-unit vitest run --config apps/web/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$PWD/artifacts/vitest-web.json"
step end-to-end jest --config apps/gateway-e2e/jest.config.js --runInBand --json --outputFile=artifacts/jest-e2e.json
# Every fault of tools/faults under load (about 6 minutes), on the dist/ built above.
step faults env FAULTS_BUILD=0 npm run --silent faults
# A pg_dump taken under load restored into a fresh database; the system starts on it (about 1 minute).
step restore-drill env FAULTS_BUILD=0 npm run --silent restore-drill

node scripts/summarize-tests.mjs artifacts/jest-unit.json artifacts/vitest-web.json artifacts/jest-e2e.json || status=1
exit $status
