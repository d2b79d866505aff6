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
ENV NODE_ENV=production APP_ENV=production HOST=0.0.0.0 PORT=8090 API_BASE_PATH=/api
COPY --from=deps /app /app
COPY api api
COPY shared shared
# the API is stateless: DATABASE_URL (PostgreSQL) and REDIS_URL come from the environment;
# without DATABASE_URL it would fall back to an embedded PGlite folder, which a cluster must not use
USER node
EXPOSE 8090
CMD ["node", "api/node_modules/tsx/dist/cli.mjs", "api/src/server.ts"]
