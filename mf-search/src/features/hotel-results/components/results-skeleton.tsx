import { useT } from '@rednest/shared/i18n';
import { FirstViewPicture, useIsPrerender } from '@rednest/shared/remote';
import { LISTING_PICTURE_SLOT, type HotelFirstViewPicture } from '@rednest/shared/remote/first-view-slots';
import { Skeleton } from '@rednest/shared/ui';
import styles from './results-skeleton.module.scss';

interface Props {
  /** the full listing skeleton (page still loading) also draws the search bar */
  withSearchBar?: boolean;
  /** spec §2: the banner strip is part of the skeleton except on the corporate site */
  withBanners: boolean;
  /** spec §2: the banner strip's placeholder is taller for a signed-in user */
  signedIn?: boolean;
  /** the first result's picture, when it is known before the page's data (the edge's first view) */
  picture?: HotelFirstViewPicture;
}

/**
 * Skeleton listing of spec §2: search bar, banner strip, count placeholder, 5 filter chips, 2 cards
 * shaped as result cards (a 4:3 picture over the text on a phone, beside it on a desktop). They come
 * in the page's order, at its heights and gaps (the count with the view and sort controls and the
 * price line under it), so the first card's picture sits where the mounted list draws it. In the
 * prerendered first view the first card's picture is the slot the edge fills with the first
 * result's picture (shared first-view-slots LISTING_PICTURE_SLOT; `picture` draws its template):
 * the listing's largest paint then comes with the HTML. It is drawn a little larger than the
 * mounted card's picture: the browser counts a later picture as the largest paint only when it is
 * larger.
 */
export const BANNER_SKELETON_HEIGHT = { guest: 128, signedIn: 160 } as const;

export function ResultsSkeleton({ withSearchBar = false, withBanners, signedIn = false, picture }: Props) {
  const t = useT();
  const prerender = useIsPrerender();
  return (
    <div
      className={styles.skeleton}
      aria-busy="true"
      aria-live="polite"
      role="status"
      aria-label={t('search.results.loading')}
    >
      {withSearchBar ? <Skeleton className={styles.searchBar} height="100%" /> : null}
      {withBanners ? (
        <div data-testid="skeleton-banner" className={signedIn ? styles.bannerSignedIn : styles.banner}>
          <Skeleton height={signedIn ? BANNER_SKELETON_HEIGHT.signedIn : BANNER_SKELETON_HEIGHT.guest} />
        </div>
      ) : null}
      <div className={styles.head}>
        <div className={styles.headRow}>
          <Skeleton className={styles.count} width={220} height={33} />
          <Skeleton className={styles.controls} height={42} />
        </div>
        <Skeleton className={styles.summary} shape="text" width="85%" height="100%" />
      </div>
      <div className={styles.chips} data-testid="skeleton-chips">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className={styles.chip} width={88} height={38} />
        ))}
      </div>
      {[0, 1].map((i) => (
        <div key={i} className={styles.card} data-testid="skeleton-card">
          <div className={styles.picture} data-rn-slot={i === 0 && prerender ? LISTING_PICTURE_SLOT.name : undefined}>
            <Skeleton height="100%" />
            {i === 0 && picture ? (
              <FirstViewPicture
                className={styles.firstPicture}
                picture={picture}
                photoOf={(name) => t('search.results.photoOf', { name })}
              />
            ) : null}
          </div>
          <div className={styles.lines}>
            <Skeleton shape="text" width="70%" height={20} />
            <Skeleton shape="text" lines={2} />
          </div>
        </div>
      ))}
    </div>
  );
}
