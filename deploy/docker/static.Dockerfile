# The static host: the CDN's origin for the remotes (deploy/k8s/static.yaml; cdn.md). nginx
# (unprivileged, port 8080) serves the live CDN folder, a volume at /srv/cdn that the deploy CLI
# publishes into (CDN_DIR=/srv/cdn: remotes/<folder>/<version>/ never modified, then the pointer),
# and falls back to the versions built into this image (/srv/cdn-image), so a fresh volume
# already serves this commit's remotes. Version folders: immutable; /manifest.json: no-store;
# releases.json and the lock are not served. Build from the repository root:
#   docker build -f deploy/docker/static.Dockerfile -t rednest/static:$(git rev-parse --short HEAD) .
# Checked statically by deploy/src/checks/dockerfiles.test.ts (no Docker engine on the build machines).
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /src
RUN corepack enable && corepack prepare pnpm@10.34.9 --activate
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY shared shared
COPY shell shell
COPY mf-search mf-search
COPY mf-booking mf-booking
COPY mf-account mf-account
COPY mf-club mf-club
COPY mf-corporate mf-corporate
COPY mf-content mf-content
COPY api/package.json api/
COPY e2e/package.json e2e/
COPY deploy deploy
RUN pnpm install --frozen-lockfile --filter "!@rednest/api" --filter "!@rednest/e2e"
# the shell is built too: publish checks each remote against the shell's shared ranges
RUN deploy/node_modules/.bin/tsx deploy/src/cli.ts build all \
 && CDN_DIR=/cdn RELEASE_ACTOR=image-build deploy/node_modules/.bin/tsx deploy/src/cli.ts publish all

FROM nginxinc/nginx-unprivileged:1.27.5-alpine
COPY deploy/docker/static-host.conf /etc/nginx/conf.d/default.conf
COPY --from=build /cdn/remotes /srv/cdn-image/remotes
# uid 101 is the image's nginx user
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD wget -q --spider http://127.0.0.1:8080/healthz || exit 1
