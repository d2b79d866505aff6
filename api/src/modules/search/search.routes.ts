/**
 * Location and search endpoints (catalogue rows areasCdn, areas, areasCorporate, areasBrand,
 * listHotels, hotelsList).
 */
import type { FastifyInstance } from 'fastify';
import { MAX_STAY_NIGHTS, PAGE_SIZE, RESIDENCE_MIN_NIGHTS, BOOKING_HORIZON_YEARS } from '@rednest/shared/format';
import type { ModuleDeps } from '../module-deps.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { createSearchRepository } from './search.repository.ts';
import { createSearchService } from './search.service.ts';

export async function searchRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const service = createSearchService({ repo: createSearchRepository(deps.db), cache: deps.cache, now: deps.now, apiBasePath: deps.config.apiBasePath });

  defineEndpoint(app, 'areasCdn', {
    description: 'The whole location tree of a country, parents before children, with the number of properties under each place. CDN-cacheable for 5 minutes.',
    headers: { 'cache-control': 'public, max-age=300, stale-while-revalidate=600' },
    handler: async (request) => ({ areas: await service.areaTree(request.query.country, request.query.category) }),
  });

  defineEndpoint(app, 'areas', {
    description: 'Up to 10 places whose name, or a word of it, starts with q (case and accents ignored): prefix matches first, then cities, popular and busier places. Places with no property are left out.',
    handler: async (request) => ({ areas: await service.suggest({ ...request.query, audience: { kind: 'all' } }) }),
  });

  defineEndpoint(app, 'areasCorporate', {
    description:
      'Corporate site suggestions: only places with properties open to corporate clients (residences, brand hotels and contracted hotels; never co-living). hotel_count counts those properties only.',
    handler: async (request) => ({ areas: await service.suggest({ q: request.query.q, country: request.query.country, limit: request.query.limit, audience: { kind: 'corporate' } }) }),
  });

  defineEndpoint(app, 'areasBrand', {
    description: "Brand site suggestions: only places with that brand's properties (source=lumo | urbano); hotel_count counts the brand's properties.",
    handler: async (request) => ({
      areas: await service.suggest({ q: request.query.q, country: request.query.country, limit: request.query.limit, audience: service.brandAudience(request.query.source) }),
    }),
  });

  defineEndpoint(app, 'listHotels', {
    description: 'Names and slugs of the properties under a location (location slug of any level, or city), most popular first; q narrows to names containing it.',
    handler: async (request) => ({ hotels: await service.hotelNames(request.query) }),
  });

  defineEndpoint(app, 'hotelsList', {
    description: [
      `Available properties under a location (any level, descendants included) for a stay, ${PAGE_SIZE} per page by default.`,
      `Dates are DD-MM-YYYY in the hotel's time zone: check-in today or later (at most ${BOOKING_HORIZON_YEARS} years ahead), check-out after it, at most ${MAX_STAY_NIGHTS} nights; property_type=residence needs at least ${RESIDENCE_MIN_NIGHTS} nights; without property_type, residences are listed only for stays of ${RESIDENCE_MIN_NIGHTS}+ nights.`,
      'A property is available when one room type can hold the guests in the rooms asked for and has that many rooms free every night; tarrif is the sum of that room type\'s nightly prices times rooms (minor units). Sold-out properties are not listed.',
      'sort_by popular (default, desc) | price (asc) | rating (desc); order_by overrides. source=<brand> limits to a brand, platform=corporate to corporate properties.',
      'Errors (400): LOCATION_NOT_FOUND, INVALID_DATES, STAY_TOO_LONG, STAY_TOO_SHORT, INVALID_PROPERTY_TYPE, INVALID_SORT, INVALID_GUESTS, UNKNOWN_BRAND, VALIDATION_FAILED.',
    ].join(' '),
    handler: async (request) => service.hotelsList(request.query),
  });
}
