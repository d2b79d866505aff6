import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiCallError, type ApiClient } from '@rednest/shared/api-client';
import { session, site } from '@rednest/shared/session';
import { renderWithShell } from '@rednest/shared/testing';
import type { ListedPromo, Locale, SiteSettings } from '@rednest/shared/contracts';
import { App } from '../app';

const STAY10: ListedPromo = {
  code: 'STAY10',
  title: '10% off, up to Rp 100.000',
  kind: 'percent',
  percent: 10,
  amount: null,
  max_discount: 10_000_000,
  min_spend: 30_000_000,
  currency: 'IDR',
  valid_from: '2026-01-01T00:00:00Z',
  valid_until: '2027-03-10T00:00:00Z',
  countries: ['id'],
  new_user_only: false,
  per_user_limit: 3,
  uses_left: 2,
  available: true,
};
const WELCOME: ListedPromo = {
  ...STAY10,
  code: 'WELCOME15',
  title: '15% off your first booking',
  percent: 15,
  max_discount: null,
  min_spend: 0,
  currency: null,
  countries: [],
  new_user_only: true,
  per_user_limit: 1,
  uses_left: 0,
};
const SETTINGS = { site_name: 'RedNest', locale_list: [], currency_list: [] } as unknown as SiteSettings;

function fakeApi(handlers: Record<string, (input: { query?: Record<string, string> }) => Promise<unknown>>) {
  const call = jest.fn((name: string, input: { query?: Record<string, string> }) =>
    handlers[name] ? handlers[name]!(input) : Promise.reject(new Error(`unexpected call ${name}`)),
  );
  return { api: { call: call as unknown as ApiClient['call'] } as ApiClient, call };
}
const render = (api: ApiClient, route: string, locale: Locale = 'en-id') =>
  renderWithShell((props) => <App {...props} />, { api, locale, settings: SETTINGS, route });

afterEach(() => {
  act(() => {
    session.signOut();
    site.set({ settings: null });
  });
});

describe('Promo codes', () => {
  it("lists the site country's codes with what each takes off, and Copy for the ones still usable", async () => {
    const { api, call } = fakeApi({ promoCodes: () => Promise.resolve({ promos: [STAY10, WELCOME] }) });
    render(api, '/promocodes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo codes' })).toBeInTheDocument();
    const stay = await screen.findByRole('article', { name: '10% off, up to Rp 100.000' });
    expect(stay).toHaveTextContent('10% off, up to Rp 100.000');
    expect(within(stay).getByRole('button', { name: 'Copy STAY10' })).toBeInTheDocument();
    expect(within(stay).getByRole('link', { name: 'Rules of STAY10' })).toHaveAttribute(
      'href',
      '/en-id/promocodes/STAY10',
    );
    const welcome = screen.getByRole('article', { name: '15% off your first booking' });
    expect(welcome).toHaveTextContent('You have used this code as often as it allows.');
    expect(within(welcome).queryByRole('button')).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('promoCodes', expect.objectContaining({ query: { country: 'id' } }));
  });

  it('copies a code and says so to screen readers', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    const { api } = fakeApi({ promoCodes: () => Promise.resolve({ promos: [STAY10] }) });
    render(api, '/promocodes');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy STAY10' }));
    expect(writeText).toHaveBeenCalledWith('STAY10');
    expect(await screen.findByText('STAY10 copied: paste it on the booking summary.')).toBeInTheDocument();
  });

  it('says so when no code is on offer, and leads to a stay', async () => {
    const { api } = fakeApi({ promoCodes: () => Promise.resolve({ promos: [] }) });
    render(api, '/promocodes', 'en-sg');
    expect(await screen.findByRole('heading', { name: 'No promo codes right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a stay' })).toHaveAttribute('href', '/en-sg');
  });

  it("a code's page states every rule in words", async () => {
    const { api } = fakeApi({ promoCodeDetail: () => Promise.resolve(STAY10) });
    render(api, '/promocodes/STAY10');
    expect(await screen.findByRole('heading', { level: 1, name: '10% off, up to Rp 100.000' })).toBeInTheDocument();
    const rules = screen.getByRole('list');
    expect(rules).toHaveTextContent('For stays of at least Rp 300.000.');
    expect(rules).toHaveTextContent('For stays paid in IDR.');
    expect(rules).toHaveTextContent('For stays in Indonesia.');
    expect(rules).toHaveTextContent('Up to 3 times per guest.');
    expect(rules).toHaveTextContent('You can still use it 2 times.');
    expect(rules).toHaveTextContent(/Valid from .*2026 until .*2027\./);
  });

  it('an unknown code says it is not on offer and links to all codes', async () => {
    const { api } = fakeApi({
      promoCodeDetail: () =>
        Promise.reject(new ApiCallError('promoCodeDetail', 404, 'PROMO_NOT_FOUND', 'This promo code does not exist.')),
    });
    render(api, '/promocodes/NOPE');
    expect(await screen.findByRole('heading', { name: 'This code is not on offer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All promo codes' })).toHaveAttribute('href', '/en-id/promocodes');
  });
});
