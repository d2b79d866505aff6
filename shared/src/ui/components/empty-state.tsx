import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './empty-state.module.scss';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** decorative; hidden from screen readers */
  icon?: ReactNode;
  /** what the person can do next (a Button or AppLink) */
  action?: ReactNode;
  /** heading level that fits the page outline */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <section className={cx(styles.rnEmpty, className)}>
      {icon ? (
        <div className={styles.rnEmptyIcon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={styles.rnEmptyTitle}>{title}</Heading>
      {description ? <p className={styles.rnEmptyText}>{description}</p> : null}
      {action ? <div className={styles.rnEmptyAction}>{action}</div> : null}
    </section>
  );
}
