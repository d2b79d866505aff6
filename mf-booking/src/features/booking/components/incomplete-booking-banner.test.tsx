import { screen, waitFor } from '@testing-library/react';
import { ShellProvider, type ShellProps } from '@rednest/shared/remote';
import { createFakeApi, renderWithShell } from '@rednest/shared/testing';
import { rememberBooking } from '@rednest/shared/session';
import { IncompleteBookingBanner } from './incomplete-booking-banner';

const held = {
  id: 9,
  booking_salt: 'Hk3JvQ2m0bX7yT1sZ9aP4w',
  status: 'pending',
  hold_expires_at: '2026-11-25T09:32:00Z',
  hotel_name: 'RedNest Menteng',
  hotel_slug: 'rednest-menteng',
  room_type: 'Standard Double',
  rate_plan: 'Room only',
  check_in_date: '2026-12-12',
  check_out_date: '2026-12-14',
  no_of_nights: 2,
  rooms: 1,
  guests: 2,
  guest_name: 'Sari',
  currency: 'IDR',
  room_charge: 50_000_000,
  discount: 0,
  service_charge: 5_000_000,
  taxes: 5_000_000,
  total: 60_000_000,
  adjustments: [],
  cancellation_policy: { refundable: true, free_until_hours_before_check_in: 24, fee_percent: 100, summary: '' },
  cancel_reason: null,
  created_at: '2026-11-25T09:17:00Z',
  refund: null,
};

const render = (answer: unknown, user: object | null = {}) => {
  const api = createFakeApi({ incompleteCardBooking: answer });
  renderWithShell(
    (props: ShellProps) => (
      <ShellProvider value={props}>
        <IncompleteBookingBanner />
      </ShellProvider>
    ),
    { api, user: user ?? undefined },
  );
  return api;
};

afterEach(() => window.localStorage.clear());

it('leads a signed-in guest back to pay a held booking, saying what and until when', async () => {
  render({ booking: held });
  const banner = await screen.findByRole('region', { name: 'Your booking is not paid yet' });
  expect(banner).toHaveTextContent('RedNest Menteng, 12 Dec – 14 Dec, Rp 600.000: the room is held for you until');
  expect(screen.getByRole('link', { name: 'Finish paying' })).toHaveAttribute(
    'href',
    `/en-id/abandoned-booking?booking=${held.booking_salt}`,
  );
});

it('says when the card was declined, and leads back to try another card or way', async () => {
  render({
    booking: {
      ...held,
      last_payment: {
        method: 'card',
        status: 'declined',
        amount: 60_000_000,
        currency: 'IDR',
        attempted_at: '2026-11-25T09:18:00Z',
        declined_at: '2026-11-25T09:19:00Z',
        reason_code: 'card_declined',
      },
    },
  });
  const banner = await screen.findByRole('region', { name: 'Your card was declined' });
  expect(banner).toHaveTextContent(
    'RedNest Menteng, 12 Dec – 14 Dec, Rp 600.000: try another card or another way to pay. The room is held for you until',
  );
  expect(screen.getByRole('link', { name: 'Finish paying' })).toHaveAttribute(
    'href',
    `/en-id/abandoned-booking?booking=${held.booking_salt}`,
  );
});

it('shows nothing when nothing waits for payment (paid, released or run out)', async () => {
  const api = render({ booking: null });
  await waitFor(() => expect(api.callsTo('incompleteCardBooking')).toHaveLength(1));
  expect(screen.queryByRole('region')).toBeNull();
});

it("asks for a guest's booking by the salt this browser kept, and asks nothing without one", async () => {
  const none = render({ booking: held }, null);
  expect(none.calls).toHaveLength(0);
  document.body.innerHTML = '';
  rememberBooking(held.booking_salt);
  const api = render({ booking: held }, null);
  expect(await screen.findByRole('link', { name: 'Finish paying' })).toBeInTheDocument();
  expect(api.callsTo('incompleteCardBooking')[0]!.query).toEqual({ booking_salt: held.booking_salt });
});
