import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking, LastPayment, Locale } from '@rednest/shared/contracts';
import { createFakeApi, renderWithShell, type FakeApi } from '@rednest/shared/testing';
import { Route, Routes } from 'react-router-dom';
import { RemoteRoot } from '@rednest/shared/remote';
import { texts } from '../labels';
import { App } from '../app';
import { PaymentsPage } from './payments-page';

const policy = { refundable: true, free_until_hours_before_check_in: 48, fee_percent: 100, summary: '' };
const base: Booking = {
  id: 42,
  booking_salt: 'S'.repeat(22),
  status: 'pending',
  hold_expires_at: '2026-03-10T03:15:00Z',
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
};
const attempt: LastPayment = {
  method: 'card',
  status: 'declined',
  amount: 60_000_000,
  currency: 'IDR',
  attempted_at: '2026-03-10T03:01:00Z',
  declined_at: '2026-03-10T03:02:00Z',
  reason_code: 'card_declined',
};
const open = (result: string | null, handlers: Record<string, unknown>, locale?: Locale) => {
  const api = createFakeApi(handlers);
  renderWithShell((props) => <App {...props} />, {
    route: `/payments?booking=${base.booking_salt}${result ? `&result=${result}` : ''}`,
    api,
    ...(locale ? { locale } : {}),
  });
  return api as FakeApi;
};

