import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import {
  COOKIE_NOTICE_AUTO_HIDE_MS,
  rememberCookieNotice,
  removeStaticCookieNotice,
  shouldShowCookieNotice,
} from '../app/cookie-consent';

/**
 * spec §4/§8/§9: "Cookie Policies", shown once, remembered 168 h, auto-hides after 10 s, OK closes.
 * The edge may have drawn the same notice in the first HTML (deploy/src/edge/cookie-notice.ts);
 * this one takes its place in the same frame, with the same global classes (boot.scss `.rn-cookie`),
 * so the swap moves nothing.
 */
export function CookieNotice({ now = Date.now }: { now?: () => number }) {
  const t = useT();
  const titleId = useId();
  const [visible, setVisible] = useState(() => shouldShowCookieNotice(now()));

  useLayoutEffect(() => removeStaticCookieNotice(), []);

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
    <section className="rn-cookie" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <div className="rn-cookie-text">
        <h2 id={titleId} className="rn-cookie-title">
          {t('shell.cookie.title')}
        </h2>
        {/* a phone shows the short text in a bar of one or two lines (boot.scss); display: none hides the other from screen readers too */}
        <p className="rn-cookie-long">{t('shell.cookie.text')}</p>
        <p className="rn-cookie-short">{t('shell.cookie.short')}</p>
      </div>
      <button type="button" className="rn-cookie-ok" onClick={() => setVisible(false)}>
        {t('shell.cookie.ok')}
      </button>
    </section>
  );
}
