import { act, screen } from '@testing-library/react';
import type { ApiClient } from '@rednest/shared/api-client';
import { session, site } from '@rednest/shared/session';
import { apiError, renderWithShell } from '@rednest/shared/testing';
import type { ClubInvoice, Locale, SiteSettings, UserInfo } from '@rednest/shared/contracts';
import { App } from '../app';

const INVOICE: ClubInvoice = {
  invoice_number: 'INV-CLUB-000007',
  membership_id: 7,
  plan_name: 'Club 3 months',
  duration_days: 90,
  starts_on: '2026-03-10',
  ends_on: '2026-06-08',
  issued_on: '2026-03-10',
  member_name: 'Ayu Lestari',
  member_email: 'ayu@example.test',
  currency: 'IDR',
  total: 69_000_00,
  paid_with: { booking_code: 'RN000042', booking_salt: 'salt-42' },
  pdf_url: '/api/login/v16/club_membership_invoice_pdf?membership_id=7&expires=1&signature=ab',
};
const SETTINGS = { site_name: 'RedNest', locale_list: [], currency_list: [] } as unknown as SiteSettings;
const USER: Partial<UserInfo> = { first_name: 'Ayu', club_member: true };

function fakeApi(answer: () => Promise<unknown>) {
  const call = jest.fn((name: string) =>
    name === 'clubInvoice' ? answer() : Promise.reject(new Error(`unexpected call ${name}`)),
  );
  return { api: { call: call as unknown as ApiClient['call'] } as ApiClient, call };
}

function renderPage(api: ApiClient, { route = '/rc-profile-invoice/7', user = USER as Partial<UserInfo> | null } = {}) {
  return renderWithShell((props) => <App {...props} />, {
    api,
    locale: 'en-id' as Locale,
    user,
    settings: SETTINGS,
    route,
  });
}

afterEach(() => {
  act(() => {
    session.signOut();
    site.set({ settings: null });
  });
});

describe('/rc-profile-invoice/{memberId}', () => {
  it('shows the paid membership: member, plan and days, total, the booking that paid it, and its PDF', async () => {
    const { api, call } = fakeApi(() => Promise.resolve(INVOICE));
    renderPage(api);
    const sheet = await screen.findByRole('article', { name: 'Invoice INV-CLUB-000007' });
    expect(sheet).toHaveTextContent('Paid on');
    expect(sheet).toHaveTextContent('Ayu Lestari');
    expect(sheet).toHaveTextContent(/Club 3 months.*10 Mar 2026 to .*7 Jun 2026/);
    expect(sheet).toHaveTextContent(/Total paid\s*Rp\s?69\.000/);
    expect(screen.getByRole('link', { name: 'RN000042' })).toHaveAttribute('href', '/en-id/bookings/salt-42');
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', INVOICE.pdf_url);
    expect(call).toHaveBeenCalledWith('clubInvoice', expect.objectContaining({ query: { membership_id: 7 } }));
  });

  it("says another member's or an unknown membership is not found, without asking for a bad id", async () => {
    const { api } = fakeApi(() => Promise.reject(apiError('clubInvoice', 404, 'MEMBERSHIP_NOT_FOUND')));
    renderPage(api);
    expect(await screen.findByText('We could not find this membership in your account.')).toBeInTheDocument();
    const bad = fakeApi(() => Promise.resolve(INVOICE));
    renderPage(bad.api, { route: '/rc-profile-invoice/abc' });
    expect((await screen.findAllByText('We could not find this membership in your account.')).length).toBe(2);
    expect(bad.call).not.toHaveBeenCalled();
  });

  it('says a membership waiting for its payment has no invoice yet', async () => {
    const { api } = fakeApi(() => Promise.reject(apiError('clubInvoice', 409, 'MEMBERSHIP_NOT_PAID')));
    renderPage(api);
    expect(await screen.findByText(/waiting for the payment of its booking/)).toBeInTheDocument();
  });

  it('asks a guest to sign in and comes back here', async () => {
    const { api, call } = fakeApi(() => Promise.resolve(INVOICE));
    renderPage(api, { user: null });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-id/signIn?returnTo=/en-id/rc-profile-invoice/7',
    );
    expect(call).not.toHaveBeenCalled();
  });
});
