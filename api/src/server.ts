/**
 * Process entry: config → database → migrations → seed when empty → listen.
 * Logs `api ready on http://HOST:PORT in N ms` measured from process start.
 */
import { ConfigError, loadConfig, processStartedAt } from './config/env.ts';
import { createDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed-runner.ts';
import { buildApp } from './app.ts';
import { createTokenRepository } from './modules/auth/token.repository.ts';
import { createMonitorRepository } from './modules/monitor/monitor.repository.ts';
import { createMonitorService } from './modules/monitor/monitor.service.ts';
import { createOtpRepository } from './modules/account/otp.repository.ts';

const HOUSEKEEPING_MINUTES = 10;

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
  // One instance migrates and seeds at a time; the others wait, then find nothing to do.
  const seeded = await database.withStartupLock(async () => {
    await migrateDatabase(database);
    if (!config.seedOnEmpty) return null;
    const started = performance.now();
    const report = await seedIfEmpty(database.db, config.seedSize);
    return report ? { report, ms: Math.round(performance.now() - started) } : null;
  });
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());
  if (seeded) {
    app.log.info(
      {
        size: config.seedSize,
        properties: seeded.report.properties,
        inventoryRows: seeded.report.inventoryRows,
        ms: seeded.ms,
      },
      'seeded an empty database',
    );
  }

  // Housekeeping every HOUSEKEEPING_MINUTES: user tokens expired or revoked more than a day ago
  // can never be used again (guest tokens are stateless and leave no rows; rows of older guest
  // tokens go once expired); front-end error logs are bounded in age and count (monitor.service).
  const tokens = createTokenRepository(database.db);
  const monitor = createMonitorService({ repo: createMonitorRepository(database.db), now: () => new Date() });
  const codes = createOtpRepository(database.db);
  const purge = async () => {
    // one-time codes are useless once expired; kept a day for the send throttles and support
    await codes
      .purgeExpired(new Date(Date.now() - 24 * 3600 * 1000))
      .catch((err: unknown) => app.log.warn({ err }, 'one-time code purge failed'));
    await tokens
      .purge(new Date(Date.now() - 24 * 3600 * 1000), new Date())
      .catch((err: unknown) => app.log.warn({ err }, 'token purge failed'));
    await monitor.purgeExpired().catch((err: unknown) => app.log.warn({ err }, 'error log purge failed'));
  };
  const purgeTimer = setInterval(purge, HOUSEKEEPING_MINUTES * 60 * 1000);
  purgeTimer.unref();
  app.addHook('onClose', async () => clearInterval(purgeTimer));

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
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const ms = Math.round(Date.now() - processStartedAt());
  app.log.info(`api ready on http://${config.host}:${port} in ${ms} ms`);
}

main().catch((err: unknown) => {
  process.stderr.write(`api: failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
