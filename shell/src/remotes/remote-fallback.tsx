import { useEffect, useRef, useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import styles from './remote-fallback.module.scss';

/**
 * What a remote's area shows when it failed to load, timed out or threw on mount. Scoped to that
 * area: role="alert" announces it once; the rest of the page keeps working.
 */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const [retrying, setRetrying] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // keyboard users who pressed Retry land back on it if the retry fails again
    if (document.activeElement === document.body || document.activeElement?.closest('[data-rn-fallback]')) button.current?.focus();
  }, []);
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
