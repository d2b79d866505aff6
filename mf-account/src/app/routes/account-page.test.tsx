import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@rednest/shared/format';
import { session } from '@rednest/shared/session';
import { apiError, createFakeApi, makeUser, renderWithShell } from '@rednest/shared/testing';
import { App } from '../app';
import { avatarColour } from '../../features/profile/components/profile-card';

const profile = makeUser({
  first_name: 'Ayu',
  last_name: 'Lestari',
  email: 'ayu@example.com',
  phone_number: '+6281234567890',
  loyalty_tier: 'gold',
  converted_redcash_balance: 15_000_000,
  redcash_balance: 15_000_000,
  point_balance: 1250,
  access_token: 'user-token-1001',
});

afterEach(() => {
  if (session.isLoggedIn()) session.signOut();
  window.localStorage.clear();
});

describe('account page', () => {
  it('sends a guest to sign in and back here afterwards', async () => {
    renderWithShell((props) => <App {...props} />, { route: '/account' });
    await waitFor(() => expect(window.location.pathname).toBe('/en-id/signIn'));
    expect(new URLSearchParams(window.location.search).get('returnTo')).toBe('/en-id/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows a skeleton, then the decrypted profile with tier and redcash balance', async () => {
    let answer!: (value: unknown) => void;
    const api = createFakeApi({ profile: () => new Promise((resolve) => (answer = resolve)) });
    renderWithShell((props) => <App {...props} />, {
      route: '/account',
      user: { access_token: 'user-token-1001' },
      api,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();

    answer(profile);
    expect(await screen.findByRole('heading', { name: 'Ayu Lestari' })).toBeInTheDocument();
    expect(screen.getByText('ayu@example.com')).toBeInTheDocument();
    expect(screen.getByText('+6281234567890')).toBeInTheDocument();
    expect(screen.getByText('Gold')).toBeInTheDocument();
    expect(screen.getByText(formatMoney(15_000_000, 'IDR', 'en-id'))).toBeInTheDocument();
    expect(formatMoney(15_000_000, 'IDR', 'en-id')).toMatch(/^Rp ?150[.,]000$/);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.title).toBe('My account | RedNest');
    // the stored session keeps its token while taking the fresh balances
    expect(session.getUser()?.access_token).toBe('user-token-1001');
    expect(session.getUser()?.loyalty_tier).toBe('gold');
  });

  it('shows the tier as a badge, the bookings count, and an avatar coloured by the first letter', async () => {
    const api = createFakeApi({ profile: { ...profile, my_bookings_count: 7 } });
    renderWithShell((props) => <App {...props} />, { route: '/account', user: {}, api });
    await screen.findByRole('heading', { name: 'Ayu Lestari' });
    // the badge reads "Loyalty tier: Gold" to a screen reader
    const badge = screen.getByText('Gold').closest('[data-tier]');
    expect(badge).toHaveAttribute('data-tier', 'gold');
    expect(badge).toHaveTextContent('Loyalty tier: Gold');
    expect(screen.getByText('Bookings').nextElementSibling).toHaveTextContent('7');
    const avatar = document.querySelector('[data-letter="A"]') as HTMLElement;
    expect(avatar).toHaveTextContent('A');
    expect(avatar.style.background).not.toBe('');
  });

  it('gives each letter A-Z its own avatar colour, the same for the same letter in any case', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
    const colours = letters.map((l) => avatarColour(l));
    expect(new Set(colours).size).toBe(26);
    expect(avatarColour('b')).toBe(avatarColour('B'));
    // other scripts keep the brand colour
    expect(avatarColour('ส')).toBeUndefined();
    expect(avatarColour('?')).toBeUndefined();
  });

  it("shows redcash in the member's home currency wherever they browse", async () => {
    const api = createFakeApi({
      profile: { ...profile, country_name: 'Singapore', converted_redcash_balance: 1250, redcash_balance: 1250 },
    });
    renderWithShell((props) => <App {...props} />, { route: '/account', user: {}, api });
    expect(await screen.findByText(formatMoney(1250, 'SGD', 'en-id'))).toBeInTheDocument();
    expect(formatMoney(1250, 'SGD', 'en-id')).toMatch(/S\$ ?12[.,]50/);
  });

  it('says when the profile cannot be loaded and retries on request', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ profile: apiError('profile', 503, 'UNAVAILABLE') });
    renderWithShell((props) => <App {...props} />, { route: '/account', user: {}, api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your account.');
    api.respond('profile', profile);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ayu Lestari' })).toBeInTheDocument();
    expect(api.callsTo('profile')).toHaveLength(2);
  });

  it('signs out: revokes the token, clears the session and goes home', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ profile, logout: { ok: true } });
    renderWithShell((props) => <App {...props} />, { route: '/account', user: {}, api });
    await screen.findByRole('heading', { name: 'Ayu Lestari' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en-id'));
    expect(api.callsTo('logout')).toEqual([expect.objectContaining({ query: { locale: 'en-id' } })]);
    expect(session.isLoggedIn()).toBe(false);
  });

  it('still signs out on this device when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ profile, logout: apiError('logout', 502, 'BAD_GATEWAY') });
    renderWithShell((props) => <App {...props} />, { route: '/account', user: {}, api });
    await screen.findByRole('heading', { name: 'Ayu Lestari' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(session.isLoggedIn()).toBe(false));
    expect(window.location.pathname).toBe('/en-id');
  });

  it('sends a path it owns but does not draw (phoneVerification without its part) to the locale home, drawing nothing itself (spec §2)', async () => {
    const { container } = renderWithShell((props) => <App {...props} />, { route: '/phoneVerification' });
    await waitFor(() => expect(window.location.pathname).toBe('/en-id'));
    expect(container).toBeEmptyDOMElement();
  });

  it('tells when the person joined and last signed in, and how often, in words of the page language', async () => {
    const state = { first_login: '2026-03-10T01:00:00.000Z', last_login: '2026-11-20T08:30:00.000Z', login_count: 12 };
    const api = createFakeApi({ profile: { ...profile, login_state: state } });
    renderWithShell((props) => <App {...props} />, { route: '/account', user: {}, api });
    await screen.findByRole('heading', { name: 'Ayu Lestari' });
    const since = new Intl.DateTimeFormat('en-ID', { dateStyle: 'long' }).format(new Date(state.first_login));
    expect(screen.getByText('Member since').nextElementSibling).toHaveTextContent(since);
    const last = new Intl.DateTimeFormat('en-ID', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(state.last_login),
    );
    expect(screen.getByText('Last sign-in').nextElementSibling).toHaveTextContent(`${last} (sign-ins: 12)`);
  });

  it('leaves the sign-in lines out when the server has no login state yet', async () => {
    const api = createFakeApi({
      profile: { ...profile, login_state: { first_login: null, last_login: null, login_count: 0 } },
    });
    renderWithShell((props) => <App {...props} />, { route: '/account', user: {}, api });
    await screen.findByRole('heading', { name: 'Ayu Lestari' });
    expect(screen.queryByText('Member since')).not.toBeInTheDocument();
    expect(screen.queryByText('Last sign-in')).not.toBeInTheDocument();
  });
});
