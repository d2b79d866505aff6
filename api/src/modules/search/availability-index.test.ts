import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDatabase, rowsOf, type Database } from '../../db/client.ts';
import { createBookingRepository } from '../booking/booking.repository.ts';
import { createAvailabilityFeed, readAvailabilityIndex, type AvailabilityFeed } from './availability-feed.ts';
import { indexDifferences } from './availability-index.ts';
import { createAvailabilityRepository } from './availability.repository.ts';
import { createSearchRepository } from './search.repository.ts';
import { NO_FILTERS, type HotelSearchParams } from './stay-query.repository.ts';

// Every instance's availability index, fed by inventory's notifications, equals a fresh read of the
// database after random sells and returns of rooms sent through several instances at once.
const TODAY = '2026-03-10';
const CHANGES = 10_000;
const quiet = { info() {}, warn() {} };

let kit: TestApp;
let extra: Database | null = null;
const instances: { name: string; database: Database; feed: AvailabilityFeed }[] = [];

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** a seeded random (mulberry32), so a failure can be replayed */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

before(async () => {
  kit = await createTestApp({ seed: { size: 0.3, today: TODAY } });
  const add = async (name: string, database: Database) => {
    const feed = createAvailabilityFeed({
      repo: createAvailabilityRepository(database.db),
      listen: database.listen,
      log: quiet,
    });
    await feed.start();
    instances.push({ name, database, feed });
  };
  await add('instance 1', kit.database);
  // a second instance: its own pool and its own LISTEN connection on the same database
  if (kit.database.kind === 'postgres') {
    extra = await createDatabase({ databaseUrl: kit.config.databaseUrl, dataDir: 'memory' });
    await add('instance 2', extra);
  }
});
after(async () => {
  for (const { feed } of instances) await feed.close();
  await extra?.close();
  await kit?.close();
});

