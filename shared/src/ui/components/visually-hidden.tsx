import type { ReactNode } from 'react';
import styles from './visually-hidden.module.scss';

/** Text for screen readers only (e.g. the "Loading" of a spinner). */
export function VisuallyHidden({ children }: { children?: ReactNode }) {
  return <span className={styles.rnVisuallyHidden}>{children}</span>;
}
