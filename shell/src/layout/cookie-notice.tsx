import { useEffect, useId, useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import {
  COOKIE_NOTICE_AUTO_HIDE_MS,
  rememberCookieNotice,
  shouldShowCookieNotice,
} from '../app/cookie-consent';
import styles from './cookie-notice.module.scss';

/** spec §4/§8/§9: "Cookie Policies", shown once, remembered 168 h, auto-hides after 10 s, OK closes. */
export function CookieNotice({ now = Date.now }: { now?: () => number }) {
  const t = useT();
  const titleId = useId();
  const [visible, setVisible] = useState(() => shouldShowCookieNotice(now()));

  useEffect(() => {
    if (!visible) return;
    rememberCookieNotice(now());
    const timer = setTimeout(() => setVisible(false), COOKIE_NOTICE_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
    // shown once per mount: the timer must not restart on re-render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  if (!visible) return null;
  return (
    <section className={styles.notice} role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {t('shell.cookie.title')}
        </h2>
        <p>{t('shell.cookie.text')}</p>
      </div>
      <button type="button" className={styles.ok} onClick={() => setVisible(false)}>
        {t('shell.cookie.ok')}
      </button>
    </section>
  );
}
