# The API image. Build from the repository root (the context; .dockerignore keeps node_modules out):
#   docker build -f deploy/docker/api.Dockerfile -t rednest/api:$(git rev-parse --short HEAD) .
# No Docker engine on the build machines: deploy/src/checks/dockerfiles.test.ts checks this file
# statically (pinned bases, every COPY source in the context, non-root numeric USER, HEALTHCHECK).
FROM node:20.20.2-bookworm-slim AS deps
WORKDIR /app
RUN corepack enable && corepack prepare pnpm@10.34.9 --activate
# every workspace manifest, so the frozen lockfile matches; only the API's dependency tree installs
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY api/package.json api/
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mf-search/package.json mf-search/
COPY mf-booking/package.json mf-booking/
COPY mf-account/package.json mf-account/
COPY mf-club/package.json mf-club/
COPY mf-corporate/package.json mf-corporate/
COPY mf-content/package.json mf-content/
COPY e2e/package.json e2e/
COPY deploy/package.json deploy/
RUN pnpm install --frozen-lockfile --filter @rednest/api...

FROM node:20.20.2-bookworm-slim
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
# uid 1000 is the image's `node` user; numeric, so Kubernetes' runAsNonRoot can verify it
USER 1000:1000
EXPOSE 8090
# /health answers while the process serves (/ready also pings the database: the k8s readiness probe)
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8090/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# one process (tsx's loader, no launcher in between): SIGTERM from the kubelet reaches server.ts,
# which closes Fastify and the database. tsx caches in /tmp (an emptyDir in k8s: the root is read-only)
WORKDIR /app/api
CMD ["node", "--import", "tsx", "src/server.ts"]
