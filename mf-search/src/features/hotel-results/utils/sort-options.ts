import { isOneOf, SORT_TYPES, type OrderDirection, type SortType } from '@rednest/shared/contracts';
import { defaultOrderOf } from '@rednest/shared/format';

/** The sort menu, in the contract's order: popular (default), price, rating. */
export const DEFAULT_SORT: SortType = 'popular';

export const SORT_LABELS: Readonly<Record<SortType, string>> = {
  popular: 'search.results.sortPopular',
  price: 'search.results.sortPrice',
  rating: 'search.results.sortRating',
};

/** spec §9: PRICE sorts ascending, everything else descending (the rule lives in shared/format). */
export function orderOf(sort: SortType): OrderDirection {
  return defaultOrderOf(sort);
}

/**
 * The sort a listing starts with when the URL names none (spec §9): the site setting `sort_type`
 * on the mobile site; non-mobile devices force popular. A sort the person chose (in the URL) wins.
 */
export function defaultSortFor(siteSortType: string | null | undefined, device: 'mobile' | 'desktop'): SortType {
  if (device !== 'mobile') return DEFAULT_SORT;
  const wanted = siteSortType?.toLowerCase();
  return isOneOf(SORT_TYPES, wanted) ? wanted : DEFAULT_SORT;
}

/** The sort of a results URL (`sort_by`); anything unknown is the default. */
export function sortFromUrl(sortBy: string | null | undefined, fallback: SortType = DEFAULT_SORT): SortType {
  return isOneOf(SORT_TYPES, sortBy) ? sortBy : fallback;
}
