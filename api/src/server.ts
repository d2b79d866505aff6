/**
 * Process entry: config → database → migrations → seed when empty → listen.
 * Logs `api ready on http://HOST:PORT in N ms` measured from process start.
 */
import { ConfigError, loadConfig, processStartedAt } from './config/env.ts';
import { createDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed-runner.ts';
import { buildApp } from './app.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`api: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const database = await createDatabase(config);
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());

  if (config.seedOnEmpty) {
    const started = performance.now();
    if (await seedIfEmpty(database.db, config.seedSize)) {
      app.log.info({ size: config.seedSize, ms: Math.round(performance.now() - started) }, 'seeded an empty database');
    }
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const ms = Math.round(Date.now() - processStartedAt());
  app.log.info(`api ready on http://${config.host}:${config.port} in ${ms} ms`);
}

main().catch((err: unknown) => {
  process.stderr.write(`api: failed to start: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
