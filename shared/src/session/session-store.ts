import { BehaviorSubject, type Observable, distinctUntilChanged } from 'rxjs';
import type { UserInfo } from '@rednest/shared/contracts';
import { bus as pageBus, type EventBus } from '@rednest/shared/event-bus';
import { getDeviceVariant, type DeviceVariant } from './device';
import { local, readJson, sessionScoped, writeJson, type KeyValueStorage } from './storage';

export const USER_INFO_KEY = 'rn.user_info';
export const LOGIN_STATE_KEY = 'rn.login_state';
export const SESSION_ID_KEY = 'rn.session_id';

/**
 * What sign-out removes (spec §4: "logout clears a long list of booking, club, wishlist and
 * abandoned-booking data"). Packages that store such data use these exact keys so that a sign-out
 * on a shared computer leaves nothing of the previous user behind.
 */
export const LOGOUT_CLEARED_KEYS = [
  USER_INFO_KEY,
  // booking in progress
  'bookingDetails',
  'bookingSummary',
  'bookingData',
  'paymentData',
  'selectedRoom',
  'specialRequest',
  // club selections on the booking summary (spec §4)
  'isRCSelected',
  'rcPromoCode',
  'selectedRCPlanId',
  'addClubMembershipId',
  'redClubPurchase',
  // wishlist
  'wishlist',
  'wishlistCount',
  // abandoned booking / recent checkout
  'abandonedBooking',
  'abandonedBookingData',
  'recentCheckout',
  // per-user redemptions
  'redcashApplied',
  'loyaltyPointsApplied',
] as const;

/** Counters the account and analytics code read (sign-in tracking: first vs returning); the server's when the user info carries them. */
export interface LoginState {
  firstLogin: number | null;
  lastLogin: number | null;
  loginCount: number;
}

export interface SessionStore {
  getUser(): UserInfo | null;
  isLoggedIn(): boolean;
  readonly user$: Observable<UserInfo | null>;
  setUserInfo(info: Partial<UserInfo>): void;
  signOut(): void;
  getSessionId(): string;
  getDeviceVariant(): DeviceVariant;
  getLoginState(): LoginState;
}

export interface SessionStoreDeps {
  bus?: EventBus;
  storage?: KeyValueStorage;
  sessionStorage?: KeyValueStorage;
  now?: () => number;
  deviceVariant?: () => DeviceVariant;
}

function loadUser(storage: KeyValueStorage): UserInfo | null {
  const stored = readJson<UserInfo>(storage, USER_INFO_KEY);
  return stored && typeof stored === 'object' && stored.access_token ? stored : null;
}

function randomId(): string {
  const c = typeof globalThis.crypto !== 'undefined' ? globalThis.crypto : undefined;
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '');
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

export function createSessionStore(deps: SessionStoreDeps = {}): SessionStore {
  const events = deps.bus ?? pageBus;
  const storage = deps.storage ?? local;
  const tabStorage = deps.sessionStorage ?? sessionScoped;
  const now = deps.now ?? Date.now;
  const variant = deps.deviceVariant ?? getDeviceVariant;

  const subject = new BehaviorSubject<UserInfo | null>(loadUser(storage));
  const user$ = subject.pipe(distinctUntilChanged());

  const emit = (user: UserInfo | null) => {
    subject.next(user);
    events.publish('session.changed.v1', { user }, 'session');
  };

  // Sign-in or sign-out in another tab: follow it here so no tab keeps acting as the old user.
  if (typeof window !== 'undefined' && !deps.storage) {
    window.addEventListener('storage', (e) => {
      if (e.key !== null && e.key !== USER_INFO_KEY) return;
      const next = loadUser(storage);
      const current = subject.getValue();
      if (JSON.stringify(next) !== JSON.stringify(current)) emit(next);
    });
  }

  const getLoginState = (): LoginState =>
    readJson<LoginState>(storage, LOGIN_STATE_KEY) ?? { firstLogin: null, lastLogin: null, loginCount: 0 };

  const store: SessionStore = {
    getUser: () => subject.getValue(),
    isLoggedIn: () => !!subject.getValue()?.access_token,
    user$,
    setUserInfo(info) {
      // spec §4: a token makes a persistent logged-in session; no token deletes the stored one.
      if (!info.access_token) {
        storage.removeItem(USER_INFO_KEY);
        if (subject.getValue() !== null) emit(null);
        return;
      }
      const previous = subject.getValue();
      const isNewSignIn = !previous || previous.access_token !== info.access_token;
      const user = {
        ...(previous && !isNewSignIn ? previous : {}),
        ...info,
        isLogin: true,
        token_type: info.token_type || 'Bearer',
      } as UserInfo;
      writeJson(storage, USER_INFO_KEY, user);
      const server = info.login_state;
      if (server) {
        // the account's own counters, kept by the server at each sign-in on any device
        writeJson(storage, LOGIN_STATE_KEY, {
          firstLogin: server.first_login ? Date.parse(server.first_login) : null,
          lastLogin: server.last_login ? Date.parse(server.last_login) : null,
          loginCount: server.login_count,
        } satisfies LoginState);
      } else if (isNewSignIn) {
        const state = getLoginState();
        const at = now();
        writeJson(storage, LOGIN_STATE_KEY, {
          firstLogin: state.firstLogin ?? at,
          lastLogin: at,
          loginCount: state.loginCount + 1,
        } satisfies LoginState);
      }
      emit(user);
    },
    signOut() {
      for (const key of LOGOUT_CLEARED_KEYS) {
        storage.removeItem(key);
        tabStorage.removeItem(key);
      }
      emit(null);
    },
    getSessionId() {
      // spec §4: once per browser session, prefixed by the site variant.
      const existing = tabStorage.getItem(SESSION_ID_KEY);
      if (existing) return existing;
      const id = `${variant() === 'mobile' ? 'msite' : 'desktop'}_${randomId()}`;
      tabStorage.setItem(SESSION_ID_KEY, id);
      return id;
    },
    getDeviceVariant: () => variant(),
    getLoginState,
  };
  return store;
}

/** The page's one session store. */
export const session: SessionStore = createSessionStore();
