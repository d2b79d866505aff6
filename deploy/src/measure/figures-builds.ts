/**
 * The figures script's builds: each front end built in turn and timed, and which of its chunks
 * count as "shared libraries" (from webpack's stats, and for a remote from its mf-manifest.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import { FRONT_ENDS, hasBuildSetup, readBuildTimes, recordBuildTime, runWebpack } from '../build';
import { REPO_ROOT } from '../config/env';

/** Packages whose code counts as "shared libraries": MF singletons and what @rednest/shared bundles. */
const SHARED_PACKAGES = new Set([
  'react',
  'react-dom',
  'scheduler',
  'rxjs',
  'react-router',
  'axios',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'dayjs',
  'crypto-js',
  '@sinclair/typebox',
]);

type Category = 'shared' | 'own';
/** chunk file → category, per front-end folder, derived from webpack stats */
export type ChunkMap = Record<string, Category>;

export interface BuildResult {
  folder: string;
  status: 'ok' | 'failed' | 'skipped' | 'missing';
  seconds: number | null;
  note?: string;
}

/** Where the chunk maps of the last figures build are kept (a later `--skip-build` run reads them). */
const chunkMapDir = path.join(REPO_ROOT, 'deploy', '.cdn', 'figures-chunks');

function packageOf(moduleName: string): string | null {
  const i = moduleName.lastIndexOf('node_modules/');
  if (i < 0) return null;
  const parts = moduleName.slice(i + 'node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? null);
}

/**
 * A chunk is "shared libraries" when it carries shared code (../shared/src or a shared package)
 * and none of the package's own code or federation entry; vendor code only one package uses
 * (react-router in a remote) stays with that package.
 */
export function classifyChunks(stats: {
  chunks: { id: string | number; files: string[] }[];
  modules: { name?: string; chunks?: (string | number)[] }[];
}): ChunkMap {
  const byChunk = new Map<string | number, string[]>();
  for (const m of stats.modules)
    for (const c of m.chunks ?? []) byChunk.set(c, [...(byChunk.get(c) ?? []), m.name ?? '']);
  const map: ChunkMap = {};
  for (const chunk of stats.chunks) {
    const names = byChunk.get(chunk.id) ?? [];
    const own = names.some(
      (n) => n.startsWith('./src/') || n.includes('.federation/entry') || n.startsWith('./node_modules/.federation'),
    );
    const shared = names.some((n) => n.startsWith('../shared/src/') || SHARED_PACKAGES.has(packageOf(n) ?? ''));
    for (const f of chunk.files) if (f.endsWith('.js')) map[f] = shared && !own ? 'shared' : 'own';
  }
  return map;
}

/** Builds every front end in turn, timed; webpack's stats go to `workDir`, the chunk maps beside the CDN. */
export async function buildAll(workDir: string): Promise<BuildResult[]> {
  const results: BuildResult[] = [];
  fs.mkdirSync(chunkMapDir, { recursive: true });
  for (const folder of FRONT_ENDS) {
    if (!hasBuildSetup(REPO_ROOT, folder)) {
      results.push({ folder, status: 'missing', seconds: null, note: 'no webpack.config.cjs or src/' });
      continue;
    }
    const statsFile = path.join(workDir, `stats-${folder}.json`);
    process.stdout.write(`building ${folder} … `);
    // --json needs --stats detailed: the shared config's 'errors-warnings' preset leaves chunks out
    const webpackRun = await runWebpack(REPO_ROOT, folder, [`--json=${statsFile}`, '--stats', 'detailed']);
    recordBuildTime(REPO_ROOT, webpackRun);
    const { code, output, seconds } = webpackRun;
    if (code !== 0) {
      console.log(`failed (${seconds.toFixed(1)} s)`);
      results.push({
        folder,
        status: 'failed',
        seconds,
        note: output.trim().split('\n').slice(-3).join(' | ').slice(0, 300),
      });
      continue;
    }
    console.log(`${seconds.toFixed(1)} s`);
    results.push({ folder, status: 'ok', seconds });
    try {
      const map = classifyChunks(JSON.parse(fs.readFileSync(statsFile, 'utf8')));
      fs.writeFileSync(path.join(chunkMapDir, `${folder}.json`), JSON.stringify(map, null, 1));
    } catch (err) {
      console.warn(`  (could not read webpack stats of ${folder}: ${(err as Error).message})`);
    }
  }
  return results;
}

/** `--skip-build`: the build times recorded by the last builds, instead of building. */
export function recordedBuilds(): BuildResult[] {
  const recorded = readBuildTimes(REPO_ROOT);
  return FRONT_ENDS.map((folder) => {
    const r = recorded[folder];
    return r
      ? {
          folder,
          status: r.ok ? ('ok' as const) : ('failed' as const),
          seconds: r.seconds,
          note: `recorded ${r.at}`,
        }
      : { folder, status: 'skipped' as const, seconds: null, note: 'no recorded build' };
  });
}

export function loadChunkMaps(): Record<string, ChunkMap> {
  const maps: Record<string, ChunkMap> = {};
  for (const folder of FRONT_ENDS) {
    const f = path.join(chunkMapDir, `${folder}.json`);
    const map: ChunkMap = fs.existsSync(f) ? (JSON.parse(fs.readFileSync(f, 'utf8')) as ChunkMap) : {};
    // remotes also list their shared chunks in mf-manifest.json: right even when the stats are stale
    const mf = path.join(REPO_ROOT, folder, 'dist', 'mf-manifest.json');
    if (fs.existsSync(mf)) {
      const manifest = JSON.parse(fs.readFileSync(mf, 'utf8')) as {
        shared?: { assets?: { js?: { sync?: string[]; async?: string[] } } }[];
      };
      for (const s of manifest.shared ?? [])
        for (const file of [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]) map[file] = 'shared';
    }
    if (Object.keys(map).length) maps[folder] = map;
  }
  return maps;
}
