/**
 * The page shares react-router-dom as shared/build/react-router-dom-shared.mjs, which exports a
 * fixed list of names. A name a package imports that is not on the list would be
 * `undefined` in the browser (jest uses the whole library, so no other test would notice).
 */
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedExports, REACT_ROUTER_SHARE } = require('../../build/webpack.cjs') as {
  sharedExports(): Record<string, string[]>;
  REACT_ROUTER_SHARE: string;
};

const REPO = path.resolve(__dirname, '../../..');
const shared = sharedExports()['react-router-dom']!;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(p));
    else if (/\.tsx?$/.test(entry.name) && !/\.test(-helper)?\.tsx?$|\.d\.ts$/.test(entry.name)) out.push(p);
  }
  return out;
}

/** file → names it takes from react-router-dom at run time (type-only imports are erased) */
function routerImports(): Map<string, string[]> {
  const dirs = fs
    .readdirSync(REPO)
    .filter((d) => d === 'shell' || d === 'shared' || d.startsWith('mf-'))
    .map((d) => path.join(REPO, d, 'src'))
    .filter((d) => fs.existsSync(d));
  const found = new Map<string, string[]>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    const names: string[] = [];
    for (const m of text.matchAll(/(import|export)(\s+type)?\s*([^;]*?)\s*from\s*['"]react-router-dom['"]/g)) {
      if (m[2]) continue;
      const list = /\{([^}]*)\}/.exec(m[3] ?? '');
      if (!list) names.push(`(not a named import: ${m[0].replace(/\s+/g, ' ')})`);
      else
        for (const part of list[1]!.split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+.*/, '')
            .split(/\s+as\s+/)[0]!
            .trim();
          if (name) names.push(name);
        }
    }
    if (/import\(\s*['"]react-router-dom['"]\s*\)/.test(text)) names.push('(dynamic import)');
    if (names.length) found.set(path.relative(REPO, file), names);
  }
  return found;
}

test('every name a package imports from react-router-dom is one the shared module exports', () => {
  const imports = routerImports();
  expect(imports.size).toBeGreaterThan(10); // the scan sees the remotes' routes
  const missing = [...imports].flatMap(([file, names]) =>
    names.filter((n) => !shared.includes(n)).map((n) => `${file}: ${n}`),
  );
  expect(missing).toEqual([]);
});

test('the shared module exports only names react-router has, and is the file the config shares', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const router = require('react-router') as Record<string, unknown>;
  expect(shared.filter((n) => router[n] === undefined)).toEqual([]);
  expect(shared).toEqual(
    expect.arrayContaining(['BrowserRouter', 'Routes', 'Route', 'Link', 'Navigate', 'useNavigate', 'useSearchParams']),
  );
  expect(fs.existsSync(REACT_ROUTER_SHARE)).toBe(true);
});
