/**
 * The demo data, in one call: the catalogue (locations, properties, rooms, a year of inventory),
 * the platform data (labels, content, the demo account; seed/platform.ts) and the demo account's
 * bookings. The server calls it only on an empty database, so it does not check for existing rows.
 */
import type { Db } from '../client.ts';
import { seedCatalog, utcToday } from './catalog.ts';
import { seedDemoBookings } from './demo-bookings.ts';
import { seedBookingExtras } from './booking-extras.ts';

export interface SeedOptions {
  /** multiplies the number of properties (1 = the default demo catalogue) */
  size?: number;
  /** the seed day (YYYY-MM-DD, or a Date taken as its UTC day); inventory starts the day before it */
  today?: string | Date;
  seed?: number;
}

export interface SeedReport {
  areas: number;
  properties: number;
  roomTypes: number;
  inventoryRows: number;
  demoBookings: number;
  ms: { catalog: number; platform: number; bookings: number; total: number };
}

type SeedPlatform = (db: Db) => Promise<unknown>;

async function loadSeedPlatform(): Promise<SeedPlatform | null> {
  // seed/platform.ts belongs to the platform module; tolerate it being absent while it is written
  try {
    const mod = (await import('./platform.ts')) as { seedPlatform?: SeedPlatform };
    return mod.seedPlatform ?? null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  }
}

export async function seedAll(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const today = options.today instanceof Date ? utcToday(options.today) : (options.today ?? utcToday());
  const catalog = await seedCatalog(db, { size: options.size ?? 1, today, seed: options.seed });
  const afterCatalog = performance.now();
  const seedPlatform = await loadSeedPlatform();
  if (seedPlatform) await seedPlatform(db);
  const afterPlatform = performance.now();
  const demoBookings = await seedDemoBookings(db, today);
  await seedBookingExtras(db, today);
  const done = performance.now();
  return {
    areas: catalog.data.areas.length,
    properties: catalog.data.properties.length,
    roomTypes: catalog.data.roomTypes.length,
    inventoryRows: catalog.inventoryRows,
    demoBookings,
    ms: {
      catalog: Math.round(afterCatalog - started),
      platform: Math.round(afterPlatform - afterCatalog),
      bookings: Math.round(done - afterPlatform),
      total: Math.round(done - started),
    },
  };
}
