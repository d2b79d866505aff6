import { useShellSite, useSignedInUser } from '@rednest/shared/remote';
import { ResultsSkeleton } from '../../features/hotel-results/components/results-skeleton';
import styles from './page.module.scss';

/** While the results chunk loads: the whole skeleton listing of spec §2, search bar included. */
export function ResultsPageFallback() {
  const site = useShellSite();
  const user = useSignedInUser();
  return (
    <div className={styles.page}>
      <ResultsSkeleton withSearchBar withBanners={site.kind !== 'corporate'} signedIn={Boolean(user)} />
    </div>
  );
}
