/**
 * Import cycles across the whole repo, type-only imports included (import-x/no-cycle skips
 * those). Uses TypeScript's own module resolution per package (tsconfig, exports maps, the
 * `@rednest/shared/*` subpaths), then Tarjan's strongly connected components over the files, and
 * over module folders (`src/modules/<module>/`: two modules never import each other).
 *   npx tsx scripts/check-cycles.ts            → exit 1 and the cycles, or "no import cycles"
 *   npx tsx scripts/check-cycles.ts DIR…       → the same for other folders with a tsconfig.json (tests)
 */
import path from 'node:path';
import fs from 'node:fs';
import ts from 'typescript';

const given = process.argv.slice(2).map((d) => fs.realpathSync(path.resolve(d)));
const root = given.length ? path.dirname(given[0]!) : path.resolve(import.meta.dirname, '..');
const PACKAGES = given.length
  ? given.map((d) => path.basename(d))
  : [
      'shared',
      'shell',
      'mf-search',
      'mf-booking',
      'mf-account',
      'mf-club',
      'mf-corporate',
      'mf-content',
      'api',
      'deploy',
      'e2e',
    ];

const edges = new Map<string, Set<string>>();
const inRepo = (file: string) =>
  file.startsWith(root + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`);

for (const pkg of PACKAGES) {
  const configPath = path.join(root, pkg, 'tsconfig.json');
  if (!fs.existsSync(configPath)) continue;
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath));
  const host = ts.createCompilerHost(parsed.options);
  for (const file of parsed.fileNames) {
    if (!/\.(ts|tsx|mts|cts)$/.test(file) || file.endsWith('.d.ts')) continue;
    const from = fs.realpathSync(file);
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = edges.get(from) ?? new Set<string>();
    for (const imported of info.importedFiles) {
      const resolved = ts.resolveModuleName(imported.fileName, file, parsed.options, host).resolvedModule
        ?.resolvedFileName;
      if (!resolved) continue;
      const to = fs.realpathSync(resolved);
      if (inRepo(to) && !to.endsWith('.d.ts')) targets.add(to);
    }
    edges.set(from, targets);
  }
}

/** Tarjan's strongly connected components of a graph: each with more than one node (or a self-loop) is a cycle. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  function visit(v: string): void {
    indexOf.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
      }
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.has(v)) found.push(component);
    }
  }
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return found;
}

/**
 * The same edges between module folders (`<package>/src/modules/<module>/`): a module that needs another
 * asks for its service through the composition root, so no two modules import each other, even by type.
 * A test file is left out as an importer: a test drives modules together (a booking to sign up from, a
 * payment of a booking), which says nothing of how the modules' own code depends on each other.
 */
const moduleOf = (file: string) => /^(.*\/src\/modules\/[^/]+)\//.exec(file)?.[1];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const modules = new Map<string, Set<string>>();
for (const [from, targets] of edges) {
  const a = isTest(from) ? undefined : moduleOf(from);
  if (!a) continue;
  const out = modules.get(a) ?? new Set<string>();
  for (const to of targets) {
    const b = moduleOf(to);
    if (b && b !== a) out.add(b);
  }
  modules.set(a, out);
}

const rel = (f: string) => path.relative(root, f);
const fileCycles = cyclesOf(edges);
const moduleCycles = cyclesOf(modules).map((c) => c.map(rel).sort().join(' ↔ '));
if (fileCycles.length === 0 && moduleCycles.length === 0) {
  console.log(`no import cycles (${edges.size} files, ${modules.size} modules, type-only imports included)`);
} else {
  if (fileCycles.length) {
    console.error(`${fileCycles.length} import cycle(s), type-only imports included:`);
    for (const c of fileCycles) console.error(`  ${c.map(rel).sort().join(' ↔ ')}`);
  }
  if (moduleCycles.length) {
    console.error(`${moduleCycles.length} cycle(s) between module folders, type-only imports included:`);
    for (const c of moduleCycles) console.error(`  ${c}`);
  }
  process.exit(1);
}
