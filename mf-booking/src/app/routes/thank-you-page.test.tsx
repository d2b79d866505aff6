import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingData, CheckinStatus, HotelDetails, Invoice, Locale } from '@rednest/shared/contracts';
import { apiError, createFakeApi, renderWithShell, type FakeApi } from '@rednest/shared/testing';
import { App } from '../app';
import { makeBooking } from '../app.test-helper';

const booking = makeBooking();
const salt = booking.booking_salt;
const hotel = {
  id: 7,
  slug: 'rednest-menteng',
  name: 'RedNest Menteng',
  property_type: 'hotel',
  street1: 'Jl. Cikini Raya 12',
  street2: '',
  area: 'Menteng',
  city: 'Jakarta',
  lat: -6.1944,
  lng: 106.8229,
  check_in_time: '14:00',
  check_out_time: '12:00',
  lead_picture: '/p/7.svg',
  currency: 'IDR',
  policies: {
    accepted_ids: ['ktp', 'passport'],
    couple_friendly: true,
    children_free_under_age: 6,
    deposit: 0,
    pay_at_hotel: true,
    syariah: false,
  },
} as unknown as HotelDetails;
const invoice = {
  booking_salt: salt,
  payment_method: 'card',
  paid_at: '2026-03-10T03:05:00Z',
  guest_email: 'sari@example.test',
} as unknown as Invoice;
const data: BookingData = {
  booking_salt: salt,
  booking_code: 'RN000042',
  status: 'confirmed',
  actions: {
    pay: false,
    cancel: true,
    change_dates: true,
    pay_date_change: false,
    check_in: false,
    rate: false,
    invoice: true,
  },
  checkin_state: 'not_yet',
  feedback_state: 'not_yet',
  cancel_refund: 60_000_000,
};
const checkin = {
  booking_salt: salt,
  booking_code: 'RN000042',
  state: 'not_yet',
  accepted_ids: ['ktp'],
  pass: null,
} as unknown as CheckinStatus;
const handlers = {
  getBooking: booking,
  hotelDetails: hotel,
  bookingInvoice: invoice,
  fetchBookingData: data,
  checkinStatus: checkin,
};

const open = (over: Record<string, unknown> = {}, locale?: Locale) =>
  renderWithShell((props) => <App {...props} />, {
    route: `/thank-you?booking=${salt}`,
    api: createFakeApi({ ...handlers, ...over }),
    ...(locale ? { locale } : {}),
  }).api as FakeApi;

it('is the finish: the confirmed heading, the code to copy, the stay card with how it was paid, the next steps and the actions', async () => {
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeInTheDocument();
  expect(screen.getByText('Thank you, Sari. Your room at RedNest Menteng is booked and paid.')).toBeInTheDocument();
  expect(document.title).toBe('Your booking is confirmed | RedNest');
  // the code, large and copyable
  const code = screen.getByRole('region', { name: 'Booking code' });
  expect(within(code).getByText('RN000042')).toBeInTheDocument();
  // the stay card as on the summary
  const card = screen.getByRole('region', { name: 'RedNest Menteng' });
  await waitFor(() => expect(within(card).getByText('Paid by card')).toBeInTheDocument());
  expect(within(card).getByText('Rp 600.000')).toBeInTheDocument();
  expect(within(card).getByText('Thu, 12 Mar 2026')).toBeInTheDocument();
  expect(within(card).getByText('from 14:00')).toBeInTheDocument();
  // the room and the plan are named apart (each may carry its own lang)
  expect(
    within(card).getByText((_, el) => el?.tagName === 'DD' && el.textContent === 'Standard Double · Room only'),
  ).toBeInTheDocument();
  expect(within(card).getByText('Jl. Cikini Raya 12, Menteng, Jakarta')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'View invoice' })).toHaveAttribute(
    'href',
    `/en-id/bookings/invoice/${salt}`,
  );
  // next steps
  const next = screen.getByRole('region', { name: 'What happens next' });
  expect(
    within(next).getByText('We emailed the confirmation and the invoice to sari@example.test.'),
  ).toBeInTheDocument();
  expect(within(next).getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
  expect(within(next).getByRole('link', { name: 'Directions in Google Maps (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=-6.194400%2C106.822900',
  );
  expect(within(next).getByText(/^On Thu, 12 Mar 2026 you can check in on your phone/)).toBeInTheDocument();
  // the check-in certainty card, without how to pay (it is paid)
  const certainty = screen.getByRole('region', { name: 'At check-in' });
  expect(within(certainty).getByText('Bring one of: KTP (identity card), Passport')).toBeInTheDocument();
  expect(within(certainty).queryByText(/Pay online/)).toBeNull();
  // the actions, as kit buttons
  expect(screen.getByRole('link', { name: 'View booking' })).toHaveAttribute('href', `/en-id/bookings/${salt}`);
  expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find another stay' })).toHaveAttribute('href', '/en-id');
});

it('copies the booking code and says so', async () => {
  // after setup: user-event puts a clipboard of its own on the navigator
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  open();
  await user.click(await screen.findByRole('button', { name: 'Copy code' }));
  expect(writeText).toHaveBeenCalledWith('RN000042');
  expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  expect(screen.getByText('Booking code RN000042 copied')).toBeInTheDocument();
});

it('where copying is refused, leaves the code selected and says to copy it by hand', async () => {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
    configurable: true,
  });
  open();
  await user.click(await screen.findByRole('button', { name: 'Copy code' }));
  expect(await screen.findByText(/We could not copy it: the code is selected/)).toBeInTheDocument();
  expect(window.getSelection()?.toString()).toBe('RN000042');
});

