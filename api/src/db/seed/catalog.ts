/**
 * Writes the generated catalogue. Rows carry their ids (the generator decides them, so the data is
 * identical everywhere); sequences are moved past them afterwards. Nightly inventory is computed in
 * SQL (INSERT … SELECT … generate_series): ~400k rows at size 1 would take minutes row by row.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { areas, inventory, properties, ratePlans, roomTypes } from '../schema/catalog.ts';
import { deals, reviews } from '../schema/discovery.ts';
import {
  DEAL_TEXTS,
  PLACE_NAMES,
  RATE_PLAN_NAMES,
  ROOM_TYPE_NAMES,
  REVIEW_COMMENTS as TRANSLATED_COMMENTS,
} from './catalog-translations.ts';
import { translationsOf } from './seed-translations.ts';
import { generateCatalog, type CatalogData, type GenerateOptions } from './catalog-generator.ts';

/** Nights of inventory after the seed day (the brief: a year ahead). */
export const INVENTORY_DAYS = 365;

export interface SeedCatalogOptions extends GenerateOptions {
  /** the seed day, YYYY-MM-DD; defaults to today's UTC date */
  today?: string;
}

export interface SeedCatalogResult {
  data: CatalogData;
  inventoryRows: number;
}

async function insertChunked<T>(rows: T[], chunkSize: number, write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) await write(rows.slice(i, i + chunkSize));
}

export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export async function seedCatalog(db: Db, options: SeedCatalogOptions = {}): Promise<SeedCatalogResult> {
  const data = generateCatalog(options);
  const today = options.today ?? utcToday();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be YYYY-MM-DD, got ${today}`);

  await db.transaction(async (tx) => {
    // parents before children: the generator emits the tree depth-first, so each parent id is already written
    await insertChunked(
      data.areas.map((area) => ({ ...area, translations: translationsOf({ name: PLACE_NAMES[area.name] }) })),
      500,
      (chunk) => tx.insert(areas).values(chunk),
    );
    await tx.insert(deals).values(
      data.deals.map(({ startsInDays, endsInDays, templateKey, ...deal }) => ({
        ...deal,
        translations: Object.fromEntries(Object.entries(DEAL_TEXTS[templateKey] ?? {})),
        startsOn: addDays(today, startsInDays),
        endsOn: addDays(today, endsInDays),
      })),
    );
    await insertChunked(data.properties, 500, (chunk) => tx.insert(properties).values(chunk));
    await insertChunked(
      data.roomTypes.map((room) => ({ ...room, translations: translationsOf({ name: ROOM_TYPE_NAMES[room.name] }) })),
      2000,
      (chunk) => tx.insert(roomTypes).values(chunk),
    );
    await insertChunked(
      data.ratePlans.map((plan) => ({ ...plan, translations: translationsOf({ name: RATE_PLAN_NAMES[plan.name] }) })),
      2000,
      (chunk) => tx.insert(ratePlans).values(chunk),
    );
    for (const table of [areas, deals, properties, roomTypes, ratePlans]) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), (select coalesce(max(${table.id}), 1) from ${table}))`,
      );
    }
    await insertInventory(tx as unknown as Db, today);
    await insertReviews(tx as unknown as Db, today);
  });
  // fresh statistics, so the first searches get index plans rather than guesses about empty tables;
  // vacuum sets the visibility map, without which stay searches cannot use index-only scans
  await db.execute(sql`vacuum analyze ${inventory}`);
  await db.execute(sql`analyze ${areas}, ${properties}, ${roomTypes}, ${ratePlans}, ${reviews}, ${deals}`);
  return { data, inventoryRows: data.roomTypes.length * (INVENTORY_DAYS + 2) };
}

/**
 * A year of nights from the day before the seed day (hotels in UTC+7/+8 are already a day ahead
 * of a UTC clock shortly after midnight there, and yesterday-night covers the other side).
 * Deterministic arithmetic only: Friday and Saturday nights cost 18% more, a ±5% day-to-day
 * wobble, the year-end holidays 15% more; the rack rate sits 25-55% above the price; about one
 * night in fifty of each room type is sold out, and others are part sold.
 */
