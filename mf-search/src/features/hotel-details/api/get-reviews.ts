import { useEndpointPages } from '@rednest/shared/api-client';
// the page size the edge asks the first page with too (deploy page-answers.ts)
import { REVIEWS_PAGE_SIZE } from '@rednest/shared/remote/hotel-first-view';

/** GET get-site-reviews/:id: newest first, paged by the server's next_page, with the rating breakdown. */
export function useReviews(slug: string) {
  return useEndpointPages(
    'hotelReviews',
    { params: { id: slug }, query: { per_page: REVIEWS_PAGE_SIZE } },
    { nextPage: (last) => last.next_page },
  );
}
