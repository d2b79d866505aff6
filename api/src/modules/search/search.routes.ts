/**
 * Location and search endpoints (catalogue rows areasCdn, areas, areasCorporate, areasBrand,
 * listHotels, hotelsList).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { searchDocs } from './search.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';

export async function searchRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.search;

  defineEndpoint(app, 'areasCdn', {
    description: searchDocs.areasCdn,
    headers: { 'cache-control': 'public, max-age=300, stale-while-revalidate=600' },
    handler: async (request) => ({ areas: await service.areaTree(request.query.country, request.query.category) }),
  });

  defineEndpoint(app, 'areas', {
    description: searchDocs.areas,
    handler: async (request) => ({ areas: await service.suggest({ ...request.query, audience: { kind: 'all' } }) }),
  });

  defineEndpoint(app, 'areasCorporate', {
    description: searchDocs.areasCorporate,
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
    description: searchDocs.areasBrand,
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
    description: searchDocs.listHotels,
    handler: async (request) => ({ hotels: await service.hotelNames(request.query) }),
  });

  defineEndpoint(app, 'hotelsList', {
    description: searchDocs.hotelsList,
    handler: async (request) => service.hotelsList(request.query, request.auth.userId),
  });

  defineEndpoint(app, 'hotelsSoldOut', {
    description: searchDocs.hotelsSoldOut,
    handler: async (request) => service.soldOutHotels(request.query, request.auth.userId),
  });

  defineEndpoint(app, 'getFilters', {
    description: searchDocs.getFilters,
    handler: async (request) => service.filters(request.query, request.auth.userId),
  });

  defineEndpoint(app, 'getLocations', {
    description: searchDocs.getLocations,
    handler: async (request) => service.locations(request.query),
  });
}
