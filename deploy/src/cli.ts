/**
 * Operations CLI (README). From the repository root:
 *   npx tsx deploy/src/cli.ts publish <remote|all>
 *   npx tsx deploy/src/cli.ts promote <remote> <version>
 *   npx tsx deploy/src/cli.ts rollback <remote>
 *   npx tsx deploy/src/cli.ts canary <remote> <version> --share <percent>   (publish <remote> --canary <percent>)
 *   npx tsx deploy/src/cli.ts promote <remote>      the running canary, for every session
 *   npx tsx deploy/src/cli.ts abort <remote>        the running canary: every session back on the live version
 *   npx tsx deploy/src/cli.ts list
 *   npx tsx deploy/src/cli.ts status [<remote>] [--limit N]
 * every step takes --actor <who> (else RELEASE_ACTOR, else the OS user).
 *   npx tsx deploy/src/cli.ts serve [--publish]
 *   npx tsx deploy/src/cli.ts build [all|<package>] [--if-stale]
 *   npx tsx deploy/src/cli.ts start [--rebuild]   build what is stale, publish, serve (npm start)
 */
import path from 'node:path';
import { buildFrontEnd, FRONT_ENDS } from './build';
import { REPO_ROOT, deployEnv } from './config/env';
import {
  abortCanary,
  canary,
  promote,
  promoteCanary,
  prune,
  publish,
  rollback,
  type ChangeResult,
} from './releases/releases';
import { DeployError, type ReleaseStore } from './releases/store';
import { auditTrail, list, type ListRow } from './releases/views';
import { REMOTES, findRemote, remotePort } from './remotes';
import { startStack } from './stack/stack';

const USAGE = `usage: npx tsx deploy/src/cli.ts <command>
  publish <remote|all>        copy <remote>/dist to its versioned CDN folder and make it current
  publish <remote> --canary <percent>   copy it, and give it to that share of browser sessions only
  promote <remote> <version>  make an already published version current
  rollback <remote>           back to the version that was current before (no rebuild)
  canary <remote> <version> --share <percent>  a published version for that share of sessions (1-99,
                              sticky per browser session); run again to change the share
  promote <remote>            make the running canary current for every session
  abort <remote>              end the canary: every session back on the live version
  list                        current and previous version of every remote
  status [<remote>] [--limit N]  what is live, and who published, promoted or rolled back what, when (last 20)
  prune [--keep N]            delete version folders a rollback can no longer reach (default keep 5)
  serve [--publish]           run the edge, the six remote servers and the API (PORT, default 8080)
  build [all|<pkg>] [--if-stale]  webpack --mode production in shell/ and the remotes, one at a time
  start [--rebuild]           build what is stale (or everything), publish all, serve
every release and canary step records who ran it: --actor <who>, else RELEASE_ACTOR, else the OS user
remote: mf_search | mf_booking | mf_account | mf_club | mf_corporate | mf_content (or the folder name)`;

