#!/usr/bin/env bash
# The README's start command: installs, starts PostgreSQL/Redis/NATS if needed, migrates, seeds and runs the
# whole system (stand-ins, services, gateway with the web app), then prints the URL.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x node_modules/.bin/node ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
export PATH="$PWD/node_modules/.bin:$PATH" NX_NO_CLOUD=true NX_DAEMON=false

bash scripts/ensure-infra.sh

if [ ! -f .env ]; then
  secret=$(node -e "process.stdout.write(require('crypto').randomBytes(32).toString('base64url'))")
  password=$(node -e "process.stdout.write(require('crypto').randomBytes(9).toString('base64url'))")
  # Meta lead ads in development: the webhook is signed with this app secret, and the Graph API stand-in accepts
  # the page token the leads service sends (the values only need to agree with each other here).
  meta_secret=$(node -e "process.stdout.write(require('crypto').randomBytes(32).toString('hex'))")
  meta_verify=$(node -e "process.stdout.write(require('crypto').randomBytes(16).toString('base64url'))")
  meta_page=$(node -e "process.stdout.write(require('crypto').randomBytes(24).toString('base64url'))")
  sed -e "s|^JWT_SECRET=.*|JWT_SECRET=$secret|" -e "s|^DEV_STAFF_PASSWORD=.*|DEV_STAFF_PASSWORD=$password|" \
    -e "s|^META_APP_SECRET=.*|META_APP_SECRET=$meta_secret|" \
    -e "s|^META_WEBHOOK_VERIFY_TOKEN=.*|META_WEBHOOK_VERIFY_TOKEN=$meta_verify|" \
    -e "s|^META_PAGE_ACCESS_TOKEN=.*|META_PAGE_ACCESS_TOKEN=$meta_page|" .env.example > .env
  echo "eventdesk: wrote .env (staff password for admin, manager, lead, caller: $password)"
fi
# The QR ticket key, made the same way as JWT_SECRET; also added to a .env written before tickets existed.
if ! grep -q '^TICKET_SIGNING_SECRET=.' .env; then
  ticket_secret=$(node -e "process.stdout.write(require('crypto').randomBytes(32).toString('base64url'))")
  if grep -q '^TICKET_SIGNING_SECRET=' .env; then
    sed -i "s|^TICKET_SIGNING_SECRET=.*|TICKET_SIGNING_SECRET=$ticket_secret|" .env
  else
    printf '\n# HMAC key of the QR ticket tokens (generated)\nTICKET_SIGNING_SECRET=%s\n' "$ticket_secret" >> .env
  fi
fi
set -a
# shellcheck disable=SC1091
source .env
set +a

node scripts/create-database.mjs
bash scripts/build.sh
node scripts/migrate.mjs
node scripts/check-redis.mjs
if [ "${NODE_ENV:-development}" != production ]; then
  node dist/apps/gateway/src/cli/staff.js seed-dev
fi
exec node scripts/run-all.mjs