describe('the availability index', () => {
  test(`equals a fresh read of inventory after ${CHANGES.toLocaleString('en')} random sells and returns`, async () => {
    if (instances.length < 2)
      console.log('availability index: one instance (PGlite is one process; set DATABASE_URL for two)');
    const rooms = rowsOf<{ id: number }>(
      await kit.database.db.execute(
        sql`select id from room_types where id in (select room_type_id from inventory) order by id limit 40`,
      ),
    ).map((r) => Number(r.id));
    const next = random(26);
    const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)]!;
    const counts = { sold: 0, refused: 0, returned: 0, moved: 0 };
    let started = 0;
    const stay = () => {
      const checkIn = addDays(TODAY, Math.floor(next() * 20));
      return {
        roomTypeId: pick(rooms),
        checkIn,
        checkOut: addDays(checkIn, 1 + Math.floor(next() * 4)),
        rooms: 1 + Math.floor(next() * 2),
      };
    };
    // 16 at a time, each change through the next instance in turn: their notifications interleave
    const sending = performance.now();
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (started < CHANGES) {
          const n = started++;
          const { database } = instances[n % instances.length]!;
          const bookings = createBookingRepository(database.db);
          const roll = next();
          const a = stay();
          const nights = (s: { checkIn: string; checkOut: string }) =>
            Math.round((Date.parse(s.checkOut) - Date.parse(s.checkIn)) / 86_400_000);
          if (roll < 0.5) {
            const taken = await database.db
              .transaction(async (tx) => {
                if ((await bookings.takeRooms(tx, a)) < nights(a)) throw new Error('sold out');
              })
              .then(
                () => true,
                () => false,
              );
            if (taken) counts.sold++;
            else counts.refused++;
          } else if (roll < 0.9) {
            await database.db.transaction((tx) => bookings.returnRooms(tx, a));
            counts.returned++;
          } else {
            // a change of dates: the old stay's rooms back and the new stay's taken, in one transaction
            const b = { ...stay(), roomTypeId: a.roomTypeId, rooms: a.rooms };
            const moved = await database.db
              .transaction(async (tx) => {
                await bookings.returnRooms(tx, a);
                if ((await bookings.takeRooms(tx, b)) < nights(b)) throw new Error('sold out');
              })
              .then(
                () => true,
                () => false,
              );
            if (moved) counts.moved++;
            else counts.refused++;
          }
        }
      }),
    );
    const sent = performance.now() - sending;
    for (const { feed } of instances) await feed.settled();
    const fresh = await readAvailabilityIndex(createAvailabilityRepository(kit.database.db));
    for (const { name, feed } of instances) {
      const index = feed.current()!;
      const seen = feed.counts();
      console.log(
        `availability index, ${name}: ${CHANGES} changes sent (${counts.sold} sells, ${counts.returned} returns, ` +
          `${counts.moved} changes of dates, ${counts.refused} refused: sold out) in ${(sent / 1000).toFixed(1)} s, ` +
          `${seen.changes} notifications ` +
          `(${seen.nights} nights) applied, ${seen.loads} load(s); ${index.roomTypes} room types × ` +
          `${index.lastDay - index.firstDay + 1} nights, ${(index.bytes / 1e6).toFixed(1)} MB`,
      );
      assert.deepEqual(indexDifferences(index, fresh), [], `${name} differs from the database`);
      assert.equal(seen.loads, 1, `${name} applied every change without reading everything again`);
    }
    assert.equal(counts.sold + counts.returned + counts.moved + counts.refused, CHANGES);
    assert.ok(counts.sold > 1000 && counts.refused > 0, 'the mix sold rooms and met sold-out nights');
  });

  test('a lost LISTEN connection is made again and the index read again, with what changed meanwhile', async (t) => {
    if (kit.database.kind !== 'postgres') return t.skip('PGlite listens in process: no connection to lose');
    const loads = instances.map(({ feed }) => feed.counts().loads);
    // every instance's LISTEN connection dropped (the server ends them), then rooms sold while they are down
    await kit.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
    );
    await kit.database.db.execute(
      sql`update inventory set sold_rooms = total_rooms where room_type_id = (select min(room_type_id) from inventory)`,
    );
    for (const { feed } of instances) {
      for (let waited = 0; feed.counts().loads === loads[instances.findIndex((i) => i.feed === feed)]; waited += 100) {
        assert.ok(waited < 15_000, 'the index was not read again within 15 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await feed.settled();
    }
    const fresh = await readAvailabilityIndex(createAvailabilityRepository(kit.database.db));
    for (const { name, feed } of instances) assert.deepEqual(indexDifferences(feed.current()!, fresh), [], name);
  });

  test('its stay sets are the ones the inventory aggregation gives', async () => {
    const repo = createSearchRepository(kit.database.db);
    const facts = await repo.listingFacts();
    const jakarta = rowsOf<{ id: number }>(
      await kit.database.db.execute(sql`select id from areas where slug = 'cit-jakarta'`),
    )[0]!.id;
    let compared = 0;
    for (const [start, nights, rooms, guests] of [
      [0, 1, 1, 2],
      [2, 3, 1, 1],
      [5, 2, 2, 3],
      [1, 4, 3, 6],
    ] as const) {
      const q: HotelSearchParams = {
        areaId: jakarta,
        cityId: jakarta,
        point: null,
        checkIn: addDays(TODAY, start),
        checkOut: addDays(TODAY, start + nights),
        nights,
        rooms,
        guests,
        propertyType: null,
        residenceMinNights: 30,
        brand: null,
        corporateOnly: false,
        filters: NO_FILTERS,
        price: null,
        today: TODAY,
        userId: null,
        sort: 'popular',
        order: 'desc',
        limit: 10,
        offset: 0,
      };
      const candidates = facts.filter((f) => f.cityId === jakarta && f.propertyType !== 'residence');
      for (const { name, feed } of instances) {
        assert.deepEqual(
          feed.current()!.staySet(candidates, q),
          await repo.stayBest(q),
          `${name}: ${JSON.stringify(q)}`,
        );
        compared++;
      }
    }
    assert.equal(compared, 4 * instances.length);
  });
});
