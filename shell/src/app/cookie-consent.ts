/**
 * Cookie notice rules (spec §4, §9): shown once, remembered 168 hours, auto-hides after
 * 10 000 ms, hidden while a partner-referral URL is stored.
 *
 * Remembered in a cookie as well as in local storage: the edge reads the cookie and draws
 * the notice in the page's first HTML for a visitor without it (deploy/src/edge/cookie-notice.ts), so it
 * paints with the frame instead of after the shell's scripts; the shell then takes it over
 * (layout/cookie-notice.tsx). Local storage keeps visitors remembered before the cookie existed.
 */
import {
  COOKIE_NOTICE_COOKIE,
  COOKIE_NOTICE_REMEMBER_MS,
  PARTNER_REFERRAL_KEY,
  STATIC_COOKIE_NOTICE_ID,
  cookieNoticeShownAt,
} from '@rednest/shared/session';

// the cookie, the static notice's id and the 168 h are the edge's contract too (shared/session/cookie-notice)
export { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_REMEMBER_MS, STATIC_COOKIE_NOTICE_ID };
export const COOKIE_NOTICE_KEY = 'rn.cookie_notice_at';
export const COOKIE_NOTICE_AUTO_HIDE_MS = 10_000;

type ReadStorage = Pick<Storage, 'getItem'>;
interface CookieJar {
  cookie: string;
}

function cookieShownAt(jar: CookieJar): number {
  try {
    return cookieNoticeShownAt(jar.cookie);
  } catch {
    return 0;
  }
}

/** `referrals`: where the shell keeps a partner's return URL for the tab's visit (shared partner-referral) */
export function shouldShowCookieNotice(
  now: number,
  storage: ReadStorage = localStorage,
  referrals: ReadStorage = sessionStorage,
  jar: CookieJar = document,
): boolean {
  try {
    if (referrals.getItem(PARTNER_REFERRAL_KEY)) return false;
  } catch {
    // no session storage: no referral either
  }
  let at = cookieShownAt(jar);
  try {
    at = Math.max(at, Number(storage.getItem(COOKIE_NOTICE_KEY)) || 0);
  } catch {
    // without storage the cookie decides, else the notice shows (the safe side)
  }
  return !at || now - at >= COOKIE_NOTICE_REMEMBER_MS;
}

/** Remembered as soon as it is shown ("shown once"), not only when OK is pressed. */
export function rememberCookieNotice(
  now: number,
  storage: Pick<Storage, 'setItem'> = localStorage,
  jar: CookieJar = document,
  secure = typeof location !== 'undefined' && location.protocol === 'https:',
): void {
  try {
    storage.setItem(COOKIE_NOTICE_KEY, String(now));
  } catch {
    // without storage the cookie still remembers it
  }
  try {
    jar.cookie = `${COOKIE_NOTICE_COOKIE}=${now}; Max-Age=${COOKIE_NOTICE_REMEMBER_MS / 1000}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  } catch {
    // cookies off: the notice shows on each visit, which is the safe side
  }
}

/** Takes the edge's static notice out of the page (the shell draws its own in the same place, or none). */
export function removeStaticCookieNotice(doc: Document = document): void {
  doc.getElementById(STATIC_COOKIE_NOTICE_ID)?.remove();
}
