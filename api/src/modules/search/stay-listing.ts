/**
 * A listing page computed in memory from a cached stay set (speed).
 *
 * The expensive part of a search is the stay set: each property's cheapest fitting room type for
 * the stay (the inventory aggregation, SQL, cached and shared by instances). Everything after it —
 * property filters, all-in prices (pricing.ts itself, not its SQL mirror), the price filter, the
 * sort, the page and the result's totals — is done here over the instance's listing facts (every
 * active property's sort keys, filter attributes, charges, running deal and card fields), so any
 * sort, filter or page of a cached stay costs no SQL. It gives exactly the rows `listingSql` gives
 * (search.listing-memory.test.ts compares the two over sorts, filters and pages).
 *
 * Point searches and previous_booked stay in SQL (distance is computed by the database; bookings
 * are per user).
 */
import { allIn, perNight } from '../pricing/pricing.ts';
import type { HotelSearchRow } from './listing.repository.ts';
import type { ListingFact } from './listing-facts.repository.ts';
import type { HotelSearchParams, StaySet } from './stay-query.repository.ts';

/** what a property costs and shows for one stay set entry */
interface Priced {
  fact: ListingFact;
  i: number;
  discount: number;
  tarrif: number;
}

/** the running deal's discount on the booking day (SQL: deals joined `today between starts_on and ends_on`) */
function dealOn(fact: ListingFact, today: string): number {
  return fact.dealPercent !== null && fact.dealStartsOn! <= today && today <= fact.dealEndsOn! ? fact.dealPercent : 0;
}

/** the place, type and audience of a search (candidates' WHERE without the filters) */
export function inScope(fact: ListingFact, q: HotelSearchParams): boolean {
  if (q.cityId != null ? fact.cityId !== q.cityId : q.areaId !== null && !fact.areaPath.includes(q.areaId))
    return false;
  if (
    q.propertyType
      ? fact.propertyType !== q.propertyType
      : q.nights < q.residenceMinNights && fact.propertyType === 'residence'
  )
    return false;
  if (q.brand && fact.brand !== q.brand) return false;
  if (q.corporateOnly && !fact.corporateEnabled) return false;
  return true;
}

/** the property filters of spec §9 (stayCtes' WHERE), previous_booked excepted */
export function passesFilters(fact: ListingFact, q: HotelSearchParams): boolean {
  const f = q.filters;
  if (f.minRating !== null && !(fact.rating >= f.minRating)) return false;
  if (f.topProperty !== null && fact.topProperty !== f.topProperty) return false;
  if (f.payAtHotel !== null && fact.payAtHotel !== f.payAtHotel) return false;
  if (f.syariah !== null && fact.syariah !== f.syariah) return false;
  if (f.locationTags.length && !f.locationTags.some((t) => fact.locationTags.includes(t))) return false;
  if (f.idealFor.length && !f.idealFor.some((t) => fact.idealFor.includes(t))) return false;
  if (f.addOns.length && !f.addOns.some((t) => fact.addOnTypes.includes(t))) return false;
  if (f.amenities.length && !f.amenities.every((t) => fact.facilities.includes(t))) return false;
  if (f.categories.length && !f.categories.includes(fact.category)) return false;
  if (
    f.brandTypes.length &&
    !(fact.brand === null ? f.brandTypes.includes('independent') : f.brandTypes.includes(fact.brand))
  )
    return false;
  if (f.inDeal !== null && dealOn(fact, q.today) > 0 !== f.inDeal) return false;
  return true;
}

/** can this search be answered from a stay set in memory? */
export function memoryListable(q: HotelSearchParams): boolean {
  return (
    q.point === null &&
    q.propertyIds === undefined &&
    q.filters.previousBookedBy === null &&
    (q.cityId != null || q.areaId !== null)
  );
}

/**
 * The page of a search and its totals, as listingSql's rows: `scope` are the facts of the
 * search's place, type and audience (filters not applied), `stay` its stay set.
 */
