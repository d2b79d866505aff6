/**
 * Checks of the Kubernetes manifests (deploy/k8s/*.yaml) without a cluster:
 *   1. schema: every object is validated against the Kubernetes OpenAPI schemas bundled in
 *      `kubernetes-models` (generated from the Kubernetes API, compiled validators, no network):
 *      types, required fields, enums and formats. An apiVersion/kind it does not know is refused.
 *      These schemas, like the API server's default, accept unknown fields: the reference checks
 *      below name the fields the production shape relies on.
 *   2. references: what one object names exists in the manifests and fits (Service, HPA, PDB and
 *      NetworkPolicy selectors match a Deployment's pods, ConfigMaps, Secrets and claims named by a
 *      pod exist, probes use a declared port); each Deployment has readiness and liveness probes,
 *      runs as non-root, and its image is one of deploy/docker/*.Dockerfile with the port EXPOSEd.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export interface K8sObject {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string; labels?: Record<string, string> };
  [key: string]: unknown;
}

export interface LoadedObject {
  file: string;
  /** "<file> <Kind>/<name>" */
  where: string;
  object: K8sObject;
}

/** Every document of the files; YAML syntax errors are problems, empty documents are skipped. */
export function loadManifests(files: string[]): { objects: LoadedObject[]; problems: string[] } {
  const objects: LoadedObject[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const name = path.basename(file);
    parseAllDocuments(fs.readFileSync(file, 'utf8')).forEach((doc, i) => {
      for (const err of doc.errors) problems.push(`${name} document ${i + 1}: ${err.message}`);
      const object = doc.toJS() as K8sObject | null;
      if (object === null || object === undefined) return;
      objects.push({ file: name, where: `${name} ${object.kind ?? '?'}/${object.metadata?.name ?? '?'}`, object });
    });
  }
  return { objects, problems };
}

interface Model {
  validate(): void;
}
type ModelClass = new (data: unknown) => Model;

/** The kubernetes-models class of an apiVersion and kind, or null when the package has none. */
async function modelOf(apiVersion: string, kind: string): Promise<ModelClass | null> {
  if (!/^([a-z0-9.-]+\/)?v\d+((alpha|beta)\d+)?$/.test(apiVersion) || !/^[A-Z][A-Za-z0-9]*$/.test(kind)) return null;
  try {
    const mod = (await import(`kubernetes-models/${apiVersion}/${kind}`)) as Record<string, unknown>;
    const model = mod[kind] as (ModelClass & { apiVersion?: string; kind?: string }) | undefined;
    return model && model.apiVersion === apiVersion && model.kind === kind ? model : null;
  } catch {
    return null;
  }
}

/** Schema problems of one object (empty when valid). */
export async function schemaProblems(item: LoadedObject): Promise<string[]> {
  const { apiVersion, kind } = item.object;
  if (!apiVersion || !kind) return [`${item.where}: apiVersion and kind are required`];
  // the schemas also hold APIs current clusters no longer serve (apps/v1beta1, extensions/v1beta1 …)
  if (/(alpha|beta)\d+$/.test(apiVersion) || apiVersion.startsWith('extensions/'))
    return [`${item.where}: ${apiVersion} is a pre-release API (removed or unstable): use the GA version`];
  const Model = await modelOf(apiVersion, kind);
  if (!Model)
    return [
      `${item.where}: no Kubernetes schema for ${apiVersion} ${kind} (a typo, or an API the cluster does not serve)`,
    ];
  try {
    new Model(item.object).validate();
    return [];
  } catch (err) {
    return [`${item.where}: ${(err as Error).message}`];
  }
}

// ── references ──────────────────────────────────────────────────────────────

