/**
 * The catalogue names a build lists for the release check (shared/build/webpack/sharing.cjs reads
 * them from the source files) are exactly the rows of ENDPOINTS: a row the parse missed would let a
 * remote that calls it go live over a shell without it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { ENDPOINTS } from '@rednest/shared/contracts/endpoints';

const require = createRequire(import.meta.url);
const { catalogueNames } = require('../../../shared/build/webpack/sharing.cjs') as { catalogueNames(): string[] };

test("the catalogue names listed for the release check are ENDPOINTS' rows, every one", () => {
  assert.deepEqual(catalogueNames(), Object.keys(ENDPOINTS).sort());
});
