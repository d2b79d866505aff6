/**
 * startStack: the whole product on one machine, shaped like production (README "Ports"): the edge
 * on PORT, each remote on its own origin PORT+1 … PORT+6, the API as a child process behind the
 * edge's /api proxy. Used by `npm start` (cli.ts serve), the e2e suite and the figures script.
 *
 *   const stack = await startStack({ port: 0 });   // 0 → a free block of ports
 *   await page.goto(`${stack.url}/en-id`);
 *   await stack.stopRemote('mf_search');            // failure-isolation scenarios
 *   await stack.close();
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultApiCommand, startApiProcess, type ApiProcess } from './api-process';
import { REPO_ROOT } from '../config/env';
import { createEdge } from '../edge/edge';
import { findFreeBasePort, isPortFree } from './ports';
import { createRemoteServer } from './remote-server';
import { REMOTES, findRemote, remotePort, type RemoteName } from '../remotes';

export type StackApiOptions =
  | false
  /** an API that is already running */
  | { url: string }
  | {
      /** default PORT+10 */
      port?: number;
      /** extra env for the child (DATA_DIR, SEED_SIZE, DATABASE_URL …) */
      env?: Record<string, string>;
      /** argv replacing `tsx api/src/server.ts` */
      command?: string[];
      readyTimeoutMs?: number;
    };

export interface StackOptions {
  /** edge port; remotes on port+1 … port+6. 0 or undefined → 8080; 'auto' → a free block */
  port?: number | 'auto';
  /** interface to bind; 'localhost' binds IPv4 and IPv6 loopback (Chromium's *.localhost) */
  host?: string;
  rootDir?: string;
  cdnDir?: string;
  shellDir?: string;
  api?: StackApiOptions;
  /** receives log lines (API output, server errors); default silent */
  log?: (line: string) => void;
  /** Fastify request logs */
  accessLog?: boolean;
  /** the map tile server's origin (MAP_TILE_URL): the pages' CSP lets them load its pictures */
  mapTileOrigin?: string | null;
}

export interface Stack {
  /** http://localhost:<port> */
  url: string;
  port: number;
  host: string;
  apiUrl: string | null;
  /** spawn → /ready of the API child, null when none was spawned */
  apiStartMs: number | null;
  remotePorts: Record<RemoteName, number>;
  /** base URL of a remote's server, e.g. http://localhost:8081 */
  remoteUrl(name: RemoteName): string;
  stopRemote(name: RemoteName | string): Promise<void>;
  startRemote(name: RemoteName | string): Promise<void>;
  isRemoteRunning(name: RemoteName | string): boolean;
  close(): Promise<void>;
}

/** how long close() lets requests in flight finish before it cuts their connections */
const CLOSE_GRACE_MS = 2_000;

