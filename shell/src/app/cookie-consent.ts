/**
 * Cookie notice rules (spec §4, §9): shown once, remembered 168 hours, auto-hides after
 * 10 000 ms, hidden while a partner-referral URL is stored.
 */
export const COOKIE_NOTICE_KEY = 'rn.cookie_notice_at';
import { PARTNER_REFERRAL_KEY } from '@rednest/shared/session';

export const COOKIE_NOTICE_REMEMBER_MS = 168 * 60 * 60 * 1000;
export const COOKIE_NOTICE_AUTO_HIDE_MS = 10_000;

type ReadStorage = Pick<Storage, 'getItem'>;

/** `referrals`: where the shell keeps a partner's return URL for the tab's visit (shared partner-referral) */
export function shouldShowCookieNotice(now: number, storage: ReadStorage = localStorage, referrals: ReadStorage = sessionStorage): boolean {
  try {
    if (referrals.getItem(PARTNER_REFERRAL_KEY)) return false;
    const at = Number(storage.getItem(COOKIE_NOTICE_KEY)) || 0;
    return !at || now - at >= COOKIE_NOTICE_REMEMBER_MS;
  } catch {
    return true;
  }
}

/** Remembered as soon as it is shown ("shown once"), not only when OK is pressed. */
export function rememberCookieNotice(now: number, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(COOKIE_NOTICE_KEY, String(now));
  } catch {
    // without storage the notice shows on each visit, which is the safe side
  }
}
