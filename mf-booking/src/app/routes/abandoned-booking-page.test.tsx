import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Booking, HotelDetails, Locale, PaymentOptions, PriceAvailability } from '@rednest/shared/contracts';
import { RemoteRoot } from '@rednest/shared/remote';
import { apiError, createFakeApi, renderWithShell, type FakeApi } from '@rednest/shared/testing';
import { texts } from '../labels';
import { App } from '../app';
import { AbandonedBookingPage } from './abandoned-booking-page';

const salt = 'A'.repeat(22);
const policy = { refundable: true, free_until_hours_before_check_in: 48, fee_percent: 100, summary: '' };
const inTen = () => new Date(Date.now() + 10 * 60_000).toISOString();
const held = (): Booking => ({
  id: 42,
  booking_salt: salt,
  status: 'pending',
  hold_expires_at: inTen(),
  hotel_name: 'RedNest Menteng',
  hotel_slug: 'rednest-menteng',
  room_type: 'Standard Double',
  rate_plan: 'Room only',
  check_in_date: '2026-03-12',
  check_out_date: '2026-03-14',
  no_of_nights: 2,
  rooms: 1,
  guests: 2,
  guest_name: 'Sari Wijaya',
  currency: 'IDR',
  room_charge: 52_000_000,
  discount: 0,
  service_charge: 2_600_000,
  taxes: 5_400_000,
  total: 60_000_000,
  adjustments: [],
  cancellation_policy: policy,
  cancel_reason: null,
  created_at: '2026-03-10T03:00:00Z',
  last_payment: null,
});
const hotel = {
  id: 7,
  slug: 'rednest-menteng',
  name: 'RedNest Menteng',
  street1: 'Jl. Cikini Raya 12',
  area: 'Menteng',
  city: 'Jakarta',
  lat: -6.19,
  lng: 106.82,
  check_in_time: '14:00',
  check_out_time: '12:00',
  lead_picture: '/p/7.svg',
  currency: 'IDR',
  policies: {
    accepted_ids: ['ktp'],
    couple_friendly: true,
    children_free_under_age: null,
    deposit: 0,
    pay_at_hotel: true,
    syariah: false,
  },
} as unknown as HotelDetails;
const order = (expires: string): PaymentOptions['order'] => ({
  kind: 'booking',
  id: salt,
  title: 'RedNest Menteng',
  status: 'pending',
  amount: 60_000_000,
  currency: 'IDR',
  expires_at: expires,
  last_payment: null,
});
const options = (expires: string): PaymentOptions =>
  ({
    order: order(expires),
    default_method: 'card',
    options: [
      { method: 'card', available: true, reason: null, due_now: 60_000_000, due_at_hotel: 0 },
      { method: 'pay_at_hotel', available: true, reason: null, due_now: 0, due_at_hotel: 60_000_000 },
      {
        method: 'bank_transfer',
        available: false,
        reason: 'BANK_TRANSFER_TOO_LATE',
        due_now: 60_000_000,
        due_at_hotel: 0,
      },
    ],
  }) as unknown as PaymentOptions;
const plan = {
  rate_plan_id: 1,
  code: 'RO',
  name: 'Room only',
  includes_breakfast: false,
  refundable: true,
  cancellation_policy: policy,
  total_tarrif: 64_000_000,
  per_night: 32_000_000,
  rack_rate: 70_000_000,
  room_charge: 56_000_000,
  discount: 0,
  service_charge: 2_800_000,
  taxes: 5_200_000,
};
const price = (soldOut = false) =>
  ({
    property_id: 7,
    slug: 'rednest-menteng',
    check_in_date: '12-03-2026',
    check_out_date: '14-03-2026',
    no_of_nights: 2,
    rooms: 1,
    guest: 2,
    currency: 'IDR',
    currency_symbol: 'Rp',
    prices_include_taxes_and_fees: true,
    sold_out: soldOut,
    room_prices: [
      {
        room_type_id: 31,
        name: 'Standard Double',
        max_guests: 2,
        available_rooms: soldOut ? 0 : 3,
        fits: true,
        sold_out: soldOut,
        plans: [plan],
      },
    ],
    cheapest: null,
    suggested_dates: [],
  }) as unknown as PriceAvailability;

