/** Sort choices → sort_by/order_by (spec §9: PRICE ascending, everything else descending; default popular). */
export const SORT_OPTIONS = {
  popular: { sort_by: 'popular', order_by: 'desc', label: 'results.sortPopular' },
  price: { sort_by: 'price', order_by: 'asc', label: 'results.sortPrice' },
  rating: { sort_by: 'rating', order_by: 'desc', label: 'results.sortRating' },
} as const;

export type SortKey = keyof typeof SORT_OPTIONS;
export const DEFAULT_SORT: SortKey = 'popular';

export function isSortKey(v: string | null | undefined): v is SortKey {
  return !!v && Object.prototype.hasOwnProperty.call(SORT_OPTIONS, v);
}
