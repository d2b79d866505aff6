export type DeviceVariant = 'mobile' | 'desktop';

/** The breakpoint of the mobile site (msite): below it the page is laid out and tracked as mobile. */
export const MOBILE_BREAKPOINT_PX = 768;

const MOBILE_UA = /Mobi|Android|iPhone|iPod|iPad|Opera Mini|IEMobile/i;

/** A phone's or tablet's browser, by its user agent (the edge reads the same: deploy page-answers.ts). */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/** the narrow viewport as a media query, asked once: reading `matches` needs no layout (innerWidth may) */
let narrow: MediaQueryList | null | undefined;

/**
 * Mobile for a phone's user agent, or a viewport narrower than the breakpoint. Called on every API
 * call and listing render, so it reads a kept MediaQueryList; where there is none (jsdom),
 * window.innerWidth.
 */
export function getDeviceVariant(): DeviceVariant {
  if (typeof window === 'undefined') return 'desktop';
  const ua = typeof navigator !== 'undefined' ? navigator.userAgent : '';
  if (isMobileUserAgent(ua)) return 'mobile';
  if (narrow === undefined)
    narrow =
      typeof window.matchMedia === 'function'
        ? window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`)
        : null;
  if (narrow) return narrow.matches ? 'mobile' : 'desktop';
  return window.innerWidth > 0 && window.innerWidth < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}