it('paid by card: the journey\'s finish, titled as confirmed (not "Payment"), with the code, the stay and the total', async () => {
  open('return', {
    getBooking: { ...base, status: 'confirmed', hold_expires_at: null },
    bookingInvoice: { payment_method: 'card', paid_at: '2026-03-10T03:05:00Z', guest_email: 'sari@example.test' },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeInTheDocument();
  expect(document.title).toBe('Your booking is confirmed | RedNest');
  expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();
  expect(within(screen.getByRole('region', { name: 'Booking code' })).getByText('RN000042')).toBeInTheDocument();
  const card = screen.getByRole('region', { name: 'RedNest Menteng' });
  expect(within(card).getByText('Rp 600.000')).toBeInTheDocument();
  expect(await within(card).findByText('Paid by card')).toBeInTheDocument();
  expect(within(card).getByText('Thu, 12 Mar 2026')).toBeInTheDocument();
  expect(screen.getByText('Thank you, Sari. Your room at RedNest Menteng is booked and paid.')).toBeInTheDocument();
});

it('says it is confirming while the payment is pending after the card page, and shows the outcome when it arrives', async () => {
  let n = 0;
  open('return', { getBooking: () => (++n < 2 ? base : { ...base, status: 'confirmed', hold_expires_at: null }) });
  expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Your booking is confirmed' }, { timeout: 4000 }),
  ).toBeInTheDocument();
});

it("back by the card page's cancel link: says the payment was not completed, offers to pay again, another way, or release the room", async () => {
  const api = open('cancelled', {
    getBooking: { ...base, last_payment: { ...attempt, status: 'pending' } },
    releaseSaleRoom: { ...base, status: 'cancelled', cancel_reason: 'released' },
  });
  expect(await screen.findByRole('heading', { name: 'Your payment was not completed' })).toBeInTheDocument();
  expect(screen.getByText('You left the card page before paying. Nothing was charged.')).toBeInTheDocument();
  expect(screen.queryByText(/declined/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay by card' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose another way to pay' })).toHaveAttribute(
    'href',
    `/en-id/payment?booking=${base.booking_salt}`,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Release the room' }));
  await waitFor(() => expect(api.callsTo('releaseSaleRoom')[0]!.body).toEqual({ booking_salt: base.booking_salt }));
});

it('explains a booking whose hold ran out', async () => {
  open('cancelled', {
    getBooking: { ...base, status: 'cancelled', cancel_reason: 'hold_expired', hold_expires_at: null },
  });
  expect(await screen.findByRole('heading', { name: 'This booking has ended' })).toBeInTheDocument();
  expect(screen.getByText(/was not paid in time/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Book this property again' })).toHaveAttribute(
    'href',
    '/en-id/hotel/rednest-menteng',
  );
});

it('paid after the room was given back: says the whole payment is being refunded, then when it was, with a link to follow it', async () => {
  const refund = {
    amount: 60_000_000,
    fee: 0,
    status: 'processing' as const,
    requested_at: '2026-03-10T03:20:00Z',
    processed_at: null,
  };
  open('return', {
    getBooking: { ...base, status: 'cancelled', cancel_reason: 'released', hold_expires_at: null, refund },
  });
  expect(await screen.findByRole('heading', { name: 'This booking has ended' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'Your payment arrived after the room had been given back, so all of it (Rp 600.000) is being refunded to the card you paid with.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Nothing was charged/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Follow the refund' })).toHaveAttribute(
    'href',
    `/en-id/bookings/${base.booking_salt}`,
  );
});

it('paid after the room was given back and already refunded: says so with the day', async () => {
  const refund = {
    amount: 60_000_000,
    fee: 0,
    status: 'refunded' as const,
    requested_at: '2026-03-10T03:20:00Z',
    processed_at: '2026-03-11T08:00:00Z',
  };
  open('return', {
    getBooking: { ...base, status: 'cancelled', cancel_reason: 'released', hold_expires_at: null, refund },
  });
  expect(
    await screen.findByText(
      'Your payment arrived after the room had been given back. All of it (Rp 600.000) was refunded to your card on Wed, 11 Mar 2026.',
    ),
  ).toBeInTheDocument();
});

describe('a declined card (the server says so in last_payment)', () => {
  it('back by the cancel link: says the card was declined, with another card, another way to pay and releasing the room', async () => {
    const leave = jest.fn();
    const api = createFakeApi({
      getBooking: { ...base, last_payment: attempt },
      cardPayment: {
        payment_id: 2,
        status: 'created',
        redirect_url: 'http://gateway.test/checkout/cs_2',
        amount: 60_000_000,
        currency: 'IDR',
      },
    }) as FakeApi;
    renderWithShell(
      (props) => (
        <RemoteRoot shell={props} texts={texts}>
          <Routes>
            <Route path="payments" element={<PaymentsPage leave={leave} />} />
          </Routes>
        </RemoteRoot>
      ),
      { route: `/payments?booking=${base.booking_salt}&result=cancelled`, api },
    );
    expect(await screen.findByRole('heading', { name: 'Your card was declined' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your card was declined. Try another card or another way to pay.',
    );
    expect(screen.getByRole('link', { name: 'Choose another way to pay' })).toHaveAttribute(
      'href',
      `/en-id/payment?booking=${base.booking_salt}`,
    );
    expect(screen.getByRole('button', { name: 'Release the room' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try another card' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://gateway.test/checkout/cs_2'));
    expect(api.callsTo('cardPayment')[0]!.body).toEqual({
      booking_salt: base.booking_salt,
      return_url: `${window.location.origin}/en-id/payments`,
    });
  });

  it('"Finish paying" (no result): says it too, and why when the bank refused its code', async () => {
    open(null, { getBooking: { ...base, last_payment: { ...attempt, reason_code: 'authentication_failed' } } });
    expect(await screen.findByRole('heading', { name: 'Your card was declined' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your card was declined. Try another card or another way to pay.Your bank did not accept the confirmation code.',
    );
  });

  it('back from the card page after paying with another card: still "Confirming…" while the answer is on its way', async () => {
    let n = 0;
    open('return', {
      getBooking: () =>
        ++n < 2
          ? { ...base, last_payment: attempt }
          : {
              ...base,
              status: 'confirmed',
              hold_expires_at: null,
              last_payment: { ...attempt, status: 'succeeded', declined_at: null, reason_code: null },
            },
    });
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    expect(screen.queryByText(/declined/)).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your booking is confirmed' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('is said in Indonesian, Vietnamese and Thai', async () => {
    for (const [locale, text] of [
      ['id-id', 'Kartu Anda ditolak. Coba kartu lain atau cara bayar lain.'],
      ['vi-vn', 'Thẻ của bạn bị từ chối. Hãy thử thẻ khác hoặc cách thanh toán khác.'],
      ['th-th', 'บัตรของคุณถูกปฏิเสธ ลองใช้บัตรอื่นหรือวิธีชำระเงินอื่น'],
    ] as const) {
      const { unmount } = renderWithShell((props) => <App {...props} />, {
        route: `/payments?booking=${base.booking_salt}&result=cancelled`,
        api: createFakeApi({ getBooking: { ...base, last_payment: attempt } }),
        locale,
      });
      // each language is a chunk of its own: the message shows once it is in
      expect(await screen.findByText(text)).toBeInTheDocument();
      unmount();
    }
  });
});

describe('back from the card page of a booking another payment had already paid', () => {
  const paidByLink: LastPayment = {
    method: 'payment_link',
    status: 'succeeded',
    amount: 60_000_000,
    currency: 'IDR',
    attempted_at: '2026-03-10T03:01:00Z',
    declined_at: null,
    reason_code: null,
  };
  const cardBack = {
    method: 'card' as const,
    amount: 60_000_000,
    currency: 'IDR',
    paid_at: '2026-03-10T03:03:00Z',
    refund_status: 'requested' as const,
    refunded_at: null,
  };
  const paid = { ...base, status: 'confirmed' as const, hold_expires_at: null, last_payment: paidByLink };
  const finish = {
    bookingInvoice: { payment_method: 'card', paid_at: '2026-03-10T03:02:00Z', guest_email: 'sari@example.test' },
  };

  it('says the booking was already paid and this card payment is refunded in full: not a second "confirmed", not "failed"', async () => {
    open('return', { getBooking: { ...paid, extra_payments: [cardBack] }, ...finish });
    expect(await screen.findByRole('heading', { level: 1, name: 'This booking was already paid' })).toBeInTheDocument();
    expect(document.title).toBe('This booking was already paid | RedNest');
    expect(
      screen.getByText(
        'Sari, your booking at RedNest Menteng had already been paid when this card payment arrived, so this payment is refunded in full. Your booking stays confirmed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your booking is confirmed' })).toBeNull();
    expect(screen.queryByText(/failed|declined/i)).toBeNull();
    // the notice is a chunk of its own, fetched for such a booking
    const notice = await screen.findByRole('region', { name: 'You paid twice' });
    expect(
      within(notice).getByText('The extra payment of Rp 600.000 is being refunded in full to the card it came from.'),
    ).toBeInTheDocument();
    // the booking code and the stay are still there to keep
    expect(within(screen.getByRole('region', { name: 'Booking code' })).getByText('RN000042')).toBeInTheDocument();
  });

  it('keeps "Confirming…" while the card payment has not been heard of yet, rather than calling it confirmed', async () => {
    let n = 0;
    open('return', { getBooking: () => (++n < 2 ? paid : { ...paid, extra_payments: [cardBack] }), ...finish });
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your booking is confirmed' })).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'This booking was already paid' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('the card that paid it: the usual finish, with no notice', async () => {
    open('return', {
      getBooking: { ...paid, last_payment: { ...paidByLink, method: 'card' }, extra_payments: [] },
      ...finish,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'You paid twice' })).toBeNull();
  });
});
