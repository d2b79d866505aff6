import { Skeleton } from '@rednest/shared/ui';
import styles from './corporate-clients.module.scss';

/** The shape of the client list while it loads (one status for screen readers, the cards hidden). */
export function ClientsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={label}>
      <span aria-hidden="true" className={styles.skeletonInner}>
        <Skeleton height={88} />
        <Skeleton height={88} />
        <Skeleton height={88} />
      </span>
    </div>
  );
}
