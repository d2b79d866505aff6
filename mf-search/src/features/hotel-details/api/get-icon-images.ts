import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET load_icon_images: the icon of every facility key (changes with a release, so cached long). */
export function useIconImages() {
  return useEndpointQuery('loadIconImages', { query: {} }, { staleTime: 60 * 60_000 });
}
