import '../labels';
import type { ReactNode } from 'react';
import { useT } from '@rednest/shared/i18n';
import { Button } from './button';
import { cx } from './class-names';
import styles from './error-panel.module.scss';

export interface ErrorPanelProps {
  /** what went wrong, in words a guest understands (ApiCallError.message is written for that) */
  message: ReactNode;
  title?: ReactNode;
  /** shows a Retry button; omit when retrying cannot help */
  onRetry?: () => void;
  retryLabel?: string;
  /** true while the retry runs */
  retrying?: boolean;
  className?: string;
}

export function ErrorPanel({ message, title, onRetry, retryLabel, retrying, className }: ErrorPanelProps) {
  const t = useT();
  return (
    <div role="alert" className={cx(styles.rnError, className)}>
      <p className={styles.rnErrorTitle}>{title ?? t('ui.errorTitle')}</p>
      <p className={styles.rnErrorMessage}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying} className={styles.rnErrorRetry}>
          {retryLabel ?? t('ui.retry')}
        </Button>
      ) : null}
    </div>
  );
}
