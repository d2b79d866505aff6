/** The listing's filters (spec §9), strictly parsed from hotels/list's and get_filters' query. */
import type { ListingFilterKey } from '@rednest/shared/contracts';
import {
  ADD_ON_TYPES,
  BRAND_TYPES,
  FACILITY_KEYS,
  IDEAL_FOR,
  LOCATION_TAGS,
  PROPERTY_CATEGORIES,
} from '@rednest/shared/contracts';
import { badRequest } from '../../errors.ts';
import type { PropertyFilters } from './stay-query.repository.ts';

/** the filter keys of spec §9, strictly parsed: a malformed value is a 400 INVALID_FILTER naming the field */
export function parseFilters(
  query: Partial<Record<ListingFilterKey | 'min_price' | 'max_price', string | number>>,
  userId: number | null,
) {
  const invalid = (field: string, message: string) =>
    badRequest('INVALID_FILTER', `The filter "${field}" ${message}.`, [{ field, message }]);
  const toggle = (field: ListingFilterKey): boolean | null => {
    const raw = query[field];
    if (raw === undefined) return null;
    const value = String(raw).trim().toLowerCase();
    if (value === '' || value === 'all') return null;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    throw invalid(field, 'must be true, false or all');
  };
  const list = (field: ListingFilterKey, allowed: readonly string[]): string[] => {
    const raw = query[field];
    if (raw === undefined) return [];
    const values = [
      ...new Set(
        String(raw)
          .split(',')
          .map((v) => v.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    if (values.length > allowed.length)
      throw invalid(field, `has more values than there are options (${allowed.length})`);
    const unknown = values.filter((v) => !allowed.includes(v));
    if (unknown.length)
      throw invalid(field, `has unknown values: ${unknown.slice(0, 3).join(', ')} (known: ${allowed.join(', ')})`);
    return values;
  };
  let minRating: number | null = null;
  if (query.user_rating !== undefined && String(query.user_rating).trim() !== '') {
    const text = String(query.user_rating).trim();
    const value = Number(text);
    if (!/^\d(\.\d)?$/.test(text) || value > 5)
      throw invalid('user_rating', 'must be a rating from 0 to 5, e.g. 4 or 3.5');
    minRating = value;
  }
  const previousBooked = toggle('previous_booked');
  if (previousBooked && userId === null) {
    throw badRequest('SIGN_IN_REQUIRED', 'Sign in to see the properties you booked before.', [
      { field: 'previous_booked', message: 'needs a signed-in user' },
    ]);
  }
  // price: bands "min-max" (max exclusive, as get_filters gives them), then min_price / max_price (inclusive) narrow every band
  let ranges: { min: number; max: number | null }[] = [];
  if (query.price !== undefined && String(query.price).trim() !== '') {
    const parts = String(query.price)
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (parts.length > 10) throw invalid('price', 'has more than 10 bands');
    ranges = parts.map((part) => {
      const match = /^(\d{1,13})-(\d{1,13})?$/.exec(part);
      if (!match) throw invalid('price', `has a band "${part.slice(0, 30)}" that is not min-max in minor units`);
      const min = Number(match[1]);
      const max = match[2] === undefined ? null : Number(match[2]);
      if (max !== null && max <= min) throw invalid('price', `has a band "${part}" whose max is not above its min`);
      return { min, max: max === null ? null : max - 1 };
    });
  }
  const minPrice = typeof query.min_price === 'number' ? query.min_price : null;
  const maxPrice = typeof query.max_price === 'number' ? query.max_price : null;
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) throw invalid('min_price', 'is above max_price');
  if (minPrice !== null || maxPrice !== null) {
    if (!ranges.length) ranges = [{ min: 0, max: null }];
    ranges = ranges.map((r) => ({
      min: Math.max(r.min, minPrice ?? 0),
      max: maxPrice === null ? r.max : r.max === null ? maxPrice : Math.min(r.max, maxPrice),
    }));
  }
  const property: PropertyFilters = {
    minRating,
    topProperty: toggle('top_property'),
    locationTags: list('location_filter', LOCATION_TAGS),
    categories: list('property_category', PROPERTY_CATEGORIES),
    idealFor: list('ideal_for', IDEAL_FOR),
    brandTypes: list('brand_type', BRAND_TYPES),
    amenities: list('amenities_filter', FACILITY_KEYS),
    payAtHotel: toggle('pah'),
    inDeal: toggle('deals_discount'),
    addOns: list('add_on_type', ADD_ON_TYPES),
    syariah: toggle('syariah'),
    previousBookedBy: previousBooked ? userId : null,
  };
  return { property, price: ranges.length ? { ranges } : null };
}
