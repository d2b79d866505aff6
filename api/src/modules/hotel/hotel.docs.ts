/**
 * What the OpenAPI page says of each hotel endpoint, by catalogue name: kept here so a routes file
 * reads as the list of its endpoints.
 */

export const hotelDocs = {
  hotelDetails: [
    'A property by numeric id or slug: gallery pictures in tabs (all, property, rooms), facility keys, address with lat/lng, check-in/out times,',
    'policies (IDs accepted, couple and children policy, deposit, pay at hotel), charges the all-in prices include, the running deal,',
    "rooms with their rate plans and each plan's cancellation policy as data and in words, is_wishlisted for a signed-in user, meta tags.",
    'Unknown or inactive: 404 HOTEL_NOT_FOUND.',
  ].join(' '),
  hotelPriceAvailability: [
    'The all-in price of a stay (DD-MM-YYYY, hotel time) for every room type and rate plan: room charge, deal discount, service, taxes, total and per night.',
    'A room type is offered when its rooms hold the guests and it has that many rooms free every night. cheapest is what the listing shows for the same stay.',
    'Sold out: sold_out true and up to 3 stays of the same length within 14 days either side. Errors: 404 HOTEL_NOT_FOUND; 400 INVALID_DATES, STAY_TOO_LONG, STAY_TOO_SHORT, INVALID_GUESTS.',
  ].join(' '),
  hotelReviews:
    'Reviews of a property, newest first, 10 a page by default, with its rating, count and the count per star. 404 HOTEL_NOT_FOUND.',
  recommendedProperties:
    'Available properties of the same city as `hotel` for a stay (default: one night from today at the hotel), as listing cards with the same all-in prices; the hotel itself is left out.',
  hotelRatings:
    'Rating and review count of up to 50 properties (ids or slugs, comma-separated); unknown ones are left out.',
  priceCalendar: [
    'For every day of a month (YYYY-MM), the lowest all-in price of one night from that day among the properties of a location (or one hotel)',
    'whose room types hold the guests with the rooms free; null for past days and days with nothing on sale. One statement per month.',
    'Errors (400): INVALID_MONTH, LOCATION_NOT_FOUND, LOCATION_REQUIRED, INVALID_GUESTS, INVALID_PROPERTY_TYPE; 404 HOTEL_NOT_FOUND.',
  ].join(' '),
};
