import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking, CheckinStatus, HotelDetails, Invoice } from '@rednest/shared/contracts';
import { apiError, createFakeApi, renderWithShell, type FakeApi } from '@rednest/shared/testing';
import { App } from '../app';

const policy = {
  refundable: true,
  free_until_hours_before_check_in: 48,
  fee_percent: 50,
  summary: 'Free cancellation until 48 hours before check-in; after that 50% of the stay is charged.',
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
  special_request: 'Quiet room, high floor',
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
};
const open = (handlers: Record<string, unknown>) => {
  const api = createFakeApi(handlers);
  renderWithShell((props) => <App {...props} />, { route: `/bookings/${confirmed.booking_salt}`, api });
  return api as FakeApi;
};

it('shows the booking and, before cancelling, what comes back; then the refund as it moves', async () => {
  let cancelled = false;
  const api = open({
    getBooking: () =>
      cancelled
        ? {
            ...confirmed,
            status: 'cancelled',
            cancel_reason: 'guest',
            refund: {
              amount: 30_000_000,
              fee: 30_000_000,
              status: 'processing',
              requested_at: '2026-03-10T04:00:00Z',
              processed_at: null,
            },
          }
        : confirmed,
    cancelQuote: {
      rule: 'fee',
      refund: 30_000_000,
      fee: 30_000_000,
      currency: 'IDR',
      free_until: '2026-03-10T00:00:00Z',
    },
    cancelBooking: () => {
      cancelled = true;
      return confirmed;
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'RedNest Menteng' })).toBeInTheDocument();
  expect(screen.getByText('RN000042')).toBeInTheDocument();
  // what the guest asked of the property, kept with the booking
  expect(screen.getByText('Your request to the property').nextElementSibling).toHaveTextContent(
    'Quiet room, high floor',
  );
  // the shared rule's words, as on the hotel page and the summary (not the API's English summary)
  expect(
    screen.getByText('Free cancellation until 2 days before check-in. After that, 50% of the stay is charged.'),
  ).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
  expect(
    await within(dialog).findByText('Free cancellation has ended: Rp 300.000 is kept and Rp 300.000 comes back.'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
  await waitFor(() => expect(api.callsTo('cancelBooking')[0]!.body).toEqual({ booking_salt: confirmed.booking_salt }));
  expect(await screen.findByRole('heading', { name: 'Refund' })).toBeInTheDocument();
  expect(screen.getByText('Rp 300.000 comes back to the card you paid with.')).toBeInTheDocument();
  expect(screen.getByText('Your bank is processing it')).toBeInTheDocument();
});

it('keeps the booking when the guest changes their mind', async () => {
  const api = open({
    getBooking: confirmed,
    cancelQuote: { rule: 'free', refund: 60_000_000, fee: 0, currency: 'IDR', free_until: null },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
  expect(await within(dialog).findByText('You can still cancel for free: Rp 600.000 comes back.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo('cancelBooking')).toHaveLength(0);
});

it('says a booking it cannot find is not found', async () => {
  open({
    getBooking: () => {
      throw apiError('getBooking', 404, 'BOOKING_NOT_FOUND');
    },
  });
  expect(await screen.findByText('We could not find this booking')).toBeInTheDocument();
});

describe('paid twice (extra_payments)', () => {
  const kept = {
    method: 'card' as const,
    status: 'succeeded' as const,
    amount: 60_000_000,
    currency: 'IDR',
    attempted_at: '2026-03-10T03:01:00Z',
    declined_at: null,
    reason_code: null,
  };
  const extra = {
    method: 'payment_link' as const,
    amount: 60_000_000,
    currency: 'IDR',
    paid_at: '2026-03-10T03:02:00Z',
    refund_status: 'requested' as const,
    refunded_at: null,
  };

  it('says calmly which payment was kept and that the other is being refunded to the card, with its status and date', async () => {
    open({ getBooking: { ...confirmed, last_payment: kept, extra_payments: [extra] } });
    const notice = await screen.findByRole('region', { name: 'You paid twice' });
    expect(within(notice).getByText('We kept one payment of Rp 600.000 for this booking.')).toBeInTheDocument();
    expect(
      within(notice).getByText('The extra payment of Rp 600.000 is being refunded in full to the card it came from.'),
    ).toBeInTheDocument();
    expect(within(notice).getByText(/^Refund requested on 10 Mar/)).toBeInTheDocument();
    expect(within(notice).getByText('There is nothing you need to do.')).toBeInTheDocument();
  });

  it('a transfer given back: says the bank account, and the day it was refunded; follows the refund until then', async () => {
    let n = 0;
    const moving = { ...extra, method: 'bank_transfer' as const, refund_status: 'processing' as const };
    const done = { ...moving, refund_status: 'refunded' as const, refunded_at: '2026-03-11T08:00:00Z' };
    open({ getBooking: () => ({ ...confirmed, last_payment: kept, extra_payments: [++n < 2 ? moving : done] }) });
    const notice = await screen.findByRole('region', { name: 'You paid twice' });
    expect(
      within(notice).getByText(
        'The extra payment of Rp 600.000 is being refunded in full to the bank account it came from.',
      ),
    ).toBeInTheDocument();
    expect(within(notice).getByText('Your bank is processing it')).toBeInTheDocument();
    expect(
      await within(notice).findByText(
        'The extra payment of Rp 600.000 was refunded in full to the bank account it came from.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(within(notice).getByText(/^Refunded on 11 Mar/)).toBeInTheDocument();
  });

  it('paid at the hotel and by card: the total stays due at the hotel, the card payment comes back', async () => {
    const atHotel = { ...kept, method: 'pay_at_hotel' as const, status: 'due_at_hotel' as const };
    open({
      getBooking: { ...confirmed, last_payment: atHotel, extra_payments: [{ ...extra, method: 'card' as const }] },
    });
    const notice = await screen.findByRole('region', { name: 'You paid twice' });
    expect(within(notice).getByText('Rp 600.000 stays to be paid at the hotel, as you chose.')).toBeInTheDocument();
    expect(
      within(notice).getByText('The extra payment of Rp 600.000 is being refunded in full to the card it came from.'),
    ).toBeInTheDocument();
  });

  it('shows nothing of it when the booking was paid once', async () => {
    open({ getBooking: { ...confirmed, last_payment: kept, extra_payments: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'RedNest Menteng' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'You paid twice' })).toBeNull();
  });

  it('is said in Indonesian, Vietnamese and Thai', async () => {
    for (const [locale, title] of [
      ['id-id', 'Anda membayar dua kali'],
      ['vi-vn', 'Bạn đã thanh toán hai lần'],
      ['th-th', 'คุณชำระเงินซ้ำสองครั้ง'],
    ] as const) {
      const { unmount } = renderWithShell((props) => <App {...props} />, {
        route: `/bookings/${confirmed.booking_salt}`,
        api: createFakeApi({ getBooking: { ...confirmed, last_payment: kept, extra_payments: [extra] } }),
        locale,
      });
      const notice = await screen.findByRole('region', { name: title });
      expect(within(notice).getAllByText(/600\.000|600,000/).length).toBeGreaterThan(0);
      unmount();
    }
  });
});

describe("drawn as the journey's finish is", () => {
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
    booking_salt: confirmed.booking_salt,
    payment_method: 'card',
    paid_at: '2026-03-10T03:05:00Z',
    guest_email: 'sari@example.test',
  } as unknown as Invoice;
  const checkin = {
    booking_salt: confirmed.booking_salt,
    booking_code: 'RN000042',
    state: 'not_yet',
    accepted_ids: ['ktp'],
    pass: null,
  } as unknown as CheckinStatus;
  const handlers = { getBooking: confirmed, hotelDetails: hotel, bookingInvoice: invoice, checkinStatus: checkin };
  const salt = confirmed.booking_salt;

  it('a confirmed booking: the status as a badge, the code to copy, the stay card with its picture and how it was paid, what happens next, the check-in card, the policy', async () => {
    open(handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'RedNest Menteng' })).toBeInTheDocument();
    expect(screen.getByText('Confirmed', { exact: true })).toBeInTheDocument();
    expect(
      screen.getByText('Booked and confirmed. Show your booking code at the front desk when you arrive.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Booking code' })).getByText('RN000042')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Booking code' })).getByRole('button', { name: 'Copy code' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Your stay' });
    await waitFor(() => expect(within(card).getByText('Paid by card')).toBeInTheDocument());
    expect(card.querySelector('img')).toHaveAttribute('src', '/p/7.svg');
    expect(within(card).getByText('Rp 600.000')).toBeInTheDocument();
    expect(within(card).getByText('Thu, 12 Mar 2026')).toBeInTheDocument();
    expect(within(card).getByText('Jl. Cikini Raya 12, Menteng, Jakarta')).toBeInTheDocument();
    // the room and the plan are named apart (each may carry its own lang)
    expect(
      within(card).getByText((_, el) => el?.tagName === 'DD' && el.textContent === 'Standard Double · Room only'),
    ).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(within(next).getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
    expect(
      within(next).getByRole('link', { name: 'Directions in Google Maps (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'At check-in' })).getByText(
        'Bring one of: KTP (identity card), Passport',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Cancellation' })).getByText(
        'Free cancellation until 2 days before check-in. After that, 50% of the stay is charged.',
      ),
    ).toBeInTheDocument();
  });

  it("the actions are links drawn as the kit's buttons (never the browser's blue underline): change dates, invoice, cancel, my bookings", async () => {
    open(handlers);
    const cancel = await screen.findByRole('button', { name: 'Cancel booking' });
    const invoiceLink = screen.getByRole('link', { name: 'Invoice' });
    expect(invoiceLink).toHaveAttribute('href', `/en-id/bookings/invoice/${salt}`);
    expect(screen.getByRole('link', { name: 'Change dates' })).toHaveAttribute(
      'href',
      `/en-id/bookings/modify-booking/${salt}`,
    );
    const mine = screen.getByRole('link', { name: 'My bookings' });
    expect(mine).toHaveAttribute('href', '/en-id/my-bookings');
    // the kit Button's own classes: a secondary link looks like the secondary Cancel button
    expect(invoiceLink.className).toBe(cancel.className);
    expect(mine.className).toMatch(/rnButton/);
  });

  it('a held booking: "Awaiting payment", until when the room is held, and the ways to pay; no invoice yet', async () => {
    const until = '2026-03-10T04:15:00Z';
    open({ ...handlers, getBooking: { ...confirmed, status: 'pending', hold_expires_at: until } });
    expect(await screen.findByText('Awaiting payment', { exact: true })).toBeInTheDocument();
    // the guest's clock, and the text says whose
    expect(
      screen.getByText(
        /^Waiting for your payment: the room is held for you until \d\d[.:]\d\d \(your time, [^)]+\)\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay by card' })).toHaveAttribute(
      'href',
      `/en-id/payments?booking=${salt}`,
    );
    expect(screen.getByRole('link', { name: 'Choose another way to pay' })).toHaveAttribute(
      'href',
      `/en-id/payment?booking=${salt}`,
    );
    expect(screen.queryByRole('link', { name: 'Invoice' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Your stay' })).getByText('Not paid yet')).toBeInTheDocument();
  });

  it('a released booking: "Cancelled", why, and nothing charged; no cancel, no change of dates', async () => {
    open({
      ...handlers,
      getBooking: { ...confirmed, status: 'cancelled', cancel_reason: 'released' },
      bookingInvoice: { ...invoice, payment_method: null, paid_at: null },
    });
    expect(await screen.findByText('Cancelled', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('You released the room. Nothing was charged.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Your stay' })).getByText('Not paid: nothing was charged'),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change dates' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'What happens next' })).toBeNull();
  });

  it('a transfer that arrived after the booking had ended: the refund goes back to the bank account, the stay card says refunded in full', async () => {
    const transfer = {
      method: 'bank_transfer' as const,
      status: 'succeeded' as const,
      amount: 60_000_000,
      currency: 'IDR',
      attempted_at: '2026-03-10T03:01:00Z',
      declined_at: null,
      reason_code: 'paid_after_release',
    };
    open({
      ...handlers,
      getBooking: {
        ...confirmed,
        status: 'cancelled',
        cancel_reason: 'released',
        last_payment: transfer,
        refund: {
          amount: 60_000_000,
          fee: 0,
          status: 'refunded',
          requested_at: '2026-03-10T03:05:00Z',
          processed_at: '2026-03-11T08:00:00Z',
        },
      },
      bookingInvoice: { ...invoice, payment_method: 'bank_transfer', paid_at: null },
    });
    const refund = await screen.findByRole('region', { name: 'Refund' });
    expect(within(refund).getByText('Rp 600.000 comes back to the bank account you paid from.')).toBeInTheDocument();
    expect(within(refund).getByText(/^Refunded on 11 Mar/)).toBeInTheDocument();
    expect(screen.getByText('This booking was cancelled.')).toBeInTheDocument();
    expect(screen.queryByText(/Nothing was charged/)).toBeNull();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Your stay' })).getByText('Refunded in full'),
      ).toBeInTheDocument(),
    );
  });

  it('while it loads, one skeleton; a failure, the error with Retry', async () => {
    let fail = true;
    open({
      ...handlers,
      getBooking: () => {
        if (fail) throw apiError('getBooking', 500, 'INTERNAL');
        return confirmed;
      },
    });
    expect(screen.getByRole('status', { name: 'Loading your booking' })).toHaveAttribute('aria-busy', 'true');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'RedNest Menteng' })).toBeInTheDocument();
  });

  it('is said in Indonesian, Vietnamese and Thai', async () => {
    for (const [locale, status, stay] of [
      ['id-id', 'Terkonfirmasi', 'Masa menginap Anda'],
      ['vi-vn', 'Đã xác nhận', 'Kỳ lưu trú của bạn'],
      ['th-th', 'ยืนยันแล้ว', 'การเข้าพักของคุณ'],
    ] as const) {
      const { unmount } = renderWithShell((props) => <App {...props} />, {
        route: `/bookings/${salt}`,
        api: createFakeApi(handlers),
        locale,
      });
      expect(await screen.findByText(status, { exact: true })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: stay })).toBeInTheDocument();
      unmount();
    }
  });
});

it('offers no cancel and no new dates once the server says the time for them has passed (check-in time)', async () => {
  const data = {
    booking_salt: confirmed.booking_salt,
    booking_code: 'RN000042',
    status: 'confirmed',
    actions: {
      pay: false,
      cancel: false,
      change_dates: false,
      pay_date_change: false,
      check_in: true,
      rate: false,
      invoice: true,
    },
    checkin_state: 'open',
    feedback_state: 'not_yet',
    cancel_refund: 0,
  };
  open({ getBooking: confirmed, fetchBookingData: data });
  expect(await screen.findByRole('link', { name: 'Invoice' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull());
  expect(screen.queryByRole('link', { name: 'Change dates' })).toBeNull();
});
