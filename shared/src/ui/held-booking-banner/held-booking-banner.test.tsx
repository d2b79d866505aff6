import { cleanup, screen } from '@testing-library/react';
import { registerLabels } from '@rednest/shared/i18n';
import { ShellProvider, type ShellProps } from '@rednest/shared/remote';
import { renderWithShell } from '@rednest/shared/testing';
import { HeldBookingBanner, type HeldBooking } from '.';

registerLabels('en', {
  'test.held.title': 'Your booking is not paid yet',
  'test.held.text': '{hotel}, {from} – {to}, {total}: held until {until}.',
  'test.held.cta': 'Finish paying',
});
registerLabels('id', {
  'test.held.title': 'Pemesanan Anda belum dibayar',
  'test.held.text': '{hotel}, {from} – {to}, {total}: ditahan sampai {until}.',
  'test.held.cta': 'Selesaikan pembayaran',
});
const labels = { title: 'test.held.title', text: 'test.held.text', cta: 'test.held.cta' };

const held: HeldBooking = {
  booking_salt: 'Hk3JvQ2m0bX7yT1sZ9aP4w',
  hold_expires_at: '2026-11-25T09:32:00Z',
  hotel_name: 'RedNest Menteng',
  check_in_date: '2026-12-12',
  check_out_date: '2026-12-14',
  total: 60_000_000,
  currency: 'IDR',
};

const render = (booking: HeldBooking | null | undefined, locale?: 'en-id' | 'id-id') =>
  renderWithShell(
    (props: ShellProps) => (
      <ShellProvider value={props}>
        <HeldBookingBanner booking={booking} labels={labels} className="extra" />
      </ShellProvider>
    ),
    { locale },
  );

it("names the held booking in the remote's words and leads to the abandoned-booking screen", () => {
  render(held);
  const banner = screen.getByRole('region', { name: 'Your booking is not paid yet' });
  expect(banner).toHaveTextContent('RedNest Menteng, 12 Dec – 14 Dec, Rp 600.000: held until');
  expect(banner).toHaveClass('extra');
  expect(screen.getByRole('link', { name: 'Finish paying' })).toHaveAttribute(
    'href',
    `/en-id/abandoned-booking?booking=${held.booking_salt}`,
  );
});

it('speaks the shell locale (texts, dates and money)', () => {
  render(held, 'id-id');
  expect(screen.getByRole('region', { name: 'Pemesanan Anda belum dibayar' })).toHaveTextContent(
    /RedNest Menteng, 12 Des – 14 Des, Rp\s?600\.000: ditahan sampai/,
  );
  expect(screen.getByRole('link', { name: 'Selesaikan pembayaran' })).toHaveAttribute(
    'href',
    `/id-id/abandoned-booking?booking=${held.booking_salt}`,
  );
});

it('draws nothing without a booking on hold (loading, failed, nothing waits, or no hold left)', () => {
  for (const booking of [null, undefined, { ...held, hold_expires_at: null }]) {
    render(booking);
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
  }
});
