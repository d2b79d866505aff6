import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking } from '@rednest/shared/contracts';
import { createFakeApi, renderWithShell, type FakeApi } from '@rednest/shared/testing';
import { App } from '../app';

const policy = { refundable: true, free_until_hours_before_check_in: 48, fee_percent: 100, summary: '' };
const base: Booking = {
  id: 42, booking_salt: 'S'.repeat(22), status: 'pending', hold_expires_at: '2026-03-10T03:15:00Z', hotel_name: 'RedNest Menteng', hotel_slug: 'rednest-menteng',
  room_type: 'Standard Double', rate_plan: 'Room only', check_in_date: '2026-03-12', check_out_date: '2026-03-14', no_of_nights: 2, rooms: 1, guests: 2,
  guest_name: 'Sari Wijaya', currency: 'IDR', room_charge: 52_000_000, discount: 0, service_charge: 2_600_000, taxes: 5_400_000, total: 60_000_000, adjustments: [],
  cancellation_policy: policy, cancel_reason: null, created_at: '2026-03-10T03:00:00Z',
};
const open = (result: string, handlers: Record<string, unknown>) => {
  const api = createFakeApi(handlers);
  renderWithShell((props) => <App {...props} />, { route: `/payments?booking=${base.booking_salt}&result=${result}`, api });
  return api as FakeApi;
};

it('confirms a paid booking with its code, stay and total', async () => {
  open('return', { getBooking: { ...base, status: 'confirmed', hold_expires_at: null } });
  expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toBeInTheDocument();
  expect(screen.getByText('RN000042')).toBeInTheDocument();
  expect(screen.getByText('Rp 600.000')).toBeInTheDocument();
  expect(screen.getByText(/Thank you, Sari Wijaya/)).toBeInTheDocument();
  expect(screen.getByText(/Thu, 12 Mar 2026/)).toBeInTheDocument();
});

it('says it is confirming while the payment is pending after the card page, and shows the outcome when it arrives', async () => {
  let n = 0;
  open('return', { getBooking: () => (++n < 2 ? base : { ...base, status: 'confirmed', hold_expires_at: null }) });
  expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' }, { timeout: 4000 })).toBeInTheDocument();
});

it('offers to pay again or release the room when the guest came back without paying', async () => {
  const api = open('cancelled', { getBooking: base, releaseSaleRoom: { ...base, status: 'cancelled', cancel_reason: 'released' } });
  expect(await screen.findByRole('heading', { name: 'Your booking is not paid yet' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay by card' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Release the room' }));
  await waitFor(() => expect(api.callsTo('releaseSaleRoom')[0]!.body).toEqual({ booking_salt: base.booking_salt }));
});

it('explains a booking whose hold ran out', async () => {
  open('cancelled', { getBooking: { ...base, status: 'cancelled', cancel_reason: 'hold_expired', hold_expires_at: null } });
  expect(await screen.findByRole('heading', { name: 'This booking has ended' })).toBeInTheDocument();
  expect(screen.getByText(/was not paid in time/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Book this property again' })).toHaveAttribute('href', '/en-id/hotel/rednest-menteng');
});
