/**
 * Discovery endpoints: homePagePriorityLists, curatedGetaways, loadIconImages, facilityIcon,
 * userSearchHistory, cityAndHotelsList, countryCities, wishLists, wishListsUpdate, getBrands,
 * brandDetails, brandWebContent, deals, dealPage, loadMetatags.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { PUBLIC_5_MINUTES, SITE_PICTURE_HEADERS } from '../../http/response-headers.ts';

const userId = (request: { auth: { userId: number | null } }): number => {
  if (request.auth.userId === null) throw new Error('user route without a user id');
  return request.auth.userId;
};

export async function discoveryRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.discovery;

  defineEndpoint(app, 'homePagePriorityLists', {
    description:
      'Home page lists of a country: popular cities and popular areas (popular first, then demand), each with its property count and a picture.',
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.homePriorityLists(request.query.country),
  });
  defineEndpoint(app, 'curatedGetaways', {
    description:
      'For each kind of place (location tag: beach, city centre, near the airport, …) with properties in the country: the count and the 6 best rated.',
    handler: async (request) => service.curatedGetaways(request.query.country),
  });
  defineEndpoint(app, 'loadIconImages', {
    description: 'Every facility key with the URL of its icon.',
    headers: PUBLIC_5_MINUTES,
    handler: async () => service.iconImages(),
  });
  defineEndpoint(app, 'facilityIcon', {
    description: 'A generated facility icon; an unknown key is 404 IMAGE_NOT_FOUND.',
    headers: SITE_PICTURE_HEADERS,
    handler: async (request) => service.facilityIcon(request.params.file),
  });
  defineEndpoint(app, 'userSearchHistory', {
    description:
      "The signed-in user's last 5 distinct searches (location, dates, rooms, guests), newest first; a repeated search moves to the top. Recorded by hotels/list (first page).",
    handler: async (request) => service.searchHistory(userId(request)),
  });
  defineEndpoint(app, 'cityAndHotelsList', {
    description:
      'Cities of a country with property counts and their most popular properties (hotels_per_city, default 10): the sitemap pages.',
    handler: async (request) => service.cityAndHotels(request.query.country, request.query.hotels_per_city ?? 10),
  });
  defineEndpoint(app, 'countryCities', {
    description: 'Cities of a country that have properties, popular first, with province and property count.',
    handler: async (request) => service.countryCities(request.query.country),
  });
  defineEndpoint(app, 'wishLists', {
    description: "The signed-in user's wish list, newest first, 10 a page by default, with the count.",
    handler: async (request) => service.wishList(userId(request), request.query),
  });
  defineEndpoint(app, 'wishListsUpdate', {
    description:
      'action add | remove a property (idempotent); answers the new is_wishlisted and wishlist_count. An unknown property to add: 404 HOTEL_NOT_FOUND.',
    handler: async (request) => service.updateWishList(userId(request), request.body),
  });
  defineEndpoint(app, 'getBrands', {
    description:
      "The brands (brand_types): slug, name, logo URL, tagline in the locale's language, property count. Unknown locale: 400 UNSUPPORTED_LOCALE.",
    handler: async (request) => service.brands(request.query.locale),
  });
  defineEndpoint(app, 'brandDetails', {
    description:
      "A brand's page: brand_types (the brand), its cities with counts and its most popular properties. Unknown brand: 404 BRAND_NOT_FOUND.",
    handler: async (request) => service.brandDetails(request.params.slug, request.query.locale),
  });
  defineEndpoint(app, 'brandWebContent', {
    description:
      "A brand site's logo, name, tagline, navigation items and property count. Unknown brand: 404 BRAND_NOT_FOUND.",
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.brandWebContent(request.query.brand, request.query.locale),
  });
  defineEndpoint(app, 'deals', {
    description:
      'Deals running today in their country (all countries, or one), biggest discount first, with property counts.',
    handler: async (request) => service.deals(request.query.country),
  });
  defineEndpoint(app, 'dealPage', {
    description:
      'A running deal by id or slug and its properties, most popular first, paged. Unknown or ended: 404 DEAL_NOT_FOUND.',
    handler: async (request) => service.dealPage(request.params.id, request.query),
  });
  defineEndpoint(app, 'loadMetatags', {
    description:
      'Meta tags of a page: home; listing (location); hotel (hotel id or slug); deal (deal); brand (brand). A missing subject is 400 *_REQUIRED, an unknown one 400 LOCATION_NOT_FOUND or 404.',
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.metaTags(request.query),
  });
}
