import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from '@rednest/shared/api-client';
import { session, site } from '@rednest/shared/session';
import { renderWithShell } from '@rednest/shared/testing';
import type { Locale, LoyaltyPrograms, RsiteContent, SiteSettings, UserInfo } from '@rednest/shared/contracts';
import { App } from '../app';
import { texts } from '../labels';

const PROGRAMS: LoyaltyPrograms = {
  currency: 'SGD',
  redcash: {
    cashback_percent: 5,
    club_cashback_percent: 10,
    max_redeem_percent: 20,
    validity_days: 365,
    how_it_works: [
      { title: 'Book a stay', body: 'Book any RedNest hotel.' },
      { title: 'Earn redcash', body: 'Get cash back after check-out.' },
      { title: 'Pay with redcash', body: 'Use it on your next booking.' },
    ],
  },
  club_plans: [
    {
      id: 2,
      name: 'Club 1 year',
      duration_days: 365,
      price: 4990,
      currency: 'SGD',
      order: 2,
      benefits: ['Member prices', 'Double redcash'],
    },
    {
      id: 1,
      name: 'Club 3 months',
      duration_days: 90,
      price: 1990,
      currency: 'SGD',
      order: 1,
      benefits: ['Member prices'],
    },
  ],
  tiers: [
    { key: 'gold', rank: 2, name: 'Gold', min_bookings: 10, benefits: ['Late check-out'] },
    { key: 'diamond', rank: 3, name: 'Diamond', min_bookings: 20, benefits: ['Room upgrade'] },
    { key: 'bronze', rank: 0, name: 'Bronze', min_bookings: 0, benefits: [] },
    { key: 'silver', rank: 1, name: 'Silver', min_bookings: 3, benefits: ['Early check-in'] },
  ],
};

const CONTENT: RsiteContent = {
  section: 'what_is_redcash',
  language: 'en',
  blocks: [
    { key: 'intro', title: 'Redcash', body: 'Redcash is our cash back for travellers.', image_url: null },
    {
      key: 'earn',
      title: 'Earn on every stay',
      body: 'Redcash lands in your wallet after check-out.',
      image_url: '/img/earn.svg',
    },
  ],
};

type Call = ApiClient['call'];

