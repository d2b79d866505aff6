import type { GuestToken } from '@rednest/shared/contracts';
import { local, type KeyValueStorage } from '@rednest/shared/session';

export const GUEST_TOKEN_KEY = 'rn.guest_token';
/** spec §4/§9: a guest token is replaced 900 s before it expires, so no call carries a dying token. */
export const GUEST_TOKEN_REFRESH_MARGIN_S = 900;

export interface GuestTokenManager {
  /** a valid guest token, fetched when missing or within the refresh margin; one fetch at a time */
  get(): Promise<string>;
  current(): GuestToken | null;
  clear(): void;
}

export interface GuestTokenDeps {
  fetchToken: () => Promise<GuestToken>;
  isLoggedIn: () => boolean;
  storage?: KeyValueStorage;
  now?: () => number;
}

export function isGuestTokenFresh(token: GuestToken | null, nowMs: number): token is GuestToken {
  if (!token?.access_token) return false;
  const nowS = Math.floor(nowMs / 1000);
  return nowS < token.created_at + token.expires_in - GUEST_TOKEN_REFRESH_MARGIN_S;
}

export function createGuestTokenManager(deps: GuestTokenDeps): GuestTokenManager {
  const storage = deps.storage ?? local;
  const now = deps.now ?? Date.now;
  let inFlight: Promise<string> | null = null;

  const read = (): GuestToken | null => {
    const raw = storage.getItem(GUEST_TOKEN_KEY);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as GuestToken;
    } catch {
      return null;
    }
  };

  return {
    get() {
      const stored = read();
      if (isGuestTokenFresh(stored, now())) return Promise.resolve(stored.access_token);
      // spec §4: never fetched while a user is logged in (the user's token is used instead).
      if (deps.isLoggedIn()) return Promise.reject(new Error('guest token not fetched: a user is logged in'));
      inFlight ??= deps
        .fetchToken()
        .then((token) => {
          storage.setItem(GUEST_TOKEN_KEY, JSON.stringify(token));
          return token.access_token;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    current() {
      const stored = read();
      return isGuestTokenFresh(stored, now()) ? stored : null;
    },
    clear() {
      storage.removeItem(GUEST_TOKEN_KEY);
    },
  };
}
