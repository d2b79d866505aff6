/**
 * Discovery: home lists, curated getaways, facility icons, search history, city lists,
 * brands, deals, meta tags and wish lists.
 */
import type {
  Brands,
  BrandDetails,
  BrandWebContent,
  CityAndHotels,
  CountryCities,
  CuratedGetaways,
  Deal,
  DealPage,
  Deals,
  HomePriorityLists,
  HotelTeaser,
  IconImages,
  MetaPage,
  MetaTag,
  SearchHistory,
  WishList,
  WishListUpdate,
} from '@rednest/shared/contracts';
import { ENDPOINTS, endpointPath } from '@rednest/shared/contracts/endpoints';
import {
  COUNTRIES,
  COUNTRY_CODES,
  parseLocale,
  type CountryCode,
  type Language,
} from '@rednest/shared/contracts/locales';
import { PAGE_SIZE, RECENT_SEARCHES_KEPT, isoToStayDate, todayIn } from '@rednest/shared/format';
import { BRAND_SLUGS, FACILITY_KEYS, LOCATION_TAGS, isOneOf } from '@rednest/shared/contracts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { propertyPictureUrl } from '../images/images.service.ts';
import { BRANDS } from '../site/site.data.ts';
import type { SearchService } from '../search/search.service.ts';
import { listingMetaTag } from '../search/search.service.ts';
import type { DiscoveryRepository, TeaserRow } from './discovery.repository.ts';

const HOME_CITIES = 8;
const HOME_AREAS = 8;
const GETAWAY_HOTELS = 6;
const BRAND_HOTELS = 12;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * A round facility icon with the key's initials (AC, TV, HW; a numbered word alone: 24h);
 * generated, so no binary assets ship.
 */
