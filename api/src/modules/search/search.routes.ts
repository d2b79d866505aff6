/**
 * Location and search endpoints (catalogue rows areasCdn, areas, areasCorporate, areasBrand,
 * listHotels, hotelsList).
 */
import type { FastifyInstance } from 'fastify';
import { AreasSchema, HotelsListQuerySchema, HotelsListSchema, ListHotelsSchema, type HotelsListQuery } from '@rednest/shared/contracts/dto';
import type { ModuleDeps } from '../../app.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { createSearchRepository } from './search.repository.ts';
import {
  AreasBrandQuerySchema, AreasCdnQuerySchema, AreasCorporateQuerySchema, AreasQuerySchema, ListHotelsQuerySchema,
  type AreasBrandQuery, type AreasCdnQuery, type AreasCorporateQuery, type AreasQuery, type ListHotelsQuery,
} from './search.schemas.ts';
import { createSearchService } from './search.service.ts';

export async function searchRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const service = createSearchService({ repo: createSearchRepository(deps.db), cache: deps.cache, now: deps.now, apiBasePath: deps.config.apiBasePath });

  defineEndpoint<AreasCdnQuery>(app, 'areasCdn', {
    schema: { querystring: AreasCdnQuerySchema, response: { 200: AreasSchema } },
    description: 'The whole location tree of a country, parents before children, with the number of properties under each place. CDN-cacheable for 5 minutes.',
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=600');
      return { areas: await service.areaTree(request.query.country, request.query.category as 'province' | 'city' | 'sub_city' | 'district' | 'area' | undefined) };
    },
  });

  defineEndpoint<AreasQuery>(app, 'areas', {
    schema: { querystring: AreasQuerySchema, response: { 200: AreasSchema } },
    description: 'Up to 10 places whose name, or a word of it, starts with q (case and accents ignored): prefix matches first, then cities, popular and busier places. Places with no property are left out.',
    handler: async (request) => ({ areas: await service.suggest({ ...request.query, audience: { kind: 'all' } }) }),
  });

  defineEndpoint<AreasCorporateQuery>(app, 'areasCorporate', {
    schema: { querystring: AreasCorporateQuerySchema, response: { 200: AreasSchema } },
    description:
      'Corporate site suggestions: only places with properties open to corporate clients (residences, brand hotels and contracted hotels; never co-living). hotel_count counts those properties only.',
    handler: async (request) => ({ areas: await service.suggest({ q: request.query.q, country: request.query.country, limit: request.query.limit, audience: { kind: 'corporate' } }) }),
  });

  defineEndpoint<AreasBrandQuery>(app, 'areasBrand', {
    schema: { querystring: AreasBrandQuerySchema, response: { 200: AreasSchema } },
    description: "Brand site suggestions: only places with that brand's properties (source=lumo | urbano); hotel_count counts the brand's properties.",
    handler: async (request) => ({
      areas: await service.suggest({ q: request.query.q, country: request.query.country, limit: request.query.limit, audience: service.brandAudience(request.query.source) }),
    }),
  });

  defineEndpoint<ListHotelsQuery>(app, 'listHotels', {
    schema: { querystring: ListHotelsQuerySchema, response: { 200: ListHotelsSchema } },
    description: 'Names and slugs of the properties under a location (location slug of any level, or city), most popular first; q narrows to names containing it.',
    handler: async (request) => ({ hotels: await service.hotelNames(request.query) }),
  });

  defineEndpoint<HotelsListQuery>(app, 'hotelsList', {
    schema: { querystring: HotelsListQuerySchema, response: { 200: HotelsListSchema } },
    description: [
      'Available properties under a location (any level, descendants included) for a stay, 10 per page by default.',
      'Dates are DD-MM-YYYY in the hotel\'s time zone: check-in today or later (at most 2 years ahead), check-out after it, at most 90 nights; property_type=residence needs at least 30 nights; without property_type, residences are listed only for stays of 30+ nights.',
      'A property is available when one room type can hold the guests in the rooms asked for and has that many rooms free every night; tarrif is the sum of that room type\'s nightly prices times rooms (minor units). Sold-out properties are not listed.',
      'sort_by popular (default, desc) | price (asc) | rating (desc); order_by overrides. source=<brand> limits to a brand, platform=corporate to corporate properties.',
      'Errors (400): LOCATION_NOT_FOUND, INVALID_DATES, STAY_TOO_LONG, STAY_TOO_SHORT, INVALID_PROPERTY_TYPE, INVALID_SORT, INVALID_GUESTS, UNKNOWN_BRAND, VALIDATION_FAILED.',
    ].join(' '),
    handler: async (request) => service.hotelsList(request.query),
  });
}
