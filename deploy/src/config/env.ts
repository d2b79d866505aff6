/**
 * The only file in deploy/ that reads process.env (STYLE: config). Parsed once, validated, and
 * every bad variable listed together so a broken start says everything that is wrong at once.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** /work/main (the repository root), found from this file so the CLI works from any cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface DeployEnv {
  /** edge port; remotes use PORT+1 … PORT+6, the API PORT+10 unless API_PORT is set */
  port: number;
  /** interface the edge and the remote servers bind to */
  host: string;
  apiPort: number | null;
  /** an API that is already running (skip spawning the child), e.g. http://127.0.0.1:8090 */
  apiUrl: string | null;
  cdnDir: string;
  /** how long to wait for the API's /ready (first start migrates and seeds) */
  apiReadyTimeoutMs: number;
  /** origin of MAP_TILE_URL (the API hands the template to the maps): pages may load its pictures (CSP img-src) */
  mapTileOrigin: string | null;
  /** RELEASE_ACTOR: who publish, promote and rollback are recorded as (--actor wins; else the OS user) */
  releaseActor: string | null;
}

function intVar(
  name: string,
  raw: string | undefined,
  fallback: number,
  errors: string[],
  min = 0,
  max = 65535,
): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    errors.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
    return fallback;
  }
  return n;
}

export function parseDeployEnv(source: NodeJS.ProcessEnv): DeployEnv {
  const errors: string[] = [];
  const port = intVar('PORT', source.PORT, 8080, errors, 1, 65529);
  const apiPortRaw = source.API_PORT;
  const apiPort = apiPortRaw ? intVar('API_PORT', apiPortRaw, 0, errors, 1) : null;
  const apiUrl = source.API_URL ? source.API_URL.replace(/\/+$/, '') : null;
  if (apiUrl && !/^https?:\/\//.test(apiUrl)) errors.push(`API_URL must be an http(s) URL (got "${apiUrl}")`);
  const apiReadyTimeoutMs = intVar(
    'API_READY_TIMEOUT_MS',
    source.API_READY_TIMEOUT_MS,
    180_000,
    errors,
    1000,
    3_600_000,
  );
  let mapTileOrigin: string | null = null;
  if (source.MAP_TILE_URL) {
    try {
      const u = new URL(source.MAP_TILE_URL.replace(/\{[a-z]\}/g, '0'));
      if (u.protocol !== 'https:') throw new Error('not https');
      mapTileOrigin = u.origin;
    } catch {
      errors.push(
        `MAP_TILE_URL must be an https URL template like https://tiles.example/{z}/{x}/{y}.png (got "${source.MAP_TILE_URL}")`,
      );
    }
  }
  if (errors.length) {
    throw new Error(`deploy: invalid environment:\n  - ${errors.join('\n  - ')}`);
  }
  return {
    port,
    host: source.HOST || 'localhost',
    apiPort,
    apiUrl,
    cdnDir: source.CDN_DIR ? path.resolve(source.CDN_DIR) : path.join(REPO_ROOT, 'deploy', '.cdn'),
    apiReadyTimeoutMs,
    mapTileOrigin,
    releaseActor: source.RELEASE_ACTOR?.trim() || null,
  };
}

let cached: DeployEnv | null = null;
export function deployEnv(): DeployEnv {
  cached ??= parseDeployEnv(process.env);
  return cached;
}

/**
 * The local stack's default per-address API limit. Every browser tab and every e2e journey reaches
 * the API from 127.0.0.1 through the local edge, so the production default (1200 a minute, see
 * api/README.md) would be met by a crawl that opens every page and waits for every picture. The
 * API's credential limits (sign-in, sign-up) are not affected. RATE_LIMIT_PER_MINUTE in the
 * environment wins.
 */
export const LOCAL_STACK_RATE_LIMIT_PER_MINUTE = '20000';

/**
 * Environment for the API child: everything this process has (DATABASE_URL, REDIS_URL, DATA_DIR,
 * SEED_SIZE, API_BASE_PATH … pass through untouched) with PORT and HOST set for the child.
 * `defaults` are what the stack knows (SITE_URL: the edge's own origin); the environment wins.
 */
export function apiChildEnv(
  overrides: Record<string, string>,
  defaults: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return { RATE_LIMIT_PER_MINUTE: LOCAL_STACK_RATE_LIMIT_PER_MINUTE, ...defaults, ...process.env, ...overrides };
}

/** This process's environment with `overrides` on top, for a child process (a webpack build). */
export function childEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
