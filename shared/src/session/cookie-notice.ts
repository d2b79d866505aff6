/**
 * The cookie notice's contract between the shell and the edge: the shell remembers the
 * notice in a cookie (shell/src/app/cookie-consent.ts) that the edge reads to decide whether to draw
 * it in the first HTML (deploy/src/edge/cookie-notice.ts), and removes the edge's copy by its id. One
 * definition, so the two cannot drift apart. Plain values and a parser: safe in Node and the browser.
 */
/** a partner's landing carries its return URL in this parameter; the notice stays hidden during a referral */
export { PARTNER_REFERRAL_PARAM } from './partner-referral';

/** the cookie: when the notice was shown (ms since epoch), kept 168 h */
export const COOKIE_NOTICE_COOKIE = 'rn_cookie_notice';
/** the id of the notice the edge draws in the first HTML (shared/build/cookie-notice.cjs writes it) */
export const STATIC_COOKIE_NOTICE_ID = 'rn-cookie-static';
/** spec §9: shown once, remembered 168 hours */
export const COOKIE_NOTICE_REMEMBER_MS = 168 * 60 * 60 * 1000;

/** when the notice was shown, read from a Cookie header or `document.cookie`; 0 when it was not */
export function cookieNoticeShownAt(cookies: string | undefined | null): number {
  if (!cookies) return 0;
  const m = new RegExp(`(?:^|;\\s*)${COOKIE_NOTICE_COOKIE}=(\\d{1,15})(?:;|$)`).exec(cookies);
  return m ? Number(m[1]) : 0;
}
