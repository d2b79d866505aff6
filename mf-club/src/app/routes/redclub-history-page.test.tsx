import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from '@rednest/shared/api-client';
import { session, site } from '@rednest/shared/session';
import { renderWithShell } from '@rednest/shared/testing';
import type { ClubMembership, ClubProfile, Locale, SiteSettings, UserInfo } from '@rednest/shared/contracts';
import { App } from '../app';

const ENDED: ClubMembership = {
  id: 3,
  plan_id: 1,
  plan_name: 'Club 1 month',
  status: 'active',
  starts_on: '2026-01-10',
  ends_on: '2026-02-09',
  price: 29_000_00,
  currency: 'IDR',
};
const CURRENT: ClubMembership = {
  ...ENDED,
  id: 7,
  plan_name: 'Club 3 months',
  starts_on: '2026-03-01',
  ends_on: '2026-05-30',
  price: 69_000_00,
};
const RENEWAL: ClubMembership = { ...ENDED, id: 8, starts_on: '2026-05-30', ends_on: '2026-06-29' };
const PENDING: ClubMembership = { ...ENDED, id: 9, status: 'pending', starts_on: null, ends_on: null };
const PROFILE: ClubProfile = {
  club_member: true,
  cashback_percent: 10,
  member_discount_percent: 10,
  membership: CURRENT,
  days_left: 60,
  covered_until: '2026-06-29',
  memberships: [PENDING, RENEWAL, CURRENT, ENDED],
  savings: [{ currency: 'IDR', amount: 123_500_00, stays: 2 }],
  saved_stays: [
    {
      booking_salt: 'salt-b',
      hotel_name: 'RedNest Kemang',
      check_in_date: '2026-03-12',
      check_out_date: '2026-03-14',
      status: 'confirmed',
      currency: 'IDR',
      saved: 80_000_00,
    },
    {
      booking_salt: 'salt-a',
      hotel_name: 'RedNest Seminyak',
      check_in_date: '2026-03-02',
      check_out_date: '2026-03-03',
      status: 'completed',
      currency: 'IDR',
      saved: 43_500_00,
    },
  ],
};
const NEWCOMER: ClubProfile = {
  ...PROFILE,
  club_member: false,
  member_discount_percent: 0,
  membership: null,
  days_left: 0,
  covered_until: null,
  memberships: [],
  savings: [],
  saved_stays: [],
};
const SETTINGS = { site_name: 'RedNest', locale_list: [], currency_list: [] } as unknown as SiteSettings;
const USER: Partial<UserInfo> = { first_name: 'Ayu', club_member: true };

function fakeApi(answer: () => Promise<ClubProfile>) {
  const call = jest.fn((name: string) =>
    name === 'clubProfile' ? answer() : Promise.reject(new Error(`unexpected call ${name}`)),
  );
  return { api: { call: call as unknown as ApiClient['call'] } as ApiClient, call };
}

function renderPage(api: ApiClient, { locale = 'en-id' as Locale, user = USER as Partial<UserInfo> | null } = {}) {
  return renderWithShell((props) => <App {...props} />, {
    api,
    locale,
    user,
    settings: SETTINGS,
    route: '/redclub-history',
  });
}

afterEach(() => {
  act(() => {
    session.signOut();
    site.set({ settings: null });
  });
});

describe('/redclub-history', () => {
  it('shows what member prices saved, every membership with where it stands, and the stays leading to their bookings', async () => {
    const { api } = fakeApi(() => Promise.resolve(PROFILE));
    renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your club history' })).toBeInTheDocument();
    const saved = await screen.findByRole('region', { name: 'What member prices saved you' });
    expect(saved).toHaveTextContent(/Rp\s?123\.500 on 2 stays/);

    const memberships = within(screen.getByRole('region', { name: 'Memberships' })).getAllByRole('listitem');
    expect(memberships.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Club 1 month Waiting for payment.*Starts the day its booking is paid/),
      expect.stringMatching(/^Club 1 month Starts later.*30 May 2026 to .*28 Jun 2026/),
      expect.stringMatching(/^Club 3 months Active now.*1 Mar 2026 to .*29 May 2026/),
      expect.stringMatching(/^Club 1 month Ended.*10 Jan 2026 to .*8 Feb 2026/),
    ]);

    const stays = within(screen.getByRole('region', { name: 'Stays at member prices' }));
    expect(stays.getByRole('link', { name: 'RedNest Kemang' })).toHaveAttribute('href', '/en-id/bookings/salt-b');
    expect(stays.getAllByRole('listitem')[1]).toHaveTextContent(/Saved Rp\s?43\.500/);
  });

  it('a member with no membership yet learns the member price and is led to the plans', async () => {
    const { api } = fakeApi(() => Promise.resolve(NEWCOMER));
    renderPage(api);
    expect(await screen.findByText(/No paid stay at a member price yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You have not joined the club yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the club plans' })).toHaveAttribute('href', '/en-id/loyalty-plan');
    expect(screen.queryByRole('region', { name: 'Stays at member prices' })).not.toBeInTheDocument();
    // signed in as a member, their membership has ended since: the stored profile follows the answer
    expect(session.getUser()?.club_member).toBe(false);
  });

  it('asks a guest to sign in and comes back here after', async () => {
    const { api, call } = fakeApi(() => Promise.resolve(PROFILE));
    renderPage(api, { user: null });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-id/signIn?returnTo=/en-id/redclub-history',
    );
    expect(call).not.toHaveBeenCalled();
  });

  it('says when the history cannot load, and Retry asks again', async () => {
    let fail = true;
    const { api } = fakeApi(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve(PROFILE)));
    renderPage(api);
    expect(await screen.findByText('We could not load your club history.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Memberships' })).toBeInTheDocument();
  });

  it('reads in Indonesian on id-id', async () => {
    const { api } = fakeApi(() => Promise.resolve(PROFILE));
    renderPage(api, { locale: 'id-id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riwayat klub Anda' })).toBeInTheDocument();
    expect(await screen.findByText('Aktif sekarang')).toBeInTheDocument();
  });
});
