/**
 * How far a reader walks from one file: every relative import followed once, from
 * api/src/modules/booking/booking.routes.ts by default; printed twice, with the type-only imports
 * (what a reader opens to know a shape) and without them (what runs). Each line gives the files
 * reached, the returns (imports that lead to a file already reached) and how many imports away the
 * furthest service file is (through the composition root: routes → services.ts → the service, 2).
 * A figure, never a test.
 *   npx tsx scripts/dependency-walk.ts [ROOT] [FILE]   (ROOT: a checkout, default this one)
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const start = path.join(root, process.argv[3] ?? 'api/src/modules/booking/booking.routes.ts');

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** a file's relative imports; without type-only ones when `values` */
function importsOf(file: string, values: boolean): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const node of source.statements) {
    if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) || !node.moduleSpecifier) continue;
    if (!ts.isStringLiteral(node.moduleSpecifier)) continue;
    if (values) {
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        const named = clause?.namedBindings;
        const allTypes =
          clause?.isTypeOnly ||
          (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly));
        if (allTypes) continue;
      } else if (node.isTypeOnly) continue;
    }
    out.push(node.moduleSpecifier.text);
  }
  return out;
}

/** breadth first, so each file's depth is the fewest imports from the start */
function walk(values: boolean): { files: number; returns: number; services: number; deepest: number } {
  const depth = new Map<string, number>([[start, 0]]);
  const queue = [start];
  let returns = 0;
  while (queue.length) {
    const file = queue.shift()!;
    for (const spec of importsOf(file, values)) {
      const target = resolve(file, spec);
      if (!target) continue;
      if (depth.has(target)) returns += 1;
      else {
        depth.set(target, depth.get(file)! + 1);
        queue.push(target);
      }
    }
  }
  const services = [...depth].filter(([file]) => file.endsWith('.service.ts')).map(([, d]) => d);
  return { files: depth.size, returns, services: services.length, deepest: Math.max(0, ...services) };
}

const line = (w: ReturnType<typeof walk>) =>
  `${w.files} files reached, ${w.returns} returns; ${w.services} *.service.ts, the deepest ${w.deepest} imports away`;
console.log(`${path.relative(root, start)}`);
console.log(`  with type-only imports: ${line(walk(false))}`);
console.log(`  what runs:              ${line(walk(true))}`);