export function listFromStay(
  facts: ReadonlyMap<number, ListingFact>,
  scope: readonly ListingFact[],
  stay: StaySet,
  q: HotelSearchParams,
): HotelSearchRow[] {
  let scoped = 0;
  for (const fact of scope) if (passesFilters(fact, q)) scoped++;
  const kept: Priced[] = [];
  let available = 0;
  const ranges = q.price?.ranges.length ? q.price.ranges : null;
  for (let i = 0; i < stay.ids.length; i++) {
    const fact = facts.get(stay.ids[i]!);
    if (!fact || !inScope(fact, q) || !passesFilters(fact, q)) continue;
    available++;
    const discount = dealOn(fact, q.today);
    const tarrif = allIn(stay.prices[i]! * q.rooms, {
      serviceBp: fact.serviceBp,
      taxBp: fact.taxBp,
      discountPercent: discount,
    }).total;
    if (ranges) {
      const night = perNight(tarrif, q.nights);
      if (!ranges.some((r) => night >= r.min && (r.max === null || night <= r.max))) continue;
    }
    kept.push({ fact, i, discount, tarrif });
  }
  if (!kept.length) return [];

  const sign = q.order === 'asc' ? 1 : -1;
  const compare =
    q.sort === 'price'
      ? (a: Priced, b: Priced) =>
          sign * (a.tarrif - b.tarrif) || b.fact.popularity - a.fact.popularity || a.fact.id - b.fact.id
      : q.sort === 'rating'
        ? (a: Priced, b: Priced) =>
            sign * (a.fact.rating - b.fact.rating) ||
            sign * (a.fact.reviewCount - b.fact.reviewCount) ||
            a.fact.id - b.fact.id
        : (a: Priced, b: Priced) => sign * (a.fact.popularity - b.fact.popularity) || a.fact.id - b.fact.id;

  let min = Infinity;
  let max = -Infinity;
  let reviews = 0;
  let weighted = 0;
  for (const k of kept) {
    if (k.tarrif < min) min = k.tarrif;
    if (k.tarrif > max) max = k.tarrif;
    reviews += k.fact.reviewCount;
    weighted += k.fact.rating * k.fact.reviewCount;
  }
  const page = topOf(kept, compare, q.offset + q.limit).slice(q.offset);
  const totals = {
    total: kept.length,
    min_price: min,
    max_price: max,
    total_reviews: reviews,
    avg_rating: reviews === 0 ? null : Math.round((weighted / reviews) * 10) / 10,
    sold_out_count: scoped - available,
  };
  return page.map(({ fact, i, discount, tarrif }) => ({
    id: fact.id,
    slug: fact.slug,
    name: fact.name,
    property_code: fact.propertyCode,
    property_type: fact.propertyType,
    street1: fact.street1,
    city: fact.city,
    area: fact.area,
    state: fact.state,
    country: fact.country,
    currency: fact.currency,
    facilities: fact.facilities,
    rating: fact.rating,
    review_count: fact.reviewCount,
    check_in_time: fact.checkInTime,
    check_out_time: fact.checkOutTime,
    lat: fact.lat,
    lng: fact.lng,
    top_property: fact.topProperty,
    pay_at_hotel: fact.payAtHotel,
    category: fact.category,
    room_charge: stay.prices[i]! * q.rooms,
    rack_charge: stay.racks[i]! * q.rooms,
    service_bp: fact.serviceBp,
    tax_bp: fact.taxBp,
    discount_percent: discount,
    tarrif,
    available_rooms: stay.free[i]!,
    distance_km: null,
    is_wishlisted: false,
    ...totals,
  }));
}

/** the first n in order without sorting all of them when n is small (a page of 10 out of thousands) */
function topOf<T>(items: T[], compare: (a: T, b: T) => number, n: number): T[] {
  if (n >= items.length / 4) return items.sort(compare).slice(0, n);
  const top: T[] = [];
  for (const item of items) {
    if (top.length === n && compare(item, top[n - 1]!) >= 0) continue;
    let at = top.length === n ? n - 1 : top.length;
    while (at > 0 && compare(item, top[at - 1]!) < 0) at--;
    top.splice(at, 0, item);
    if (top.length > n) top.pop();
  }
  return top;
}
