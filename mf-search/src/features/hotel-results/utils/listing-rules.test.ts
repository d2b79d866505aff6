import type { HotelCard } from '@rednest/shared/contracts';
import {
  firstLoadThreshold,
  isEmptyAfterPaging,
  listingMinPerNight,
  listingMinPrice,
  needsAnotherFirstPage,
  tariffFirst,
} from './listing-rules';

const card = (slug: string, tarrif: number | null) => ({ slug, tarrif }) as HotelCard;

describe('listing rules (spec §4, §9)', () => {
  it('asks for 20 hotels on a first load, 10 for google_query and hotels-around-you', () => {
    expect(firstLoadThreshold({})).toBe(20);
    expect(firstLoadThreshold({ googleQuery: true })).toBe(10);
    expect(firstLoadThreshold({ aroundYou: true })).toBe(10);
  });

  it('keeps paging on its own until the threshold or the end, never twice at once', () => {
    const base = { threshold: 20, hasMore: true, fetching: false, pagesLoaded: 1 };
    expect(needsAnotherFirstPage({ ...base, loaded: 10 })).toBe(true);
    expect(needsAnotherFirstPage({ ...base, loaded: 20 })).toBe(false);
    expect(needsAnotherFirstPage({ ...base, loaded: 10, hasMore: false })).toBe(false);
    expect(needsAnotherFirstPage({ ...base, loaded: 10, fetching: true })).toBe(false);
    expect(needsAnotherFirstPage({ ...base, loaded: 0, pagesLoaded: 10 })).toBe(false);
  });

  it('puts hotels with a tariff first and keeps the server order within each group', () => {
    const out = tariffFirst([card('a', null), card('b', 500), card('c', 0), card('d', 300)]);
    expect(out.map((h) => h.slug)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('falls back to 99 when the minimum price is not positive', () => {
    expect(listingMinPrice(0)).toBe(99);
    expect(listingMinPrice(-5)).toBe(99);
    expect(listingMinPrice(null)).toBe(99);
    expect(listingMinPrice(Number.NaN)).toBe(99);
    expect(listingMinPrice(350_000)).toBe(350_000);
  });

  it('shows the cheapest stay per night (the API gives its total), half up, with the same fallback', () => {
    expect(listingMinPerNight(176_055_000, 3)).toBe(58_685_000);
    expect(listingMinPerNight(1_001, 2)).toBe(501);
    expect(listingMinPerNight(0, 3)).toBe(99);
    expect(listingMinPerNight(null, 3)).toBe(99);
    expect(listingMinPerNight(90_000, 0)).toBe(90_000);
  });

  it('says "nothing found" only when paging has ended with nothing', () => {
    expect(isEmptyAfterPaging({ loaded: 0, hasMore: true, fetching: false })).toBe(false);
    expect(isEmptyAfterPaging({ loaded: 0, hasMore: false, fetching: true })).toBe(false);
    expect(isEmptyAfterPaging({ loaded: 0, hasMore: false, fetching: false })).toBe(true);
    expect(isEmptyAfterPaging({ loaded: 3, hasMore: false, fetching: false })).toBe(false);
  });
});
