import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking } from '@rednest/shared/contracts';
import { apiError, createFakeApi, renderWithShell, type FakeApi } from '@rednest/shared/testing';
import { App } from '../app';

const policy = { refundable: true, free_until_hours_before_check_in: 48, fee_percent: 50, summary: 'Free cancellation until 48 hours before check-in; after that 50% of the stay is charged.' };
const confirmed: Booking = {
  id: 42, booking_salt: 'S'.repeat(22), status: 'confirmed', hold_expires_at: null, hotel_name: 'RedNest Menteng', hotel_slug: 'rednest-menteng',
  room_type: 'Standard Double', rate_plan: 'Room only', check_in_date: '2026-03-12', check_out_date: '2026-03-14', no_of_nights: 2, rooms: 1, guests: 2,
  guest_name: 'Sari Wijaya', currency: 'IDR', room_charge: 52_000_000, discount: 0, service_charge: 2_600_000, taxes: 5_400_000, total: 60_000_000, adjustments: [],
  cancellation_policy: policy, cancel_reason: null, created_at: '2026-03-10T03:00:00Z', refund: null,
};
const open = (handlers: Record<string, unknown>) => {
  const api = createFakeApi(handlers);
  renderWithShell((props) => <App {...props} />, { route: `/bookings/${confirmed.booking_salt}`, api });
  return api as FakeApi;
};

it('shows the booking and, before cancelling, what comes back; then the refund as it moves', async () => {
  let cancelled = false;
  const api = open({
    getBooking: () => (cancelled
      ? { ...confirmed, status: 'cancelled', cancel_reason: 'guest', refund: { amount: 30_000_000, fee: 30_000_000, status: 'processing', requested_at: '2026-03-10T04:00:00Z', processed_at: null } }
      : confirmed),
    cancelQuote: { rule: 'fee', refund: 30_000_000, fee: 30_000_000, currency: 'IDR', free_until: '2026-03-10T00:00:00Z' },
    cancelBooking: () => { cancelled = true; return confirmed; },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'RedNest Menteng' })).toBeInTheDocument();
  expect(screen.getByText('RN000042')).toBeInTheDocument();
  expect(screen.getByText(policy.summary)).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
  expect(await within(dialog).findByText('Free cancellation has ended: Rp 300.000 is kept and Rp 300.000 comes back.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
  await waitFor(() => expect(api.callsTo('cancelBooking')[0]!.body).toEqual({ booking_salt: confirmed.booking_salt }));
  expect(await screen.findByRole('heading', { name: 'Refund' })).toBeInTheDocument();
  expect(screen.getByText('Rp 300.000 comes back to the card you paid with.')).toBeInTheDocument();
  expect(screen.getByText('Your bank is processing it')).toBeInTheDocument();
});

it('keeps the booking when the guest changes their mind', async () => {
  const api = open({ getBooking: confirmed, cancelQuote: { rule: 'free', refund: 60_000_000, fee: 0, currency: 'IDR', free_until: null } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
  expect(await within(dialog).findByText('You can still cancel for free: Rp 600.000 comes back.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo('cancelBooking')).toHaveLength(0);
});

it('says a booking it cannot find is not found', async () => {
  open({ getBooking: () => { throw apiError('getBooking', 404, 'BOOKING_NOT_FOUND'); } });
  expect(await screen.findByText('We could not find this booking')).toBeInTheDocument();
});
