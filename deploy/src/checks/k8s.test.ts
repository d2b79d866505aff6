/**
 * Every Kubernetes manifest in deploy/k8s is valid against the Kubernetes schemas (kubernetes-models,
 * bundled, no network) and its objects refer to each other and to the images correctly
 * (k8s-check.ts); and the checks catch broken manifests (the negative tests below).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkDockerfile } from './dockerfile-check';
import { loadManifests, referenceProblems, schemaProblems, type DockerImages, type LoadedObject } from './k8s-check';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../../..');
const K8S = path.join(here, '../..', 'k8s');
const DOCKER = path.join(here, '../..', 'docker');
const manifestFiles = fs
  .readdirSync(K8S)
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => path.join(K8S, f));

/** rednest/<name> → what deploy/docker/<name>.Dockerfile exposes and runs as */
function dockerImages(): DockerImages {
  const images: DockerImages = {};
  for (const file of fs.readdirSync(DOCKER).filter((f) => f.endsWith('.Dockerfile'))) {
    const report = checkDockerfile(fs.readFileSync(path.join(DOCKER, file), 'utf8'), { contextDir: ROOT });
    const uid = Number.parseInt(report.user ?? '', 10);
    images[`rednest/${file.replace(/\.Dockerfile$/, '')}`] = {
      exposed: report.exposed,
      uid: Number.isFinite(uid) ? uid : null,
    };
  }
  return images;
}

const all = () => loadManifests(manifestFiles);
const clone = <T>(v: T): T => structuredClone(v);
const find = (objects: LoadedObject[], kind: string, name: string) => {
  const found = objects.find((o) => o.object.kind === kind && o.object.metadata?.name === name);
  assert.ok(found, `${kind}/${name} in deploy/k8s`);
  return found;
};

describe('deploy/k8s manifests', () => {
  test('every object is valid against the Kubernetes schemas', async () => {
    const { objects, problems } = all();
    assert.deepEqual(problems, [], 'YAML parses');
    const kinds = objects.map((o) => `${o.object.kind}/${o.object.metadata?.name}`);
    for (const needed of [
      'Deployment/rednest-api',
      'HorizontalPodAutoscaler/rednest-api',
      'PodDisruptionBudget/rednest-api',
      'Secret/rednest-api',
      'ConfigMap/rednest-api-config',
      'Deployment/rednest-edge',
      'Deployment/rednest-static',
    ]) {
      assert.ok(kinds.includes(needed), `${needed} is in deploy/k8s`);
    }
    const schema = (await Promise.all(objects.map(schemaProblems))).flat();
    assert.deepEqual(schema, []);
    console.log(`k8s: ${objects.length} objects in ${manifestFiles.length} files valid (${kinds.join(', ')})`);
  });

  test('objects refer to each other and to the images correctly; probes, non-root, PDB, HPA', () => {
    assert.deepEqual(referenceProblems(all().objects, dockerImages()), []);
  });

  test('the API: readiness on /ready, liveness on /health, a startup probe for migrations, config from the ConfigMap and the Secret', () => {
    const api = find(all().objects, 'Deployment', 'rednest-api').object as {
      spec: { template: { spec: { containers: Record<string, unknown>[] } } };
    };
    const c = api.spec.template.spec.containers[0] as Record<string, { httpGet?: { path: string } } | unknown>;
    assert.equal((c.readinessProbe as { httpGet: { path: string } }).httpGet.path, '/ready');
    assert.equal((c.livenessProbe as { httpGet: { path: string } }).httpGet.path, '/health');
    assert.ok(c.startupProbe, 'a startup probe: liveness must not kill a replica that is migrating');
    assert.deepEqual(c.envFrom, [
      { configMapRef: { name: 'rednest-api-config' } },
      { secretRef: { name: 'rednest-api' } },
    ]);
  });
});

describe('the checks catch broken manifests', () => {
  test('a schema error: a port that is not a number, a Deployment without a selector', async () => {
    const api = find(all().objects, 'Deployment', 'rednest-api');
    const badPort = clone(api);
    (
      badPort.object as { spec: { template: { spec: { containers: { ports: { containerPort: unknown }[] }[] } } } }
    ).spec.template.spec.containers[0]!.ports[0]!.containerPort = 'http';
    const [portProblem] = await schemaProblems(badPort);
    assert.match(portProblem ?? '', /containerPort must be integer/);
    const noSelector = clone(api);
    delete (noSelector.object as { spec: { selector?: unknown } }).spec.selector;
    assert.match((await schemaProblems(noSelector))[0] ?? '', /must have required property selector/);
  });

  test('an unknown kind, a misspelt apiVersion and a removed beta API are refused', async () => {
    const api = find(all().objects, 'Deployment', 'rednest-api');
    for (const [apiVersion, kind, message] of [
      ['apps/v1', 'Deploymnet', /no Kubernetes schema for apps\/v1 Deploymnet/],
      ['app/v1', 'Deployment', /no Kubernetes schema/],
      ['extensions/v1beta1', 'Deployment', /pre-release API/],
      ['policy/v1beta1', 'PodDisruptionBudget', /pre-release API/],
    ] as const) {
      const item = clone(api);
      item.object.apiVersion = apiVersion;
      item.object.kind = kind;
      assert.match((await schemaProblems(item)).join('\n'), message, `${apiVersion} ${kind}`);
    }
  });

  test('a YAML syntax error is reported with its file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rn-k8s-'));
    const file = path.join(dir, 'broken.yaml');
    fs.writeFileSync(file, 'apiVersion: v1\nkind: Service\nmetadata: { name: x\n');
    try {
      assert.match(loadManifests([file]).problems.join('\n'), /^broken\.yaml document 1: /);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('broken references: HPA target, PDB selector, missing Secret, probe port, no probes, unknown image, root', () => {
    const objects = all().objects.map(clone);
    const o = (kind: string, name: string) => find(objects, kind, name).object as Record<string, any>;
    o('HorizontalPodAutoscaler', 'rednest-api').spec.scaleTargetRef.name = 'rednest-apii';
    o('PodDisruptionBudget', 'rednest-edge').spec.selector.matchLabels = { app: 'edge' };
    const api = o('Deployment', 'rednest-api').spec.template.spec;
    api.containers[0].envFrom[1].secretRef.name = 'rednest-api-secrets';
    api.containers[0].readinessProbe.httpGet.port = 'metrics';
    delete api.containers[0].livenessProbe;
    const edge = o('Deployment', 'rednest-edge').spec.template.spec;
    edge.containers[0].image = 'nginx:latest';
    const stat = o('Deployment', 'rednest-static').spec.template.spec;
    stat.securityContext.runAsNonRoot = false;
    const problems = referenceProblems(objects, dockerImages()).join('\n');
    assert.match(
      problems,
      /HorizontalPodAutoscaler\/rednest-api: scaleTargetRef Deployment\/rednest-apii is not in the manifests/,
    );
    assert.match(problems, /PodDisruptionBudget\/rednest-edge: selector matches no Deployment's pods/);
    assert.match(problems, /Deployment\/rednest-edge: no PodDisruptionBudget covers its pods/);
    assert.match(problems, /envFrom names Secret rednest-api-secrets, which is not in the manifests/);
    assert.match(problems, /readinessProbe uses port metrics, which the container does not declare/);
    assert.match(problems, /container api: no livenessProbe/);
    assert.match(problems, /image nginx:latest is not built by a Dockerfile in deploy\/docker/);
    assert.match(problems, /Deployment\/rednest-static container nginx: runAsNonRoot is not set/);
  });
});
