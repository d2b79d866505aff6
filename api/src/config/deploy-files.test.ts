/**
 * The image (deploy/docker/api.Dockerfile) and the cluster (deploy/k8s/api.yaml) run the API the
 * same way in production: NODE_ENV=production, seed off, docs off, one trusted
 * hop, secrets from the Secret; and their placeholders do not start.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, EnvSchema, loadConfig } from './env.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dockerfile = fs.readFileSync(path.join(REPO, 'deploy/docker/api.Dockerfile'), 'utf8');
const k8s = fs.readFileSync(path.join(REPO, 'deploy/k8s/api.yaml'), 'utf8');

/** KEY=value pairs of the final stage's ENV instructions (continuation lines joined). */
function dockerEnv(): Record<string, string> {
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const joined = finalStage.replace(/\\\n\s*/g, ' ');
  const env: Record<string, string> = {};
  for (const line of joined.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const [, k, v] of line.slice(4).matchAll(/([A-Z_]+)=("[^"]*"|\S+)/g)) env[k!] = v!.replace(/^"|"$/g, '');
  }
  return env;
}

/** `- { name: X, value: Y }` rows of the container's env. */
function k8sEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [, k, v] of k8s.matchAll(/- \{ name: ([A-Z_]+), value: ("[^"]*"|[^ }]+) \}/g))
    env[k!] = v!.replace(/^"|"$/g, '');
  return env;
}

/** The Secret's stringData. */
function k8sSecret(): Record<string, string> {
  const block = /stringData:\n((?: {2}.*\n|\s*#.*\n)+)/.exec(k8s)?.[1] ?? '';
  const env: Record<string, string> = {};
  for (const [, k, v] of block.matchAll(/^ {2}([A-Z_]+): (\S+)/gm)) env[k!] = v!;
  return env;
}

test('the Dockerfile and k8s agree: production, seed off, docs off, one trusted hop', () => {
  const docker = dockerEnv();
  const cluster = k8sEnv();
  for (const [key, value] of Object.entries({
    NODE_ENV: 'production',
    APP_ENV: 'production',
    SEED_ON_EMPTY: 'false',
    API_DOCS: 'false',
    TRUST_PROXY_HOPS: '1',
    API_BASE_PATH: '/api',
    PORT: '8090',
  })) {
    assert.equal(docker[key], value, `Dockerfile ${key}`);
    assert.equal(cluster[key], value, `k8s ${key}`);
  }
  for (const secret of ['DATABASE_URL', 'OAUTH_CLIENT_SECRET', 'TOKEN_SIGNING_SECRET']) {
    assert.ok(!(secret in docker), `${secret} is not baked into the image`);
    assert.ok(!(secret in cluster), `${secret} is not a plain env value in k8s`);
    assert.ok(secret in k8sSecret(), `${secret} comes from the Secret`);
  }
});

/** The rednest-api-config ConfigMap's data (KEY: value or KEY: "value"). */
function k8sConfigMap(): Record<string, string> {
  const start = k8s.indexOf('name: rednest-api-config');
  assert.ok(start >= 0, 'the rednest-api-config ConfigMap');
  const block = /\ndata:\n((?: {2}.*\n|\s*#.*\n)+)/.exec(k8s.slice(start))?.[1] ?? '';
  const env: Record<string, string> = {};
  for (const [, k, v] of block.matchAll(/^ {2}([A-Z_]+): (.+)$/gm)) env[k!] = v!.trim().replace(/^"|"$/g, '');
  return env;
}

test('every key of the k8s ConfigMap and Secret is a variable the API reads (a typo would be ignored silently)', () => {
  const known = new Set(Object.keys(EnvSchema.properties));
  const config = k8sConfigMap();
  assert.ok(Object.keys(config).length > 0);
  for (const key of [...Object.keys(config), ...Object.keys(k8sSecret())])
    assert.ok(known.has(key), `${key} is not read by api/src/config/env.ts`);
});

test("k8s's placeholders refuse to start; real values start with seed and docs off", () => {
  const env = { ...dockerEnv(), ...k8sEnv(), ...k8sConfigMap(), ...k8sSecret() };
  assert.throws(
    () => loadConfig(env),
    (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      assert.deepEqual(err.problems.map((p) => p.split(':')[0]).sort(), [
        'DATABASE_URL',
        'OAUTH_CLIENT_SECRET',
        'PAYMENT_GATEWAY_API_KEY / PAYMENT_WEBHOOK_SECRET',
        'TOKEN_SIGNING_SECRET',
      ]);
      return true;
    },
  );
  const config = loadConfig({
    ...env,
    DATABASE_URL: 'postgres://rednest:pw@postgres.data.svc:5432/rednest',
    OAUTH_CLIENT_SECRET: 'prod-client-secret',
    TOKEN_SIGNING_SECRET: 'y'.repeat(48),
    PAYMENT_GATEWAY_API_KEY: 'sk_live_provider_key',
    PAYMENT_WEBHOOK_SECRET: 'whsec_live_provider',
  });
  assert.equal(config.production, true);
  assert.equal(config.seedOnEmpty, false);
  assert.equal(config.apiDocs, false);
  assert.equal(config.trustProxyHops, 1);
  // the ConfigMap's values are taken as they are
  assert.equal(config.redisPrefix, 'rn:prod:');
  assert.deepEqual(config.corsOrigins, ['https://www.rednest.example', 'https://*.rednest.example']);
});

test('k8s lets only the edge reach the API (the one trusted hop is the edge)', () => {
  const policy = k8s.slice(k8s.indexOf('kind: NetworkPolicy'));
  assert.ok(k8s.includes('kind: NetworkPolicy'), 'a NetworkPolicy');
  assert.match(policy, /podSelector: \{ matchLabels: \{ app: rednest-api \} \}/);
  assert.match(policy, /policyTypes: \[Ingress\]/);
  assert.match(policy, /from: \[\{ podSelector: \{ matchLabels: \{ app: rednest-edge \} \} \}\]/);
});
