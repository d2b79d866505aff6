import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session, site } from '@rednest/shared/session';
import { apiError, createFakeApi, makeSiteSettings, makeUser, renderWithShell } from '@rednest/shared/testing';
import type { UserSession } from '@rednest/shared/contracts';

type FakeCall = { query?: Record<string, unknown>; body?: unknown };
import { App } from '../app';
import { loadPage } from '../../features/profile/utils/load-page';

jest.mock('../../features/profile/utils/load-page', () => ({ loadPage: jest.fn() }));

const profile = makeUser({
  first_name: 'Ayu',
  access_token: 'user-token-1001',
  whatsapp_status: false,
  is_unsubscribed: false,
});
const phone: UserSession = {
  id: 11,
  browser: 'Chrome',
  os: 'Android',
  device_type: 'mobile',
  signed_in_at: '2026-11-20T08:00:00.000Z',
  last_used_at: '2026-11-24T09:30:00.000Z',
  current: false,
};
const laptop: UserSession = {
  id: 12,
  browser: 'Safari',
  os: 'macOS',
  device_type: 'desktop',
  signed_in_at: '2026-11-21T08:00:00.000Z',
  last_used_at: '2026-11-25T10:00:00.000Z',
  current: true,
};

afterEach(() => {
  if (session.isLoggedIn()) session.signOut();
  window.localStorage.clear();
  jest.mocked(loadPage).mockClear();
});

const open = (api: ReturnType<typeof createFakeApi>) =>
  renderWithShell((props) => <App {...props} />, {
    route: '/settings',
    user: { access_token: 'user-token-1001' },
    api,
    settings: makeSiteSettings('en-id'),
  });

describe('settings page', () => {
  it('lists the devices signed in, marks this one, and signs another one out', async () => {
    let devices = [laptop, phone];
    const revoked: FakeCall[] = [];
    const api = createFakeApi({
      profile,
      userSessions: () => ({ sessions: devices }),
      revokeUserSession: (input: FakeCall) => {
        revoked.push(input);
        devices = [laptop];
        return { ok: true, current: false };
      },
    });
    open(api);
    const section = (await screen.findByRole('heading', { name: 'Devices signed in' })).closest(
      'section',
    ) as HTMLElement;
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Safari on macOS · computer');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[1]).toHaveTextContent('Chrome on Android · phone');
    expect(items[1]).toHaveTextContent(/Last used .*2026/);
    expect(items[1]).not.toHaveTextContent('This device');

    await userEvent.click(within(section).getByRole('button', { name: 'Sign out Chrome on Android' }));
    expect(revoked[0]?.query).toEqual({ session_id: 11 });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(session.isLoggedIn()).toBe(true);
  });

  it('signing this device out ends the session here and goes home', async () => {
    const api = createFakeApi({
      profile,
      userSessions: { sessions: [laptop] },
      revokeUserSession: { ok: true, current: true },
    });
    open(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Safari on macOS (this device)' }));
    await waitFor(() => expect(session.isLoggedIn()).toBe(false));
    await waitFor(() => expect(window.location.pathname).toBe('/en-id'));
  });

  it('says so in words when the devices cannot be loaded, and retries', async () => {
    let fail = true;
    const api = createFakeApi({
      profile,
      userSessions: () => (fail ? apiError('userSessions', 0, 'NETWORK', 'offline') : { sessions: [laptop] }),
    });
    open(api);
    expect(await screen.findByText('We could not load your devices')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This device')).toBeInTheDocument();
  });

  it('saves the currency to the profile and applies it to the site at once', async () => {
    const saved: FakeCall[] = [];
    const api = createFakeApi({
      profile,
      userSessions: { sessions: [laptop] },
      updateUserInfo: (input: FakeCall) => {
        saved.push(input);
        return { ...profile, currency: 'SGD', access_token: '' };
      },
    });
    open(api);
    const currency = await screen.findByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('IDR');
    await userEvent.selectOptions(currency, 'SGD');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Prices now show in your currency.')).toBeInTheDocument();
    expect(saved[0]?.body).toEqual({ locale: 'en-id', currency: 'SGD' });
    expect(site.get().currency).toBe('SGD');
    expect(new URLSearchParams(window.location.search).get('currency')).toBe('SGD');
    // the session keeps its token and takes the saved currency
    expect(session.getUser()?.access_token).toBe('user-token-1001');
    expect(session.getUser()?.currency).toBe('SGD');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('a new language is saved, then the same page loads under the new locale', async () => {
    const api = createFakeApi({
      profile,
      userSessions: { sessions: [laptop] },
      updateUserInfo: { ...profile, locale: 'en-sg' },
    });
    open(api);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'en-sg');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/en-sg/settings'));
  });

  it('saves the preferred way to pay at once; a failed save puts the choice back', async () => {
    const saved: FakeCall[] = [];
    let fail = false;
    const api = createFakeApi({
      profile: { ...profile, preferred_payment_method: null },
      userSessions: { sessions: [laptop] },
      saveUserPaymentOptions: (input: FakeCall) => (
        saved.push(input),
        fail
          ? apiError('saveUserPaymentOptions', 0, 'NETWORK')
          : { ok: true, payment_method: (input.body as { payment_method: string | null }).payment_method }
      ),
    });
    open(api);
    const group = await screen.findByRole('group', { name: 'Preferred way to pay' });
    expect(within(group).getByRole('radio', { name: 'No preference' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Pay at the hotel (where offered)' }));
    await waitFor(() => expect(saved[0]?.body).toEqual({ payment_method: 'pay_at_hotel' }));
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: 'Pay at the hotel (where offered)' })).toBeChecked(),
    );
    fail = true;
    await userEvent.click(within(group).getByRole('radio', { name: 'Card' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'We could not save that change. Please try again.',
    );
    expect(within(group).getByRole('radio', { name: 'Pay at the hotel (where offered)' })).toBeChecked();
  });

  it('a failed save says so and changes nothing', async () => {
    const api = createFakeApi({
      profile,
      userSessions: { sessions: [laptop] },
      updateUserInfo: apiError('updateUserInfo', 500, 'INTERNAL'),
    });
    open(api);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Currency' }), 'THB');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save that change. Please try again.');
    expect(site.get().currency).toBe('IDR');
  });
});
