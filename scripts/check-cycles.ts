/**
 * Import cycles across the whole repo, type-only imports included (import-x/no-cycle skips
 * those). Uses TypeScript's own module resolution per package (tsconfig, exports maps, the
 * `@rednest/shared/*` subpaths), then Tarjan's strongly connected components over the files.
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

// Tarjan's strongly connected components
let index = 0;
const indexOf = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
function visit(v: string): void {
  indexOf.set(v, index);
  low.set(v, index);
  index += 1;
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v) ?? []) {
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
    if (component.length > 1 || edges.get(v)?.has(v)) cycles.push(component);
  }
}
for (const v of edges.keys()) if (!indexOf.has(v)) visit(v);

const rel = (f: string) => path.relative(root, f);
if (cycles.length === 0) {
  console.log(`no import cycles (${edges.size} files, type-only imports included)`);
} else {
  console.error(`${cycles.length} import cycle(s), type-only imports included:`);
  for (const c of cycles) console.error(`  ${c.map(rel).sort().join(' ↔ ')}`);
  process.exit(1);
}
