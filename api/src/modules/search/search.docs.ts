/**
 * What the OpenAPI page says of each search endpoint, by catalogue name: kept here so a routes file
 * reads as the list of its endpoints.
 */
import { BOOKING_HORIZON_YEARS, MAX_STAY_NIGHTS, PAGE_SIZE, RESIDENCE_MIN_NIGHTS } from '@rednest/shared/format';

export const searchDocs = {
  areasCdn:
    'The whole location tree of a country, parents before children, with the number of properties under each place. CDN-cacheable for 5 minutes.',
  areas:
    'Up to 10 places whose name, or a word of it, starts with q (case and accents ignored): prefix matches first, then cities, popular and busier places. Places with no property are left out.',
  areasCorporate:
    'Corporate site suggestions: only places with properties open to corporate clients (residences, brand hotels and contracted hotels; never co-living). hotel_count counts those properties only.',
  areasBrand:
    "Brand site suggestions: only places with that brand's properties (source=lumo | urbano); hotel_count counts the brand's properties.",
  listHotels:
    'Names and slugs of the properties under a location (location slug of any level, or city), most popular first; q narrows to names containing it.',
  hotelsList: [
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
  hotelsSoldOut:
    'The same search as hotels/list (location or point, stay, filters, paging) but its properties that have no room free for the stay; tarrif is null. Same errors.',
  getFilters: [
    'The filter screen of a search: each filter of spec §9 with its options and how many available properties of the search have each option',
    "(counted before the query's own filters), the all-in price range per night and fixed price bands with counts (value = the hotels/list price parameter).",
    'previous_booked appears for signed-in users only. Same errors as hotels/list.',
  ].join(' '),
  getLocations: [
    'Typo-tolerant suggestions: places whose name or a word of it starts with q, then places whose name is similar (trigram similarity, pg_trgm on PostgreSQL and PGlite),',
    'with matched_by and score; and up to 5 hotels whose name contains q or is similar. Places with nothing bookable are left out.',
  ].join(' '),
};
