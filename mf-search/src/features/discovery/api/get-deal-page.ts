import { useEndpointPages } from '@rednest/shared/api-client';

/** GET deal_page/:id: a deal and its properties, paged by the server's next_page. */
export function useDealPage(id: string | null) {
  return useEndpointPages('dealPage', id ? { params: { id }, query: {} } : null, {
    nextPage: (last) => last.next_page,
  });
}
