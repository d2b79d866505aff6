import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from '@rednest/shared/api-client';
import { session, site } from '@rednest/shared/session';
import { renderWithShell } from '@rednest/shared/testing';
import type { Locale, RecentRedpoints, SiteSettings, UserInfo } from '@rednest/shared/contracts';
import { App } from '../app';

const POINTS: RecentRedpoints = {
  point_balance: 42,
  loyalty_tier: 'silver',
  completed_stays: 5,
  next_tier: { key: 'gold', min_stays: 8 },
  points_per_night: 1.25,
  point_value: 500_000,
  currency: 'IDR',
  max_redeem_percent: 20,
  show_tier_animation: false,
  lines: [
    { id: 9, at: '2026-03-01T04:00:00Z', kind: 'points_spend', points: -10, pending: true, booking_code: 'RN000123' },
    { id: 3, at: '2026-02-01T04:00:00Z', kind: 'stay', points: 52, pending: false, booking_code: 'RN000099' },
  ],
  next_page: 2,
};
const OLDER: RecentRedpoints = {
  ...POINTS,
  lines: [{ id: 1, at: '2026-01-01T04:00:00Z', kind: 'opening', points: 0 + 5, pending: false, booking_code: null }],
  next_page: null,
};
const SETTINGS = { site_name: 'RedNest', locale_list: [], currency_list: [] } as unknown as SiteSettings;
const MEMBER: Partial<UserInfo> = { loyalty_tier: 'silver', redcash_balance: 0 };

function fakeApi(overrides: Partial<Record<string, (input: unknown) => Promise<unknown>>> = {}) {
  const call = jest.fn((name: string, input: unknown) => {
    const handler = overrides[name];
    if (handler) return handler(input);
    if (name === 'recentRedpoints')
      return Promise.resolve((input as { query?: { page?: number } })?.query?.page === 2 ? OLDER : POINTS);
    if (name === 'markShowAnimation') return Promise.resolve({ loyalty_tier: 'gold', shown: true });
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
  return { api: { call: call as unknown as ApiClient['call'] } as ApiClient, call };
}

function renderPage(api: ApiClient, { locale = 'en-id' as Locale, user = MEMBER as Partial<UserInfo> | null } = {}) {
  return renderWithShell((props) => <App {...props} />, {
    api,
    locale,
    user,
    settings: SETTINGS,
    route: '/loyalty_points',
  });
}

afterEach(() => {
  act(() => {
    session.signOut();
    site.set({ settings: null });
  });
});

describe('Loyalty points page', () => {
  it('asks a guest to sign in and asks the API nothing', async () => {
    const { api, call } = fakeApi();
    renderPage(api, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your points' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-id/signIn');
    expect(call).not.toHaveBeenCalled();
  });

  it('shows a skeleton while the points load', async () => {
    const { api } = fakeApi({ recentRedpoints: () => new Promise(() => {}) });
    renderPage(api);
    expect(await screen.findByRole('status', { name: 'Loading your points' })).toBeInTheDocument();
  });

  it("shows the member's points, their worth in the home currency, the tier and the way to the next", async () => {
    const { api } = fakeApi();
    renderPage(api);
    const card = await screen.findByRole('region', { name: 'Points and tier' });
    expect(card).toHaveTextContent('42');
    expect(card).toHaveTextContent('Rp 210.000');
    expect(card).toHaveTextContent('Silver');
    expect(card).toHaveTextContent('3 more completed stays to reach Gold.');
    expect(within(card).getByRole('progressbar', { name: '5 of 8 completed stays' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Each point takes Rp 5.000 off a stay; points pay up to 20% of a booking.');
  });

  it('lists every movement with its booking, marks a held one, and loads older ones', async () => {
    const { api } = fakeApi();
    renderPage(api);
    const history = await screen.findByRole('region', { name: 'Points history' });
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Paid for a booking');
    expect(items[0]).toHaveTextContent('RN000123');
    expect(items[0]).toHaveTextContent('on hold');
    expect(items[0]).toHaveTextContent('-10 pts');
    expect(items[1]).toHaveTextContent('+52 pts');
    await userEvent.click(within(history).getByRole('button', { name: 'Show older' }));
    expect(await within(history).findByText('Opening balance')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('celebrates a new tier once and records that it was shown', async () => {
    const { api, call } = fakeApi({
      recentRedpoints: () => Promise.resolve({ ...POINTS, loyalty_tier: 'gold', show_tier_animation: true }),
    });
    renderPage(api);
    expect(await screen.findByText('You reached Gold!')).toBeInTheDocument();
    expect(call.mock.calls.filter(([name]) => name === 'markShowAnimation')).toHaveLength(1);
  });

  it('says so when the points cannot load, and retries', async () => {
    let fail = true;
    const { api } = fakeApi({
      recentRedpoints: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(POINTS)),
    });
    renderPage(api);
    expect(await screen.findByText('We could not load your points.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Points and tier' })).toBeInTheDocument();
  });

  it('reads in Thai on th-th', async () => {
    const { api } = fakeApi({
      recentRedpoints: () => Promise.resolve({ ...POINTS, currency: 'THB', point_value: 1000 }),
    });
    renderPage(api, { locale: 'th-th' });
    expect(await screen.findByRole('region', { name: 'คะแนนและระดับ' })).toBeInTheDocument();
  });
});
