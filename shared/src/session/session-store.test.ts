import { createEventBus } from '@rednest/shared/event-bus';
import { makeUser, memoryStorage } from '@rednest/shared/testing';
import { LOGOUT_CLEARED_KEYS, LOGIN_STATE_KEY, USER_INFO_KEY, createSessionStore } from './session-store';

function setup(variant: 'mobile' | 'desktop' = 'desktop', now = () => 1_700_000_000_000) {
  const bus = createEventBus();
  const storage = memoryStorage();
  const tab = memoryStorage();
  const events: string[] = [];
  bus.events$.subscribe((e) => events.push(e.type));
  const store = createSessionStore({ bus, storage, sessionStorage: tab, now, deviceVariant: () => variant });
  return { bus, storage, tab, events, store };
}

describe('session store (spec §4)', () => {
  it('stores a user with a token as a persistent logged-in Bearer session', () => {
    const { store, storage, events } = setup();
    const { token_type: _omit, ...withoutType } = makeUser();
    store.setUserInfo(withoutType);
    expect(store.isLoggedIn()).toBe(true);
    expect(store.getUser()).toMatchObject({ isLogin: true, token_type: 'Bearer', email: 'ayu@example.com' });
    expect(JSON.parse(storage.getItem(USER_INFO_KEY)!)).toMatchObject({
      access_token: 'user-token-1001',
      isLogin: true,
    });
    expect(events).toEqual(['session.changed.v1']);
  });

  it('keeps a token type the server sent', () => {
    const { store } = setup();
    store.setUserInfo(makeUser({ token_type: 'MAC' }));
    expect(store.getUser()?.token_type).toBe('MAC');
  });

  it('deletes the stored session when user info comes without a token', () => {
    const { store, storage } = setup();
    store.setUserInfo(makeUser());
    store.setUserInfo({ first_name: 'Ayu' });
    expect(store.isLoggedIn()).toBe(false);
    expect(store.getUser()).toBeNull();
    expect(storage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it('merges a profile refresh carrying the same token', () => {
    const { store } = setup();
    store.setUserInfo(makeUser({ point_balance: 10 }));
    store.setUserInfo({ access_token: 'user-token-1001', point_balance: 250 });
    expect(store.getUser()).toMatchObject({ point_balance: 250, email: 'ayu@example.com' });
  });

  it('counts sign-ins (first, last, count) but not profile refreshes', () => {
    let t = 1_000;
    const { store, storage } = setup('desktop', () => t);
    store.setUserInfo(makeUser());
    t = 2_000;
    store.setUserInfo(makeUser()); // same token: refresh, not a new sign-in
    store.signOut();
    t = 3_000;
    store.setUserInfo(makeUser({ access_token: 'second-token' }));
    expect(store.getLoginState()).toEqual({ firstLogin: 1_000, lastLogin: 3_000, loginCount: 2 });
    expect(JSON.parse(storage.getItem(LOGIN_STATE_KEY)!)).toEqual({
      firstLogin: 1_000,
      lastLogin: 3_000,
      loginCount: 2,
    });
  });

  it("takes the account's login state from the server when the user info carries it (every device counts)", () => {
    const { store } = setup('desktop', () => 9_000);
    store.setUserInfo(
      makeUser({
        login_state: {
          first_login: '2026-03-10T01:00:00.000Z',
          last_login: '2026-03-12T03:00:00.000Z',
          login_count: 7,
        },
      }),
    );
    expect(store.getLoginState()).toEqual({
      firstLogin: Date.parse('2026-03-10T01:00:00.000Z'),
      lastLogin: Date.parse('2026-03-12T03:00:00.000Z'),
      loginCount: 7,
    });
  });

  it('signOut clears the user and every booking, club, wishlist and abandoned-booking key, and tells the bus', () => {
    const { store, storage, tab, events } = setup();
    store.setUserInfo(makeUser());
    for (const key of LOGOUT_CLEARED_KEYS) {
      storage.setItem(key, 'x');
      tab.setItem(key, 'x');
    }
    storage.setItem('rn.locale', 'th-th');
    store.signOut();
    expect(store.getUser()).toBeNull();
    for (const key of [
      'isRCSelected',
      'rcPromoCode',
      'selectedRCPlanId',
      'addClubMembershipId',
      'redClubPurchase',
      'wishlist',
      'abandonedBooking',
      'bookingDetails',
    ]) {
      expect(storage.getItem(key)).toBeNull();
      expect(tab.getItem(key)).toBeNull();
    }
    expect(storage.getItem('rn.locale')).toBe('th-th'); // preferences survive sign-out
    expect(events).toEqual(['session.changed.v1', 'session.changed.v1']);
  });

  it('user$ emits the current user and each change', () => {
    const { store } = setup();
    const seen: Array<string | null> = [];
    store.user$.subscribe((u) => seen.push(u?.first_name ?? null));
    store.setUserInfo(makeUser({ first_name: 'Budi' }));
    store.signOut();
    expect(seen).toEqual([null, 'Budi', null]);
  });

  it('creates the session id once per browser session with the msite_/desktop_ prefix', () => {
    const mobile = setup('mobile');
    const id = mobile.store.getSessionId();
    expect(id).toMatch(/^msite_[a-z0-9]+$/);
    expect(mobile.store.getSessionId()).toBe(id);
    expect(setup('desktop').store.getSessionId()).toMatch(/^desktop_/);
  });
});

describe('session store across tabs', () => {
  beforeEach(() => localStorage.clear());

  it('follows a sign-in and a sign-out made in another tab (storage event)', () => {
    const bus = createEventBus();
    const store = createSessionStore({ bus });
    const seen: Array<number | null> = [];
    store.user$.subscribe((u) => seen.push(u?.id ?? null));

    const user = makeUser({ id: 7 });
    localStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
    window.dispatchEvent(new StorageEvent('storage', { key: USER_INFO_KEY, newValue: JSON.stringify(user) }));
    expect(store.isLoggedIn()).toBe(true);

    localStorage.removeItem(USER_INFO_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_INFO_KEY, newValue: null }));
    expect(store.isLoggedIn()).toBe(false);
    expect(seen).toEqual([null, 7, null]);
  });

  it('ignores storage events for unrelated keys', () => {
    const store = createSessionStore({ bus: createEventBus() });
    const seen: unknown[] = [];
    store.user$.subscribe((u) => seen.push(u));
    window.dispatchEvent(new StorageEvent('storage', { key: 'rn.locale', newValue: 'en-sg' }));
    expect(seen).toHaveLength(1);
  });
});
