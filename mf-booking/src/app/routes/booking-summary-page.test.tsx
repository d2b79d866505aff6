import { screen } from '@testing-library/react';
import type { HotelDetails, PriceAvailability } from '@rednest/shared/contracts';
import { apiError, createFakeApi, makeSiteSettings, renderWithShell } from '@rednest/shared/testing';
import { App } from '../app';

const stay = 'check_in_date=12-03-2026&check_out_date=14-03-2026&rooms=1&guest=2';
const route = `/bookingsummary?hotel=rednest-menteng&room_type_id=31&rate_plan_id=1&${stay}`;
const policy = { refundable: true, free_until_hours_before_check_in: 48, fee_percent: 100, summary: '' };
const hotel = {
  id: 7, slug: 'rednest-menteng', name: 'RedNest Menteng', property_type: 'hotel', street1: 'Jl. Cikini Raya 12', area: 'Menteng', city: 'Jakarta',
  check_in_time: '14:00', check_out_time: '12:00', lead_picture: '/p/7.svg', currency: 'IDR',
  policies: { accepted_ids: ['ktp', 'passport'], couple_friendly: true, children_free_under_age: 6, deposit: 0, pay_at_hotel: false, syariah: false },
} as unknown as HotelDetails;
const plan = { rate_plan_id: 1, code: 'RO', name: 'Room only', includes_breakfast: false, refundable: true, cancellation_policy: policy, total_tarrif: 60_000_000, per_night: 30_000_000, rack_rate: 70_000_000, room_charge: 52_000_000, discount: 0, service_charge: 2_600_000, taxes: 5_400_000 };
const price: PriceAvailability = {
  property_id: 7, slug: 'rednest-menteng', check_in_date: '12-03-2026', check_out_date: '14-03-2026', no_of_nights: 2, rooms: 1, guest: 2, currency: 'IDR', currency_symbol: 'Rp',
  prices_include_taxes_and_fees: true, sold_out: false,
  room_prices: [{ room_type_id: 31, name: 'Standard Double', max_guests: 2, available_rooms: 3, fits: true, sold_out: false, plans: [plan] }],
  cheapest: { room_type_id: 31, rate_plan_id: 1, total_tarrif: 60_000_000, per_night: 30_000_000 }, suggested_dates: [],
};
const render = (handlers: Record<string, unknown>, path = route) => renderWithShell((props) => <App {...props} />, { route: path, api: createFakeApi(handlers) });

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T03:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

it('shows the chosen room and plan priced by the server, all-in, with the policy in words', async () => {
  render({ hotelDetails: hotel, hotelPriceAvailability: price });
  expect(await screen.findByRole('heading', { name: 'RedNest Menteng' })).toBeInTheDocument();
  expect(screen.getByText('Standard Double · Room only')).toBeInTheDocument();
  expect(screen.getByText('Rp 600.000')).toBeInTheDocument();
  expect(screen.getByText('Taxes and fees included: Rp 300.000 a night.')).toBeInTheDocument();
  expect(screen.getByText('Free cancellation until 2 day(s) before check-in. After that, the whole stay is charged.')).toBeInTheDocument();
  expect(screen.getByText('Bring one of: KTP, PASSPORT')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Change room or dates' })).toHaveAttribute('href', `/en-id/hotel/rednest-menteng?${stay}`);
});

it("shows the summary in the guest's currency and what they will pay in the property's", async () => {
  renderWithShell((props) => <App {...props} />, { route, api: createFakeApi({ hotelDetails: hotel, hotelPriceAvailability: price }), settings: makeSiteSettings('en-id'), currency: 'THB' });
  expect(await screen.findByRole('heading', { name: 'RedNest Menteng' })).toBeInTheDocument();
  // Rp 600,000 at 16,000 a dollar and 32 baht a dollar (fixture rates)
  expect(screen.getByText('฿ 1.200,00')).toBeInTheDocument();
  expect(screen.getByText('You pay Rp 600.000 in IDR. Prices in THB are converted at the rate of 2 Nov 2026.')).toBeInTheDocument();
});

it('says when the room has just sold out, and leads back to the property', async () => {
  render({ hotelDetails: hotel, hotelPriceAvailability: { ...price, room_prices: [{ ...price.room_prices[0]!, sold_out: true, plans: [] }] } });
  expect(await screen.findByRole('heading', { name: 'This room just sold out for your dates' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the property' })).toHaveAttribute('href', `/en-id/hotel/rednest-menteng?${stay}`);
});

it('explains a summary without a choice', async () => {
  render({}, '/bookingsummary?hotel=../../x');
  expect(await screen.findByRole('heading', { name: 'No stay chosen' })).toBeInTheDocument();
});

it('offers Retry when the price cannot be checked', async () => {
  render({ hotelDetails: hotel, hotelPriceAvailability: apiError('hotelPriceAvailability', 503, 'UNAVAILABLE', 'Try again shortly.') });
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
