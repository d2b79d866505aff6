export type DeviceVariant = 'mobile' | 'desktop';

/** The breakpoint of the mobile site (msite): below it the page is laid out and tracked as mobile. */
export const MOBILE_BREAKPOINT_PX = 768;

const MOBILE_UA = /Mobi|Android|iPhone|iPod|iPad|Opera Mini|IEMobile/i;

export function getDeviceVariant(): DeviceVariant {
  if (typeof window === 'undefined') return 'desktop';
  const ua = typeof navigator !== 'undefined' ? navigator.userAgent : '';
  if (MOBILE_UA.test(ua)) return 'mobile';
  return window.innerWidth > 0 && window.innerWidth < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}
