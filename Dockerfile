# One image for every runtime mode: compose runs it as api, projector and worker
# (npm run start:api | start:projector | start:worker). `npm run build` builds web/dist and the
# server bundle dist/server/main.mjs, which every mode runs with plain node. Dev dependencies stay
# installed: esbuild builds the server, and the operator tools (projector CLI, worker health check)
# run through tsx.
FROM node:20-slim

WORKDIR /app
# Browsers are only for the e2e tests, never in the image.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

# Manifests first, so source edits reuse the npm ci layer.
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY infra/package.json infra/
COPY projector/package.json projector/
COPY command-api/package.json command-api/
COPY worker/package.json worker/
COPY web/package.json web/
RUN npm ci

COPY . .
RUN npm run build \
 && mkdir -p /app/data && chown node:node /app/data

# NODE_ENV is left unset on purpose: =production would make npm ci skip esbuild and tsx, and the
# app's behaviour is driven by its own config (command-api/src/config.ts), not NODE_ENV.
ENV PORT=3000 \
    DATA_DIR=/app/data
USER node
EXPOSE 3000
CMD ["npm", "run", "start:api"]