/** Fastify's close() waits for requests in flight; a slow or hanging one must not hold a stop. */
async function closeServer(server: FastifyInstance): Promise<void> {
  const cut = setTimeout(() => server.server.closeAllConnections(), CLOSE_GRACE_MS);
  cut.unref();
  try {
    await server.close();
  } finally {
    clearTimeout(cut);
  }
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '127.0.0.1' || host === '::1') return 'localhost';
  return host;
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const rootDir = opts.rootDir ?? REPO_ROOT;
  const cdnDir = opts.cdnDir ?? path.join(rootDir, 'deploy', '.cdn');
  const shellDir = opts.shellDir ?? path.join(rootDir, 'shell', 'dist');
  const host = opts.host ?? 'localhost';
  const log = opts.log ?? (() => {});
  const port = opts.port === 'auto' ? await findFreeBasePort() : opts.port || 8080;
  const apiOpt: StackApiOptions = opts.api ?? {};

  const remotePorts = Object.fromEntries(REMOTES.map((r) => [r.name, remotePort(port, r.name)])) as Record<
    RemoteName,
    number
  >;
  const wanted = [port, ...Object.values(remotePorts)];
  const busy = [];
  for (const p of wanted) if (!(await isPortFree(p))) busy.push(p);
  if (busy.length) {
    throw new Error(
      `port(s) ${busy.join(', ')} already in use: stop what holds them or set PORT to another base (remotes use PORT+1 … PORT+6)`,
    );
  }

  let api: ApiProcess | null = null;
  /** the sandbox card gateway, a process of its own beside the real API */
  let gateway: ApiProcess | null = null;
  let apiUrl: string | null = null;
  const remoteServers = new Map<RemoteName, FastifyInstance>();
  let edge: FastifyInstance | null = null;

  const closeAll = async () => {
    await Promise.allSettled([edge, ...remoteServers.values()].map((s) => (s ? closeServer(s) : undefined)));
    remoteServers.clear();
    edge = null;
    if (api) await api.stop();
    api = null;
    if (gateway) await gateway.stop();
    gateway = null;
  };

  try {
    if (apiOpt && 'url' in apiOpt) {
      apiUrl = apiOpt.url.replace(/\/+$/, '');
    } else if (apiOpt) {
      const apiPort = apiOpt.port ?? port + 10;
      if (!(await isPortFree(apiPort))) throw new Error(`API port ${apiPort} already in use (set API_PORT or PORT)`);
      const gatewayEnv: Record<string, string> = {};
      if (!apiOpt.command && !apiOpt.env?.PAYMENT_GATEWAY_URL) {
        const gatewayPort = port + 15;
        if (!(await isPortFree(gatewayPort)))
          throw new Error(`sandbox gateway port ${gatewayPort} already in use (PORT + 15)`);
        const command = defaultApiCommand(rootDir);
        command[command.length - 1] = path.join(rootDir, 'api', 'src', 'sandbox-gateway', 'server.ts');
        gateway = await startApiProcess({
          rootDir,
          port: gatewayPort,
          command,
          env: { SANDBOX_GATEWAY_PORT: String(gatewayPort) },
          log,
          label: 'gateway',
        });
        gatewayEnv.PAYMENT_GATEWAY_URL = gateway.url;
      }
      api = await startApiProcess({
        rootDir,
        port: apiPort,
        command: apiOpt.command,
        env: { ...gatewayEnv, ...apiOpt.env },
        // links in mails lead to this edge (brand and corporate sites derived: http://lumo.localhost:<port>),
        // whatever port it runs on; SITE_URL in the environment wins (api/README.md "Environment")
        defaultEnv: {
          SITE_URL: `http://${displayHost(host).includes(':') ? `[${displayHost(host)}]` : displayHost(host)}:${port}`,
        },
        readyTimeoutMs: apiOpt.readyTimeoutMs,
        log,
      });
      apiUrl = api.url;
    }

    const startRemoteServer = async (name: RemoteName) => {
      const remote = findRemote(name)!;
      const server = await createRemoteServer({ remote, cdnDir, logger: opts.accessLog });
      await server.listen({ port: remotePorts[name], host });
      remoteServers.set(name, server);
    };
    for (const r of REMOTES) await startRemoteServer(r.name);

    edge = await createEdge({
      shellDir,
      cdnDir,
      apiUrl,
      remotePorts,
      logger: opts.accessLog,
      imageOrigins: opts.mapTileOrigin ? [opts.mapTileOrigin] : [],
    });
    await edge.listen({ port, host });

    const resolveName = (n: string): RemoteName => {
      const r = findRemote(n);
      if (!r) throw new Error(`unknown remote "${n}"`);
      return r.name;
    };
    const urlHost = displayHost(host);

    return {
      url: `http://${urlHost}:${port}`,
      port,
      host,
      apiUrl,
      apiStartMs: api ? (api as ApiProcess).startMs : null,
      remotePorts,
      remoteUrl: (name) => `http://${urlHost}:${remotePorts[name]}`,
      async stopRemote(n) {
        const name = resolveName(n);
        const server = remoteServers.get(name);
        if (!server) return;
        remoteServers.delete(name);
        // closeAllConnections: a stopped remote must look down at once, not after keep-alive ends
        server.server.closeAllConnections();
        await server.close();
      },
      async startRemote(n) {
        const name = resolveName(n);
        if (remoteServers.has(name)) return;
        await startRemoteServer(name);
      },
      isRemoteRunning: (n) => remoteServers.has(resolveName(n)),
      close: closeAll,
    };
  } catch (err) {
    await closeAll();
    throw err;
  }
}
