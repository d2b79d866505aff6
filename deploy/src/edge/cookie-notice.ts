/**
 * The cookie notice in the first HTML. The shell's build publishes the notice as static
 * HTML per language (`cookie-notice/<language>.html`, shared/build/cookie-notice.cjs); for a visitor
 * whose request carries no `rn_cookie_notice` cookie (set by the shell when it shows the notice,
 * for 168 h: shell/src/app/cookie-consent.ts) the edge puts the page language's file beside the
 * shell's overlay root, so the notice paints with the frame (it was the largest paint of the FAQ
 * and sign-in pages, drawn only after the shell's scripts). The shell's CookieNotice takes it over
 * with the same classes, or takes it away (a partner referral stored in the tab hides it).
 *
 * Not drawn on a partner's landing (`?referral_url=`: the notice stays hidden during a referral).
 */
import fs from 'node:fs';
import path from 'node:path';
// the shell's side of the contract (the cookie it sets, read the same way), as edge.ts reads site-kind
import {
  COOKIE_NOTICE_COOKIE,
  PARTNER_REFERRAL_PARAM,
  cookieNoticeShownAt,
} from '@rednest/shared/session/cookie-notice';

export { COOKIE_NOTICE_COOKIE };
/** the shell's overlay root as its build writes it (minified: the attribute may have no quotes) */
const OVERLAY = /<div id="?rn-overlay"?><\/div>/;

/** whether the request says the notice was shown already (the cookie's value: when, in ms) */
export function seenCookieNotice(cookieHeader: string | undefined): boolean {
  return cookieNoticeShownAt(cookieHeader) > 0;
}

/** the notice's HTML in the language of `pathname` (`/{language}-{country}/…`), else English; null if the shell published none */
export function cookieNoticeFragment(shellDir: string, pathname: string): string | null {
  const language = /^\/([a-z]{2})-[a-z]{2}(?:\/|$)/i.exec(pathname)?.[1]?.toLowerCase();
  for (const lang of language && language !== 'en' ? [language, 'en'] : ['en']) {
    try {
      return fs.readFileSync(path.join(shellDir, 'cookie-notice', `${lang}.html`), 'utf8').trim();
    } catch {
      // not published in this language: try English
    }
  }
  return null;
}

/** whether this request's page carries the notice: not seen yet, not a partner's landing */
export function drawsCookieNotice(input: { search: string; cookie: string | undefined }): boolean {
  return !seenCookieNotice(input.cookie) && !new URLSearchParams(input.search).has(PARTNER_REFERRAL_PARAM);
}

/** the notice this request's page carries (read once per page), or null: seen already, a partner's landing, not published */
export function cookieNoticeFor(input: {
  shellDir: string;
  pathname: string;
  search: string;
  cookie: string | undefined;
}): string | null {
  return drawsCookieNotice(input) ? cookieNoticeFragment(input.shellDir, input.pathname) : null;
}

/** the page with the notice (cookieNoticeFor) after the overlay root (outside React's root, which would clear it on its first render) */
export function withCookieNotice(html: string, notice: string | null): string {
  if (!notice || !OVERLAY.test(html)) return html;
  return html.replace(OVERLAY, (root) => `${root}${notice}`);
}