const open = (handlers: Record<string, unknown>, locale?: Locale, route = `/abandoned-booking?booking=${salt}`) =>
  renderWithShell((props) => <App {...props} />, {
    route,
    api: createFakeApi({ hotelDetails: hotel, ...handlers }),
    ...(locale ? { locale } : {}),
  }).api as FakeApi;

it('a held booking: the stay, the time left and the ways to finish paying', async () => {
  const b = held();
  open({ getBooking: b, paymentOptions: options(b.hold_expires_at!) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Finish your booking' })).toBeInTheDocument();
  expect(screen.getByText(/^Sari, your room at RedNest Menteng is held for you/)).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent(/Your room is held for (9|10):\d\d/);
  const card = screen.getByRole('region', { name: 'RedNest Menteng' });
  expect(within(card).getByText('Not paid yet')).toBeInTheDocument();
  expect(within(card).getByText('Rp 600.000')).toBeInTheDocument();
  const ways = screen.getByRole('region', { name: 'Ways to finish paying' });
  expect(await within(ways).findByRole('radio', { name: /Credit or debit card/ })).toBeChecked();
  expect(within(ways).getByRole('radio', { name: /Pay at the hotel/ })).toBeInTheDocument();
  expect(within(ways).getByText(/Bank transfer/)).toBeInTheDocument();
  expect(within(ways).getByRole('button', { name: 'Release the room' })).toBeInTheDocument();
});

it('pays by card from here: the card page opens for the booking, back to payments', async () => {
  const b = held();
  const leave = jest.fn();
  const api = createFakeApi({
    hotelDetails: hotel,
    getBooking: b,
    paymentOptions: options(b.hold_expires_at!),
    cardPayment: {
      payment_id: 2,
      status: 'created',
      redirect_url: 'http://gateway.test/checkout/cs_2',
      amount: 60_000_000,
      currency: 'IDR',
    },
  }) as FakeApi;
  renderWithShell(
    (props) => (
      <RemoteRoot shell={props} texts={texts}>
        <Routes>
          <Route path="abandoned-booking" element={<AbandonedBookingPage leave={leave} />} />
        </Routes>
      </RemoteRoot>
    ),
    { route: `/abandoned-booking?booking=${salt}`, api },
  );
  const ways = await screen.findByRole('region', { name: 'Ways to finish paying' });
  await userEvent.setup().click(await within(ways).findByRole('button', { name: 'Pay by card' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith('http://gateway.test/checkout/cs_2'));
  expect(api.callsTo('cardPayment')[0]!.body).toEqual({
    booking_salt: salt,
    return_url: `${window.location.origin}/en-id/payments`,
  });
});

it('a bank transfer already opened leads to its page instead of the ways to pay', async () => {
  const b = {
    ...held(),
    last_payment: {
      method: 'bank_transfer' as const,
      status: 'awaiting_transfer' as const,
      amount: 60_000_000,
      currency: 'IDR',
      attempted_at: '2026-03-10T03:01:00Z',
      declined_at: null,
      reason_code: null,
    },
  };
  open({ getBooking: b, paymentOptions: options(b.hold_expires_at!) });
  expect(await screen.findByRole('link', { name: 'See the transfer details' })).toHaveAttribute(
    'href',
    `/en-id/paymentInstruction/${salt}`,
  );
});

it("the hold ended: says why and offers the same stay again at today's price", async () => {
  open({
    getBooking: { ...held(), status: 'cancelled', cancel_reason: 'hold_expired', hold_expires_at: null },
    hotelPriceAvailability: price(),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'The hold on this room has ended' })).toBeInTheDocument();
  expect(
    screen.getByText('It was not paid in time, so the room went back on sale. Nothing was charged.'),
  ).toBeInTheDocument();
  const again = screen.getByRole('region', { name: 'Book the same stay again' });
  expect(
    await within(again).findByText('Standard Double · Room only for the same dates costs Rp 640.000 today.'),
  ).toBeInTheDocument();
  expect(within(again).getByRole('link', { name: "Book again at today's price" })).toHaveAttribute(
    'href',
    '/en-id/bookingsummary?hotel=rednest-menteng&room_type_id=31&rate_plan_id=1&check_in_date=12-03-2026&check_out_date=14-03-2026&rooms=1&guest=2',
  );
  expect(
    within(screen.getByRole('region', { name: 'RedNest Menteng' })).getByText('Not paid: nothing was charged'),
  ).toBeInTheDocument();
});

it('the hold ended and the room is sold out: the hotel for the same dates', async () => {
  open({
    getBooking: { ...held(), status: 'cancelled', cancel_reason: 'released', hold_expires_at: null },
    hotelPriceAvailability: price(true),
  });
  expect(await screen.findByText('You released the room. Nothing was charged.')).toBeInTheDocument();
  const again = screen.getByRole('region', { name: 'Book the same stay again' });
  expect(await within(again).findByText(/no longer on sale for these dates/)).toBeInTheDocument();
  expect(within(again).getByRole('link', { name: 'See the rooms at RedNest Menteng' })).toHaveAttribute(
    'href',
    '/en-id/hotel/rednest-menteng?check_in_date=12-03-2026&check_out_date=14-03-2026&rooms=1&guest=2',
  );
});

it('a hold that ran out while the page was open reads as ended at once', async () => {
  open({
    getBooking: { ...held(), hold_expires_at: new Date(Date.now() - 1000).toISOString() },
    hotelPriceAvailability: price(),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'The hold on this room has ended' })).toBeInTheDocument();
});

it('a paid booking leads to its confirmation', async () => {
  open({ getBooking: { ...held(), status: 'confirmed', hold_expires_at: null } });
  expect(await screen.findByRole('heading', { level: 1, name: 'This booking is already paid' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your confirmation' })).toHaveAttribute(
    'href',
    `/en-id/thank-you?booking=${salt}`,
  );
});

it("another user's booking, or a broken link, is not found; no salt at all likewise", async () => {
  const { unmount } = renderWithShell((props) => <App {...props} />, {
    route: `/abandoned-booking?booking=${salt}`,
    api: createFakeApi({ getBooking: apiError('getBooking', 404, 'BOOKING_NOT_FOUND') }),
  });
  expect(await screen.findByRole('heading', { name: 'We could not find this booking' })).toBeInTheDocument();
  unmount();
  open({}, undefined, '/abandoned-booking');
  expect(await screen.findByRole('heading', { name: 'We could not find this booking' })).toBeInTheDocument();
});

it('releases the room on request', async () => {
  const b = held();
  const api = open({
    getBooking: b,
    paymentOptions: options(b.hold_expires_at!),
    releaseSaleRoom: { ...b, status: 'cancelled', cancel_reason: 'released' },
  });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Release the room' }));
  await waitFor(() => expect(api.callsTo('releaseSaleRoom')[0]!.body).toEqual({ booking_salt: salt }));
});

it('speaks the page language', async () => {
  for (const [locale, heading] of [
    ['id-id', 'Selesaikan pemesanan Anda'],
    ['th-th', 'ทำการจองให้เสร็จ'],
    ['vi-vn', 'Hoàn tất đặt phòng'],
  ] as const) {
    const b = held();
    const { unmount } = renderWithShell((props) => <App {...props} />, {
      route: `/abandoned-booking?booking=${salt}`,
      api: createFakeApi({ hotelDetails: hotel, getBooking: b, paymentOptions: options(b.hold_expires_at!) }),
      locale,
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    unmount();
  }
});
