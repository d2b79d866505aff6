import { useEndpointPages } from '@rednest/shared/api-client';

/** GET login v16 recent_redpoints: the member's points, tier and movements, 20 a page (asked only when signed in). */
export function useRecentRedpoints(signedIn: boolean) {
  return useEndpointPages('recentRedpoints', signedIn ? {} : null, {
    nextPage: (last) => last.next_page,
    staleTime: 0,
  });
}