it('downloads the stay as an .ics file named by the booking code', async () => {
  let blob: Blob | null = null;
  const create = jest.fn((b: Blob) => {
    blob = b;
    return 'blob:stay';
  });
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
  const clicks: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  open();
  const next = await screen.findByRole('region', { name: 'What happens next' });
  await waitFor(() => expect(within(next).getByText('Getting there')).toBeInTheDocument());
  await userEvent.setup().click(within(next).getByRole('button', { name: 'Add to calendar (.ics)' }));
  expect(clicks[0]!.download).toBe('RN000042.ics');
  expect(blob!.type).toBe('text/calendar;charset=utf-8');
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob!);
  });
  expect(text).toContain('DTSTART;VALUE=DATE:20260312\r\n');
  expect(text).toContain('DTEND;VALUE=DATE:20260314\r\n');
  expect(text.replace(/\r\n /g, '')).toContain('LOCATION:RedNest Menteng\\, Jl. Cikini Raya 12\\, Menteng\\, Jakarta');
  click.mockRestore();
});

it('pay at the hotel: says what is due at the desk, in the card and as a step', async () => {
  open({ bookingInvoice: { ...invoice, payment_method: 'pay_at_hotel', paid_at: null } });
  expect(
    await screen.findByText(
      'Thank you, Sari. Your room at RedNest Menteng is booked: you pay at the hotel when you check in.',
    ),
  ).toBeInTheDocument();
  const card = screen.getByRole('region', { name: 'RedNest Menteng' });
  expect(within(card).getByText('To pay at the hotel')).toBeInTheDocument();
  expect(within(card).getByText('At the front desk when you check in')).toBeInTheDocument();
  expect(screen.getByText('Pay Rp 600.000 at the hotel when you check in.')).toBeInTheDocument();
});

it('on the check-in day leads to self check-in; once checked in, shows the pass', async () => {
  const { unmount } = renderWithShell((props) => <App {...props} />, {
    route: `/thank-you?booking=${salt}`,
    api: createFakeApi({ ...handlers, checkinStatus: { ...checkin, state: 'open' } }),
  });
  expect(await screen.findByRole('link', { name: 'Self check-in' })).toHaveAttribute(
    'href',
    `/en-id/self-check-in?booking=${salt}`,
  );
  unmount();
  const pass = {
    booking_code: 'RN000042',
    guest_name: 'Sari Wijaya',
    id_type: 'ktp',
    id_number_last4: '1234',
    qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  open({ checkinStatus: { ...checkin, state: 'checked_in', pass } });
  expect(await screen.findByRole('region', { name: 'Your stay pass' })).toBeInTheDocument();
});

it('cancels from the finish, after the quote, and goes to the booking page', async () => {
  const api = open({
    cancelQuote: { rule: 'free', refund: 60_000_000, fee: 0, currency: 'IDR', free_until: null },
    cancelBooking: { ...booking, status: 'cancelled' },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
  await user.click(await within(dialog).findByRole('button', { name: 'Yes, cancel' }));
  await waitFor(() => expect(api.callsTo('cancelBooking')[0]!.body).toEqual({ booking_salt: salt }));
  await waitFor(() => expect(window.location.pathname).toBe(`/en-id/bookings/${salt}`));
});

it('shows a skeleton while loading and an error panel with Retry when the booking cannot be read', async () => {
  let fail = true;
  open({ getBooking: () => (fail ? apiError('getBooking', 503, 'UNAVAILABLE', 'Try again later.') : booking) });
  expect(await screen.findByRole('status', { name: 'Loading your confirmation' })).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Your booking could not be loaded');
  fail = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeInTheDocument();
});

it('speaks the page language (Indonesian, Thai, Vietnamese)', async () => {
  for (const [locale, heading, action] of [
    ['id-id', 'Pesanan Anda terkonfirmasi', 'Salin kode'],
    ['th-th', 'ยืนยันการจองของคุณแล้ว', 'คัดลอกรหัส'],
    ['vi-vn', 'Đặt phòng của bạn đã được xác nhận', 'Sao chép mã'],
  ] as const) {
    const { unmount } = renderWithShell((props) => <App {...props} />, {
      route: `/thank-you?booking=${salt}`,
      api: createFakeApi(handlers),
      locale,
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: action })).toBeInTheDocument();
    unmount();
  }
});

it('paid twice: the finish says which payment was kept and that the extra one is being refunded', async () => {
  const last = {
    method: 'card' as const,
    status: 'succeeded' as const,
    amount: 60_000_000,
    currency: 'IDR',
    attempted_at: '2026-03-10T03:01:00Z',
    declined_at: null,
    reason_code: null,
  };
  const extra = {
    method: 'bank_transfer' as const,
    amount: 60_000_000,
    currency: 'IDR',
    paid_at: '2026-03-10T03:02:00Z',
    refund_status: 'refunded' as const,
    refunded_at: '2026-03-11T08:00:00Z',
  };
  open({ getBooking: { ...booking, last_payment: last, extra_payments: [extra] } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeInTheDocument();
  // the notice is a chunk of its own, fetched for such a booking
  const notice = await screen.findByRole('region', { name: 'You paid twice' });
  expect(within(notice).getByText('We kept one payment of Rp 600.000 for this booking.')).toBeInTheDocument();
  expect(
    within(notice).getByText('The extra payment of Rp 600.000 was refunded in full to the bank account it came from.'),
  ).toBeInTheDocument();
  expect(within(notice).getByText(/^Refunded on 11 Mar/)).toBeInTheDocument();
});
