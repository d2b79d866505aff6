import { useShellSite, useSignedInUser } from '@rednest/shared/remote';
import type { HotelFirstViewPicture } from '@rednest/shared/remote/first-view-slots';
import { ResultsSkeleton } from '../../features/hotel-results/components/results-skeleton';
import styles from './page-fallback.module.scss';

/**
 * While the results chunk loads: the whole skeleton listing of spec §2, search bar included (and,
 * in the first view's template, the first result's picture).
 */
export function ResultsPageFallback({ picture }: { picture?: HotelFirstViewPicture }) {
  const site = useShellSite();
  const user = useSignedInUser();
  return (
    <div className={styles.listing}>
      <ResultsSkeleton
        withSearchBar
        withBanners={site.kind !== 'corporate'}
        signedIn={Boolean(user)}
        picture={picture}
      />
    </div>
  );
}
