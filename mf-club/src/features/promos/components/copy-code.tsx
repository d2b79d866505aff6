import { useEffect, useRef, useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import { Button, copyText } from '@rednest/shared/ui';
import styles from './promos.module.scss';

/**
 * A promo code in large type with Copy: the button says Copied for a few seconds and a polite
 * status tells screen readers; where copying is refused, the code is left selected to copy by hand.
 */
export function CopyCode({ code }: { code: string }) {
  const t = useT();
  const codeRef = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <div className={styles.copy}>
      <span ref={codeRef} className={styles.code} translate="no">
        {code}
      </span>
      <Button
        variant="secondary"
        aria-label={t('club.promos.copyCode', { code })}
        onClick={() => void copyText(code, codeRef.current).then((ok) => setState(ok ? 'copied' : 'failed'))}
      >
        {state === 'copied' ? t('club.promos.copied') : t('club.promos.copy')}
      </Button>
      <span role="status" className={styles.status}>
        {state === 'copied'
          ? t('club.promos.copiedStatus', { code })
          : state === 'failed'
            ? t('club.promos.copyFailed')
            : ''}
      </span>
    </div>
  );
}
