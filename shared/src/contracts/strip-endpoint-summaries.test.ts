/**
 * The browser builds load the endpoint catalogue's rows through
 * shared/build/strip-endpoint-summaries.cjs: the same rows without their `summary` texts. Run on
 * the real files, the result must be the catalogue minus exactly that field, and the build rule must
 * still point at every file of rows.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ENDPOINTS } from './endpoints';
import * as endpointDef from './endpoint-def';

/* eslint-disable @typescript-eslint/no-require-imports */
const { stripEndpointSummaries } = require('../../build/strip-endpoint-summaries.cjs') as {
  stripEndpointSummaries(source: string, fileName?: string): string;
};
const { ENDPOINT_CATALOGUE } = require('../../build/webpack.cjs') as { ENDPOINT_CATALOGUE: RegExp };
/* eslint-enable @typescript-eslint/no-require-imports */

const ROWS_DIR = path.join(__dirname, 'endpoints');
const ROW_FILES = fs
  .readdirSync(ROWS_DIR)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => path.join(ROWS_DIR, f));

/** The module's exports, from its TypeScript text (a file of rows imports only endpoint-def.ts). */
function evaluate(source: string): Record<string, unknown> {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const module = { exports: {} as Record<string, unknown> };
  const require = (id: string) => {
    if (id === '../endpoint-def') return endpointDef;
    throw new Error(`a file of catalogue rows imports ${id}`);
  };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, require);
  return module.exports;
}

/** Every row of every file of rows, stripped, by name. */
function strippedRows(): Array<[name: string, row: unknown]> {
  return ROW_FILES.flatMap((file) =>
    Object.values(evaluate(stripEndpointSummaries(fs.readFileSync(file, 'utf8'), file))).flatMap((rows) =>
      Object.entries(rows as Record<string, unknown>),
    ),
  );
}

test('the build rule names every file of rows, and not the file that joins them', () => {
  expect(ROW_FILES.length).toBeGreaterThan(5);
  for (const file of ROW_FILES) expect([file, ENDPOINT_CATALOGUE.test(file)]).toEqual([file, true]);
  expect(ENDPOINT_CATALOGUE.test(path.join(__dirname, 'endpoints.ts'))).toBe(false);
});

test('the stripped catalogue is every row without its summary, and nothing else changes', () => {
  const stripped = strippedRows();
  const rows = Object.entries(ENDPOINTS);
  expect(rows.length).toBeGreaterThan(50);
  // a name in two files would be joined as one row, the other lost
  expect(stripped.map(([name]) => name).sort()).toEqual(rows.map(([name]) => name).sort());
  const byName = new Map(stripped);
  for (const [name, row] of rows) {
    expect(row.summary).toEqual(expect.any(String)); // the API's OpenAPI document still has it
    const { summary: _summary, ...wire } = row;
    expect([name, byName.get(name)]).toEqual([name, wire]);
  }
});

test('a summary goes wherever it sits in the row and however its text is written', () => {
  const source = [
    'const def = (d) => d;',
    "export const A = def({ summary: 'first, with a comma', host: 'api' });",
    'export const B = def({ host: "api", summary: "it\'s \\"quoted\\"", path: \'x\' });',
    'export const C = def({',
    "  host: 'api',",
    "  summary: 'on ' +",
    "    'two lines',",
    '});',
    'export const D = def({ summary: `only one` });',
    "export const E = { summary: 'not a row: kept' };",
  ].join('\n');
  const out = evaluate(stripEndpointSummaries(source));
  expect(out).toEqual({
    A: { host: 'api' },
    B: { host: 'api', path: 'x' },
    C: { host: 'api' },
    D: {},
    E: { summary: 'not a row: kept' },
  });
});

test('a catalogue without def({ … }) rows is refused rather than shipped with its texts', () => {
  expect(() => stripEndpointSummaries("export const ENDPOINTS = { a: { summary: 'x' } };")).toThrow(/no def/);
});
