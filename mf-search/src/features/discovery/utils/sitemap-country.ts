import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '@rednest/shared/contracts';

/**
 * `sitemap-{country}` names the country by its domain name (spec §9: indonesia, singapore,
 * philippines, vietnam, thailand). Anything else is not a sitemap.
 */
export function countryOfSitemapSegment(segment: string | undefined): CountryCode | null {
  const m = /^sitemap-([a-z]+)$/.exec(segment ?? '');
  if (!m) return null;
  return COUNTRY_CODES.find((c) => COUNTRIES[c].domainName === m[1]) ?? null;
}

export const sitemapPath = (country: CountryCode, city?: string) =>
  `/sitemap-${COUNTRIES[country].domainName}${city ? `/${city}` : ''}`;
