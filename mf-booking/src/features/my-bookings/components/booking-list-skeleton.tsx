import styles from './my-bookings.module.scss';

/** Three card-shaped placeholders, announced once as "Loading your bookings". */
export function BookingListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={styles.list}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true">
          <span className={`${styles.picture} ${styles.shimmer}`} />
          <span className={styles.body}>
            <span className={`${styles.shimmer} ${styles.lineWide}`} />
            <span className={`${styles.shimmer} ${styles.lineShort}`} />
            <span className={`${styles.shimmer} ${styles.lineMid}`} />
            <span className={`${styles.shimmer} ${styles.lineShort}`} />
          </span>
        </div>
      ))}
    </div>
  );
}
