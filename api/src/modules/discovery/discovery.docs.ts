/**
 * What the OpenAPI page says of each discovery endpoint, by catalogue name: kept here so a routes file
 * reads as the list of its endpoints.
 */

export const discoveryDocs = {
  homePagePriorityLists:
    'Home page lists of a country: popular cities and popular areas (popular first, then demand), each with its property count and a picture.',
  curatedGetaways:
    'For each kind of place (location tag: beach, city centre, near the airport, …) with properties in the country: the count and the 6 best rated.',
  loadIconImages: 'Every facility key with the URL of its icon.',
  facilityIcon: 'A generated facility icon; an unknown key is 404 IMAGE_NOT_FOUND.',
  userSearchHistory:
    "The signed-in user's last 5 distinct searches (location, dates, rooms, guests), newest first; a repeated search moves to the top. Recorded by hotels/list (first page).",
  cityAndHotelsList:
    'Cities of a country with property counts and their most popular properties (hotels_per_city, default 10): the sitemap pages.',
  countryCities: 'Cities of a country that have properties, popular first, with province and property count.',
  wishLists: "The signed-in user's wish list, newest first, 10 a page by default, with the count.",
  wishListsUpdate:
    'action add | remove a property (idempotent); answers the new is_wishlisted and wishlist_count. An unknown property to add: 404 HOTEL_NOT_FOUND.',
  getBrands:
    "The brands (brand_types): slug, name, logo URL, tagline in the locale's language, property count. Unknown locale: 400 UNSUPPORTED_LOCALE.",
  brandDetails:
    "A brand's page: brand_types (the brand), its cities with counts and its most popular properties. Unknown brand: 404 BRAND_NOT_FOUND.",
  brandWebContent:
    "A brand site's logo, name, tagline, navigation items and property count. Unknown brand: 404 BRAND_NOT_FOUND.",
  deals: 'Deals running today in their country (all countries, or one), biggest discount first, with property counts.',
  dealPage:
    'A running deal by id or slug and its properties, most popular first, paged. Unknown or ended: 404 DEAL_NOT_FOUND.',
  loadMetatags:
    'Meta tags of a page: home; listing (location); hotel (hotel id or slug); deal (deal); brand (brand). A missing subject is 400 *_REQUIRED, an unknown one 400 LOCATION_NOT_FOUND or 404.',
};
