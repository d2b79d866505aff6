import type { HotelCard } from '@rednest/shared/contracts';

/** Load-more appends the next page, skipping any slug already listed (spec §4: de-duplicated by slug). */
export function appendUniqueBySlug(current: HotelCard[], next: HotelCard[]): HotelCard[] {
  const seen = new Set(current.map((h) => h.slug));
  const added: HotelCard[] = [];
  for (const hotel of next) {
    if (seen.has(hotel.slug)) continue;
    seen.add(hotel.slug);
    added.push(hotel);
  }
  return added.length ? [...current, ...added] : current;
}