/** Left-aligned columns under a header row. */
function printColumns(table: Record<string, string>[]): void {
  const cols = Object.keys(table[0]!);
  const widths = cols.map((c) => Math.max(c.length, ...table.map((row) => row[c]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(line(cols));
  for (const row of table) console.log(line(cols.map((c) => row[c]!)));
}

function printLive(rows: ListRow[]): void {
  printColumns(
    rows.map((r) => ({
      remote: r.remote,
      current: r.current ?? '(not published)',
      previous: r.previous ?? '-',
      // the split of sessions while a canary runs
      sessions: r.canary
        ? `${100 - r.canary.share}% current, ${r.canary.share}% canary ${r.canary.version}`
        : r.current
          ? '100% current'
          : '-',
      versions: String(r.versions),
      'last change': r.lastChange
        ? `${r.lastChange.action} ${r.lastChange.at}${r.lastChange.actor ? ` by ${r.lastChange.actor}` : ''}`
        : '-',
    })),
  );
}

/** Takes `--name value` or `--name=value` out of args; undefined when absent. */
function takeOption(args: string[], name: string): string | undefined {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const [arg] = args.splice(i, 1);
  if (arg!.includes('=')) return arg!.slice(arg!.indexOf('=') + 1);
  const [value] = args.splice(i, 1);
  if (value === undefined || value.startsWith('--')) throw new DeployError('BAD_OPTION', `--${name} needs a value`);
  return value;
}

/** A canary share from the command line: a whole percent, 1 … 99 (releases.ts says why not). */
function shareOption(args: string[], name: string): number | undefined {
  const raw = takeOption(args, name);
  if (raw === undefined) return undefined;
  return Number(raw.replace(/%$/, ''));
}

function describe(r: ChangeResult & { ms?: number }, verb: string): string {
  if (r.share !== undefined) {
    return r.changed
      ? `${r.remote}: canary ${r.version} for ${r.share}% of sessions (the others stay on ${r.from})${took(r)}`
      : `${r.remote}: canary ${r.version} already at ${r.share}%`;
  }
  if (!r.changed) return `${r.remote}: ${r.version} already current`;
  return `${r.remote}: ${verb} ${r.version}${r.from ? ` (was ${r.from})` : ''}${took(r)}`;
}

async function publishAll(store: ReleaseStore): Promise<number> {
  let failed = 0;
  for (const r of REMOTES) {
    try {
      console.log(describe(await publish(store, r.name), 'published'));
    } catch (err) {
      failed++;
      console.error(`${r.name}: ${(err as Error).message}`);
    }
  }
  return failed;
}

/** Builds front ends one after another; returns the number that failed. */
async function build(target: string, ifStale: boolean): Promise<number> {
  const folders =
    target === 'all' ? [...FRONT_ENDS] : FRONT_ENDS.filter((f) => f === target || f.replace('-', '_') === target);
  if (!folders.length)
    throw new DeployError('UNKNOWN_PACKAGE', `unknown front end "${target}" (one of ${FRONT_ENDS.join(', ')})`);
  let failed = 0;
  // A stop during the builds (Ctrl-C, or SIGTERM to npm alone, which reaches only this chain)
  // ends the webpack run in progress too, then this process, instead of leaving it to finish alone.
  const abort = new AbortController();
  const onSignal = (sig: NodeJS.Signals) => {
    if (abort.signal.aborted) return;
    console.log(`\n${sig}: stopping the build`);
    abort.abort();
    process.exitCode = 128 + (sig === 'SIGINT' ? 2 : sig === 'SIGHUP' ? 1 : 15);
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const sig of signals) process.on(sig, onSignal);
  try {
    for (const folder of folders) {
      if (abort.signal.aborted) break;
      failed += await buildOne(folder, ifStale, abort.signal);
    }
  } finally {
    for (const sig of signals) process.off(sig, onSignal);
  }
  if (abort.signal.aborted) process.exit(process.exitCode ?? 1);
  return failed;
}

/** 1 when the build of `folder` failed, else 0 (up to date, skipped, built or stopped). */
async function buildOne(folder: string, ifStale: boolean, signal: AbortSignal): Promise<number> {
  const build = await buildFrontEnd(REPO_ROOT, folder, {
    ifStale,
    signal,
    onBuild: () => process.stdout.write(`${folder}: building … `),
  });
  switch (build.status) {
    case 'no-setup':
      console.warn(`${folder}: no webpack.config.cjs or src/, skipped`);
      return 0;
    case 'fresh':
      console.log(`${folder}: dist is up to date`);
      return 0;
    case 'stopped':
      return 0;
    case 'ok':
      console.log(`${build.run.seconds.toFixed(1)} s`);
      return 0;
    case 'failed':
      console.log(`FAILED after ${build.run.seconds.toFixed(1)} s`);
      console.error(build.run.output.trim().split('\n').slice(-25).join('\n'));
      return 1;
  }
}

async function serve(store: ReleaseStore, withPublish: boolean): Promise<void> {
  const env = deployEnv();
  if (withPublish) await publishAll(store);
  const unpublished = list(env.cdnDir)
    .filter((row) => !row.current)
    .map((row) => row.remote);
  if (unpublished.length) {
    console.warn(
      `warning: not published yet, their areas will show the unavailable fallback: ${unpublished.join(', ')}`,
    );
  }
  console.log('starting the API (first start migrates and seeds the embedded database) …');
  const stack = await startStack({
    port: env.port,
    host: env.host,
    cdnDir: env.cdnDir,
    mapTileOrigin: env.mapTileOrigin,
    api: env.apiUrl ? { url: env.apiUrl } : { port: env.apiPort ?? undefined, readyTimeoutMs: env.apiReadyTimeoutMs },
    log: (line) => console.log(line),
  });
  const p = stack.port;
  console.log(`
RedNest is running: open ${stack.url}/
  brand sites:   http://lumo.localhost:${p}/  http://urbano.localhost:${p}/
  corporate:     http://corporate.localhost:${p}/
  (or add ?site=lumo|urbano|corporate|main to any URL)
  API:           ${stack.url}/api/docs  (OpenAPI ${stack.url}/api/openapi.json)${stack.apiStartMs !== null ? `, ready in ${(stack.apiStartMs / 1000).toFixed(1)} s` : ''}
  manifest:      ${stack.url}/manifest.json
  remotes:       ${REMOTES.map((r) => `${r.name} :${remotePort(p, r.name)}`).join(', ')}
Press Ctrl+C to stop.`);

  stopOnSignals(stack);
}

/** how long a stop may take before the process exits anyway (the API child then gets SIGTERM) */
const FORCE_EXIT_MS = 15_000;
const PARENT_POLL_MS = 500;

/**
 * Closes the stack once on SIGINT, SIGTERM or SIGHUP, or when the process that started us is gone.
 * A Ctrl-C in a terminal reaches every process of the foreground group and the runner forwards
 * it too, so the same signal can arrive two or three times: every one after the first is ignored
 * (the listeners stay installed, so a repeat never falls back to the default action and kills
 * this process in the middle of closing).
 */
function stopOnSignals(stack: { close(): Promise<void> }): void {
  let closing = false;
  const shutdown = (why: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${why}: stopping the edge, the remote servers and the API …`);
    const force = setTimeout(() => {
      console.error(`still not stopped after ${FORCE_EXIT_MS / 1000} s, exiting`);
      process.exit(1);
    }, FORCE_EXIT_MS);
    force.unref();
    stack.close().then(
      () => {
        console.log('stopped');
        process.exit(0);
      },
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));
  // the runner (scripts/run.mjs, tsx) was killed outright: nobody is left to stop us, and maybe
  // nobody reads our output (a write to a closed pipe must not crash the close half-way)
  const parentPid = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parentPid) return;
    clearInterval(watch);
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
    shutdown('the parent process exited');
  }, PARENT_POLL_MS);
  watch.unref();
}

/**
 * Runs one release step and prints how long it took (the README's operations figures): the time
 * from the command starting its work to the pointer written, i.e. what the next page load sees.
 */
async function timed(step: () => Promise<ChangeResult>): Promise<ChangeResult & { ms: number }> {
  const started = performance.now();
  const result = await step();
  return { ...result, ms: Math.round(performance.now() - started) };
}

const took = (r: { ms?: number }) => (r.ms === undefined ? '' : ` [${r.ms} ms]`);

export async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  const env = deployEnv();
  const actor = takeOption(rest, 'actor') ?? env.releaseActor ?? undefined;
  const store: ReleaseStore = { cdnDir: env.cdnDir, rootDir: REPO_ROOT, ...(actor !== undefined ? { actor } : {}) };
  switch (cmd) {
    case 'publish': {
      const canaryShare = shareOption(rest, 'canary');
      const target = rest[0];
      if (!target || (canaryShare !== undefined && target === 'all')) break;
      if (target === 'all') return (await publishAll(store)) ? 1 : 0;
      console.log(
        describe(
          await timed(() => publish(store, target, canaryShare === undefined ? {} : { canaryShare })),
          'published',
        ),
      );
      return 0;
    }
    case 'canary': {
      const share = shareOption(rest, 'share');
      const [remote, version] = rest;
      if (!remote || !version || share === undefined) break;
      console.log(describe(await timed(() => canary(store, remote, version, share)), 'canary'));
      return 0;
    }
    case 'abort': {
      if (!rest[0]) break;
      const r = await timed(() => abortCanary(store, rest[0]!));
      console.log(`${r.remote}: canary ${r.from} aborted, every session on ${r.version}${took(r)}`);
      return 0;
    }
    case 'publish-all':
      return (await publishAll(store)) ? 1 : 0;
    case 'promote': {
      const [remote, version] = rest;
      if (!remote) break;
      if (!version) {
        const r = await timed(() => promoteCanary(store, remote));
        console.log(`${r.remote}: canary ${r.version} promoted, live for every session (was ${r.from})${took(r)}`);
        return 0;
      }
      console.log(describe(await timed(() => promote(store, remote, version)), 'promoted'));
      return 0;
    }
    case 'rollback': {
      if (!rest[0]) break;
      console.log(describe(await timed(() => rollback(store, rest[0]!)), 'rolled back to'));
      return 0;
    }
    case 'list': {
      printLive(list(env.cdnDir));
      console.log(`\nCDN folder: ${path.relative(process.cwd(), env.cdnDir) || env.cdnDir}`);
      return 0;
    }
    case 'status': {
      const limitArg = takeOption(rest, 'limit');
      const limit = limitArg === undefined ? 20 : Number(limitArg);
      if (!Number.isInteger(limit) || limit < 1 || rest.length > 1) break;
      const only = rest[0];
      const steps = auditTrail(env.cdnDir, only); // refuses an unknown remote
      const remote = only ? findRemote(only)!.name : null;
      printLive(list(env.cdnDir).filter((r) => !remote || r.remote === remote));
      const shown = steps.slice(-limit);
      console.log(
        `\nrelease steps${only ? ` of ${only}` : ''}, oldest first (${shown.length} of ${steps.length}${steps.length > shown.length ? `; --limit ${steps.length} for all` : ''}):`,
      );
      if (shown.length) {
        printColumns(
          shown.map((e) => ({
            when: e.at,
            remote: e.remote,
            action: e.action,
            from: e.from ?? '-',
            to: e.version,
            share: e.share === undefined ? '-' : `${e.share}%`,
            by: e.actor ?? '(not recorded)',
          })),
        );
      }
      return 0;
    }
    case 'prune': {
      const i = rest.indexOf('--keep');
      const keep = i >= 0 ? Number(rest[i + 1]) : 5;
      if (!Number.isInteger(keep) || keep < 1) break;
      for (const r of await prune(store, keep))
        console.log(`${r.remote}: ${r.removed.length ? `removed ${r.removed.join(', ')}` : 'nothing to remove'}`);
      return 0;
    }
    case 'serve':
      await serve(store, rest.includes('--publish'));
      return -1; // keeps running until a signal
    case 'build': {
      const target = rest.find((a) => !a.startsWith('--')) ?? 'all';
      return (await build(target, rest.includes('--if-stale'))) ? 1 : 0;
    }
    case 'start': {
      // a failed build is reported, not fatal: the last published version of that area keeps serving
      const failed = await build('all', !rest.includes('--rebuild'));
      if (failed) console.warn(`${failed} build(s) failed; serving the last published version of those areas`);
      await serve(store, true);
      return -1;
    }
    default:
      break;
  }
  console.error(USAGE);
  return 2;
}

const isEntry =
  process.argv[1] &&
  path.resolve(process.argv[1]).replace(/\.ts$/, '') ===
    path.resolve(new URL(import.meta.url).pathname).replace(/\.ts$/, '');
if (isEntry) {
  main(process.argv.slice(2)).then(
    (code) => {
      if (code >= 0) process.exit(code);
    },
    (err) => {
      console.error(err instanceof DeployError ? `error (${err.code}): ${err.message}` : err);
      process.exit(1);
    },
  );
}
