import { screen, within } from '@testing-library/react';
import type { PaymentInstruction } from '@rednest/shared/contracts';
import { createFakeApi, renderWithShell } from '@rednest/shared/testing';
import { App } from '../app';
import { makeBooking } from '../app.test-helper';

const booking = makeBooking({
  last_payment: {
    method: 'card',
    status: 'succeeded',
    amount: 60_000_000,
    currency: 'IDR',
    attempted_at: '2026-03-10T03:01:00Z',
    declined_at: null,
    reason_code: null,
  },
});
const salt = booking.booking_salt;
const instruction: PaymentInstruction = {
  booking_salt: salt,
  status: 'paid',
  bank: 'BCA',
  va_number: '8808123456789012',
  amount: 60_000_000,
  currency: 'IDR',
  expires_at: '2026-03-10T04:00:00Z',
  simulate_url: null,
  proof: null,
};
const invoice = {
  bookingInvoice: {
    booking_salt: salt,
    payment_method: 'card',
    paid_at: '2026-03-10T03:02:00Z',
    guest_email: 'sari@example.test',
  },
};
const open = (handlers: Record<string, unknown>) =>
  renderWithShell((props) => <App {...props} />, {
    route: `/paymentInstruction/${salt}`,
    api: createFakeApi(handlers),
  });

it('a transfer that arrived after a card had paid the booking: says it was not needed and is being refunded, never "received"', async () => {
  const extra = {
    method: 'bank_transfer' as const,
    amount: 60_000_000,
    currency: 'IDR',
    paid_at: '2026-03-10T03:03:00Z',
    refund_status: 'processing' as const,
    refunded_at: null,
  };
  open({
    paymentInstruction: { ...instruction, status: 'already_paid' },
    getBooking: { ...booking, extra_payments: [extra] },
    ...invoice,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'This transfer was not needed' })).toBeInTheDocument();
  expect(document.title).toBe('This transfer was not needed | RedNest');
  expect(
    screen.getByText(
      'Sari, your booking at RedNest Menteng had already been paid when your transfer arrived, so the transfer is refunded in full to the bank account it came from. Your booking stays confirmed.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Transfer received/)).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Your booking is confirmed' })).toBeNull();
  // the notice is a chunk of its own, fetched for such a booking
  const notice = await screen.findByRole('region', { name: 'You paid twice' });
  expect(
    within(notice).getByText(
      'The extra payment of Rp 600.000 is being refunded in full to the bank account it came from.',
    ),
  ).toBeInTheDocument();
  expect(within(notice).getByText('Your bank is processing it')).toBeInTheDocument();
});

it('the transfer that paid it: the usual finish', async () => {
  open({
    paymentInstruction: instruction,
    getBooking: { ...booking, last_payment: { ...booking.last_payment!, method: 'bank_transfer' } },
    bookingInvoice: { ...invoice.bookingInvoice, payment_method: 'bank_transfer' },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'You paid twice' })).toBeNull();
});

it('the account closed because the booking was paid another way (a card, its payment link): the finish, never "the room was released"', async () => {
  open({ paymentInstruction: { ...instruction, status: 'expired' }, getBooking: booking, ...invoice });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeInTheDocument();
  expect(screen.queryByText(/The room was released/)).toBeNull();
  expect(screen.queryByText('The account closed before the transfer arrived')).toBeNull();
});

it('the account closed unpaid and the hold ended: says so', async () => {
  open({
    paymentInstruction: { ...instruction, status: 'expired' },
    getBooking: { ...booking, status: 'cancelled', cancel_reason: 'hold_expired', last_payment: null },
  });
  expect(await screen.findByText('The account closed before the transfer arrived')).toBeInTheDocument();
  expect(screen.getByText(/The room was released/)).toBeInTheDocument();
});

it('a transfer that arrived after the booking had ended: says the booking had ended and the transfer is refunded in full, following the refund; never "confirmed" nor "nothing was charged"', async () => {
  let n = 0;
  const ended = {
    ...booking,
    status: 'cancelled' as const,
    cancel_reason: 'released',
    last_payment: { ...booking.last_payment!, method: 'bank_transfer' as const, reason_code: 'paid_after_release' },
  };
  const refund = {
    amount: 60_000_000,
    fee: 0,
    status: 'processing' as const,
    requested_at: '2026-03-10T03:05:00Z',
    processed_at: null,
  };
  open({
    paymentInstruction: { ...instruction, status: 'paid_after_release' },
    getBooking: () => ({
      ...ended,
      refund: ++n < 2 ? refund : { ...refund, status: 'refunded', processed_at: '2026-03-11T08:00:00Z' },
    }),
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This booking had ended when your transfer arrived' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('This booking had ended when your transfer arrived | RedNest');
  expect(
    screen.getByText(
      'Sari, your booking at RedNest Menteng had ended (it was not paid in time, or was released) before your transfer arrived, so the transfer is refunded in full to the bank account it came from.',
    ),
  ).toBeInTheDocument();
  const notice = screen.getByRole('region', { name: 'Your payment comes back' });
  expect(
    within(notice).getByText('Your transfer of Rp 600.000 is being refunded in full to the bank account it came from.'),
  ).toBeInTheDocument();
  expect(within(notice).getByText('Your bank is processing it')).toBeInTheDocument();
  expect(
    await within(notice).findByText(
      'Your transfer of Rp 600.000 was refunded in full to the bank account it came from.',
      {},
      { timeout: 4000 },
    ),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'RedNest Menteng' })).getByText('Refunded in full'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Follow the refund' })).toHaveAttribute('href', `/en-id/bookings/${salt}`);
  expect(screen.queryByRole('heading', { name: 'Your booking is confirmed' })).toBeNull();
  expect(screen.queryByText(/Transfer received/)).toBeNull();
  expect(screen.queryByText(/Nothing was charged/)).toBeNull();
});
