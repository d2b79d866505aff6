/**
 * Catalogue rows (endpoints.ts joins them). One property: its details, price and availability,
 * reviews, ratings, price calendar and the properties like it; served by api/src/modules/hotel.
 */
import { def, type EndpointDef } from '../endpoint-def';

export const HOTEL_ENDPOINTS = {
  hotelDetails: def({
    host: 'search',
    version: 1,
    method: 'GET',
    path: 'hotel/:id',
    auth: 'token',
    body: 'none',
    response: 'json',
    summary:
      'A property by id or slug: gallery, facilities, address and position, times, policies, rooms and rate plans.',
  }),
  hotelPriceAvailability: def({
    host: 'search',
    version: 1,
    method: 'GET',
    path: 'hotel/:id/check_price_availability',
    auth: 'token',
    body: 'none',
    response: 'json',
    summary: 'All-in price of a stay per room type and rate plan, sold-out state and other dates.',
  }),
  hotelReviews: def({
    host: 'search',
    version: 1,
    method: 'GET',
    path: 'get-site-reviews/:id',
    auth: 'token',
    body: 'none',
    response: 'json',
    summary: 'Guest reviews of a property, newest first, paged, with the rating breakdown.',
  }),
  recommendedProperties: def({
    host: 'search',
    version: 1,
    method: 'GET',
    path: 'recommended_properties',
    auth: 'token',
    body: 'none',
    response: 'json',
    summary: 'Other available properties near the one being viewed.',
  }),
  hotelRatings: def({
    host: 'search',
    version: 1,
    method: 'GET',
    path: 'hotels/ratings',
    auth: 'token',
    body: 'none',
    response: 'json',
    summary: 'Rating and review count of some properties.',
  }),
  priceCalendar: def({
    host: 'search',
    version: 1,
    method: 'GET',
    path: 'hotels/price_calendar',
    auth: 'token',
    body: 'none',
    response: 'json',
    summary: 'Lowest all-in nightly price per day of a month for a search (range calendar).',
  }),
} as const satisfies Record<string, EndpointDef>;
