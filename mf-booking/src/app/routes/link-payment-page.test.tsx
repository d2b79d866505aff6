import { within, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentLink } from '@rednest/shared/contracts';
import { Route, Routes } from 'react-router-dom';
import { RemoteRoot } from '@rednest/shared/remote';
import { apiError, createFakeApi, renderWithShell, type FakeApi } from '@rednest/shared/testing';
import { texts } from '../labels';
import { App } from '../app';
import { LinkPaymentPage } from './link-payment-page';

const TOKEN = 'T'.repeat(43);
const link: PaymentLink = {
  state: 'payable',
  expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
  booking: {
    booking_code: 'RN000042',
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
    total: 60_000_000,
    currency: 'IDR',
  },
};
const open = (handlers: Record<string, unknown>, query = '') => {
  const api = createFakeApi(handlers);
  renderWithShell((props) => <App {...props} />, { route: `/link-payment/${TOKEN}${query}`, api });
  return api as FakeApi;
};

it('shows what the link pays and opens the card page for it', async () => {
  const leave = jest.fn();
  const api = createFakeApi({
    paymentLink: link,
    paymentLinkCardPayment: {
      payment_id: 7,
      status: 'created',
      redirect_url: 'http://gateway.test/checkout/cs_1',
      amount: 60_000_000,
      currency: 'IDR',
    },
  }) as FakeApi;
  renderWithShell(
    (props) => (
      <RemoteRoot shell={props} texts={texts}>
        <Routes>
          <Route path="link-payment/:token" element={<LinkPaymentPage leave={leave} />} />
        </Routes>
      </RemoteRoot>
    ),
    { route: `/link-payment/${TOKEN}`, api },
  );
  expect(await screen.findByText('RN000042')).toBeInTheDocument();
  expect(screen.getByText('RedNest Menteng')).toBeInTheDocument();
  expect(screen.getByText(/Sari Wijaya booked this stay/)).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent(/This link works for \d+:\d\d/);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Pay Rp 600.000 by card' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith('http://gateway.test/checkout/cs_1'));
  expect(api.callsTo('paymentLinkCardPayment')[0]!.body).toEqual({
    token: TOKEN,
    return_url: `${window.location.origin}/en-id/link-payment/${TOKEN}`,
  });
});

it("waits for the bank after the card page, then draws the booking's finish for whoever paid (no owner's pages)", async () => {
  let n = 0;
  open({ paymentLink: () => (++n < 2 ? link : { ...link, state: 'paid' }) }, '?result=return');
  expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 4000 }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Thank you. The booking of Sari Wijaya at RedNest Menteng is paid and confirmed.'),
  ).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Booking code' })).getByText('RN000042')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'RedNest Menteng' })).getByText('Paid by card')).toBeInTheDocument();
  expect(screen.getByText('We emailed the confirmation to Sari Wijaya, who made the booking.')).toBeInTheDocument();
  // the payer may not be the booking's owner: no cancel, the booking is found by its code
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Manage this booking' })).toHaveAttribute('href', '/en-id/bookings/find');
});

it('says a payment was not completed and offers to pay again', async () => {
  open({ paymentLink: link }, '?result=cancelled');
  expect(await screen.findByText(/The card payment was not completed/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay Rp 600.000 by card' })).toBeEnabled();
});

it("a card the bank declined on the gateway's page is said, in place of 'not completed', and the link still pays", async () => {
  const declined = {
    method: 'card' as const,
    status: 'declined' as const,
    amount: 60_000_000,
    currency: 'IDR',
    attempted_at: '2026-03-10T03:01:00Z',
    declined_at: '2026-03-10T03:02:00Z',
    reason_code: 'card_declined',
  };
  open({ paymentLink: { ...link, last_payment: declined } }, '?result=cancelled');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined');
  expect(screen.queryByText(/The card payment was not completed/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay Rp 600.000 by card' })).toBeEnabled();
});

it.each([
  ['expired', 'This payment link has expired'],
  ['replaced', 'A newer payment link was sent'],
  ['ended', 'This booking has ended'],
] as const)('a %s link says so instead of offering to pay', async (state, heading) => {
  open({ paymentLink: { ...link, state } });
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /by card/ })).not.toBeInTheDocument();
});

it('an unknown link says it does not work', async () => {
  open({ paymentLink: apiError('paymentLink', 404, 'PAYMENT_LINK_NOT_FOUND') });
  expect(await screen.findByRole('heading', { name: 'This payment link does not work' })).toBeInTheDocument();
});

it('a link that stopped working while the page was open says why when Pay is pressed', async () => {
  open({
    paymentLink: link,
    paymentLinkCardPayment: () => {
      throw apiError('paymentLinkCardPayment', 409, 'PAYMENT_LINK_REPLACED');
    },
  });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay Rp 600.000 by card' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A newer payment link was sent for this booking');
});

