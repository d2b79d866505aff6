import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentOptions } from '@rednest/shared/contracts';
import { Route, Routes } from 'react-router-dom';
import { RemoteRoot } from '@rednest/shared/remote';
import { clubPurchase, session, startClubPurchase } from '@rednest/shared/session';
import { apiError, createFakeApi, renderWithShell, type FakeApi } from '@rednest/shared/testing';
import { texts } from '../labels';
import { PaymentOptionsPage } from './payment-options-page';

const membership = (status = 'pending', over: Partial<PaymentOptions['order']> = {}): PaymentOptions => ({
  order: {
    kind: 'membership',
    id: '7',
    status,
    title: 'Club 90',
    amount: 9_900_000,
    currency: 'IDR',
    expires_at: null,
    last_payment: null,
    ...over,
  },
  default_method: status === 'pending' ? 'card' : null,
  options: [
    { method: 'card', available: status === 'pending', reason: null, due_now: 9_900_000, due_at_hotel: 0 },
    { method: 'pay_at_hotel', available: false, reason: 'PAH_CLUB_PLAN', due_now: 0, due_at_hotel: 0 },
    {
      method: 'bank_transfer',
      available: false,
      reason: 'BANK_TRANSFER_NOT_FOR_ORDER',
      due_now: 9_900_000,
      due_at_hotel: 0,
    },
  ],
});

const open = (route: string, handlers: Record<string, unknown>, user: { club_member: boolean } | null = null) => {
  const leave = jest.fn();
  const api = createFakeApi(handlers);
  renderWithShell(
    (props) => (
      <RemoteRoot shell={props} texts={texts}>
        <Routes>
          <Route path="payment" element={<PaymentOptionsPage variant="list" leave={leave} />} />
        </Routes>
      </RemoteRoot>
    ),
    { route, api, user },
  );
  return { api: api as FakeApi, leave };
};

beforeEach(() => window.localStorage.clear());

it('with the club-purchase flag set, draws the plan being bought and pays it by card alone', async () => {
  startClubPurchase({ memberId: 7, planId: 2 });
  const { api, leave } = open(
    '/payment',
    {
      paymentOptions: membership(),
      cardPayment: {
        payment_id: 3,
        status: 'created',
        redirect_url: 'http://gateway.test/checkout/cs_9',
        amount: 9_900_000,
        currency: 'IDR',
      },
    },
    { club_member: false },
  );
  expect(await screen.findByText('Club 90')).toBeInTheDocument();
  expect(screen.getByText('Your club plan')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Not available for a club plan' })).toHaveTextContent(
    'A club plan bought on its own is paid by card.',
  );
  expect(api.callsTo('paymentOptions')[0]!.query).toEqual({ order_kind: 'membership', order_id: '7' });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Pay by card' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith('http://gateway.test/checkout/cs_9'));
  expect(api.callsTo('cardPayment')[0]!.body).toEqual({
    order_kind: 'membership',
    order_id: '7',
    return_url: `${window.location.origin}/en-id/payment`,
  });
});

it('back from the card page and paid: welcomes the member, clears the flag and leads to the history and invoice', async () => {
  startClubPurchase({ memberId: 7, planId: 2 });
  open('/payment?member=7&result=return', { paymentOptions: membership('confirmed') }, { club_member: false });
  expect(await screen.findByRole('heading', { name: 'Welcome to RedNest Club' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your membership' })).toHaveAttribute('href', '/en-id/redclub-history');
  expect(screen.getByRole('link', { name: 'Download the invoice' })).toHaveAttribute(
    'href',
    '/en-id/rc-profile-invoice/7',
  );
  await waitFor(() => expect(clubPurchase()).toBeNull());
  expect(session.getUser()?.club_member).toBe(true);
});

it('back from the card page before the webhook: says the payment is being confirmed', async () => {
  open('/payment?member=7&result=return', { paymentOptions: membership() });
  expect(await screen.findByText(/Confirming your payment with your bank/)).toBeInTheDocument();
});

it("someone else's order, or an unknown one, is not found and leads back to the plans", async () => {
  open('/payment?member=8', {
    paymentOptions: apiError('paymentOptions', 404, 'MEMBERSHIP_NOT_FOUND'),
  });
  expect(await screen.findByText('We could not find this club plan order')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the club plans' })).toHaveAttribute('href', '/en-id/loyalty-plan');
});
