import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
// its own subpath, not the shared ui singleton: shared modules are not tree-shaken, and home does not copy
import { copyText } from '@rednest/shared/ui/copy-text';
import styles from './finish.module.scss';

/**
 * The booking code, large, with "Copy code" (its accent the booking's state: confirmed, waiting for
 * payment, ended): the button says "Copied" for a few seconds and a
 * polite status tells screen readers; where copying is refused, the code is left selected and the
 * guest is told to copy it themselves.
 */
export function BookingCode({ code, tone }: { code: string; tone?: 'waiting' | 'ended' }) {
  const t = useT();
  const id = useId();
  const codeRef = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <section
      className={
        tone === 'waiting'
          ? `${styles.codeCard} ${styles.holdCard}`
          : tone === 'ended'
            ? `${styles.codeCard} ${styles.codeEnded}`
            : styles.codeCard
      }
      aria-labelledby={`${id}-label`}
    >
      <p id={`${id}-label`} className={styles.codeLabel}>
        {t('booking.payment.code')}
      </p>
      <div className={styles.codeRow}>
        <span ref={codeRef} className={styles.code}>
          {code}
        </span>
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={`${id}-label`}
          onClick={() => void copyText(code, codeRef.current).then((ok) => setState(ok ? 'copied' : 'failed'))}
        >
          {t(state === 'copied' ? 'booking.finish.copied' : 'booking.finish.copy')}
        </Button>
      </div>
      <p className={styles.muted}>{t('booking.finish.codeHint')}</p>
      <p role="status" className={state === 'failed' ? styles.alert : styles.srOnly} aria-live="polite">
        {state === 'copied'
          ? t('booking.finish.copiedStatus', { code })
          : state === 'failed'
            ? t('booking.finish.copyFailed')
            : ''}
      </p>
    </section>
  );
}
