import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from '@rednest/shared/api-client';
import { session, site } from '@rednest/shared/session';
import { renderWithShell } from '@rednest/shared/testing';
import type { ClubLoyaltyPlans, Locale, RsiteContent, SiteSettings, UserInfo } from '@rednest/shared/contracts';
import { App } from '../app';

const CONTENT: RsiteContent = {
  section: 'club_landing',
  language: 'en',
  blocks: [
    {
      key: 'hero',
      title: 'RedNest Club: save more on every stay',
      body: 'Members pay less and earn more RedCash back.',
      image_url: '/api/images/content/club-hero.svg',
    },
    { key: 'discount', title: 'Member prices', body: 'Club members pay 10% less on every stay.', image_url: null },
    { key: 'cashback', title: 'Double cashback', body: 'A higher RedCash rate.', image_url: null },
  ],
};
const PLANS: ClubLoyaltyPlans = {
  currency: 'IDR',
  plans: [
    { id: 1, name: 'Club 1 month', duration_days: 30, price: 29_000_00, currency: 'IDR', order: 2, benefits: [] },
    { id: 2, name: 'Club 3 months', duration_days: 90, price: 69_000_00, currency: 'IDR', order: 1, benefits: [] },
  ],
  member_discount_percent: 10,
  club_member: false,
  membership: null,
  next_start: '2026-03-10',
};
const SETTINGS = { site_name: 'RedNest', locale_list: [], currency_list: [] } as unknown as SiteSettings;

function fakeApi(handlers: Partial<Record<string, () => Promise<unknown>>> = {}) {
  const call = jest.fn((name: string) => {
    const handler = handlers[name];
    if (handler) return handler();
    if (name === 'loadRsiteContents') return Promise.resolve(CONTENT);
    if (name === 'clubLoyaltyPlans') return Promise.resolve(PLANS);
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
  return { api: { call: call as unknown as ApiClient['call'] } as ApiClient, call };
}

function renderPage(api: ApiClient, { locale = 'en-id' as Locale, user = null as Partial<UserInfo> | null } = {}) {
  return renderWithShell((props) => <App {...props} />, {
    api,
    locale,
    user,
    settings: SETTINGS,
    route: '/loyalty_landing',
  });
}

afterEach(() => {
  act(() => {
    session.signOut();
    site.set({ settings: null });
  });
});

describe('/loyalty_landing', () => {
  it("draws the club's hero, a card per benefit, the member price and the plans, and leads to them", async () => {
    const { api, call } = fakeApi();
    renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'RedNest Club' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'RedNest Club: save more on every stay' })).toBeInTheDocument();
    const benefits = screen.getByRole('region', { name: 'What members get' });
    expect(
      within(benefits)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['What members get', 'Member prices', 'Double cashback']);
    expect(screen.getByText('Club members pay 10% less on every stay.')).toBeInTheDocument();
    // plans ranked by order
    const plans = within(screen.getByRole('list', { name: 'Club plans' })).getAllByRole('listitem');
    expect(within(plans[0]!).getByRole('heading')).toHaveTextContent('Club 3 months');
    expect(screen.getByRole('link', { name: 'Compare the plans' })).toHaveAttribute('href', '/en-id/loyalty-plan');
    expect(call).toHaveBeenCalledWith(
      'loadRsiteContents',
      expect.objectContaining({ query: { section: 'club_landing', language: 'en', locale: 'en-id' } }),
    );
  });

  it('leads a member to their club history', async () => {
    const { api } = fakeApi({ clubLoyaltyPlans: () => Promise.resolve({ ...PLANS, club_member: true }) });
    renderPage(api, { user: { first_name: 'Ayu', club_member: true } });
    expect(await screen.findByRole('link', { name: 'Your club history' })).toHaveAttribute(
      'href',
      '/en-id/redclub-history',
    );
  });

  it('says when the page cannot load, and Retry asks again', async () => {
    let fail = true;
    const { api } = fakeApi({
      loadRsiteContents: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(CONTENT)),
    });
    renderPage(api);
    expect(await screen.findByText('We could not load the club page.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'What members get' })).toBeInTheDocument();
  });

  it('reads in Thai on th-th', async () => {
    const { api } = fakeApi();
    renderPage(api, { locale: 'th-th' });
    expect(await screen.findByRole('heading', { name: 'สิ่งที่สมาชิกได้รับ' })).toBeInTheDocument();
  });
});
