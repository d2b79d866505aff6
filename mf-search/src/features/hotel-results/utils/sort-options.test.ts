import { defaultSortFor, orderOf, sortFromUrl } from './sort-options';

describe('sorts (spec §9)', () => {
  it('sorts by price ascending and everything else descending', () => {
    expect(orderOf('price')).toBe('asc');
    expect(orderOf('popular')).toBe('desc');
    expect(orderOf('rating')).toBe('desc');
  });

  it("starts the mobile site on the site's sort and forces popular elsewhere", () => {
    expect(defaultSortFor('PRICE', 'mobile')).toBe('price');
    expect(defaultSortFor('price', 'desktop')).toBe('popular');
    expect(defaultSortFor('nonsense', 'mobile')).toBe('popular');
    expect(defaultSortFor(null, 'mobile')).toBe('popular');
  });

  it('keeps the sort the person chose in the URL and ignores unknown ones', () => {
    expect(sortFromUrl('rating', 'price')).toBe('rating');
    expect(sortFromUrl('cheapest', 'price')).toBe('price');
    expect(sortFromUrl(null)).toBe('popular');
  });
});
