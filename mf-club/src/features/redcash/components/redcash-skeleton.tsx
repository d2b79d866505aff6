import { useT } from '@rednest/shared/i18n';
import { Skeleton } from '@rednest/shared/ui';
import styles from './redcash.module.scss';

/** The page's shape (steps, rules, plan cards, tiers) while loyalty programs and content load. */
export function RedcashSkeleton() {
  const t = useT();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('club.loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={`s${i}`} height={56} />
      ))}
      <div className={styles.rules}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={`p${i}`} height={160} />
        ))}
      </div>
      <Skeleton height={120} />
    </div>
  );
}
