import { useEffect, useRef, useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
// its own subpath, not the shared ui singleton: shared modules are not tree-shaken, and home does not copy
import { copyText } from '@rednest/shared/ui/copy-text';
import styles from './copy-code.module.scss';

/**
 * A code (or link) in large type with Copy: the button says Copied for a few seconds and a polite
 * status tells screen readers; where copying is refused, the text is left selected to copy by hand.
 * `copied`: what the status says once it is copied.
 */
export function CopyCode({
  code,
  copied,
  label,
  long = false,
}: {
  code: string;
  copied: string;
  label?: string;
  /** a link rather than a code: smaller type that wraps */
  long?: boolean;
}) {
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
      <span ref={codeRef} className={long ? `${styles.code} ${styles.long}` : styles.code} translate="no">
        {code}
      </span>
      <Button
        variant="secondary"
        aria-label={label ?? t('club.copy.label', { code })}
        onClick={() => void copyText(code, codeRef.current).then((ok) => setState(ok ? 'copied' : 'failed'))}
      >
        {state === 'copied' ? t('club.copy.done') : t('club.copy.action')}
      </Button>
      <span role="status" className={styles.status}>
        {state === 'copied' ? copied : state === 'failed' ? t('club.copy.failed') : ''}
      </span>
    </div>
  );
}
