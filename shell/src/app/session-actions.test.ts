import { createSiteStore, type SessionStore } from '@rednest/shared/session';
import type { ApiClient } from '@rednest/shared/api-client';
import { createSignOut, handleSessionExpired } from './session-actions';

function fakes(kind: 'main' | 'corporate', callResult: Promise<unknown>) {
  const memory = new Map<string, string>();
  const storage = {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
  };
  const host = kind === 'corporate' ? 'corporate.localhost:8080' : 'localhost:8080';
  const site = createSiteStore({ storage, location: { host, pathname: '/en-sg/my-bookings', search: '' } });
  const session = { signOut: jest.fn() } as unknown as SessionStore;
  const api = { call: jest.fn(() => callResult) } as unknown as ApiClient;
  const navigate = jest.fn();
  return { site, session, api, navigate };
}

describe('session actions', () => {
  it('sign out revokes the token with the locale, clears the session and goes home', async () => {
    const deps = fakes('main', Promise.resolve({}));
    await createSignOut(deps)();
    expect(deps.api.call).toHaveBeenCalledWith('logout', { query: { locale: 'en-sg' } });
    expect(deps.session.signOut).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/en-sg');
  });

  it('sign out still ends the local session when the logout call fails', async () => {
    const deps = fakes('main', Promise.reject(new Error('401')));
    await createSignOut(deps)();
    expect(deps.session.signOut).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/en-sg');
  });

  it('an expired session goes to sign-in, or home on the corporate site', () => {
    const main = fakes('main', Promise.resolve({}));
    const notify = jest.fn();
    handleSessionExpired({ ...main, notify }, 'Your session has ended.', {
      pathname: '/en-sg/my-bookings',
      search: '?tab=past',
    });
    expect(main.session.signOut).toHaveBeenCalled();
    expect(main.navigate).toHaveBeenCalledWith('/en-sg/signIn?returnTo=%2Fen-sg%2Fmy-bookings%3Ftab%3Dpast');
    expect(notify).toHaveBeenCalledWith('Your session has ended.');

    const corp = fakes('corporate', Promise.resolve({}));
    handleSessionExpired(corp, 'x', { pathname: '/en-sg/corporate', search: '' });
    expect(corp.navigate).toHaveBeenCalledWith('/en-sg');
  });

  it('from the home page or the sign-in page itself there is nothing to come back to', () => {
    const home = fakes('main', Promise.resolve({}));
    handleSessionExpired(home, 'x', { pathname: '/en-sg', search: '' });
    expect(home.navigate).toHaveBeenCalledWith('/en-sg/signIn');
    const signIn = fakes('main', Promise.resolve({}));
    handleSessionExpired(signIn, 'x', { pathname: '/en-sg/signIn', search: '?returnTo=%2Fen-sg%2Faccount' });
    expect(signIn.navigate).toHaveBeenCalledWith('/en-sg/signIn');
  });
});
