import { useT } from '@rednest/shared/i18n';
import { Skeleton } from '@rednest/shared/ui';
import styles from './faq-skeleton.module.scss';

/**
 * Placeholder with the page's shape (search box, categories, questions) while faqs load, about as
 * tall as the list it stands for (four categories of about three questions), so the contact block
 * after it on a phone does not move up and then down again (no layout shift).
 */
export function FaqSkeleton() {
  const t = useT();
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label={t('content.faq.loading')} role="status">
      <Skeleton height={44} />
      {[0, 1, 2, 3].map((group) => (
        <div key={group} className={styles.group}>
          <Skeleton width="40%" height={22} />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={48} />
          ))}
        </div>
      ))}
    </div>
  );
}