export function facilityIconSvg(key: string): string {
  const words = key.split('_');
  const initials =
    words.find((w) => /\d/.test(w)) ??
    (key.length <= 2
      ? key.toUpperCase()
      : words
          .map((w) => w[0]!.toUpperCase())
          .join('')
          .slice(0, 3));
  const hue = [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img" aria-label="${escapeXml(key.replace(/_/g, ' '))}">
<circle cx="24" cy="24" r="23" fill="hsl(${hue} 60% 92%)" stroke="hsl(${hue} 55% 40%)" stroke-width="2"/>
<text x="24" y="29" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${initials.length > 2 ? 12 : 15}" font-weight="700" fill="hsl(${hue} 55% 30%)">${escapeXml(initials)}</text>
</svg>`;
}

export function createDiscoveryService(deps: {
  repo: DiscoveryRepository;
  search: SearchService;
  now: () => Date;
  apiBasePath: string;
}) {
  const { repo, search, now } = deps;
  const url = (path: string) => `${deps.apiBasePath}${path}`;
  const brandLogo = (slug: string) => url(endpointPath(ENDPOINTS.brandLogo, { slug }));
  const teaser = (h: TeaserRow): HotelTeaser => ({
    id: h.id,
    slug: h.slug,
    name: h.name,
    city: h.city,
    area: h.area,
    lead_picture: propertyPictureUrl(deps.apiBasePath, h.id),
    rating: h.rating,
    review_count: h.reviewCount,
    property_type: h.propertyType,
  });
  const countryToday = (country: CountryCode) => todayIn(COUNTRIES[country].timezone, now());

  function languageOf(locale: string | undefined): Language {
    if (locale === undefined || locale.trim() === '') return 'en';
    const parsed = parseLocale(locale.trim().toLowerCase());
    if (!parsed)
      throw badRequest('UNSUPPORTED_LOCALE', `There is no site for the locale "${locale.slice(0, 20)}".`, [
        { field: 'locale', message: 'must be a supported locale, e.g. en-id' },
      ]);
    return parsed.language;
  }

  function brandOf(slug: string) {
    const key = slug.trim().toLowerCase();
    if (!isOneOf(BRAND_SLUGS, key)) throw notFound('BRAND_NOT_FOUND', `There is no brand "${slug.slice(0, 40)}".`);
    return BRANDS[key];
  }

  async function brandTypes(language: Language) {
    const counts = await repo.brandCounts();
    return BRAND_SLUGS.map((slug) => ({
      brand_slug: slug,
      name: BRANDS[slug].name,
      brand_logo: brandLogo(slug),
      tagline: BRANDS[slug].tagline[language],
      hotel_count: counts.get(slug) ?? 0,
    }));
  }

  async function dealOf(idOrSlug: string): Promise<Deal> {
    const deal = await repo.findDeal(idOrSlug);
    if (!deal) throw notFound('DEAL_NOT_FOUND', `There is no deal "${idOrSlug.slice(0, 40)}".`);
    const today = countryToday(deal.country as CountryCode);
    if (today < deal.starts_on || today > deal.ends_on) throw notFound('DEAL_NOT_FOUND', 'This deal is not running.');
    return deal;
  }

  return {
    async homePriorityLists(country: CountryCode): Promise<HomePriorityLists> {
      const cities = (await repo.citiesOf(country)).slice(0, HOME_CITIES);
      const areas = await repo.popularAreasOf(country, HOME_AREAS);
      // a place is pictured by one of its properties
      const picture = (propertyId: number) => propertyPictureUrl(deps.apiBasePath, Number(propertyId));
      return {
        lists: [
          {
            key: 'popular_cities',
            places: cities.map((c) => ({
              slug: c.slug,
              name: c.name,
              category: 'city',
              hotel_count: Number(c.hotelCount),
              picture: picture(c.pictureId),
            })),
          },
          {
            key: 'popular_areas',
            places: areas.map((a) => ({
              slug: a.slug,
              name: a.name,
              category: a.category,
              hotel_count: Number(a.hotel_count),
              picture: picture(a.picture_id),
            })),
          },
        ],
      };
    },

    async curatedGetaways(country: CountryCode): Promise<CuratedGetaways> {
      const getaways: CuratedGetaways['getaways'] = [];
      for (const tag of LOCATION_TAGS) {
        const { total, hotels } = await repo.topByLocationTag(country, tag, GETAWAY_HOTELS);
        if (total > 0) getaways.push({ key: tag, hotel_count: total, hotels: hotels.map(teaser) });
      }
      return { getaways };
    },

    iconImages(): IconImages {
      return {
        icon_images: FACILITY_KEYS.map((key) => ({
          key,
          icon_url: url(endpointPath(ENDPOINTS.facilityIcon, { file: `${key}.svg` })),
        })),
      };
    },

    facilityIcon(file: string): string {
      const match = /^([a-z0-9_]{1,40})\.svg$/.exec(file);
      if (!match || !isOneOf(FACILITY_KEYS, match[1]))
        throw new AppError('IMAGE_NOT_FOUND', 'There is no such icon.', 404);
      return facilityIconSvg(match[1]);
    },

    async searchHistory(userId: number): Promise<SearchHistory> {
      const index = await search.areaIndex();
      const rows = await repo.recentSearches(userId, RECENT_SEARCHES_KEPT * 2);
      const searches: SearchHistory['searches'] = [];
      for (const row of rows) {
        const area = index.bySlug.get(row.location_slug);
        if (!area) continue;
        const names = [
          area.name,
          ...area.path
            .slice(0, -1)
            .reverse()
            .map((id) => index.byId.get(id)?.name)
            .filter(Boolean),
        ];
        searches.push({
          location: {
            slug: area.slug,
            name: area.name,
            category: area.category,
            full_name: [...new Set([...names, COUNTRIES[area.country as CountryCode].name])].join(', '),
          },
          check_in_date: isoToStayDate(row.check_in),
          check_out_date: isoToStayDate(row.check_out),
          rooms: row.rooms,
          guest: row.guests,
          searched_at: new Date(row.searched_at).toISOString(),
        });
        if (searches.length >= RECENT_SEARCHES_KEPT) break;
      }
      return { searches };
    },

    async cityAndHotels(country: CountryCode, perCity: number): Promise<CityAndHotels> {
      const [cities, hotels] = await Promise.all([repo.citiesOf(country), repo.topHotelsPerCity(country, perCity)]);
      return {
        cities: cities.map((c) => ({
          slug: c.slug,
          name: c.name,
          hotel_count: Number(c.hotelCount),
          hotels: hotels
            .filter((h) => Number(h.city_id) === c.id)
            .map((h) => ({ id: Number(h.id), slug: h.slug, name: h.name })),
        })),
      };
    },

    async countryCities(country: CountryCode): Promise<CountryCities> {
      const cities = await repo.citiesOf(country);
      return {
        cities: cities.map((c) => ({
          id: c.id,
          slug: c.slug,
          name: c.name,
          province: c.province,
          hotel_count: Number(c.hotelCount),
          is_popular: c.isPopular,
        })),
      };
    },

    async brands(locale?: string): Promise<Brands> {
      return { brand_types: await brandTypes(languageOf(locale)) };
    },

    async brandDetails(slug: string, locale?: string): Promise<BrandDetails> {
      const brand = brandOf(slug);
      const language = languageOf(locale);
      const [all, cities, hotels] = await Promise.all([
        brandTypes(language),
        repo.brandCities(brand.slug),
        repo.brandHotels(brand.slug, BRAND_HOTELS),
      ]);
      return {
        brand_types: all.filter((b) => b.brand_slug === brand.slug),
        cities: cities.map((c) => ({
          slug: c.slug,
          name: c.name,
          country: c.country,
          hotel_count: Number(c.hotelCount),
        })),
        hotels: hotels.map(teaser),
      };
    },

    async brandWebContent(slug: string, locale?: string): Promise<BrandWebContent> {
      const brand = brandOf(slug);
      const counts = await repo.brandCounts();
      return {
        brand_slug: brand.slug,
        name: brand.name,
        brand_logo: brandLogo(brand.slug),
        tagline: brand.tagline[languageOf(locale)],
        // spec §2: the brand skeleton home's navigation
        nav_items: [
          { key: 'my_bookings', path: 'my-bookings' },
          { key: 'list_your_property', path: 'partnership' },
        ],
        hotel_count: counts.get(brand.slug) ?? 0,
      };
    },

    async deals(country?: CountryCode): Promise<Deals> {
      const countries = country ? [country] : [...COUNTRY_CODES];
      const out: Deal[] = [];
      // a deal runs by the calendar of its own country
      for (const c of countries) out.push(...(await repo.runningDeals(countryToday(c), c)));
      return { deals: out };
    },

    async dealPage(idOrSlug: string, query: { page?: number; per_page?: number }): Promise<DealPage> {
      const deal = await dealOf(idOrSlug);
      const perPage = query.per_page ?? PAGE_SIZE;
      const page = query.page ?? 1;
      const totalPages = Math.ceil(deal.hotel_count / perPage);
      const hotels =
        (page - 1) * perPage >= deal.hotel_count ? [] : await repo.dealHotels(deal.id, perPage, (page - 1) * perPage);
      return {
        deal,
        hotels: hotels.map(teaser),
        next_page: page < totalPages ? page + 1 : null,
        total_pages: totalPages,
      };
    },

    async metaTags(query: {
      page: MetaPage;
      location?: string;
      hotel?: string;
      deal?: string;
      brand?: string;
    }): Promise<{ meta_tag: MetaTag }> {
      switch (query.page) {
        case 'home':
          return {
            meta_tag: {
              title: 'RedNest: budget hotels, residences and co-living in Southeast Asia',
              description:
                'Book budget hotels, monthly residences and co-living in Indonesia, Singapore, the Philippines, Vietnam and Thailand. Prices include taxes and fees.',
              keywords: 'budget hotels, cheap hotels, residences, co-living, rednest',
              listing_template: 'home',
            },
          };
        case 'listing': {
          if (!query.location?.trim())
            throw badRequest('LOCATION_REQUIRED', "Give the listing's location.", [
              { field: 'location', message: 'is required for page=listing' },
            ]);
          const index = await search.areaIndex();
          const area = index.bySlug.get(query.location.trim().toLowerCase());
          if (!area)
            throw badRequest('LOCATION_NOT_FOUND', `We could not find the place "${query.location.slice(0, 80)}".`, [
              { field: 'location', message: 'is not a known location slug' },
            ]);
          const counts = index.counts.get(area.id);
          return { meta_tag: listingMetaTag(area.name, area.category, counts?.total ?? 0) };
        }
        case 'hotel': {
          if (!query.hotel?.trim())
            throw badRequest('HOTEL_REQUIRED', 'Give the hotel.', [
              { field: 'hotel', message: 'is required for page=hotel' },
            ]);
          const p = await repo.propertyName(query.hotel);
          if (!p) throw notFound('HOTEL_NOT_FOUND', `We could not find the property "${query.hotel.slice(0, 80)}".`);
          return {
            meta_tag: {
              title: `${p.name}, ${p.city} | RedNest`,
              description: `${p.name} in ${p.area}, ${p.city}: rated ${p.rating}/5 by ${p.reviewCount} guests. Prices include taxes and fees.`,
              keywords: [p.name, `hotel ${p.area}`, `hotel ${p.city}`, 'RedNest'].join(', ').toLowerCase(),
              listing_template: 'hotel',
            },
          };
        }
        case 'deal': {
          if (!query.deal?.trim())
            throw badRequest('DEAL_REQUIRED', 'Give the deal.', [
              { field: 'deal', message: 'is required for page=deal' },
            ]);
          const deal = await dealOf(query.deal);
          return {
            meta_tag: {
              title: `${deal.title}: ${deal.discount_percent}% off | RedNest`,
              description: `${deal.description} Until ${deal.ends_on}.`,
              keywords: `${deal.title.toLowerCase()}, hotel deals, rednest`,
              listing_template: 'deal',
            },
          };
        }
        case 'brand': {
          if (!query.brand?.trim())
            throw badRequest('BRAND_REQUIRED', 'Give the brand.', [
              { field: 'brand', message: 'is required for page=brand' },
            ]);
          const brand = brandOf(query.brand);
          return {
            meta_tag: {
              title: `${brand.name} | RedNest`,
              description: brand.tagline.en,
              keywords: `${brand.name.toLowerCase()}, hotels, rednest`,
              listing_template: 'brand',
            },
          };
        }
      }
    },

    async wishList(userId: number, query: { page?: number; per_page?: number }): Promise<WishList> {
      const perPage = query.per_page ?? PAGE_SIZE;
      const page = query.page ?? 1;
      const count = await repo.wishCount(userId);
      const totalPages = Math.ceil(count / perPage);
      const rows = (page - 1) * perPage >= count ? [] : await repo.wishes(userId, perPage, (page - 1) * perPage);
      return {
        wish_lists: rows.map((r) => ({ ...teaser(r), is_wishlisted: true, added_at: r.addedAt.toISOString() })),
        wishlist_count: count,
        next_page: page < totalPages ? page + 1 : null,
        total_pages: totalPages,
      };
    },

    /** add or remove; both are idempotent (a repeated add changes nothing), the answer is the new state */
    async updateWishList(
      userId: number,
      body: { property_id: number; action: 'add' | 'remove' },
    ): Promise<WishListUpdate> {
      if (body.action === 'add') {
        if (!(await repo.propertyExists(body.property_id)))
          throw notFound('HOTEL_NOT_FOUND', `There is no property ${body.property_id}.`);
        await repo.addWish(userId, body.property_id);
      } else {
        await repo.removeWish(userId, body.property_id);
      }
      return {
        property_id: body.property_id,
        is_wishlisted: body.action === 'add',
        wishlist_count: await repo.wishCount(userId),
      };
    },
  };
}
