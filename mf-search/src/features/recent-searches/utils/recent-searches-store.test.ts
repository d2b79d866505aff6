import { RECENT_SEARCHES_KEPT } from '@rednest/shared/format';
import {
  POPULAR_LOCATIONS_KEY,
  RECENT_SEARCHES_KEY,
  readPopularLocations,
  readRecentSearches,
  savePopularLocation,
  saveRecentSearch,
} from './recent-searches-store';

const search = (slug: string, name = slug) => ({
  location: slug,
  locationName: name,
  check_in_date: '10-03-2026',
  check_out_date: '11-03-2026',
  rooms: 1,
  guest: 2,
});

describe('recent searches (spec §4)', () => {
  beforeEach(() => localStorage.clear());

  it('puts the newest first and keeps at most 5', () => {
    for (const slug of ['cit-a', 'cit-b', 'cit-c', 'cit-d', 'cit-e', 'cit-f']) saveRecentSearch(search(slug), 'id');
    const list = readRecentSearches();
    expect(list).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(list.map((r) => r.location)).toEqual(['cit-f', 'cit-e', 'cit-d', 'cit-c', 'cit-b']);
  });

  it('removes an older search of the same place', () => {
    saveRecentSearch(search('cit-jakarta', 'Jakarta'), 'id');
    saveRecentSearch(search('cit-bandung', 'Bandung'), 'id');
    saveRecentSearch({ ...search('cit-jakarta', 'Jakarta'), guest: 4 }, 'id');
    const list = readRecentSearches();
    expect(list.map((r) => r.location)).toEqual(['cit-jakarta', 'cit-bandung']);
    expect(list[0]!.guest).toBe(4);
  });

  it('survives broken storage contents', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify([{ location: 1 }, { ...search('cit-x'), country: 'id', saved_at: 1 }]),
    );
    expect(readRecentSearches().map((r) => r.location)).toEqual(['cit-x']);
  });
});

describe('popular locations (spec §3, §9)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the places searched newest first, once each, at most 5, per country', () => {
    for (const slug of ['cit-a', 'cit-b', 'cit-c', 'cit-a', 'cit-d', 'cit-e', 'cit-f'])
      savePopularLocation({ slug, name: slug.toUpperCase() }, 'id');
    savePopularLocation({ slug: 'cit-singapore', name: 'Singapore' }, 'sg');
    expect(readPopularLocations('id').map((p) => p.slug)).toEqual(['cit-f', 'cit-e', 'cit-d', 'cit-a']);
    expect(readPopularLocations('sg').map((p) => p.name)).toEqual(['Singapore']);
    expect(JSON.parse(localStorage.getItem(POPULAR_LOCATIONS_KEY)!)).toHaveLength(RECENT_SEARCHES_KEPT);
  });

  it('survives broken storage contents', () => {
    localStorage.setItem(POPULAR_LOCATIONS_KEY, '{not json');
    expect(readPopularLocations('id')).toEqual([]);
    localStorage.setItem(
      POPULAR_LOCATIONS_KEY,
      JSON.stringify([{ slug: 1 }, { slug: 'cit-a', name: 'A', country: 'id', saved_at: 1 }]),
    );
    expect(readPopularLocations('id').map((p) => p.slug)).toEqual(['cit-a']);
  });
});
