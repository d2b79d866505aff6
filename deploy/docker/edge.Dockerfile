# The edge image: nginx (unprivileged, port 8080) serving the shell's production build. Its
# configuration (cache rules, security headers, /api/ proxy, /manifest.json from the CDN) is the
# rednest-edge ConfigMap of deploy/k8s/edge.yaml, mounted over /etc/nginx/conf.d; without it the
# image's default server still serves the shell on 8080. Build from the repository root:
#   docker build -f deploy/docker/edge.Dockerfile -t rednest/edge:$(git rev-parse --short HEAD) .
# Checked statically by deploy/src/checks/dockerfiles.test.ts (no Docker engine on the build machines).
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /src
RUN corepack enable && corepack prepare pnpm@10.34.9 --activate
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY shared shared
COPY shell shell
COPY mf-search/package.json mf-search/
COPY mf-booking/package.json mf-booking/
COPY mf-account/package.json mf-account/
COPY mf-club/package.json mf-club/
COPY mf-corporate/package.json mf-corporate/
COPY mf-content/package.json mf-content/
COPY api/package.json api/
COPY e2e/package.json e2e/
COPY deploy deploy
RUN pnpm install --frozen-lockfile --filter @rednest/shell... --filter @rednest/deploy...
# webpack --mode production (the OAuth client id/secret and the API path are build-time values:
# shared/build/webpack.cjs reads them from the environment of this step)
RUN deploy/node_modules/.bin/tsx deploy/src/cli.ts build shell

FROM nginxinc/nginx-unprivileged:1.27.5-alpine
COPY --from=build /src/shell/dist /usr/share/nginx/html
# uid 101 is the image's nginx user
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD wget -q --spider http://127.0.0.1:8080/index.html || exit 1
