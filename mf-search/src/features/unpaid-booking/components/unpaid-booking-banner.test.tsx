import { screen, waitFor } from '@testing-library/react';
import { LAST_BOOKING_SALT_KEY } from '@rednest/shared/contracts';
import { ShellProvider, type ShellProps } from '@rednest/shared/remote';
import { createFakeApi, renderWithShell } from '@rednest/shared/testing';
import { UnpaidBookingBanner } from './unpaid-booking-banner';

const held = {
  booking_salt: 'Hk3JvQ2m0bX7yT1sZ9aP4w',
  status: 'pending',
  hold_expires_at: '2026-11-25T09:32:00Z',
  hotel_name: 'RedNest Menteng',
  check_in_date: '2026-12-12',
  check_out_date: '2026-12-14',
  total: 60_000_000,
  currency: 'IDR',
};
const render = (answer: unknown, user: object | null = {}) => {
  const api = createFakeApi({ incompleteCardBooking: answer });
  renderWithShell(
    (props: ShellProps) => (
      <ShellProvider value={props}>
        <UnpaidBookingBanner />
      </ShellProvider>
    ),
    { api, user: user ?? undefined },
  );
  return api;
};

afterEach(() => window.localStorage.clear());

it('leads back to pay a booking still on hold', async () => {
  render({ booking: held });
  expect(await screen.findByRole('region', { name: 'You have a booking to pay' })).toHaveTextContent(
    'RedNest Menteng, Rp 600.000: the room is held for you until',
  );
  expect(screen.getByRole('link', { name: 'Finish paying' })).toHaveAttribute(
    'href',
    `/en-id/abandoned-booking?booking=${held.booking_salt}`,
  );
});

it('shows nothing once it is paid, released or run out', async () => {
  const api = render({ booking: null });
  await waitFor(() => expect(api.callsTo('incompleteCardBooking')).toHaveLength(1));
  expect(screen.queryByRole('region')).toBeNull();
});

it('a guest is asked about by the kept salt only; without one nothing is asked', async () => {
  expect(render({ booking: held }, null).calls).toHaveLength(0);
  document.body.innerHTML = '';
  window.localStorage.setItem(LAST_BOOKING_SALT_KEY, held.booking_salt);
  const api = render({ booking: held }, null);
  expect(await screen.findByRole('link', { name: 'Finish paying' })).toBeInTheDocument();
  expect(api.callsTo('incompleteCardBooking')[0]!.query).toEqual({ booking_salt: held.booking_salt });
});