export async function insertInventory(
  db: Db,
  today: string,
  roomTypeIds?: { from: number; to: number },
): Promise<void> {
  const range = roomTypeIds ? sql`and rt.id between ${roomTypeIds.from} and ${roomTypeIds.to}` : sql``;
  await db.execute(sql`
    insert into ${inventory} (room_type_id, property_id, max_guests, stay_date, total_rooms, sold_rooms, price_minor, rack_minor)
    select id, property_id, max_guests, night, total_rooms,
      case when (id * 97 + k * 61) % 53 = 0 then total_rooms else (id * 13 + k * 7) % (total_rooms / 2 + 1) end,
      price,
      greatest(price, (round(price * (1.25 + (id % 4) * 0.1::float8) / step) * step)::int)
    from (
      select rt.id, rt.property_id, rt.max_guests, rt.total_rooms, n.k, n.night, s.step,
        greatest(s.step, round(
          rt.base_price_minor::float8
          * case when extract(isodow from n.night) in (5, 6) then 1.18 else 1 end
          * (1 + (((rt.id * 31 + n.k * 17) % 11) - 5) / 100.0::float8)
          * case when (extract(month from n.night) = 12 and extract(day from n.night) >= 20)
                   or (extract(month from n.night) = 1 and extract(day from n.night) <= 2) then 1.15 else 1 end
          / s.step) * s.step)::int as price
      from ${roomTypes} rt
      join ${properties} p on p.id = rt.property_id
      cross join lateral (select case p.currency when 'IDR' then 100000 when 'SGD' then 100 else 1000 end as step) s
      cross join lateral (
        select k, (${today}::date - 1 + k) as night from generate_series(0, ${INVENTORY_DAYS + 1}) as k
      ) n
      where true ${range}
    ) priced`);
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const REVIEW_AUTHORS = [
  'Dewi',
  'Budi',
  'Sari',
  'Andi',
  'Mei Ling',
  'Wei Jie',
  'Maria',
  'Jose',
  'Linh',
  'Minh',
  'Somchai',
  'Ploy',
  'Anna',
  'Tom',
  'Aisha',
  'Rizky',
];
const REVIEW_COMMENTS: Record<number, string[]> = {
  1: ['The room was not clean and the staff did not help.', 'Very noisy at night, would not stay again.'],
  2: ['Location is fine but the room needs repair.', 'Air conditioning was weak and check-in was slow.'],
  3: ['Okay for one night, nothing special.', 'Clean enough, small room, friendly staff.'],
  4: ['Good value for money and a comfortable bed.', 'Clean room, helpful staff, easy to find.'],
  5: ['Excellent stay, spotless room and very friendly staff.', 'Perfect location and great value. Will come back!'],
};

/**
 * Reviews, computed in SQL like the inventory (properties × review_count rows): each property gets
 * review_count reviews spread around its generated rating, then its rating becomes their average,
 * so the rating on a card, the average on the details page and the reviews list always agree.
 */
export async function insertReviews(db: Db, today: string): Promise<void> {
  const authors = sql.raw(`array[${REVIEW_AUTHORS.map((a) => `'${a.replace(/'/g, "''")}'`).join(',')}]`);
  const comments = sql.raw(
    `array[${[1, 2, 3, 4, 5].map((r) => `array[${REVIEW_COMMENTS[r]!.map((c) => `'${c.replace(/'/g, "''")}'`).join(',')}]`).join(',')}]`,
  );
  // each comment's translations, at the same place in a parallel array
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const translationsSql = sql.raw(
    `array[${[1, 2, 3, 4, 5].map((r) => `array[${REVIEW_COMMENTS[r]!.map((c) => `${quote(JSON.stringify(translationsOf({ comment: TRANSLATED_COMMENTS[c] })))}::jsonb`).join(',')}]`).join(',')}]`,
  );
  await db.execute(sql`
    insert into ${reviews} (property_id, author_name, rating, traveller_type, comment, translations, stayed_on, created_at)
    select id, (${authors})[1 + (id * 7 + k * 3) % ${REVIEW_AUTHORS.length}], r,
      (array['family','couple','business','solo','backpacker'])[1 + (id + k) % 5],
      (${comments})[r][1 + (id + k) % 2],
      (${translationsSql})[r][1 + (id + k) % 2],
      stayed, (stayed + 2)::timestamp at time zone 'UTC'
    from (
      select p.id, k.k,
        greatest(1, least(5, round(p.rating + (((p.id * 31 + k.k * 17) % 21) - 10) / 10.0 * 1.6)))::int as r,
        (${today}::date - 3 - ((k.k * 11 + p.id % 29) % 700))::date as stayed
      from ${properties} p cross join lateral generate_series(1, p.review_count) as k(k)
    ) g`);
  await db.execute(sql`
    update ${properties} p set rating = s.avg, review_count = s.n
    from (select property_id, round(avg(rating), 1)::real as avg, count(*)::int as n from ${reviews} group by property_id) s
    where s.property_id = p.id`);
}
