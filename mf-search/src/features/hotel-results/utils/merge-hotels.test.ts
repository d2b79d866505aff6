import type { HotelCard } from '@rednest/shared/contracts';
import { appendUniqueBySlug } from './merge-hotels';

const hotel = (slug: string) => ({ slug, name: slug }) as HotelCard;

it('appends the next page without listing a slug twice (spec §4)', () => {
  const merged = appendUniqueBySlug([hotel('a'), hotel('b')], [hotel('b'), hotel('c'), hotel('c')]);
  expect(merged.map((h) => h.slug)).toEqual(['a', 'b', 'c']);
});
