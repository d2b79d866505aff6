import { isOneOf, SORT_TYPES, type OrderDirection, type SortType } from '@rednest/shared/contracts';
import { defaultOrderOf } from '@rednest/shared/format';
import { LISTING_DEFAULT_SORT, listingDefaultSort } from '@rednest/shared/remote/listing-first-view';

/** The sort menu, in the contract's order: popular (default), price, rating. */
export const DEFAULT_SORT: SortType = LISTING_DEFAULT_SORT;

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
 * The sort a listing starts with when the URL names none (spec §9; the rule is shared with the
 * edge's first view). A sort the person chose (in the URL) wins.
 */
export const defaultSortFor = listingDefaultSort;

/** The sort of a results URL (`sort_by`); anything unknown is the default. */
export function sortFromUrl(sortBy: string | null | undefined, fallback: SortType = DEFAULT_SORT): SortType {
  return isOneOf(SORT_TYPES, sortBy) ? sortBy : fallback;
}
