import fs from 'node:fs';
import path from 'node:path';
import en from './en';
import pagesEn from './pages/en';

const SRC = path.join(__dirname, '..');

/**
 * What draws without waiting for the page texts: the remote's entry with my bookings, and the pages
 * measured against a JS budget (deploy/src/measure/measured-pages.ts), which routes.tsx loads
 * without page texts. Every text these files or the files they import can show must be in the
 * entry's texts (en.ts), or a person would read a key.
 */
const FIRST_VIEW = [
  'expose/app.tsx',
  'app/routes/my-bookings-page.tsx',
  'app/routes/thank-you-page.tsx',
  'app/routes/abandoned-booking-page.tsx',
  'app/routes/view-proof-page.tsx',
];

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

const allKeys = [...Object.keys(en), ...Object.keys(pagesEn)];

/** the keys a file can show: its literal keys, and every key under a prefix it completes (`booking.status.${s}`) */
function keysIn(file: string): string[] {
  const text = fs.readFileSync(path.join(SRC, file), 'utf8');
  const literals = [...text.matchAll(/['"`](booking\.[A-Za-z0-9_.]+)['"`]/g)].map((m) => m[1]!);
  const prefixes = [
    ...[...text.matchAll(/`(booking\.[A-Za-z0-9_.]*)\$\{/g)].map((m) => m[1]!),
    // a base completed by the plural rules (t('booking.nights', { count }) reads booking.nights.one / .other)
    ...literals.filter((k) => !allKeys.includes(k)).map((k) => `${k}.`),
  ];
  return allKeys.filter((k) => literals.includes(k) || prefixes.some((p) => k.startsWith(p)));
}

describe("mf-booking's texts: the first view's in the entry, the other pages' fetched with them", () => {
  it('has every text the entry and the measured pages can show in the entry', () => {
    const needed = [...new Set([...closure(FIRST_VIEW)].flatMap(keysIn))];
    expect(needed.length).toBeGreaterThan(200);
    expect(needed.filter((k) => !(k in en))).toEqual([]);
  });

  it('has each key once, in the entry or in the page texts', () => {
    expect(Object.keys(en).filter((k) => k in pagesEn)).toEqual([]);
  });
});
