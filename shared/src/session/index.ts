export {
  createSessionStore,
  session,
  LOGOUT_CLEARED_KEYS,
  USER_INFO_KEY,
  LOGIN_STATE_KEY,
  SESSION_ID_KEY,
  type SessionStore,
  type SessionStoreDeps,
  type LoginState,
} from './session-store';
export {
  createSiteStore,
  site,
  resolveCurrency,
  LOCALE_KEY,
  CURRENCY_KEY,
  type SiteContext,
  type SiteStore,
} from './site-store';
export { siteKindFromHost, SITE_OVERRIDE_KEY } from './site-kind';
export { getDeviceVariant, MOBILE_BREAKPOINT_PX, type DeviceVariant } from './device';
export { useSession, useSite } from './hooks';
export { useMoney, moneyView, type MoneyView } from './use-money';
export {
  allowedReferral,
  captureReferral,
  pendingReferral,
  takeReferral,
  PARTNER_REFERRAL_KEY,
  PARTNER_REFERRAL_PARAM,
} from './partner-referral';
export {
  COOKIE_NOTICE_COOKIE,
  COOKIE_NOTICE_REMEMBER_MS,
  STATIC_COOKIE_NOTICE_ID,
  cookieNoticeShownAt,
} from './cookie-notice';
export { webModeOf, type WebMode } from './embedded-mode';
export { useObservableValue } from './use-observable';
export { local, readJson, sessionScoped, type KeyValueStorage } from './storage';
export { lastBooking, rememberBooking } from './last-booking';
export { clubPurchase, endClubPurchase, startClubPurchase, type ClubPurchase } from './club-purchase';
export type { UserInfo, SiteKind, SiteSettings } from '@rednest/shared/contracts';