describe("the link's own payment given back (given_back)", () => {
  const kept = {
    method: 'card' as const,
    status: 'succeeded' as const,
    amount: 60_000_000,
    currency: 'IDR',
    attempted_at: '2026-03-10T03:01:00Z',
    declined_at: null,
    reason_code: null,
  };
  const back = {
    reason: 'already_paid' as const,
    amount: 60_000_000,
    currency: 'IDR',
    paid_at: '2026-03-10T03:02:00Z',
    refund_status: 'processing' as const,
    refunded_at: null,
  };

  it('came after another payment had paid the booking: "This booking was already paid", the payment refunded in full, its refund followed until done', async () => {
    let n = 0;
    const done = { ...back, refund_status: 'refunded' as const, refunded_at: '2026-03-11T08:00:00Z' };
    open({ paymentLink: () => ({ ...link, state: 'paid', last_payment: kept, given_back: ++n < 2 ? back : done }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'This booking was already paid' })).toBeInTheDocument();
    expect(document.title).toBe('This booking was already paid | RedNest');
    expect(
      screen.getByText(
        'The booking of Sari Wijaya at RedNest Menteng had already been paid when your payment arrived, so your payment is refunded in full. The booking stays confirmed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your booking is confirmed' })).toBeNull();
    const notice = screen.getByRole('region', { name: 'Your payment comes back' });
    expect(
      within(notice).getByText('Your payment of Rp 600.000 is being refunded in full to the card it came from.'),
    ).toBeInTheDocument();
    expect(within(notice).getByText('Your bank is processing it')).toBeInTheDocument();
    expect(
      await within(notice).findByText(
        'Your payment of Rp 600.000 was refunded in full to the card it came from.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(within(notice).getByText(/^Refunded on 11 Mar/)).toBeInTheDocument();
    // the booking in short stays, its total not said to be this payer's
    expect(within(screen.getByRole('region', { name: 'RedNest Menteng' })).queryByText('Paid by card')).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage this booking' })).toBeInTheDocument();
  });

  it('back from the card page of a booking another payment had paid: confirming until its own word arrives, never "confirmed" meanwhile', async () => {
    let n = 0;
    open(
      { paymentLink: () => ({ ...link, state: 'paid', last_payment: kept, given_back: ++n < 3 ? null : back }) },
      '?result=return',
    );
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your booking is confirmed' })).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This booking was already paid' }, { timeout: 6000 }),
    ).toBeInTheDocument();
  });

  it('came after the booking had ended: says it ended and the payment is refunded in full, never "nothing was charged"', async () => {
    open({
      paymentLink: {
        ...link,
        state: 'ended',
        last_payment: { ...kept, reason_code: 'paid_after_release' },
        given_back: { ...back, reason: 'paid_after_release', refund_status: 'requested' },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This booking has ended' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The booking had ended (it was not paid in time, or was released) before your payment arrived, so your payment is refunded in full. Nothing else is charged.',
      ),
    ).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Your payment comes back' });
    expect(
      within(notice).getByText('Your payment of Rp 600.000 is being refunded in full to the card it came from.'),
    ).toBeInTheDocument();
    expect(within(notice).getByText(/^Refund requested on 10 Mar/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'RedNest Menteng' })).getByText('Refunded in full'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Nothing was charged/)).toBeNull();
    expect(screen.queryByRole('button', { name: /by card/ })).toBeNull();
  });

  it('is said in Indonesian, Vietnamese and Thai', async () => {
    for (const [locale, title] of [
      ['id-id', 'Pembayaran Anda dikembalikan'],
      ['vi-vn', 'Khoản thanh toán của bạn được hoàn lại'],
      ['th-th', 'เราคืนเงินที่คุณชำระ'],
    ] as const) {
      const { unmount } = renderWithShell((props) => <App {...props} />, {
        route: `/link-payment/${TOKEN}`,
        api: createFakeApi({ paymentLink: { ...link, state: 'paid', last_payment: kept, given_back: back } }),
        locale,
      });
      const notice = await screen.findByRole('region', { name: title });
      expect(within(notice).getAllByText(/600\.000|600,000/).length).toBeGreaterThan(0);
      unmount();
    }
  });
});
