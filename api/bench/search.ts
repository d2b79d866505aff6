/**
 * `npx tsx bench/search.ts [--n 200] [--size 1]` (api/): seeds a fresh database (PGlite in memory,
 * or a new database on DATABASE_URL's server) with the demo catalogue at the given size, then
 * times hotels/list through the app (app.inject, no network) over a mix of locations of every
 * level, stay lengths, rooms and sorts, and prints p50/p95/max latency.
 */
import { parseArgs } from 'node:util';
import { createCatalogTestApp, stayDate } from '../test/catalog-test-kit.ts';

const { values } = parseArgs({ options: { n: { type: 'string', default: '200' }, size: { type: 'string', default: '1' } } });
const n = Number(values.n);
const size = Number(values.size);

const today = new Date().toISOString().slice(0, 10);
const seedStarted = performance.now();
const kit = await createCatalogTestApp({ today, size });
console.log(`setup (migrate + seed size ${size}): ${Math.round(performance.now() - seedStarted)} ms`);

const locations = ['cit-jakarta', 'pro-dki-jakarta', 'sub-south-jakarta', 'are-senopati', 'cit-kuta', 'pro-bali', 'cit-singapore', 'cit-makati', 'pro-metro-manila', 'cit-ho-chi-minh-city', 'dis-district-1', 'cit-hanoi', 'cit-bangkok', 'are-sukhumvit', 'cit-chiang-mai', 'cit-phuket'];
const sorts = ['popular', 'price', 'rating'];
const token = await kit.guestToken();
const timings: number[] = [];
let results = 0;

// warm-up: the first queries pay for plan caching and the area index
for (let i = 0; i < 5; i++) await kit.get('hotelsList', { location: 'cit-jakarta', check_in_date: stayDate(today, 1), check_out_date: stayDate(today, 2) }, token);

for (let i = 0; i < n; i++) {
  const start = 1 + ((i * 7) % 200);
  const nights = 1 + (i % 7);
  const query = {
    location: locations[i % locations.length],
    check_in_date: stayDate(today, start),
    check_out_date: stayDate(today, start + nights),
    rooms: 1 + (i % 3 === 0 ? 1 : 0),
    guest: 2 + (i % 4 === 0 ? 1 : 0),
    sort_by: sorts[i % sorts.length],
    page: 1 + (i % 5 === 0 ? 1 : 0),
  };
  const t0 = performance.now();
  const res = await kit.get('hotelsList', query, token);
  timings.push(performance.now() - t0);
  if (res.statusCode !== 200) throw new Error(`${JSON.stringify(query)} → ${res.statusCode} ${res.body}`);
  results += (res.json() as { hotels: unknown[] }).hotels.length;
}

timings.sort((a, b) => a - b);
const pct = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))]!.toFixed(1);
console.log(`hotels/list over ${n} requests (${kit.app.database.kind}, size ${size}, ${results} cards): p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${timings.at(-1)!.toFixed(1)} ms`);
await kit.close();
