import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking, DateChange } from '@rednest/shared/contracts';
import { apiError, createFakeApi, renderWithShell, type FakeApi } from '@rednest/shared/testing';
import { App } from '../app';

const policy = {
  refundable: true,
  free_until_hours_before_check_in: 48,
  fee_percent: 50,
  summary: 'Free cancellation until 48 hours before check-in.',
};
const confirmed: Booking = {
  id: 42,
  booking_salt: 'S'.repeat(22),
  status: 'confirmed',
  hold_expires_at: null,
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
  refund: null,
  date_change: null,
};
const change = (over: Partial<DateChange>): DateChange => ({
  id: 7,
  status: 'quote',
  old_check_in_date: '2026-03-12',
  old_check_out_date: '2026-03-14',
  check_in_date: '2026-03-12',
  check_out_date: '2026-03-13',
  no_of_nights: 1,
  currency: 'IDR',
  old_total: 60_000_000,
  new_total: 30_000_000,
  difference: -30_000_000,
  hold_expires_at: null,
  refund: null,
  created_at: null,
  ...over,
});
const route = `/bookings/modify-booking/${confirmed.booking_salt}`;

it('prices the new dates on the server, then applies a cheaper change and says what comes back', async () => {
  const api = createFakeApi({
    getBooking: confirmed,
    dateChangeQuote: change({}),
    bookingDateChange: change({
      status: 'applied',
      refund: { amount: 30_000_000, status: 'requested', requested_at: '2026-03-10T04:00:00Z', processed_at: null },
    }),
  }) as FakeApi;
  renderWithShell((props) => <App {...props} />, { route, api });
  const user = userEvent.setup();
  const checkOut = await screen.findByLabelText(/^Check-out/);
  fireEvent.change(checkOut, { target: { value: '2026-03-13' } });
  await user.click(screen.getByRole('button', { name: 'See the price' }));
  expect(await screen.findByText('Rp 300.000 comes back to the card you paid with.')).toBeInTheDocument();
  expect(api.callsTo('dateChangeQuote')[0]!.query).toEqual({
    booking_salt: confirmed.booking_salt,
    check_in_date: '12-03-2026',
    check_out_date: '13-03-2026',
  });
  await user.click(screen.getByRole('button', { name: 'Change dates' }));
  await waitFor(() =>
    expect(api.callsTo('bookingDateChange')[0]!.body).toEqual({
      booking_salt: confirmed.booking_salt,
      check_in_date: '12-03-2026',
      check_out_date: '13-03-2026',
    }),
  );
  expect(
    await screen.findByRole('heading', { name: /Your new dates: Thu, 12 Mar 2026 → Fri, 13 Mar 2026/ }),
  ).toBeInTheDocument();
});

it("shows the booking's reward priced again for the new stay in the quote, and says when the new dates are too cheap for it", async () => {
  const withReward = {
    ...confirmed,
    adjustments: [
      {
        kind: 'mkt_reward' as const,
        code: '5',
        label: 'Big campaign voucher',
        amount: -50_000_000,
        quantity: 1,
        entries: [],
      },
    ],
    total: 10_000_000,
  };
  let asked = 0;
  const api = createFakeApi({
    getBooking: withReward,
    dateChangeQuote: () => {
      asked += 1;
      if (asked > 1) throw apiError('dateChangeQuote', 409, 'MKT_REWARD_MIN_SPEND');
      return change({
        old_total: 10_000_000,
        stay_total: 30_000_000,
        adjustments: [
          {
            kind: 'mkt_reward',
            code: '5',
            label: 'Big campaign voucher',
            amount: -27_000_000,
            quantity: 1,
            entries: [],
          },
        ],
        new_total: 3_000_000,
        difference: -7_000_000,
      });
    },
  }) as FakeApi;
  renderWithShell((props) => <App {...props} />, { route, api });
  const user = userEvent.setup();
  fireEvent.change(await screen.findByLabelText(/^Check-out/), { target: { value: '2026-03-13' } });
  await user.click(screen.getByRole('button', { name: 'See the price' }));
  const price = await screen.findByRole('region', { name: 'Price for the new dates' });
  expect(price).toHaveTextContent('New stayRp 300.000');
  expect(price).toHaveTextContent('Reward: Big campaign voucher−Rp 270.000');
  expect(price).toHaveTextContent('New totalRp 30.000');
  fireEvent.change(screen.getByLabelText(/^Check-in/), { target: { value: '2026-03-13' } });
  fireEvent.change(screen.getByLabelText(/^Check-out/), { target: { value: '2026-03-14' } });
  await user.click(screen.getByRole('button', { name: 'See the price' }));
  expect(
    await screen.findByText(
      'The reward on this booking needs a stay that costs more than these dates. Choose other dates, or keep yours.',
    ),
  ).toBeInTheDocument();
  expect(api.callsTo('dateChangeQuote')).toHaveLength(2);
});

it('says in words when the new nights are sold out', async () => {
  const api = createFakeApi({
    getBooking: confirmed,
    dateChangeQuote: () => {
      throw apiError('dateChangeQuote', 409, 'ROOM_SOLD_OUT');
    },
  }) as FakeApi;
  renderWithShell((props) => <App {...props} />, { route, api });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'See the price' }));
  expect(
    await screen.findByText('This room is sold out for some of the new nights. Try other dates.'),
  ).toBeInTheDocument();
});