interface Probe {
  httpGet?: { path?: string; port?: string | number };
}
interface Container {
  name: string;
  image?: string;
  ports?: { name?: string; containerPort: number }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  env?: { valueFrom?: { secretKeyRef?: { name: string }; configMapKeyRef?: { name: string } } }[];
  securityContext?: { runAsNonRoot?: boolean; allowPrivilegeEscalation?: boolean };
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  volumes?: {
    name: string;
    configMap?: { name: string };
    secret?: { secretName: string };
    persistentVolumeClaim?: { claimName: string };
  }[];
}
interface DeploymentSpec {
  selector?: { matchLabels?: Record<string, string> };
  template: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
}

const spec = <T>(o: K8sObject) => (o.spec ?? {}) as T;
const labelsMatch = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels?.[k] === v);

export interface DockerImages {
  /** image repository (rednest/api) → ports its Dockerfile EXPOSEs and its USER */
  [repository: string]: { exposed: number[]; uid: number | null };
}

export function referenceProblems(items: LoadedObject[], images: DockerImages): string[] {
  const problems: string[] = [];
  const named = (kind: string, name: string) =>
    items.some((i) => i.object.kind === kind && i.object.metadata?.name === name);
  const deployments = items.filter((i) => i.object.kind === 'Deployment');
  const podLabels = deployments.map((d) => spec<DeploymentSpec>(d.object).template?.metadata?.labels);
  const selectsPods = (selector: Record<string, string> | undefined) =>
    podLabels.some((labels) => labelsMatch(selector, labels));

  for (const d of deployments) {
    const s = spec<DeploymentSpec>(d.object);
    if (!labelsMatch(s.selector?.matchLabels, s.template?.metadata?.labels))
      problems.push(`${d.where}: selector does not match the pod template's labels`);
    const pod = s.template?.spec;
    if (!pod) continue;
    for (const c of pod.containers ?? []) {
      const at = `${d.where} container ${c.name}`;
      const portNames = new Set((c.ports ?? []).map((p) => p.name).filter(Boolean));
      const portNumbers = new Set((c.ports ?? []).map((p) => p.containerPort));
      for (const kind of ['readinessProbe', 'livenessProbe'] as const) if (!c[kind]) problems.push(`${at}: no ${kind}`);
      for (const kind of ['readinessProbe', 'livenessProbe', 'startupProbe'] as const) {
        const port = c[kind]?.httpGet?.port;
        if (port !== undefined && !(typeof port === 'string' ? portNames.has(port) : portNumbers.has(port)))
          problems.push(`${at}: ${kind} uses port ${port}, which the container does not declare`);
      }
      if (!(c.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot))
        problems.push(`${at}: runAsNonRoot is not set`);
      if (c.securityContext?.allowPrivilegeEscalation !== false)
        problems.push(`${at}: allowPrivilegeEscalation is not false`);
      for (const ref of c.envFrom ?? []) {
        if (ref.configMapRef && !named('ConfigMap', ref.configMapRef.name))
          problems.push(`${at}: envFrom names ConfigMap ${ref.configMapRef.name}, which is not in the manifests`);
        if (ref.secretRef && !named('Secret', ref.secretRef.name))
          problems.push(`${at}: envFrom names Secret ${ref.secretRef.name}, which is not in the manifests`);
      }
      const image = c.image ?? '';
      const repository = image.replace(/[:@].*$/, '');
      const built = images[repository];
      if (!built)
        problems.push(
          `${at}: image ${image} is not built by a Dockerfile in deploy/docker (${Object.keys(images).join(', ')})`,
        );
      else {
        for (const p of c.ports ?? [])
          if (!built.exposed.includes(p.containerPort))
            problems.push(
              `${at}: port ${p.containerPort} is not EXPOSEd by ${repository}'s Dockerfile (${built.exposed.join(', ')})`,
            );
        const uid = pod.securityContext?.runAsUser;
        if (uid !== undefined && built.uid !== null && uid !== built.uid)
          problems.push(`${at}: runAsUser ${uid} is not the image's USER ${built.uid}`);
      }
    }
    for (const v of pod.volumes ?? []) {
      if (v.configMap && !named('ConfigMap', v.configMap.name))
        problems.push(
          `${d.where}: volume ${v.name} names ConfigMap ${v.configMap.name}, which is not in the manifests`,
        );
      if (v.secret && !named('Secret', v.secret.secretName))
        problems.push(
          `${d.where}: volume ${v.name} names Secret ${v.secret.secretName}, which is not in the manifests`,
        );
      if (v.persistentVolumeClaim && !named('PersistentVolumeClaim', v.persistentVolumeClaim.claimName))
        problems.push(
          `${d.where}: volume ${v.name} names claim ${v.persistentVolumeClaim.claimName}, which is not in the manifests`,
        );
    }
  }

  for (const item of items) {
    const o = item.object;
    if (o.kind === 'Service') {
      const s = spec<{ selector?: Record<string, string>; ports?: { targetPort?: string | number }[] }>(o);
      const target = deployments.find((d) =>
        labelsMatch(s.selector, spec<DeploymentSpec>(d.object).template?.metadata?.labels),
      );
      if (!target) {
        problems.push(`${item.where}: selector matches no Deployment's pods`);
        continue;
      }
      const ports = spec<DeploymentSpec>(target.object).template.spec.containers.flatMap((c) => c.ports ?? []);
      for (const p of s.ports ?? []) {
        const t = p.targetPort;
        if (t !== undefined && !ports.some((cp) => (typeof t === 'string' ? cp.name === t : cp.containerPort === t)))
          problems.push(`${item.where}: targetPort ${t} is not a port of ${target.where}`);
      }
    } else if (o.kind === 'HorizontalPodAutoscaler') {
      const ref = spec<{ scaleTargetRef?: { kind?: string; name?: string } }>(o).scaleTargetRef;
      if (!ref?.kind || !ref.name || !named(ref.kind, ref.name))
        problems.push(`${item.where}: scaleTargetRef ${ref?.kind}/${ref?.name} is not in the manifests`);
    } else if (o.kind === 'PodDisruptionBudget') {
      if (!selectsPods(spec<{ selector?: { matchLabels?: Record<string, string> } }>(o).selector?.matchLabels))
        problems.push(`${item.where}: selector matches no Deployment's pods`);
    } else if (o.kind === 'NetworkPolicy') {
      if (!selectsPods(spec<{ podSelector?: { matchLabels?: Record<string, string> } }>(o).podSelector?.matchLabels))
        problems.push(`${item.where}: podSelector matches no Deployment's pods`);
    } else if (o.kind === 'Ingress') {
      const rules =
        spec<{ rules?: { http?: { paths?: { backend?: { service?: { name?: string } } }[] } }[] }>(o).rules ?? [];
      for (const name of rules.flatMap((r) => r.http?.paths ?? []).map((p) => p.backend?.service?.name)) {
        if (!name || !named('Service', name))
          problems.push(`${item.where}: backend Service ${name} is not in the manifests`);
      }
    }
  }

  // every Deployment scales and survives node drains
  for (const d of deployments) {
    const name = d.object.metadata?.name;
    const labels = spec<DeploymentSpec>(d.object).template?.metadata?.labels;
    if (
      !items.some(
        (i) =>
          i.object.kind === 'PodDisruptionBudget' &&
          labelsMatch(
            spec<{ selector?: { matchLabels?: Record<string, string> } }>(i.object).selector?.matchLabels,
            labels,
          ),
      )
    )
      problems.push(`${d.where}: no PodDisruptionBudget covers its pods`);
    if (
      name === 'rednest-api' &&
      !items.some(
        (i) =>
          i.object.kind === 'HorizontalPodAutoscaler' &&
          spec<{ scaleTargetRef?: { name?: string } }>(i.object).scaleTargetRef?.name === name,
      )
    )
      problems.push(`${d.where}: no HorizontalPodAutoscaler`);
  }
  return problems;
}
