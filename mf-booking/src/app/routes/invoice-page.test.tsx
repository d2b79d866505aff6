import { screen, waitFor, within } from '@testing-library/react';
import type { Invoice } from '@rednest/shared/contracts';
import { apiError, createFakeApi, renderWithShell } from '@rednest/shared/testing';
import { App } from '../app';

const salt = 'S'.repeat(22);
const invoice: Invoice = {
  invoice_number: 'INV-RN000042',
  booking_code: 'RN000042',
  booking_salt: salt,
  issued_on: '2026-03-10',
  status: 'confirmed',
  paid_at: '2026-03-10T03:05:00Z',
  payment_method: 'card',
  hotel_name: 'RedNest Menteng',
  hotel_address: 'Jl. Cikini Raya 12, Jakarta',
  guest_name: 'Sari Wijaya',
  guest_email: 'sari@example.test',
  room_type: 'Standard Double',
  rate_plan: 'Room only',
  check_in_date: '2026-03-12',
  check_out_date: '2026-03-14',
  no_of_nights: 2,
  rooms: 1,
  guests: 2,
  currency: 'IDR',
  lines: [
    { label: 'Room, 2 nights', amount: 52_000_000 },
    { label: 'Service charge', amount: 2_600_000 },
    { label: 'Taxes', amount: 5_400_000 },
    { label: 'Breakfast x 2', amount: 14_000_000 },
    { label: 'Promo code STAY10', amount: -6_000_000 },
  ],
  total: 68_000_000,
  refund: null,
  pdf_url: `/api/booking/v16/booking_invoice_pdf?booking_salt=${salt}&expires=4102444800&signature=${'a'.repeat(64)}`,
};
const render = (handlers: Record<string, unknown>) =>
  renderWithShell((props) => <App {...props} />, { route: `/bookings/invoice/${salt}`, api: createFakeApi(handlers) });

it("shows the invoice's lines and total in the page's language, paid, with the PDF link", async () => {
  render({ bookingInvoice: invoice });
  expect(await screen.findByRole('heading', { name: 'Invoice INV-RN000042' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Charges' });
  expect(within(table).getByRole('rowheader', { name: 'Room, 2 nights' })).toBeInTheDocument();
  expect(within(table).getByRole('rowheader', { name: 'Promo code STAY10' })).toBeInTheDocument();
  expect(within(table).getByText('−Rp 60.000')).toBeInTheDocument();
  expect(within(table).getByText('Rp 680.000')).toBeInTheDocument();
  expect(screen.getByText(/^Paid on /)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', invoice.pdf_url);
  expect(screen.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute('href', `/en-id/bookings/${salt}`);
});

it('an invoice in baht is exact money: satang shown, where pages show whole baht', async () => {
  render({
    bookingInvoice: {
      ...invoice,
      currency: 'THB',
      lines: [{ label: 'Room, 1 night', amount: 107_107 }],
      total: 107_107,
      no_of_nights: 1,
    },
  });
  const table = await screen.findByRole('table', { name: 'Charges' });
  expect(within(table).getByRole('rowheader', { name: 'Room, 1 night' })).toBeInTheDocument();
  expect(within(table).getAllByText('฿1.071,07')).toHaveLength(2);
});

it("someone else's booking reads as not found", async () => {
  render({ bookingInvoice: apiError('bookingInvoice', 404, 'BOOKING_NOT_FOUND') });
  expect(await screen.findByRole('link', { name: 'My bookings' })).toBeInTheDocument();
});

it('a booking to be paid at the hotel says so instead of "not paid yet"', async () => {
  render({ bookingInvoice: { ...invoice, paid_at: null, payment_method: 'pay_at_hotel' } });
  expect(await screen.findByText('To pay at the hotel when you check in')).toBeInTheDocument();
  expect(screen.queryByText('Not paid yet')).not.toBeInTheDocument();
});

it("marks a room's or plan's name that is in another language than the page, for screen readers", async () => {
  render({ bookingInvoice: { ...invoice, room_type_lang: 'id', rate_plan_lang: 'en' } });
  const room = await screen.findByText(invoice.room_type);
  expect(room).toHaveAttribute('lang', 'id');
  expect(screen.getByText(invoice.rate_plan)).not.toHaveAttribute('lang');
});

it("a membership's id in place of a salt is the membership variant: the club's invoice page takes over", async () => {
  const api = createFakeApi({});
  renderWithShell((props) => <App {...props} />, { route: '/bookings/invoice/7', api });
  await waitFor(() => expect(window.location.pathname).toBe('/en-id/rc-profile-invoice/7'));
  expect(api.callsTo('bookingInvoice')).toHaveLength(0);
});
