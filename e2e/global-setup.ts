import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../deploy/src/stack/stack.ts';

/**
 * One migrated and seeded database for the whole run. Every worker's stack used to migrate and
 * seed its own in-memory database (the seed alone took 112 s, "api ready" 238 s, on a loaded
 * 2-core machine), and Playwright starts a new worker, so a new stack, after every failed test.
 * Here the API seeds an on-disk PGlite once; each worker copies that directory and starts on the
 * copy (fixtures.ts), which is a warm start. Every worker still gets a database of its own that
 * nothing else writes to. The directory is removed when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rn-e2e-db-'));
  const template = path.join(dir, 'data');
  const started = Date.now();
  const stack = await startStack({ port: 'auto', api: { env: { DATA_DIR: template }, readyTimeoutMs: 600_000 } });
  await stack.close();
  console.log(`e2e database template: migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.env.E2E_DB_TEMPLATE = template;
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
