import { useT } from '@rednest/shared/i18n';
import { FirstViewPicture, useIsPrerender } from '@rednest/shared/remote';
import { HOTEL_PICTURE_SLOT, type HotelFirstViewPicture } from '@rednest/shared/remote/first-view-slots';
import { Skeleton } from '@rednest/shared/ui';
import styles from './hotel-skeleton.module.scss';

/** The hotel's first picture, when it is known before the page's data (the edge's first view). */
export type SkeletonPicture = HotelFirstViewPicture;

/**
 * The hotel page's shape while it loads: head, gallery tabs and gallery, stay bar, two room cards. In the
 * prerendered first view the gallery is the slot the edge fills with the hotel's first picture
 * (shared first-view-slots HOTEL_PICTURE_SLOT; `picture` draws its template): the page's largest
 * paint then comes with the HTML. It is drawn over the gallery's skeleton a little larger than the
 * mounted gallery's main picture (full width on a phone, half on a desktop, 4:3): the browser counts
 * a later picture as the largest paint only when it is larger.
 */
export function HotelSkeleton({ picture }: { picture?: SkeletonPicture }) {
  const t = useT();
  const prerender = useIsPrerender();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('search.hotel.loading')}>
      {/* the page's head line for line (kind, a two-line name on a phone, rating, place) and the
          gallery's tabs, so the picture sits where the mounted gallery draws it */}
      <div className={styles.skeletonHead}>
        <Skeleton shape="text" width="4.5rem" height={18} />
        <Skeleton shape="text" width="80%" height={35} />
        <Skeleton shape="text" width="55%" height={35} className={styles.skeletonPhoneLine} />
        <Skeleton shape="text" width="50%" height={20} />
        <Skeleton shape="text" width="35%" height={20} className={styles.skeletonPhoneLine} />
      </div>
      <div className={styles.skeletonTabs}>
        <Skeleton width="4.5rem" height={40} />
        <Skeleton width="6.5rem" height={40} />
        <Skeleton width="6rem" height={40} />
      </div>
      <div className={styles.skeletonGallery} data-rn-slot={prerender ? HOTEL_PICTURE_SLOT.name : undefined}>
        <Skeleton height="100%" />
        {picture ? (
          <FirstViewPicture
            className={styles.skeletonPicture}
            picture={picture}
            photoOf={(name) => t('search.results.photoOf', { name })}
          />
        ) : null}
      </div>
      <Skeleton height={56} />
      <Skeleton height={160} />
      <Skeleton height={160} />
    </div>
  );
}
