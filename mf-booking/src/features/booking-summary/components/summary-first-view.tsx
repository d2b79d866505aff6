import { useT } from '@rednest/shared/i18n';
import { FirstViewPicture, useIsPrerender } from '@rednest/shared/remote';
import { SUMMARY_PICTURE_SLOT, type HotelFirstViewPicture } from '@rednest/shared/remote/first-view-slots';
import { PageContainer, Skeleton } from '@rednest/shared/ui';
import styles from './summary-first-view.module.scss';

/**
 * The booking summary's first view, prerendered at build time and drawn by the edge before the
 * remote boots: the page's title and the stay card's shape, whose picture is the slot the edge fills
 * with the hotel's picture (shared first-view-slots SUMMARY_PICTURE_SLOT; `picture` draws its
 * template). That picture is the page's largest paint, so it comes with the HTML; it is drawn 2 px
 * taller than the stay card's picture that replaces it (the browser counts a later picture as the
 * largest paint only when it is larger).
 */
export function SummaryFirstView({ picture }: { picture?: HotelFirstViewPicture }) {
  const t = useT();
  const prerender = useIsPrerender();
  return (
    <PageContainer title={t('booking.summary.title')}>
      <div className={styles.layout} role="status" aria-busy="true" aria-label={t('booking.summary.loading')}>
        <div className={styles.card}>
          <div className={styles.picture} data-rn-slot={prerender ? SUMMARY_PICTURE_SLOT.name : undefined}>
            {picture ? <FirstViewPicture className={styles.img} picture={picture} photoOf={(name) => name} /> : null}
          </div>
          <div className={styles.body}>
            <Skeleton shape="text" width="70%" height={24} />
            <Skeleton shape="text" width="50%" height={18} />
            <Skeleton height={120} />
          </div>
        </div>
        <Skeleton height={240} />
      </div>
    </PageContainer>
  );
}
