# syntax=docker/dockerfile:1
#
# One image recipe for every Node app of the monorepo; pick the app with the APP build argument:
#   docker build --build-arg APP=gateway --build-arg PUBLIC_BASE_URL=https://your.domain -t eventdesk/gateway .
# APP is one of: gateway, registration-service, payment-service, attendance-service, leads-service,
# notification-service. The build stage does not use APP, so building all six images compiles the
# workspace once and reuses that layer (docker compose build does exactly that).

# ---------------------------------------------------------------------------------------------------
# build: install every dependency, compile TypeScript into dist/ and the web SPA into dist/apps/web
# ---------------------------------------------------------------------------------------------------
FROM node:24-bookworm AS build
WORKDIR /repo
ENV NX_NO_CLOUD=true \
    NX_DAEMON=false \
    CI=true

# Dependencies first, so a source change does not reinstall them.
# `npm install` (not `npm ci`) against the committed lockfile: the lockfile was made against a registry
# mirror that lacks other platforms' optional packages, and `npm ci` refuses it ("Missing: ... from lock
# file"). `npm install` keeps the pinned versions and leaves the lockfile as it is.
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --no-audit --no-fund

COPY . .
# The public origin the web build writes into robots.txt, sitemap.xml and the prerendered pages' canonical and
# hreflang links (apps/web/tools/seo-files-plugin.ts): without it they name http://localhost:3000.
#   docker build --build-arg APP=gateway --build-arg PUBLIC_BASE_URL=https://your.domain .
# Declared after the install layer, so changing it does not reinstall the dependencies.
ARG PUBLIC_BASE_URL=http://localhost:3000
RUN PUBLIC_BASE_URL="${PUBLIC_BASE_URL}" npm run build

# Drop dev dependencies (compilers, test runners, Vite, the `node` dev package ...). Checked against
# this lockfile: `npm prune --omit=dev` succeeds and shrinks node_modules from ~760 MB to ~250 MB.
RUN npm prune --omit=dev --no-audit --no-fund

# ---------------------------------------------------------------------------------------------------
# runtime: slim Node 24, non-root, only production node_modules and the compiled output
# ---------------------------------------------------------------------------------------------------
FROM node:24-bookworm-slim AS runtime
ARG APP
RUN test -n "${APP}" || { echo 'missing build argument: --build-arg APP=<app>' >&2; exit 1; }
ENV APP=${APP} \
    NODE_ENV=production
WORKDIR /app

# Owned by root and only readable by the app user: the process cannot rewrite its own code.
COPY --from=build /repo/package.json ./package.json
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/dist ./dist
RUN test -f "dist/apps/${APP}/src/main.js" || { echo "no dist/apps/${APP}/src/main.js: unknown APP?" >&2; exit 1; }

# The `node` user of the official image, given by number so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000

# PORT is set by docker-compose / the Deployment (every app requires it).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/live',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# `exec` makes node replace the shell, so SIGTERM from `docker stop` / Kubernetes reaches the app.
CMD ["sh", "-c", "exec node dist/apps/${APP}/src/main.js"]
