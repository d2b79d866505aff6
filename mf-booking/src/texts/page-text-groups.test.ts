import fs from 'node:fs';
import path from 'node:path';
import en from './en';
import pagesEn from './pages/en';
import { groupOfKey, PAGE_TEXT_GROUPS, type PageTextGroup } from './page-text-groups';

// the build's loader (CommonJS, as webpack runs it)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pickPageTexts } = require('../../build/page-text-group-loader.cjs') as {
  pickPageTexts(source: string, prefixes: readonly string[]): string;
};

const SRC = path.join(__dirname, '..');
const allKeys = [...Object.keys(en), ...Object.keys(pagesEn)];

/** the file and every local file it imports statically (a dynamic import is another chunk) */
function closure(files: string[], seen = new Set<string>()): Set<string> {
  for (const file of files) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(path.join(SRC, file), 'utf8');
    for (const [, spec] of text.matchAll(/^import\s[^;]*?from\s*'(\.[^']+)'/gms)) {
      if (spec!.endsWith('.scss') || spec!.includes('texts/')) continue;
      const base = path.join(path.dirname(file), spec!);
      const found = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(path.join(SRC, f)));
      if (found) closure([found], seen);
    }
  }
  return seen;
}

/** the keys a file can show: its literal keys, and every key under a prefix it completes (`booking.status.${s}`) */
function keysIn(file: string): string[] {
  const text = fs.readFileSync(path.join(SRC, file), 'utf8');
  const literals = [...text.matchAll(/['"`](booking\.[A-Za-z0-9_.]+)['"`]/g)].map((m) => m[1]!);
  const prefixes = [
    ...[...text.matchAll(/`(booking\.[A-Za-z0-9_.]*)\$\{/g)].map((m) => m[1]!),
    ...literals.filter((k) => !allKeys.includes(k)).map((k) => `${k}.`),
  ];
  return allKeys.filter((k) => literals.includes(k) || prefixes.some((p) => k.startsWith(p)));
}

/** each page routes.tsx loads with page texts: its file and the groups it fetches */
function pagesWithGroups(): { page: string; groups: PageTextGroup[] }[] {
  const routes = fs.readFileSync(path.join(SRC, 'app/routes.tsx'), 'utf8');
  return [
    ...routes.matchAll(/lazyWithPageTexts\(\s*\[([^\]]*)\],\s*\(\)\s*=>\s*import\('\.\/(routes\/[\w-]+)'\)/g),
  ].map((m) => ({
    page: `app/${m[2]}.tsx`,
    groups: [...m[1]!.matchAll(/'(\w+)'/g)].map((g) => g[1] as PageTextGroup),
  }));
}

describe("mf-booking's page texts in groups", () => {
  it('puts every page text in a group', () => {
    expect(Object.keys(pagesEn).filter((k) => groupOfKey(k) === null)).toEqual([]);
  });

  it('fetches with each page the groups of every page text it can show', () => {
    const pages = pagesWithGroups();
    expect(pages.length).toBeGreaterThanOrEqual(13);
    const missing = pages.flatMap(({ page, groups }) =>
      [...new Set([...closure([page])].flatMap(keysIn))]
        .filter((k) => k in pagesEn && !groups.includes(groupOfKey(k)!))
        .map((k) => `${page}: ${k} (${groupOfKey(k)})`),
    );
    expect(missing).toEqual([]);
  });

  it("cuts a group out of a language's file with the group's keys alone, as valid code", () => {
    const source = fs.readFileSync(path.join(__dirname, 'pages/en.ts'), 'utf8');
    for (const [group, prefixes] of Object.entries(PAGE_TEXT_GROUPS)) {
      const picked = pickPageTexts(source, prefixes);
      const keys = [...picked.matchAll(/^\s*'(booking\.[^']+)':/gm)].map((m) => m[1]);
      expect(keys).toEqual(Object.keys(pagesEn).filter((k) => groupOfKey(k) === group));
      // what the group keeps is the file's own text, so its values and the type export are unchanged
      expect(picked).toContain('export type BookingPageTexts');
      expect(picked).toContain('export default en');
    }
  });
});