function fakeApi(overrides: Partial<Record<string, () => Promise<unknown>>> = {}) {
  const call = jest.fn((name: string) => {
    const handler = overrides[name];
    if (handler) return handler();
    if (name === 'loyaltyPrograms') return Promise.resolve(PROGRAMS);
    if (name === 'loadRsiteContents') return Promise.resolve(CONTENT);
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
  return { api: { call: call as unknown as Call } as ApiClient, call };
}

const SETTINGS = {
  site_name: 'RedNest',
  contact_number: '',
  contact_email: '',
  locale_list: [],
  currency_list: [],
} as unknown as SiteSettings;

function renderPage(
  api: ApiClient,
  { locale = 'en-sg' as Locale, user = null as Partial<UserInfo> | null, route = '/what-is-redcash' } = {},
) {
  return renderWithShell((props) => <App {...props} />, { api, locale, user, settings: SETTINGS, route });
}

afterEach(() => {
  act(() => {
    session.signOut();
    site.set({ settings: null });
  });
});

describe('What is redcash page', () => {
  it('shows the heading and a skeleton while loading', async () => {
    const { api } = fakeApi({
      loyaltyPrograms: () => new Promise(() => {}),
      loadRsiteContents: () => new Promise(() => {}),
    });
    renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'What is redcash?' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading redcash details' })).toHaveAttribute('aria-busy', 'true');
  });

  it('explains how redcash works with the steps and the content blocks', async () => {
    const { api, call } = fakeApi();
    renderPage(api);
    const how = await screen.findByRole('region', { name: 'How it works' });
    const steps = within(how)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(steps).toEqual(['Book a stay', 'Earn redcash', 'Pay with redcash', 'Earn on every stay']);
    expect(screen.getByText('Redcash is our cash back for travellers.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      'loadRsiteContents',
      expect.objectContaining({ query: expect.objectContaining({ section: 'what_is_redcash', language: 'en' }) }),
    );
    expect(document.title).toBe('What is redcash? | RedNest');
  });

  it('states the cash-back percent, the most redcash can pay and its validity', async () => {
    const { api } = fakeApi();
    renderPage(api);
    const rules = await screen.findByRole('region', { name: 'Redcash at a glance' });
    expect(rules).toHaveTextContent('5% of every booking');
    expect(rules).toHaveTextContent('Up to 20% of a booking');
    expect(rules).toHaveTextContent('365 days from the day you earn it');
  });

  it('lists club plans ranked by order with prices in their currency and benefits', async () => {
    const { api } = fakeApi();
    renderPage(api);
    const plans = await screen.findByRole('region', { name: 'Club plans' });
    const names = within(plans)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Club 3 months', 'Club 1 year']);
    const first = within(plans)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Club 3 months'))!;
    expect(first).toHaveTextContent('S$19.90');
    expect(first).toHaveTextContent('90 days');
    expect(within(plans).getByText('Double redcash')).toBeInTheDocument();
  });

  it('shows plans priced in IDR as whole rupiah on en-id', async () => {
    const { api } = fakeApi({
      loyaltyPrograms: () =>
        Promise.resolve({
          ...PROGRAMS,
          currency: 'IDR',
          club_plans: [
            { id: 5, name: 'Club', duration_days: 30, price: 4900000, currency: 'IDR', order: 1, benefits: [] },
          ],
        }),
    });
    renderPage(api, { locale: 'en-id' });
    const plans = await screen.findByRole('region', { name: 'Club plans' });
    expect(plans).toHaveTextContent('Rp 49.000');
    expect(plans).not.toHaveTextContent('49.000,00');
  });

  it('says so when no club plan is on sale in the country', async () => {
    const { api } = fakeApi({ loyaltyPrograms: () => Promise.resolve({ ...PROGRAMS, club_plans: [] }) });
    renderPage(api);
    const plans = await screen.findByRole('region', { name: 'Club plans' });
    expect(plans).toHaveTextContent('No club plans are on sale in this country right now.');
    expect(within(plans).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('orders tiers bronze → silver → gold → diamond', async () => {
    const { api } = fakeApi();
    renderPage(api);
    const tiers = await screen.findByRole('region', { name: 'Loyalty tiers' });
    expect(
      within(tiers)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bronze', 'Silver', 'Gold', 'Diamond']);
    expect(tiers).toHaveTextContent('From 3 completed bookings');
  });

  it('invites a guest to sign in instead of showing a balance', async () => {
    const { api } = fakeApi();
    renderPage(api);
    const prompt = await screen.findByRole('complementary', { name: 'Check your redcash' });
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-sg/signIn');
    expect(screen.queryByText('Redcash balance')).not.toBeInTheDocument();
  });

  it("shows a signed-in user's redcash balance and marks their tier", async () => {
    const { api } = fakeApi();
    renderPage(api, { user: { redcash_balance: 12550, loyalty_tier: 'silver' } });
    const wallet = await screen.findByRole('complementary', { name: 'Your redcash' });
    expect(wallet).toHaveTextContent('S$125.50');
    expect(wallet).toHaveTextContent('Silver');
    const tiers = screen.getByRole('region', { name: 'Loyalty tiers' });
    const current = within(tiers)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current') === 'true');
    expect(current).toHaveTextContent('Silver');
    expect(current).toHaveTextContent('Your tier');
  });

  it("shows the member's live wallet from the ledger and its history, newest first", async () => {
    const user = userEvent.setup();
    const { api, call } = fakeApi({
      redcashBalance: () =>
        Promise.resolve({
          currency: 'SGD',
          redcash_balance: 3000,
          converted_redcash_balance: 3000,
          redcash_conversion_unit: 1,
          on_hold: 700,
          expiring: [{ amount: 1200, expires_at: '2027-03-01T00:00:00Z' }],
          point_balance: 1250,
        }),
      redcashHistory: jest
        .fn()
        .mockResolvedValueOnce({
          lines: [
            {
              id: 9,
              at: '2026-11-20T08:00:00Z',
              kind: 'spend',
              amount: -700,
              currency: 'SGD',
              pending: true,
              booking_code: 'RN000042',
              expires_at: null,
            },
          ],
          next_page: 2,
        })
        .mockResolvedValueOnce({
          lines: [
            {
              id: 3,
              at: '2026-09-01T08:00:00Z',
              kind: 'cashback',
              amount: 3700,
              currency: 'SGD',
              pending: false,
              booking_code: 'RN000007',
              expires_at: '2027-03-01T00:00:00Z',
            },
          ],
          next_page: null,
        }),
    });
    // the stored user info is older than the wallet: the live figure wins
    renderPage(api, { user: { redcash_balance: 99999, loyalty_tier: 'silver' } });
    const wallet = await screen.findByRole('complementary', { name: 'Your redcash' });
    expect(await within(wallet).findByText('S$30.00')).toBeInTheDocument();
    expect(wallet).toHaveTextContent('1,250');
    expect(wallet).toHaveTextContent('S$7.00 is kept for bookings waiting for payment.');
    expect(wallet).toHaveTextContent('S$12.00 expires on 1 March 2027');

    const history = await screen.findByRole('region', { name: 'Redcash history' });
    const first = await within(history).findByRole('listitem');
    expect(first).toHaveTextContent('Spent on a booking');
    expect(first).toHaveTextContent('RN000042');
    expect(first).toHaveTextContent('on hold');
    expect(first).toHaveTextContent('−S$7.00');
    await user.click(within(history).getByRole('button', { name: 'Show older' }));
    expect(await within(history).findByText('Cash back')).toBeInTheDocument();
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText('+S$37.00')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('redcashHistory', expect.objectContaining({ query: { page: 2 } }));
  });

  it('a guest asks for no wallet', async () => {
    const { api, call } = fakeApi();
    renderPage(api);
    await screen.findByRole('complementary', { name: 'Check your redcash' });
    expect(call.mock.calls.map(([name]) => name)).not.toContain('redcashBalance');
    expect(screen.queryByRole('region', { name: 'Redcash history' })).not.toBeInTheDocument();
  });

  it('treats an unknown tier as bronze', async () => {
    const { api } = fakeApi();
    // a user record stored by an older release may carry a tier the contract no longer lists
    renderPage(api, { user: { redcash_balance: 0, loyalty_tier: 'platinum' as UserInfo['loyalty_tier'] } });
    const wallet = await screen.findByRole('complementary', { name: 'Your redcash' });
    expect(wallet).toHaveTextContent('Bronze');
  });

  it('shows an error with Retry when loading fails, and Retry recovers', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { api, call } = fakeApi({
      loyaltyPrograms: () => (fail ? Promise.reject(new Error('Network Error')) : Promise.resolve(PROGRAMS)),
    });
    renderPage(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the redcash details.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Club plans' })).toBeInTheDocument();
    expect(call.mock.calls.filter(([name]) => name === 'loyaltyPrograms')).toHaveLength(2);
  });

  it('speaks Thai on th-th', async () => {
    await texts.load('th');
    const { api } = fakeApi();
    renderPage(api, { locale: 'th-th' });
    expect(screen.getByRole('heading', { level: 1, name: 'redcash คืออะไร?' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'แพ็กเกจคลับ' })).toBeInTheDocument();
  });

  it("sends a path it does not draw to the locale's home instead of a blank area", () => {
    const { api, call } = fakeApi();
    const { container } = renderPage(api, { route: '/bulk-subscription' });
    expect(window.location.pathname).toBe('/en-sg');
    expect(container).toBeEmptyDOMElement();
    expect(call).not.toHaveBeenCalled();
  });
});
