import { useEffect, useRef, useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import styles from './remote-fallback.module.scss';

/**
 * What a remote's area shows when it failed to load, timed out or threw on mount. Scoped to that
 * area: role="alert" announces it once; the rest of the page keeps working.
 */
export function RemoteFallback({ onRetry, focusRetry = false }: { onRetry: () => void; focusRetry?: boolean }) {
  const t = useT();
  const [retrying, setRetrying] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // the Retry that was pressed is gone with the old fallback: put focus back on the new one,
    // so keyboard and screen-reader users are not dropped to the top of the page
    if (focusRetry) button.current?.focus();
  }, [focusRetry]);
  return (
    <div className={styles.fallback} role="alert">
      <p className={styles.message}>{t('shell.remote.failed')}</p>
      <p className={styles.hint}>{t('shell.remote.hint')}</p>
      <button
        ref={button}
        type="button"
        className={styles.retry}
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          onRetry();
        }}
      >
        {t('shell.remote.retry')}
      </button>
    </div>
  );
}
