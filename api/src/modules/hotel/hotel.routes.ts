/**
 * Hotel details endpoints: hotelDetails, hotelPriceAvailability, hotelReviews,
 * recommendedProperties, hotelRatings, priceCalendar.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { hotelDocs } from './hotel.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';

export async function hotelRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.hotels;

  defineEndpoint(app, 'hotelDetails', {
    description: hotelDocs.hotelDetails,
    handler: async (request) => service.details(request.params.id, request.auth.userId),
  });

  defineEndpoint(app, 'hotelPriceAvailability', {
    description: hotelDocs.hotelPriceAvailability,
    handler: async (request) => service.priceAvailability(request.params.id, request.query),
  });

  defineEndpoint(app, 'hotelReviews', {
    description: hotelDocs.hotelReviews,
    handler: async (request) => service.reviews(request.params.id, request.query),
  });

  defineEndpoint(app, 'recommendedProperties', {
    description: hotelDocs.recommendedProperties,
    handler: async (request) => service.recommended(request.query, request.auth.userId),
  });

  defineEndpoint(app, 'hotelRatings', {
    description: hotelDocs.hotelRatings,
    handler: async (request) => service.ratings(request.query.ids),
  });

  defineEndpoint(app, 'priceCalendar', {
    description: hotelDocs.priceCalendar,
    handler: async (request) => service.priceCalendar(request.query),
  });
}
