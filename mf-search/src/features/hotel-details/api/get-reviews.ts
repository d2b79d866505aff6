import { useEndpointPages } from '@rednest/shared/api-client';

export const REVIEWS_PAGE_SIZE = 5;

/** GET get-site-reviews/:id: newest first, paged by the server's next_page, with the rating breakdown. */
export function useReviews(slug: string) {
  return useEndpointPages('hotelReviews', { params: { id: slug }, query: { per_page: REVIEWS_PAGE_SIZE } }, { nextPage: (last) => last.next_page });
}
