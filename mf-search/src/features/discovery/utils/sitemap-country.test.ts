import { countryOfSitemapSegment, sitemapPath } from './sitemap-country';

it('reads the country of a sitemap path by its domain name, and nothing else', () => {
  expect(countryOfSitemapSegment('sitemap-indonesia')).toBe('id');
  expect(countryOfSitemapSegment('sitemap-vietnam')).toBe('vn');
  expect(countryOfSitemapSegment('sitemap-atlantis')).toBeNull();
  expect(countryOfSitemapSegment('sitemap-')).toBeNull();
  expect(countryOfSitemapSegment('deal')).toBeNull();
  expect(countryOfSitemapSegment(undefined)).toBeNull();
  expect(sitemapPath('th', 'cit-bangkok')).toBe('/sitemap-thailand/cit-bangkok');
});
