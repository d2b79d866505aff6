/**
 * The browser builds load the endpoint catalogue through shared/build/strip-endpoint-summaries.cjs
 *: the same rows without their `summary` texts. Run on the real file, the result must be
 * the catalogue minus exactly that field, and the build rule must still point at this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ENDPOINTS } from './endpoints';

/* eslint-disable @typescript-eslint/no-require-imports */
const { stripEndpointSummaries } = require('../../build/strip-endpoint-summaries.cjs') as {
  stripEndpointSummaries(source: string, fileName?: string): string;
};
const { ENDPOINT_CATALOGUE } = require('../../build/webpack.cjs') as { ENDPOINT_CATALOGUE: RegExp };
/* eslint-enable @typescript-eslint/no-require-imports */

const FILE = path.join(__dirname, 'endpoints.ts');

/** The module's exports, from its TypeScript text (the catalogue imports nothing). */
function evaluate(source: string): Record<string, unknown> {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', outputText)(module, module.exports);
  return module.exports;
}

test('the build rule names the catalogue file', () => {
  expect(ENDPOINT_CATALOGUE.test(FILE)).toBe(true);
});

test('the stripped catalogue is every row without its summary, and nothing else changes', () => {
  const source = fs.readFileSync(FILE, 'utf8');
  const stripped = evaluate(stripEndpointSummaries(source)).ENDPOINTS as Record<string, Record<string, unknown>>;
  const rows = Object.entries(ENDPOINTS);
  expect(rows.length).toBeGreaterThan(50);
  expect(Object.keys(stripped)).toEqual(rows.map(([name]) => name));
  for (const [name, row] of rows) {
    expect(row.summary).toEqual(expect.any(String)); // the API's OpenAPI document still has it
    const { summary: _summary, ...wire } = row;
    expect([name, stripped[name]]).toEqual([name, wire]);
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
