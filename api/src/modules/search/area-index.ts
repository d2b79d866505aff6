/**
 * The area index: every place (province, city, area…) with its bookable-property counts per audience,
 * built from the database, shared through the app cache and kept in process for a short while. The
 * location suggestions, the area tree and every search's place come from it.
 */
import type { Area } from '@rednest/shared/contracts';
import { BRAND_SLUGS, isOneOf } from '@rednest/shared/contracts';
import { badRequest } from '../../errors.ts';
import type { Cache } from '../../plugins/cache.ts';
import type { AreaCounts, AreaRecord } from './locations.repository.ts';
import { translated } from '../../i18n/translated.ts';
import { answerLanguage } from '../../i18n/language.ts';
import { countryName, countryNameOf } from '../../i18n/country-names.ts';
import type { SearchRepository } from './search.repository.ts';

const AREA_INDEX_TTL_SECONDS = 300;
const AREA_INDEX_LOCAL_MS = 30_000;

/** suggestion order: cities first (what most people search), then the smaller places, provinces last */
export const CATEGORY_RANK: Record<AreaRecord['category'], number> = {
  city: 0,
  area: 1,
  district: 2,
  sub_city: 3,
  province: 4,
};

interface AreaIndexSnapshot {
  areas: AreaRecord[];
  counts: [number, AreaCounts][];
}

export interface AreaIndex {
  byId: Map<number, AreaRecord>;
  bySlug: Map<string, AreaRecord>;
  counts: Map<number, AreaCounts>;
  all: AreaRecord[];
}

export type Audience = { kind: 'all' } | { kind: 'corporate' } | { kind: 'brand'; brand: string };

export function foldQuery(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** a place's name in the answer's language (Hà Nội, กรุงเทพฯ); the English one where it has none */
export function placeName(area: Pick<AreaRecord, 'name' | 'translations'>): string {
  return translated({ name: area.name }, area.translations).name;
}

const localNames = new WeakMap<AreaIndex, Map<string, Map<string, string>>>();
/**
 * English place name → its name in the answer's language, for answers built from rows that carry
 * names only (a listing's cards): from the index, so every answer names a place the same way.
 */
export function placeNamer(index: AreaIndex): (englishName: string) => string {
  const language = answerLanguage();
  if (language === 'en') return (name) => name;
  let byLanguage = localNames.get(index);
  if (!byLanguage) localNames.set(index, (byLanguage = new Map()));
  let names = byLanguage.get(language);
  if (!names) {
    names = new Map();
    for (const area of index.all) if (!names.has(area.name)) names.set(area.name, placeName(area));
    byLanguage.set(language, names);
  }
  const found = names;
  return (name) => found.get(name) ?? name;
}

const namesOf = new WeakMap<AreaRecord, string[]>();
/** an area's folded names to match typing against: its search name and its name in each other language */
export function searchNames(area: AreaRecord): string[] {
  let names = namesOf.get(area);
  if (!names) {
    names = [
      ...new Set([
        area.searchName,
        ...Object.values(area.translations ?? {}).flatMap((t) => (t?.name ? [foldQuery(t.name)] : [])),
      ]),
    ];
    namesOf.set(area, names);
  }
  return names;
}

/** a card with its place and country names in the answer's language (the same card in English: unchanged) */
export function localCardsOf(
  index: AreaIndex,
): <T extends { city: string; area: string; state: string; country: string }>(card: T) => T {
  if (answerLanguage() === 'en') return (card) => card;
  const names = placeNamer(index);
  return (card) => ({
    ...card,
    city: names(card.city),
    area: names(card.area),
    state: names(card.state),
    country: countryNameOf(card.country),
  });
}

/** One search service's index (one per app: services.ts), with the place helpers that read it. */
export function createAreaIndex(deps: { repo: SearchRepository; cache: Cache }) {
  const { repo, cache } = deps;

  // The built index is kept in process for AREA_INDEX_LOCAL_MS: every search reads it, and copying
  // the shared snapshot out of the cache (a Redis round trip and JSON parse, or a structured clone)
  // and rebuilding its maps cost more than the rest of a cached listing answer.
  let local: { index: AreaIndex; until: number } | null = null;
  async function areaIndex(): Promise<AreaIndex> {
    if (local && local.until > Date.now()) return local.index;
    const snapshot = await cache.wrap<AreaIndexSnapshot>('search:area-index:v2', AREA_INDEX_TTL_SECONDS, async () => ({
      areas: await repo.allAreas(),
      counts: [...(await repo.areaCounts()).entries()],
    }));
    const index = {
      all: snapshot.areas,
      byId: new Map(snapshot.areas.map((a) => [a.id, a])),
      bySlug: new Map(snapshot.areas.map((a) => [a.slug, a])),
      counts: new Map(snapshot.counts),
    };
    local = { index, until: Date.now() + AREA_INDEX_LOCAL_MS };
    return index;
  }

  function countFor(index: AreaIndex, id: number, audience: Audience): number {
    const counts = index.counts.get(id);
    if (!counts) return 0;
    if (audience.kind === 'corporate') return counts.corporate;
    if (audience.kind === 'brand')
      return Object.hasOwn(counts.byBrand, audience.brand) ? counts.byBrand[audience.brand]! : 0;
    return counts.total;
  }

  /** "Kuta, Bali, Indonesia": the place, its city and province, the country; repeats dropped */
  function fullName(index: AreaIndex, area: AreaRecord): string {
    const names = [placeName(area)];
    const ancestors = area.path
      .slice(0, -1)
      .map((id) => index.byId.get(id))
      .filter((a): a is AreaRecord => !!a);
    const city = ancestors.find((a) => a.category === 'city');
    const province = ancestors.find((a) => a.category === 'province');
    if (city) names.push(placeName(city));
    if (province) names.push(placeName(province));
    names.push(countryName(area.country));
    return names.filter((name, i) => names.indexOf(name) === i).join(', ');
  }

  function toDto(index: AreaIndex, area: AreaRecord, audience: Audience): Area {
    return {
      id: area.id,
      name: placeName(area),
      slug: area.slug,
      category: area.category,
      parent_id: area.parentId,
      full_name: fullName(index, area),
      country: area.country,
      timezone: area.timezone,
      weightage: area.weightage,
      child_weightage: area.childWeightage,
      is_popular: area.isPopular,
      hotel_count: countFor(index, area.id, audience),
    };
  }

  function brandAudience(source: string): Audience {
    const brand = source.trim().toLowerCase();
    if (!isOneOf(BRAND_SLUGS, brand)) {
      throw badRequest('UNKNOWN_BRAND', `There is no brand "${source}".`, [
        { field: 'source', message: `must be one of ${BRAND_SLUGS.join(', ')}` },
      ]);
    }
    return { kind: 'brand', brand };
  }

  /** the city or area closest to a point (its time zone and currency serve a hotels-around-you search) */
  function nearestArea(index: AreaIndex, lat: number, lng: number): AreaRecord {
    let best: AreaRecord = index.all[0]!;
    let bestDistance = Infinity;
    for (const area of index.all) {
      const d = (area.lat - lat) ** 2 + ((area.lng - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;
      if (d < bestDistance) [best, bestDistance] = [area, d];
    }
    return best;
  }

  return { areaIndex, countFor, toDto, brandAudience, nearestArea };
}
