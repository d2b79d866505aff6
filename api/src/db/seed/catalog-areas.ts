/**
 * The demo catalogue's places (catalog-places.ts) as area rows, ids in tree order, and the leaves
 * properties are put in, each weighted by the demand of its place and its city.
 */
import { COUNTRIES, type CountryCode } from '@rednest/shared/contracts/locales';
import type { areas } from '../schema/catalog.ts';
import { PLACES, type Place, type PlaceCategory } from './catalog-places.ts';
import { foldName, slugify, type Rng } from './prng.ts';

export const SLUG_PREFIX: Record<PlaceCategory, string> = {
  province: 'pro',
  city: 'cit',
  sub_city: 'sub',
  district: 'dis',
  area: 'are',
};

export type AreaRow = typeof areas.$inferInsert & { id: number };

/** a place without children: where properties are put */
export interface Leaf {
  area: AreaRow;
  city: AreaRow;
  path: number[];
  weight: number;
  longStay: boolean;
}

export function buildAreas(): { rows: AreaRow[]; leaves: Leaf[] } {
  const rows: AreaRow[] = [];
  const leaves: Leaf[] = [];
  const usedSlugs = new Set<string>();
  let nextId = 1;

  const visit = (
    place: Place,
    country: CountryCode,
    parent: AreaRow | null,
    path: number[],
    city: AreaRow | null,
    longStay: boolean,
  ) => {
    const timezone = place.tz ?? parent?.timezone ?? COUNTRIES[country].timezone;
    let slug = `${SLUG_PREFIX[place.category]}-${slugify(place.name)}`;
    if (usedSlugs.has(slug)) slug = `${slug}-${country}`;
    usedSlugs.add(slug);
    const children = place.children ?? [];
    const row: AreaRow = {
      id: nextId++,
      name: place.name,
      slug,
      category: place.category,
      parentId: parent?.id ?? null,
      country,
      timezone,
      searchName: foldName(place.name),
      weightage: place.w,
      // the busiest child's weightage: pickers use it to order a parent's children block
      childWeightage: children.reduce((max, child) => Math.max(max, child.w), 0),
      isPopular: place.pop ?? false,
      lat: place.lat,
      lng: place.lng,
      path: [...path],
    };
    row.path = [...path, row.id];
    rows.push(row);
    const cityRow = place.category === 'city' ? row : city;
    const stays = longStay || (place.longStay ?? false);
    if (children.length === 0) {
      if (!cityRow) throw new Error(`place ${place.name} has no city`);
      leaves.push({
        area: row,
        city: cityRow,
        path: row.path,
        weight: place.w * (cityRow.weightage ?? 1),
        longStay: stays,
      });
    }
    for (const child of children) visit(child, country, row, row.path, cityRow, stays);
  };

  for (const [country, provinces] of Object.entries(PLACES) as [CountryCode, Place[]][]) {
    for (const province of provinces) visit(province, country, null, [], null, false);
  }
  return { rows, leaves };
}

/** a leaf at random, as likely as its weight */
export function weightedPick(rng: Rng, leaves: Leaf[]): Leaf {
  const total = leaves.reduce((sum, leaf) => sum + leaf.weight, 0);
  let roll = rng.next() * total;
  for (const leaf of leaves) {
    roll -= leaf.weight;
    if (roll <= 0) return leaf;
  }
  return leaves[leaves.length - 1] as Leaf;
}

/** the leaves one country after another, each country's busiest first */
export function interleaveByCountry(leaves: Leaf[]): Leaf[] {
  const queues = new Map<string, Leaf[]>();
  for (const leaf of leaves) queues.set(leaf.area.country, [...(queues.get(leaf.area.country) ?? []), leaf]);
  for (const queue of queues.values()) queue.sort((a, b) => b.weight - a.weight || a.area.id - b.area.id);
  const out: Leaf[] = [];
  while (out.length < leaves.length) {
    for (const queue of queues.values()) {
      const next = queue.shift();
      if (next) out.push(next);
    }
  }
  return out;
}
