import { useT } from '@rednest/shared/i18n';
import { Skeleton } from '@rednest/shared/ui';
import styles from './results-skeleton.module.scss';

interface Props {
  /** the full listing skeleton (page still loading) also draws the search bar */
  withSearchBar?: boolean;
  /** spec §2: the banner strip is part of the skeleton except on the corporate site */
  withBanners: boolean;
  /** spec §2: the banner strip's placeholder is taller for a signed-in user */
  signedIn?: boolean;
}

/** Skeleton listing of spec §2: search bar, 5 filter chips, banner strip, count placeholder, 2 cards. */
export const BANNER_SKELETON_HEIGHT = { guest: 96, signedIn: 128 } as const;

export function ResultsSkeleton({ withSearchBar = false, withBanners, signedIn = false }: Props) {
  const t = useT();
  return (
    <div className={styles.skeleton} aria-busy="true" aria-live="polite" role="status" aria-label={t('search.results.loading')}>
      {withSearchBar ? <Skeleton className={styles.searchBar} height={56} /> : null}
      <div className={styles.chips} data-testid="skeleton-chips">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className={styles.chip} width={88} height={32} />
        ))}
      </div>
      {withBanners ? <div data-testid="skeleton-banner">
          <Skeleton height={signedIn ? BANNER_SKELETON_HEIGHT.signedIn : BANNER_SKELETON_HEIGHT.guest} />
        </div> : null}
      <Skeleton className={styles.count} width={220} height={24} />
      {[0, 1].map((i) => (
        <div key={i} className={styles.card} data-testid="skeleton-card">
          <Skeleton height={180} />
          <div className={styles.lines}>
            <Skeleton shape="text" width="70%" height={20} />
            <Skeleton shape="text" lines={2} />
          </div>
        </div>
      ))}
    </div>
  );
}
