/**
 * A fresh app per test file: PGlite in memory by default; with DATABASE_URL a new database
 * (rn_test_<random>) on that server, dropped on close; with REDIS_URL a random key prefix.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { loadConfig, type AppConfig } from '../src/config/env.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { pgliteFromTemplate, postgresFromTemplate, type TemplateSeed } from './db-template.ts';
import { buildApp } from '../src/app.ts';
import { createCache, type Cache } from '../src/plugins/cache.ts';
import type { LogStream } from '../src/plugins/logging.ts';

/** Small, deterministic catalogue for fast tests. */
export const TEST_SEED_SIZE = 0.05;

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  /** the app's cache (Redis when config.redisUrl is set) */
  cache: Cache;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** true: the small catalogue (TEST_SEED_SIZE, today); or the catalogue at this size and day. Copied from a template (db-template.ts) */
  seed?: boolean | { size: number; today?: string };
  /** clock for tokens (e.g. to test expiry) */
  now?: () => Date;
  config?: Partial<AppConfig>;
  /** sees every route as it is added */
  onRoute?: (route: RouteOptions) => void;
  /** the app's log lines (the API's own logger, secrets redacted) go here; level: config.logLevel, 'info' unless given */
  logStream?: LogStream;
}

/**
 * The default per-address limit in tests: every test calls from 127.0.0.1, so the production
 * default (RATE_LIMIT_PER_MINUTE) would be reached by long suites. Tests of the limit set their own.
 */
export const TEST_RATE_LIMIT_PER_MINUTE = 1_000_000;
/** the work of book_now's captcha in tests (test/http.ts solves it for every book_now call) */
export const TEST_CAPTCHA_DIFFICULTY = 40;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const base = loadConfig(undefined, {
    logLevel: options.logStream ? 'info' : 'silent',
    appEnv: 'test',
    dataDir: 'memory',
    seedOnEmpty: false,
    rateLimitPerMinute: TEST_RATE_LIMIT_PER_MINUTE,
    // tests change inventory between searches and expect to see it: the listing cache has its own test
    searchCacheSeconds: 0,
  });
  // book_now's captcha is solved by the test kit (call() in test/http.ts): a small one
  base.captcha = { ...base.captcha, difficulty: TEST_CAPTCHA_DIFFICULTY };
  const suffix = crypto.randomBytes(6).toString('hex');
  let databaseUrl: string | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;

  const seed: TemplateSeed = options.seed === true ? { size: TEST_SEED_SIZE } : options.seed || null;
  if (base.databaseUrl) {
    const name = `rn_test_${suffix}`;
    await postgresFromTemplate(base.databaseUrl, name, seed);
    const url = new URL(base.databaseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base.databaseUrl! });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }

  const config: AppConfig = { ...base, databaseUrl, redisPrefix: `rn_test_${suffix}:`, ...options.config };
  let database: Database;
  try {
    database = config.databaseUrl ? await createDatabase(config) : await pgliteFromTemplate(config, seed);
  } catch (err) {
    await dropDatabase?.();
    throw err;
  }
  const cache = await createCache({ redisUrl: config.redisUrl, prefix: config.redisPrefix });
  const app = await buildApp({
    config,
    database,
    cache,
    now: options.now,
    logger: options.logStream ? { stream: options.logStream } : false,
    onRoute: options.onRoute,
  });
  await app.ready();

  return {
    app,
    config,
    database,
    cache,
    async close() {
      await app.close();
      if (cache.redis?.status === 'ready') {
        // Leave nothing behind in a shared Redis (best effort: a test may have stopped its own).
        const keys = await cache.redis.keys(`${config.redisPrefix}*`).catch(() => []);
        if (keys.length) await cache.redis.del(...keys.map((k) => k.slice(config.redisPrefix.length))).catch(() => 0);
      }
      await cache.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}
