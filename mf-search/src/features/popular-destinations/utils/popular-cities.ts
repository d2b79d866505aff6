import type { Area } from '@rednest/shared/contracts';

export const MAX_POPULAR_CITIES = 8;

/** Cities flagged is_popular, highest weightage first (spec §3: weightage, is_popular). */
export function popularCities(areas: Area[]): Area[] {
  return areas
    .filter((a) => a.is_popular && a.category === 'city')
    .sort((a, b) => b.weightage - a.weightage || b.hotel_count - a.hotel_count || a.name.localeCompare(b.name))
    .slice(0, MAX_POPULAR_CITIES);
}
