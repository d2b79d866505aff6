import { useT } from '@rednest/shared/i18n';
import { Skeleton } from '@rednest/shared/ui';
import styles from './club.module.scss';

/** The page's shape (the lead, the status panel, three plan cards) while the plans load. */
export function ClubSkeleton() {
  const t = useT();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('club.plan.loading')}>
      <Skeleton shape="text" lines={2} />
      <Skeleton height={120} />
      <div className={styles.skeletonCards}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={280} />
        ))}
      </div>
    </div>
  );
}
