/**
 * Location and search endpoints (catalogue rows areasCdn, areas, areasCorporate, areasBrand,
 * listHotels, hotelsList).
 */
import type { FastifyInstance } from 'fastify';
import { MAX_STAY_NIGHTS, PAGE_SIZE, RESIDENCE_MIN_NIGHTS, BOOKING_HORIZON_YEARS } from '@rednest/shared/format';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';

export async function searchRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.search;

  defineEndpoint(app, 'areasCdn', {
    description:
      'The whole location tree of a country, parents before children, with the number of properties under each place. CDN-cacheable for 5 minutes.',
    headers: { 'cache-control': 'public, max-age=300, stale-while-revalidate=600' },
    handler: async (request) => ({ areas: await service.areaTree(request.query.country, request.query.category) }),
  });

  defineEndpoint(app, 'areas', {
    description:
      'Up to 10 places whose name, or a word of it, starts with q (case and accents ignored): prefix matches first, then cities, popular and busier places. Places with no property are left out.',
    handler: async (request) => ({ areas: await service.suggest({ ...request.query, audience: { kind: 'all' } }) }),
  });

  defineEndpoint(app, 'areasCorporate', {
    description:
      'Corporate site suggestions: only places with properties open to corporate clients (residences, brand hotels and contracted hotels; never co-living). hotel_count counts those properties only.',
    handler: async (request) => ({
      areas: await service.suggest({
        q: request.query.q,
        country: request.query.country,
        limit: request.query.limit,
        audience: { kind: 'corporate' },
      }),
    }),
  });

  defineEndpoint(app, 'areasBrand', {
    description:
      "Brand site suggestions: only places with that brand's properties (source=lumo | urbano); hotel_count counts the brand's properties.",
    handler: async (request) => ({
      areas: await service.suggest({
        q: request.query.q,
        country: request.query.country,
        limit: request.query.limit,
        audience: service.brandAudience(request.query.source),
      }),
    }),
  });

  defineEndpoint(app, 'listHotels', {
    description:
      'Names and slugs of the properties under a location (location slug of any level, or city), most popular first; q narrows to names containing it.',
    handler: async (request) => ({ hotels: await service.hotelNames(request.query) }),
  });

  defineEndpoint(app, 'hotelsList', {
    description: [
      `Available properties under a location (any level, descendants included) for a stay, ${PAGE_SIZE} per page by default.`,
      `Dates are DD-MM-YYYY in the hotel's time zone: check-in today or later (at most ${BOOKING_HORIZON_YEARS} years ahead), check-out after it, at most ${MAX_STAY_NIGHTS} nights; property_type=residence needs at least ${RESIDENCE_MIN_NIGHTS} nights; without property_type, residences are listed only for stays of ${RESIDENCE_MIN_NIGHTS}+ nights.`,
      "A property is available when one room type can hold the guests in the rooms asked for and has that many rooms free every night; tarrif is the sum of that room type's nightly prices times rooms (minor units). Sold-out properties are not listed.",
      'sort_by popular (default, desc) | price (asc) | rating (desc); order_by overrides. source=<brand> limits to a brand, platform=corporate to corporate properties.',
      'Prices are all-in (pricing.ts): room charge less the running deal, plus service and tax; taxes_and_fees says how much of tarrif they are.',
      'Filters (spec §9): price bands (price=min-max,…), min_price/max_price per night, user_rating, top_property, location_filter, property_category, ideal_for,',
      'brand_type, amenities_filter (all of), pah, deals_discount, add_on_type, syariah, previous_booked (signed in). lat+lng(+radius_km) search around a point, sort_by=distance.',
      'Errors (400): LOCATION_NOT_FOUND, LOCATION_REQUIRED, INVALID_DATES, STAY_TOO_LONG, STAY_TOO_SHORT, INVALID_PROPERTY_TYPE, INVALID_SORT, INVALID_GUESTS, UNKNOWN_BRAND,',
      'INVALID_FILTER, SIGN_IN_REQUIRED, VALIDATION_FAILED.',
    ].join(' '),
    handler: async (request) => service.hotelsList(request.query, request.auth.userId),
  });

  defineEndpoint(app, 'hotelsSoldOut', {
    description:
      'The same search as hotels/list (location or point, stay, filters, paging) but its properties that have no room free for the stay; tarrif is null. Same errors.',
    handler: async (request) => service.soldOutHotels(request.query, request.auth.userId),
  });

  defineEndpoint(app, 'getFilters', {
    description: [
      'The filter screen of a search: each filter of spec §9 with its options and how many available properties of the search have each option',
      "(counted before the query's own filters), the all-in price range per night and fixed price bands with counts (value = the hotels/list price parameter).",
      'previous_booked appears for signed-in users only. Same errors as hotels/list.',
    ].join(' '),
    handler: async (request) => service.filters(request.query, request.auth.userId),
  });

  defineEndpoint(app, 'getLocations', {
    description: [
      'Typo-tolerant suggestions: places whose name or a word of it starts with q, then places whose name is similar (trigram similarity, pg_trgm on PostgreSQL and PGlite),',
      'with matched_by and score; and up to 5 hotels whose name contains q or is similar. Places with nothing bookable are left out.',
    ].join(' '),
    handler: async (request) => service.locations(request.query),
  });
}
