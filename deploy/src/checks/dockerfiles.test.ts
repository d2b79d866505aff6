/**
 * The images' Dockerfiles, checked without a Docker engine (dockerfile-check.ts): pinned bases,
 * multi-stage, every COPY source in the build context (the repository root) and not excluded by
 * .dockerignore, numeric non-root USER, HEALTHCHECK, EXPOSE; and the checks catch a bad one.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DockerfileParser } from 'dockerfile-ast';
import { parse } from 'yaml';
import { IMMUTABLE, NO_STORE } from '../edge/cache-rules';
import { checkDockerfile, dockerignoreMatcher } from './dockerfile-check';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../../..');
const DOCKER = path.join(here, '../..', 'docker');
const dockerfiles = fs
  .readdirSync(DOCKER)
  .filter((f) => f.endsWith('.Dockerfile'))
  .sort();

describe('deploy/docker images', () => {
  test('the API, the edge and the static host each have a Dockerfile', () => {
    assert.deepEqual(dockerfiles, ['api.Dockerfile', 'edge.Dockerfile', 'static.Dockerfile']);
  });

  for (const file of dockerfiles) {
    test(`${file}: pinned multi-stage build, sources in the context, non-root, HEALTHCHECK`, () => {
      const report = checkDockerfile(fs.readFileSync(path.join(DOCKER, file), 'utf8'), {
        contextDir: ROOT,
        name: file,
      });
      assert.deepEqual(report.problems, []);
      assert.ok(report.stages >= 2);
    });
  }

  test('a stage that installs with --frozen-lockfile first copies every workspace package manifest (or the lockfile does not match)', () => {
    const workspace = (parse(fs.readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8')) as { packages: string[] })
      .packages;
    for (const file of dockerfiles) {
      const copied = new Set<string>();
      for (const instruction of DockerfileParser.parse(
        fs.readFileSync(path.join(DOCKER, file), 'utf8'),
      ).getInstructions()) {
        const keyword = instruction.getKeyword();
        const args = instruction.getArguments().map((a) => a.getValue());
        if (keyword === 'FROM') copied.clear();
        else if (keyword === 'COPY' && !(instruction as { getFromFlag?: () => unknown }).getFromFlag?.())
          for (const src of args.slice(0, -1)) copied.add(src.replace(/\/$/, ''));
        else if (keyword === 'RUN' && args.join(' ').includes('--frozen-lockfile')) {
          for (const file2 of ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'])
            assert.ok(copied.has(file2), `${file}: ${file2} before pnpm install`);
          for (const pkg of workspace)
            assert.ok(
              copied.has(pkg) || copied.has(`${pkg}/package.json`),
              `${file}: ${pkg}/package.json before pnpm install --frozen-lockfile`,
            );
        }
      }
    }
  });
});

test("the static host's nginx: version folders immutable with CORS, manifest.json no-store, releases.json not served, /healthz", () => {
  const conf = fs.readFileSync(path.join(DOCKER, 'static-host.conf'), 'utf8');
  const location = (head: string) => {
    const start = conf.indexOf(`location ${head} {`);
    assert.ok(start >= 0, `location ${head}`);
    return conf.slice(start, conf.indexOf('\n  }', start));
  };
  for (const head of ['/remotes/', '@image']) {
    assert.match(location(head), new RegExp(`add_header Cache-Control "${IMMUTABLE}";`), head);
    assert.match(location(head), /add_header Access-Control-Allow-Origin "\*" always;/, head);
    assert.match(location(head), /add_header X-Content-Type-Options "nosniff" always;/, head);
  }
  assert.match(location('/remotes/'), /try_files \$uri @image;/);
  assert.match(location('= /manifest.json'), new RegExp(`add_header Cache-Control "${NO_STORE}" always;`));
  assert.match(location('/'), /return 404;/, 'releases.json and the lock folder are not public');
  assert.match(location('= /healthz'), /return 200/);
  assert.match(fs.readFileSync(path.join(DOCKER, 'static.Dockerfile'), 'utf8'), /HEALTHCHECK .*\/healthz/);
});

describe('the checks catch a bad Dockerfile', () => {
  test('unpinned bases, missing and ignored sources, an unknown stage, a named user, no HEALTHCHECK or EXPOSE', () => {
    const bad = [
      'FROM node:20 AS build',
      'COPY node_modules deps/',
      'COPY no-such-file.txt ./',
      'COPY --from=nope /a /b',
      'FROM node:latest',
      'COPY api/src/server.ts ./',
      'USER node',
      '',
    ].join('\n');
    const { problems } = checkDockerfile(bad, { contextDir: ROOT });
    assert.deepEqual(problems, [
      'line 1 (FROM): base image node:20 is not pinned (an exact version tag like node:20.20.2-bookworm-slim, or @sha256:…)',
      'line 2 (COPY): node_modules is excluded by .dockerignore',
      'line 3 (COPY): no-such-file.txt does not exist in the build context',
      'line 4 (COPY): --from=nope is not an earlier stage',
      'line 5 (FROM): base image node:latest is not pinned (an exact version tag like node:20.20.2-bookworm-slim, or @sha256:…)',
      "USER node: use the numeric uid (Kubernetes' runAsNonRoot cannot verify a name)",
      'the final stage has no HEALTHCHECK',
      'the final stage EXPOSEs no port',
    ]);
  });

  test('one stage running as root, a source outside the context, a URL source', () => {
    const bad = `FROM alpine@sha256:${'a'.repeat(64)}\nADD https://example.test/x.tgz /x\nCOPY ../secrets /s\nUSER 0\nHEALTHCHECK NONE\nEXPOSE 80\n`;
    assert.deepEqual(checkDockerfile(bad, { contextDir: ROOT }).problems, [
      'line 2 (ADD): https://example.test/x.tgz is fetched at build time (not pinned by the context)',
      'line 3 (COPY): ../secrets is outside the build context',
      'a single stage: build in one stage, copy only the result into the final one (multi-stage)',
      'USER 0 is root',
      'the final stage has no HEALTHCHECK',
    ]);
  });

  test('.dockerignore: node_modules and dist at any depth, the CDN, .git; sources stay', () => {
    const ignored = dockerignoreMatcher(fs.readFileSync(path.join(ROOT, '.dockerignore'), 'utf8'));
    for (const p of [
      'node_modules',
      'api/node_modules',
      'api/node_modules/tsx/dist/cli.mjs',
      'shell/dist',
      'deploy/.cdn/releases.json',
      '.git',
      'api/.data/pglite',
      'e2e/test-results',
    ])
      assert.ok(ignored(p), `${p} excluded`);
    for (const p of [
      'api/src/server.ts',
      'shared/src',
      'pnpm-lock.yaml',
      'deploy/docker/static-host.conf',
      'shell/src/index.tsx',
    ])
      assert.ok(!ignored(p), `${p} kept`);
    const negated = dockerignoreMatcher('**/dist\n!shell/dist\n');
    assert.ok(negated('mf-search/dist/a.js'));
    assert.ok(!negated('shell/dist'));
  });
});
