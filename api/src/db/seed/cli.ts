/**
 * `npm run seed -- [--size N | --hotels N] [--reset]` (api/): migrates and seeds the database the config points
 * at (PGlite data folder by default, DATABASE_URL when set) and prints what it wrote and how long
 * it took. Without --reset it refuses a database that already holds a catalogue.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config/env.ts';
import { createDatabase, rowsOf } from '../client.ts';
import { properties } from '../schema/catalog.ts';
import { migrateDatabase } from '../migrate.ts';
import { seedAll } from './index.ts';
import { sizeForHotels } from './catalog-generator.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string' },
      hotels: { type: 'string' },
      reset: { type: 'boolean', default: false },
      today: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'usage: seed [--size N | --hotels N] [--reset] [--today YYYY-MM-DD]   (--hotels 10000: the size that gives that many hotels)',
    );
    return 0;
  }
  const config = loadConfig();
  const size =
    values.hotels !== undefined
      ? sizeForHotels(Number(values.hotels))
      : values.size === undefined
        ? config.seedSize
        : Number(values.size);
  if (!Number.isFinite(size) || size <= 0) {
    console.error(`--size must be a positive number, got ${values.size}`);
    return 2;
  }
  const database = await createDatabase(config);
  try {
    const target = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
    if (values.reset) {
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`create schema public`);
      console.log(`reset ${target}`);
    }
    await migrateDatabase(database);
    const [existing] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from ${properties}`),
    );
    if ((existing?.n ?? 0) > 0) {
      console.error(`${target} already holds a catalogue; run with --reset to replace it.`);
      return 1;
    }
    const report = await seedAll(database.db, { size, today: values.today });
    console.log(
      `seeded ${target} at size ${size}: ${report.areas} areas, ${report.properties} properties, ${report.roomTypes} room types, ` +
        `${report.inventoryRows} inventory nights, ${report.demoBookings} demo bookings`,
    );
    console.log(
      `seed time: catalogue ${report.ms.catalog} ms, platform ${report.ms.platform} ms, bookings ${report.ms.bookings} ms, total ${report.ms.total} ms`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
