import type { ReactNode } from 'react';
import { Skeleton } from '@rednest/shared/ui';
import styles from './finish.module.scss';

/** The page's heading with the state's badge (the icon is decoration: the words say it). */
export function StateTitle({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone?: 'waiting' | 'ended';
  children: ReactNode;
}) {
  return (
    <span className={styles.title}>
      <span
        className={
          tone === 'waiting'
            ? `${styles.badge} ${styles.badgeWaiting}`
            : tone === 'ended'
              ? `${styles.badge} ${styles.badgeEnded}`
              : styles.badge
        }
      >
        {icon}
      </span>
      <span>{children}</span>
    </span>
  );
}

/** The finish while it loads: the code, the stay card and the side column, as gray shapes; one status for the whole. */
export function FinishSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={label}>
      <span aria-hidden="true">
        <Skeleton height={112} label="" />
      </span>
      <div className={styles.grid} aria-hidden="true">
        <Skeleton height={460} label="" />
        <div className={styles.column}>
          <Skeleton height={260} label="" />
          <Skeleton height={160} label="" />
        </div>
      </div>
    </div>
  );
}
