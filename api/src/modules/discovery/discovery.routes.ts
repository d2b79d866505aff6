/**
 * Discovery endpoints: homePagePriorityLists, curatedGetaways, loadIconImages, facilityIcon,
 * userSearchHistory, cityAndHotelsList, countryCities, wishLists, wishListsUpdate, getBrands,
 * brandDetails, brandWebContent, deals, dealPage, loadMetatags.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { discoveryDocs } from './discovery.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { PUBLIC_5_MINUTES, SITE_PICTURE_HEADERS } from '../../http/response-headers.ts';

const userId = (request: { auth: { userId: number | null } }): number => {
  if (request.auth.userId === null) throw new Error('user route without a user id');
  return request.auth.userId;
};

export async function discoveryRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.discovery;

  defineEndpoint(app, 'homePagePriorityLists', {
    description: discoveryDocs.homePagePriorityLists,
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.homePriorityLists(request.query.country),
  });
  defineEndpoint(app, 'curatedGetaways', {
    description: discoveryDocs.curatedGetaways,
    handler: async (request) => service.curatedGetaways(request.query.country),
  });
  defineEndpoint(app, 'loadIconImages', {
    description: discoveryDocs.loadIconImages,
    headers: PUBLIC_5_MINUTES,
    handler: async () => service.iconImages(),
  });
  defineEndpoint(app, 'facilityIcon', {
    description: discoveryDocs.facilityIcon,
    headers: SITE_PICTURE_HEADERS,
    handler: async (request) => service.facilityIcon(request.params.file),
  });
  defineEndpoint(app, 'userSearchHistory', {
    description: discoveryDocs.userSearchHistory,
    handler: async (request) => service.searchHistory(userId(request)),
  });
  defineEndpoint(app, 'cityAndHotelsList', {
    description: discoveryDocs.cityAndHotelsList,
    handler: async (request) => service.cityAndHotels(request.query.country, request.query.hotels_per_city ?? 10),
  });
  defineEndpoint(app, 'countryCities', {
    description: discoveryDocs.countryCities,
    handler: async (request) => service.countryCities(request.query.country),
  });
  defineEndpoint(app, 'wishLists', {
    description: discoveryDocs.wishLists,
    handler: async (request) => service.wishList(userId(request), request.query),
  });
  defineEndpoint(app, 'wishListsUpdate', {
    description: discoveryDocs.wishListsUpdate,
    handler: async (request) => service.updateWishList(userId(request), request.body),
  });
  defineEndpoint(app, 'getBrands', {
    description: discoveryDocs.getBrands,
    handler: async (request) => service.brands(request.query.locale),
  });
  defineEndpoint(app, 'brandDetails', {
    description: discoveryDocs.brandDetails,
    handler: async (request) => service.brandDetails(request.params.slug, request.query.locale),
  });
  defineEndpoint(app, 'brandWebContent', {
    description: discoveryDocs.brandWebContent,
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.brandWebContent(request.query.brand, request.query.locale),
  });
  defineEndpoint(app, 'deals', {
    description: discoveryDocs.deals,
    handler: async (request) => service.deals(request.query.country),
  });
  defineEndpoint(app, 'dealPage', {
    description: discoveryDocs.dealPage,
    handler: async (request) => service.dealPage(request.params.id, request.query),
  });
  defineEndpoint(app, 'loadMetatags', {
    description: discoveryDocs.loadMetatags,
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.metaTags(request.query),
  });
}
