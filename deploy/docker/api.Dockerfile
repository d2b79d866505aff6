# The API image. Build from the repository root:
#   docker build -f deploy/docker/api.Dockerfile -t rednest/api:$(git rev-parse --short HEAD) .
# Not exercised here (no Docker engine on the build machines); kept minimal so it stays true.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN corepack enable && corepack prepare pnpm@10.34.9 --activate
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY api/package.json api/
COPY shared/package.json shared/
RUN pnpm install --frozen-lockfile --filter @rednest/api...

FROM node:20-bookworm-slim
WORKDIR /app
# Production settings (api/src/config/env.ts; deploy/k8s/api.yaml sets the same): no demo seed,
# no docs UI or /openapi.json, exactly one trusted proxy hop (the edge, which overwrites
# X-Forwarded-For). With NODE_ENV=production the API refuses to start without DATABASE_URL, with
# the development OAUTH_CLIENT_SECRET or TOKEN_SIGNING_SECRET, or with SEED_ON_EMPTY=true.
ENV NODE_ENV=production APP_ENV=production HOST=0.0.0.0 PORT=8090 API_BASE_PATH=/api \
    SEED_ON_EMPTY=false API_DOCS=false TRUST_PROXY_HOPS=1
COPY --from=deps /app /app
COPY api api
COPY shared shared
# the API is stateless: DATABASE_URL (PostgreSQL), REDIS_URL, OAUTH_CLIENT_SECRET and
# TOKEN_SIGNING_SECRET come from the environment (a Secret in k8s), never from this image
USER node
EXPOSE 8090
CMD ["node", "api/node_modules/tsx/dist/cli.mjs", "api/src/server.ts"]
