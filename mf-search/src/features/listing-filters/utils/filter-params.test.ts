import {
  activeFilterCount,
  filtersFromParams,
  filtersToParams,
  filtersToQuery,
  isSelected,
  NO_FILTERS,
  toggleOption,
} from './filter-params';

describe('listing filters in the URL', () => {
  it('reads known keys and drops malformed values', () => {
    const f = filtersFromParams(
      new URLSearchParams(
        'amenities_filter=wifi,pool,wifi,DROP TABLE&price=0-25000000,abc&pah=true&syariah=yes&user_rating=4&sort_by=price&unknown=1',
      ),
    );
    expect(f).toEqual({
      multi: { amenities_filter: ['pool', 'wifi'], price: ['0-25000000'] },
      toggles: ['pah'],
      userRating: 4,
    });
  });

  it('ignores ratings outside 0–5 and previous_booked for guests', () => {
    expect(filtersFromParams(new URLSearchParams('user_rating=9')).userRating).toBeNull();
    expect(filtersFromParams(new URLSearchParams('user_rating=-1')).userRating).toBeNull();
    expect(filtersFromParams(new URLSearchParams('previous_booked=true'), { signedIn: false }).toggles).toEqual([]);
    expect(filtersFromParams(new URLSearchParams('previous_booked=true'), { signedIn: true }).toggles).toEqual([
      'previous_booked',
    ]);
  });

  it('writes one canonical URL whatever the order of choices, keeping other parameters', () => {
    let a = toggleOption(NO_FILTERS, 'amenities_filter', 'wifi');
    a = toggleOption(a, 'amenities_filter', 'pool');
    a = toggleOption(a, 'top_property', 'true');
    let b = toggleOption(NO_FILTERS, 'top_property', 'true');
    b = toggleOption(b, 'amenities_filter', 'pool');
    b = toggleOption(b, 'amenities_filter', 'wifi');
    const base = new URLSearchParams('location=cit-jakarta&amenities_filter=gym');
    expect(filtersToParams(a, base).toString()).toBe(filtersToParams(b, base).toString());
    expect(filtersToParams(a, base).toString()).toBe(
      'location=cit-jakarta&amenities_filter=pool%2Cwifi&top_property=true',
    );
  });

  it('round-trips through the URL', () => {
    const f = { multi: { ideal_for: ['couple', 'family'] }, toggles: ['deals_discount' as const], userRating: 3.5 };
    expect(filtersFromParams(filtersToParams(f))).toEqual(f);
    expect(filtersToQuery(f)).toEqual({ ideal_for: 'couple,family', deals_discount: 'true', user_rating: '3.5' });
  });

  it('toggles options on and off and counts what is chosen', () => {
    let f = toggleOption(NO_FILTERS, 'user_rating', '4');
    expect(isSelected(f, 'user_rating', '4')).toBe(true);
    f = toggleOption(f, 'user_rating', '4');
    expect(f.userRating).toBeNull();
    f = toggleOption(toggleOption(f, 'ideal_for', 'solo'), 'pah', 'true');
    expect(activeFilterCount(f)).toBe(2);
    f = toggleOption(f, 'ideal_for', 'solo');
    expect(f.multi).toEqual({});
  });
});
