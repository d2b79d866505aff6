import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiCallError, type ApiClient } from '@rednest/shared/api-client';
import { clubPurchase, session, site } from '@rednest/shared/session';
import { renderWithShell } from '@rednest/shared/testing';
import type {
  ClubLoyaltyPlans,
  ClubMember,
  ClubMembership,
  Locale,
  LoyaltyPrograms,
  SiteSettings,
  UserInfo,
} from '@rednest/shared/contracts';
import { App } from '../app';
import { texts } from '../labels';

const BENEFITS = ['10% off every stay you book', '2× RedCash on completed stays'];
// in the API's order of ids, not of `order`: the page ranks them
const PLANS: ClubLoyaltyPlans = {
  currency: 'IDR',
  plans: [
    { id: 1, name: 'Club 1 month', duration_days: 30, price: 29_000_00, currency: 'IDR', order: 2, benefits: BENEFITS },
    {
      id: 2,
      name: 'Club 3 months',
      duration_days: 90,
      price: 69_000_00,
      currency: 'IDR',
      order: 1,
      benefits: BENEFITS,
    },
    {
      id: 3,
      name: 'Club 12 months',
      duration_days: 365,
      price: 199_000_00,
      currency: 'IDR',
      order: 3,
      benefits: [...BENEFITS, 'Free late check-out on request'],
    },
  ],
  member_discount_percent: 10,
  club_member: false,
  membership: null,
  next_start: '2026-03-10',
};
const PROGRAMS: LoyaltyPrograms = {
  currency: 'IDR',
  redcash: {
    cashback_percent: 5,
    club_cashback_percent: 10,
    max_redeem_percent: 30,
    validity_days: 180,
    how_it_works: [],
  },
  club_plans: PLANS.plans,
  tiers: [],
};
// days [1 March, 1 April): the last covered day is 31 March; a renewal runs to 30 April
const MEMBERSHIP: ClubMembership = {
  id: 7,
  plan_id: 1,
  plan_name: 'Club 1 month',
  status: 'active',
  starts_on: '2026-03-01',
  ends_on: '2026-04-01',
  price: 29_000_00,
  currency: 'IDR',
};
const RENEWAL: ClubMembership = { ...MEMBERSHIP, id: 8, starts_on: '2026-04-01', ends_on: '2026-05-01' };
const MEMBER: ClubMember = {
  club_member: true,
  cashback_percent: 10,
  member_discount_percent: 10,
  membership: MEMBERSHIP,
  days_left: 22,
  covered_until: '2026-05-01',
  memberships: [RENEWAL, MEMBERSHIP],
};
const SETTINGS = { site_name: 'RedNest', locale_list: [], currency_list: [] } as unknown as SiteSettings;
const USER: Partial<UserInfo> = { first_name: 'Ayu', club_member: true };

