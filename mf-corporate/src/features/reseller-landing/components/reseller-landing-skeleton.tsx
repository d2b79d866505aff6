import { useT } from '@rednest/shared/i18n';
import { Skeleton } from '@rednest/shared/ui';
import styles from './reseller-landing.module.scss';

/** The landing's shape (hero, three benefit cards, steps) while the content loads. */
export function ResellerLandingSkeleton() {
  const t = useT();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('corp.reseller.loading')}>
      <Skeleton height={36} width="70%" />
      <Skeleton height={20} width="90%" />
      <div className={styles.skeletonCards}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={200} />
        ))}
      </div>
      {[0, 1, 2].map((i) => (
        <Skeleton key={`s${i}`} height={56} />
      ))}
    </div>
  );
}
