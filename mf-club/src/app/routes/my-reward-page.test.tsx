import { act, screen, within } from '@testing-library/react';
import type { ApiClient } from '@rednest/shared/api-client';
import { session, site } from '@rednest/shared/session';
import { renderWithShell } from '@rednest/shared/testing';
import type { MyRewards, SiteSettings, UserInfo } from '@rednest/shared/contracts';
import { App } from '../app';

type Reward = MyRewards['rewards'][number];
const WELCOME: Reward = {
  id: 1,
  title: 'Welcome reward from a friend',
  source: 'referral',
  kind: 'fixed',
  percent: null,
  amount: 5_000_000,
  max_discount: null,
  min_spend: 0,
  currency: 'IDR',
  valid_until: '2026-06-08T00:00:00Z',
  state: 'usable',
  booking_code: null,
};
const USED: Reward = {
  ...WELCOME,
  id: 2,
  title: 'Rainy season 10%',
  source: 'campaign',
  kind: 'percent',
  percent: 10,
  amount: null,
  max_discount: 10_000_000,
  state: 'used',
  booking_code: 'RN000042',
};
const SETTINGS = { site_name: 'RedNest', locale_list: [], currency_list: [] } as unknown as SiteSettings;

function fakeApi(answer: () => Promise<unknown>) {
  const call = jest.fn((name: string) =>
    name === 'myRewards' ? answer() : Promise.reject(new Error(`unexpected ${name}`)),
  );
  return { api: { call: call as unknown as ApiClient['call'] } as ApiClient, call };
}
const render = (api: ApiClient, user: Partial<UserInfo> | null) =>
  renderWithShell((props) => <App {...props} />, {
    api,
    locale: 'en-id',
    user,
    settings: SETTINGS,
    route: '/my-reward',
  });

afterEach(() => {
  act(() => {
    session.signOut();
    site.set({ settings: null });
  });
});

describe('My rewards', () => {
  it('shows usable rewards with what they take off, then used ones with their booking', async () => {
    const { api } = fakeApi(() => Promise.resolve({ rewards: [WELCOME, USED] }));
    render(api, { first_name: 'Ayu' });
    const card = (await screen.findByRole('heading', { name: 'Welcome reward from a friend' })).closest('li')!;
    expect(card).toHaveTextContent('Rp 50.000 off');
    expect(card).toHaveTextContent('For stays paid in IDR, until');
    const past = screen.getByRole('region', { name: 'Used and expired' });
    expect(within(past).getByText('Used on RN000042')).toBeInTheDocument();
    expect(past).toHaveTextContent('10% off, up to Rp 100.000');
  });

  it('with no reward, invites the user to refer friends', async () => {
    const { api } = fakeApi(() => Promise.resolve({ rewards: [] }));
    render(api, { first_name: 'Ayu' });
    expect(await screen.findByRole('heading', { name: 'No rewards yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/en-id/refer-and-earn');
  });

  it('asks a guest to sign in and asks the API nothing', async () => {
    const { api, call } = fakeApi(() => Promise.resolve({ rewards: [] }));
    render(api, null);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-id/signIn?returnTo=/en-id/my-reward',
    );
    expect(call).not.toHaveBeenCalled();
  });
});