function fakeApi(overrides: Partial<Record<string, () => Promise<unknown>>> = {}) {
  const call = jest.fn((name: string) => {
    const handler = overrides[name];
    if (handler) return handler();
    if (name === 'clubLoyaltyPlans') return Promise.resolve(PLANS);
    if (name === 'loyaltyPrograms') return Promise.resolve(PROGRAMS);
    if (name === 'clubMember') return Promise.resolve(MEMBER);
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
  return { api: { call: call as unknown as ApiClient['call'] } as ApiClient, call };
}
const callsOf = (call: jest.Mock, name: string) => call.mock.calls.filter(([n]) => n === name);

function renderPage(api: ApiClient, { locale = 'en-id' as Locale, user = null as Partial<UserInfo> | null } = {}) {
  return renderWithShell((props) => <App {...props} />, {
    api,
    locale,
    user,
    settings: SETTINGS,
    route: '/loyalty-plan',
  });
}

afterEach(() => {
  act(() => {
    session.signOut();
    site.set({ settings: null });
  });
});

describe('Club plans page', () => {
  it('shows a guest the plans ranked by order with their prices, how to join, and a way to sign in', async () => {
    const { api, call } = fakeApi();
    renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Club membership' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Club plans' });
    const cards = [...within(section).getByRole('list', { name: 'Club plans' }).children] as HTMLElement[];
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Club 3 months',
      'Club 1 month',
      'Club 12 months',
    ]);
    expect(cards[0]).toHaveTextContent('Rp 69.000');
    expect(cards[0]).toHaveTextContent('90 days');
    expect(cards[2]).toHaveTextContent('Rp 199.000');
    expect(within(cards[2]!).getByRole('list', { name: 'What Club 12 months gives you' })).toHaveTextContent(
      'Free late check-out on request',
    );
    // a guest is asked to sign in to buy a plan; the line saying how is read with it; or a stay leads to home
    const buy = within(cards[0]!).getByRole('button', { name: /^Sign in to join ?: Club 3 months$/ });
    expect(buy).toHaveAccessibleDescription(/^Buy a plan now and pay by card, or add it to your next stay/);
    const withStay = within(cards[0]!).getByRole('link', { name: /^Or join with your next stay ?: Club 3 months$/ });
    expect(withStay).toHaveAttribute('href', '/en-id');
    expect(
      screen.getByText(/Members earn 10% cash back in redcash on every completed stay instead of 5%\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Members pay 10% less on every stay they book, the stay they join with included.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-id/signIn?returnTo=/en-id/loyalty-plan',
    );
    expect(screen.queryByText(/Member until/)).not.toBeInTheDocument();
    expect(callsOf(call, 'clubMember')).toHaveLength(0);
    expect(document.title).toBe('Club membership | RedNest');
    await userEvent.click(buy);
    expect(window.location.pathname + window.location.search).toBe('/en-id/signIn?returnTo=%2Fen-id%2Floyalty-plan');
  });

  it('shows a member the last day covered (the day before ends_on), days left and the renewal', async () => {
    const { api, call } = fakeApi({
      clubLoyaltyPlans: () =>
        Promise.resolve({ ...PLANS, club_member: true, membership: MEMBERSHIP, next_start: '2026-05-01' }),
    });
    renderPage(api, { user: USER });
    const status = await screen.findByRole('region', { name: 'Your membership' });
    expect(within(status).getByText('Member until Tue, 31 Mar 2026')).toBeInTheDocument();
    expect(within(status).getByText('22 days left')).toBeInTheDocument();
    expect(within(status).getByText('Covered until Thu, 30 Apr 2026')).toBeInTheDocument();
    expect(status).toHaveTextContent('A plan you add now starts on Fri, 1 May 2026');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(callsOf(call, 'clubMember')).toHaveLength(1);
  });

  it('says a day in the singular and shows no renewal when there is none', async () => {
    const { api } = fakeApi({
      clubMember: () =>
        Promise.resolve({ ...MEMBER, days_left: 1, covered_until: '2026-04-01', memberships: [MEMBERSHIP] }),
    });
    renderPage(api, { user: USER });
    const status = await screen.findByRole('region', { name: 'Your membership' });
    expect(within(status).getByText('1 day left')).toBeInTheDocument();
    expect(within(status).queryByText(/Covered until/)).not.toBeInTheDocument();
  });

  it('tells a signed-in user whose plan waits for its payment that it starts when paid', async () => {
    const pending: ClubMembership = { ...MEMBERSHIP, status: 'pending', starts_on: null, ends_on: null };
    const { api } = fakeApi({
      clubMember: () =>
        Promise.resolve({
          club_member: false,
          cashback_percent: 5,
          membership: null,
          days_left: 0,
          covered_until: null,
          memberships: [pending],
        }),
    });
    renderPage(api, { user: { first_name: 'Ayu' } });
    const status = await screen.findByRole('region', { name: 'Your membership' });
    expect(status).toHaveTextContent('Club 1 month is waiting for its booking to be paid');
    expect(status).not.toHaveTextContent('Member until');
  });

  it('a member buys a plan alone: the order is made, the club-purchase flag set, and the payment screen opens', async () => {
    const { api, call } = fakeApi({
      clubMembershipOrder: () =>
        Promise.resolve({
          member_id: 41,
          plan_id: 1,
          plan_name: 'Club 1 month',
          amount: 29_000_00,
          currency: 'IDR',
          starts_on: '2026-03-10',
        }),
    });
    renderPage(api, { user: { first_name: 'Ayu' } });
    const section = await screen.findByRole('region', { name: 'Club plans' });
    await userEvent.click(within(section).getByRole('button', { name: /^Join now ?: Club 1 month$/ }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/en-id/payment?member=41'));
    expect(callsOf(call, 'clubMembershipOrder')[0]![1]).toEqual({ body: { plan_id: 1, locale: 'en-id' } });
    expect(clubPurchase()).toEqual({ memberId: 41, planId: 1 });
  });

  it('says why a plan could not be ordered, in the card of that plan', async () => {
    const { api } = fakeApi({
      clubMembershipOrder: () => Promise.reject(new ApiCallError('clubMembershipOrder', 404, 'PLAN_NOT_FOUND', 'gone')),
    });
    renderPage(api, { user: { first_name: 'Ayu' } });
    const section = await screen.findByRole('region', { name: 'Club plans' });
    await userEvent.click(within(section).getByRole('button', { name: /^Join now ?: Club 12 months$/ }));
    const card = within(section).getByRole('heading', { name: 'Club 12 months' }).closest('li')!;
    expect(await within(card).findByRole('alert')).toHaveTextContent('This plan is no longer sold here.');
  });

  it('shows a skeleton while the plans load', () => {
    const { api } = fakeApi({ clubLoyaltyPlans: () => new Promise(() => {}) });
    renderPage(api);
    expect(screen.getByRole('status', { name: 'Loading the club plans' })).toBeInTheDocument();
  });

  it('says so when the plans cannot load, and Retry asks again for what failed only', async () => {
    let fail = true;
    const { api, call } = fakeApi({
      clubLoyaltyPlans: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(PLANS)),
    });
    renderPage(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the club plans.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Club plans' })).toBeInTheDocument();
    expect(callsOf(call, 'clubLoyaltyPlans')).toHaveLength(2);
    expect(callsOf(call, 'loyaltyPrograms')).toHaveLength(1);
  });

  it('says when no plan is on sale in the country', async () => {
    const { api } = fakeApi({ clubLoyaltyPlans: () => Promise.resolve({ ...PLANS, plans: [] }) });
    renderPage(api);
    expect(await screen.findByRole('heading', { name: 'No club plans here yet' })).toBeInTheDocument();
    expect(screen.getByText('No club plans are on sale in this country right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join now/ })).not.toBeInTheDocument();
  });

  it('reads in Thai on th-th, baht prices and Thai dates', async () => {
    await texts.load('th');
    const { api } = fakeApi({
      clubLoyaltyPlans: () =>
        Promise.resolve({
          ...PLANS,
          currency: 'THB',
          plans: [{ ...PLANS.plans[1]!, price: 349_00, currency: 'THB' }],
        }),
    });
    renderPage(api, { locale: 'th-th', user: USER });
    expect(screen.getByRole('heading', { level: 1, name: 'สมาชิกคลับ' })).toBeInTheDocument();
    const status = await screen.findByRole('region', { name: 'สมาชิกภาพของคุณ' });
    expect(status).toHaveTextContent('เป็นสมาชิกถึง อังคาร 31 มี.ค. 2569');
    expect(screen.getByRole('region', { name: 'แพ็กเกจคลับ' })).toHaveTextContent('฿349');
    // jsdom spaces the visually hidden plan name off the link's words; a browser does not
    expect(screen.getByRole('link', { name: /^หรือสมัครพร้อมการเข้าพักครั้งถัดไป ?: Club 3 months$/ })).toHaveAttribute(
      'href',
      '/th-th',
    );
    expect(screen.getByRole('button', { name: /^สมัครเลย ?: Club 3 months$/ })).toBeInTheDocument();
  });
});
