/**
 * The listing's filters in the URL (spec §9 filter keys a guest can use). One canonical form: only
 * known keys, valid values, multi values sorted and de-duplicated, so the same choice gives the same
 * URL and the same cached query. Anything malformed in a URL is dropped, never sent.
 */
export const MULTI_KEYS = [
  'price',
  'location_filter',
  'property_category',
  'ideal_for',
  'brand_type',
  'amenities_filter',
  'add_on_type',
] as const;
export const TOGGLE_KEYS = ['top_property', 'pah', 'deals_discount', 'syariah', 'previous_booked'] as const;
export type MultiKey = (typeof MULTI_KEYS)[number];
export type ToggleKey = (typeof TOGGLE_KEYS)[number];
export type FilterKey = MultiKey | ToggleKey | 'user_rating';
export const FILTER_KEYS: readonly FilterKey[] = [...MULTI_KEYS, ...TOGGLE_KEYS, 'user_rating'];

export interface ListingFilters {
  multi: Partial<Record<MultiKey, string[]>>;
  toggles: ToggleKey[];
  /** minimum guest rating, 0–5 */
  userRating: number | null;
}

export const NO_FILTERS: ListingFilters = { multi: {}, toggles: [], userRating: null };

const VALUE = /^[a-z0-9_]{1,40}$/;
const PRICE_BAND = /^\d{1,13}-\d{0,13}$/;
const MAX_VALUES = 20;

const isMulti = (k: string): k is MultiKey => (MULTI_KEYS as readonly string[]).includes(k);
const isToggle = (k: string): k is ToggleKey => (TOGGLE_KEYS as readonly string[]).includes(k);

function cleanValues(key: MultiKey, raw: string): string[] {
  const ok = key === 'price' ? PRICE_BAND : VALUE;
  return [
    ...new Set(
      raw
        .split(',')
        .map((v) => v.trim())
        .filter((v) => ok.test(v)),
    ),
  ]
    .sort()
    .slice(0, MAX_VALUES);
}

export function filtersFromParams(
  params: URLSearchParams,
  options: { signedIn: boolean } = { signedIn: true },
): ListingFilters {
  const multi: ListingFilters['multi'] = {};
  for (const key of MULTI_KEYS) {
    const raw = params.get(key);
    if (!raw) continue;
    const values = cleanValues(key, raw);
    if (values.length) multi[key] = values;
  }
  const toggles = TOGGLE_KEYS.filter((k) => params.get(k) === 'true' && (k !== 'previous_booked' || options.signedIn));
  const rating = Number(params.get('user_rating'));
  const userRating =
    params.get('user_rating') && Number.isFinite(rating) && rating > 0 && rating <= 5
      ? Math.round(rating * 2) / 2
      : null;
  return { multi, toggles, userRating };
}

/** The filters written into `base` (other parameters kept; filter keys replaced). */
export function filtersToParams(
  filters: ListingFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of FILTER_KEYS) next.delete(key);
  for (const key of MULTI_KEYS) {
    const values = filters.multi[key];
    if (values?.length) next.set(key, [...new Set(values)].sort().join(','));
  }
  for (const key of [...filters.toggles].sort()) next.set(key, 'true');
  if (filters.userRating !== null) next.set('user_rating', String(filters.userRating));
  return next;
}

/** The same filters as hotels/list and get_filters query fields. */
export function filtersToQuery(filters: ListingFilters): Record<string, string> {
  return Object.fromEntries(filtersToParams(filters).entries());
}

export function toggleOption(filters: ListingFilters, key: FilterKey, value: string): ListingFilters {
  if (key === 'user_rating') {
    const n = Number(value);
    return { ...filters, userRating: filters.userRating === n ? null : n };
  }
  if (isToggle(key)) {
    const on = filters.toggles.includes(key);
    return { ...filters, toggles: on ? filters.toggles.filter((k) => k !== key) : [...filters.toggles, key] };
  }
  if (isMulti(key)) {
    const current = filters.multi[key] ?? [];
    const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort();
    const multi = { ...filters.multi, [key]: values };
    if (!values.length) delete multi[key];
    return { ...filters, multi };
  }
  return filters;
}

export function isSelected(filters: ListingFilters, key: FilterKey, value: string): boolean {
  if (key === 'user_rating') return filters.userRating === Number(value);
  if (isToggle(key)) return filters.toggles.includes(key);
  if (isMulti(key)) return filters.multi[key]?.includes(value) ?? false;
  return false;
}

export function activeFilterCount(filters: ListingFilters): number {
  return (
    Object.values(filters.multi).reduce((n, v) => n + (v?.length ?? 0), 0) +
    filters.toggles.length +
    (filters.userRating !== null ? 1 : 0)
  );
}
