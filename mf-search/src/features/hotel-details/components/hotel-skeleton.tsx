import { useT } from '@rednest/shared/i18n';
import { Skeleton } from '@rednest/shared/ui';
import styles from './hotel-details.module.scss';

/** The hotel page's shape while it loads: title, gallery, stay bar, two room cards. */
export function HotelSkeleton() {
  const t = useT();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('search.hotel.loading')}>
      <Skeleton shape="text" width="60%" height={28} />
      <Skeleton shape="text" width="40%" />
      <div className={styles.skeletonGallery}>
        <Skeleton height="100%" />
      </div>
      <Skeleton height={56} />
      <Skeleton height={160} />
      <Skeleton height={160} />
    </div>
  );
}
