import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ArrivalTimeSlots,
  Booking,
  Invoice,
  PaymentOptions,
  SiteSettings,
  VerifyPah,
} from '@rednest/shared/contracts';
import { ApiCallError } from '@rednest/shared/api-client';
import { Route, Routes } from 'react-router-dom';
import { RemoteRoot } from '@rednest/shared/remote';
import { createFakeApi, makeSiteSettings, renderWithShell, type FakeApi } from '@rednest/shared/testing';
import { texts } from '../labels';
import { App } from '../app';
import { PaymentOptionsPage } from './payment-options-page';

const SALT = 'S'.repeat(22);
const inTen = () => new Date(Date.now() + 10 * 60_000).toISOString();
const options = (over: Partial<PaymentOptions> = {}): PaymentOptions => ({
  order: {
    kind: 'booking',
    id: SALT,
    status: 'pending',
    title: 'RedNest Menteng, Standard Double',
    amount: 60_000_000,
    currency: 'IDR',
    expires_at: inTen(),
  },
  default_method: 'card',
  options: [
    { method: 'card', available: true, reason: null, due_now: 60_000_000, due_at_hotel: 0 },
    { method: 'pay_at_hotel', available: true, reason: null, due_now: 0, due_at_hotel: 60_000_000 },
  ],
  ...over,
});
const open = (route: string, handlers: Record<string, unknown>, settings?: Partial<SiteSettings>) => {
  const api = createFakeApi(handlers);
  renderWithShell((props) => <App {...props} />, {
    route,
    api,
    settings: settings ? ({ ...makeSiteSettings(), ...settings } as SiteSettings) : undefined,
  });
  return api as FakeApi;
};

it('lists the ways to pay with the default picked, the amounts, the hold countdown and why a way is not offered', async () => {
  open(`/payment?booking=${SALT}`, {
    paymentOptions: options({
      options: [
        options().options[0]!,
        {
          method: 'pay_at_hotel',
          available: false,
          reason: 'PAH_NON_REFUNDABLE',
          due_now: 0,
          due_at_hotel: 60_000_000,
        },
      ],
    }),
  });
  expect(await screen.findByRole('radio', { name: /Credit or debit card/ })).toBeChecked();
  expect(screen.getByText('Pay now: Rp 600.000')).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent(/Your room is held for (9|10):\d\d/);
  expect(screen.getByRole('list', { name: 'Not available for this booking' })).toHaveTextContent(
    'Non-refundable rates are paid when you book.',
  );
  expect(screen.queryByRole('radio', { name: /Pay at the hotel/ })).not.toBeInTheDocument();
});

it('after a declined card: says so above the ways to pay, whose card and other ways stay on offer', async () => {
  open(`/payment?booking=${SALT}`, {
    paymentOptions: options({
      order: {
        ...options().order,
        last_payment: {
          method: 'card',
          status: 'declined',
          amount: 60_000_000,
          currency: 'IDR',
          attempted_at: '2026-03-10T03:01:00Z',
          declined_at: '2026-03-10T03:02:00Z',
          reason_code: 'card_declined',
        },
      },
    }),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your card was declined. Try another card or another way to pay.',
  );
  expect(screen.getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Pay at the hotel/ })).toBeInTheDocument();
});

it('card: opens the gateway page for this booking and comes back to payments', async () => {
  const leave = jest.fn();
  const api = createFakeApi({
    paymentOptions: options(),
    cardPayment: {
      payment_id: 1,
      status: 'created',
      redirect_url: 'http://gateway.test/checkout/cs_1',
      amount: 60_000_000,
      currency: 'IDR',
    },
  });
  renderWithShell(
    (props) => (
      <RemoteRoot shell={props} texts={texts}>
        <Routes>
          <Route path="payment" element={<PaymentOptionsPage leave={leave} />} />
        </Routes>
      </RemoteRoot>
    ),
    { route: `/payment?booking=${SALT}`, api },
  );
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay by card' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith('http://gateway.test/checkout/cs_1'));
  expect((api as FakeApi).callsTo('cardPayment')[0]!.body).toEqual({
    booking_salt: SALT,
    return_url: `${window.location.origin}/en-id/payments`,
  });
});

it('default-payment in the express layout (setting 2): the default as one button, the others below', async () => {
  open(`/default-payment?booking=${SALT}`, { paymentOptions: options() }, { default_payment_options_msite: 2 });
  expect(await screen.findByRole('heading', { name: 'Credit or debit card' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Other ways to pay' })).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Pay at the hotel' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'When will you arrive?' })).toBeInTheDocument();
});

it('pay at hotel: an arrival hour, the emailed code, then the thank-you page says what is due at the hotel', async () => {
  const slots: ArrivalTimeSlots = {
    timezone: 'Asia/Jakarta',
    check_in_date: '2026-03-12',
    check_in_time: '14:00',
    slots: [
      { id: '14:00-15:00', from: '14:00', to: '15:00', available: false },
      { id: '15:00-16:00', from: '15:00', to: '16:00', available: true },
      { id: '16:00-17:00', from: '16:00', to: '17:00', available: true },
    ],
  };
  const verify: VerifyPah = {
    eligible: true,
    reason: null,
    otp_channel: 'email',
    sent_to: 's***@example.test',
    amount_due_at_hotel: 60_000_000,
    currency: 'IDR',
  };
  const booking = {
    id: 42,
    booking_salt: SALT,
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
    currency: 'IDR',
    room_charge: 60_000_000,
    discount: 0,
    service_charge: 0,
    taxes: 0,
    total: 60_000_000,
    adjustments: [],
    cancellation_policy: { refundable: true, free_until_hours_before_check_in: 24, fee_percent: 50, summary: '' },
    cancel_reason: null,
    created_at: '2026-03-10T03:00:00Z',
  } as Booking;
  let wrongOnce = true;
  const api = open(`/pah/timescreen?booking=${SALT}`, {
    paymentOptions: options(),
    arrivalTimeSlots: slots,
    verifyPah: verify,
    delayedPaymentsOtp: {
      request_id: 'r'.repeat(22),
      channel: 'email',
      sent_to: 's***@example.test',
      expires_in: 300,
      resend_after: 30,
    },
    payAtHotelPayment: () => {
      if (wrongOnce) {
        wrongOnce = false;
        throw new ApiCallError('payAtHotelPayment', 400, 'INVALID_CODE', 'wrong');
      }
      return {
        booking,
        payment_method: 'pay_at_hotel',
        arrival_slot: '16:00-17:00',
        amount_due_at_hotel: 60_000_000,
        currency: 'IDR',
      };
    },
    getBooking: booking,
    bookingInvoice: { payment_method: 'pay_at_hotel', paid_at: null } as Partial<Invoice>,
  });
  const user = userEvent.setup();
  expect(await screen.findByRole('radio', { name: '15:00–16:00' })).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: '14:00–15:00' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Pick the hour you expect to arrive.');
  await user.click(screen.getByRole('radio', { name: '16:00–17:00' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Confirm with a code' })).toBeInTheDocument();
  expect(
    await screen.findByText('You pay Rp 600.000 at the hotel. Arrival: 16:00–17:00 (hotel time).'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Email me the code' }));
  await user.type(await screen.findByRole('textbox', { name: /6-digit code/ }), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
  await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeInTheDocument();
  expect(await screen.findByText('Pay Rp 600.000 at the hotel when you check in.')).toBeInTheDocument();
  const calls = api.callsTo('payAtHotelPayment');
  expect(calls[1]!.body).toMatchObject({
    booking_salt: SALT,
    arrival_slot: '16:00-17:00',
    otp: '123456',
    request_id: 'r'.repeat(22),
  });
  // the retry of the same details keeps its idempotency key
  expect((calls[1]!.body as { idempotency_key: string }).idempotency_key).toBe(
    (calls[0]!.body as { idempotency_key: string }).idempotency_key,
  );
});

it("pay at hotel: a refused code says the API's true wait in words", async () => {
  const verify: VerifyPah = {
    eligible: true,
    reason: null,
    otp_channel: 'email',
    sent_to: 's***@example.test',
    amount_due_at_hotel: 60_000_000,
    currency: 'IDR',
  };
  open(`/pah/otpscreen?booking=${SALT}&slot=16:00-17:00`, {
    verifyPah: verify,
    delayedPaymentsOtp: () => {
      throw new ApiCallError(
        'delayedPaymentsOtp',
        429,
        'RATE_LIMITED',
        'Too many codes were sent for this booking. Please try again in 55 minutes.',
        null,
        3290,
      );
    },
  });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Email me the code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many tries in a short time. Please try again in 55 minutes.',
  );
});

it('says why pay at hotel is not possible and offers the other ways', async () => {
  open(`/pah/timescreen?booking=${SALT}`, {
    paymentOptions: options({
      options: [
        options().options[0]!,
        { method: 'pay_at_hotel', available: false, reason: 'PAH_TOO_FAR_AHEAD', due_now: 0, due_at_hotel: 60_000_000 },
      ],
    }),
    arrivalTimeSlots: { timezone: 'Asia/Jakarta', check_in_date: '2026-05-12', check_in_time: '14:00', slots: [] },
  });
  expect(await screen.findByText('Available for stays that start within 30 days.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose another way to pay' })).toHaveAttribute(
    'href',
    `/en-id/payment?booking=${SALT}`,
  );
});

it('bank transfer: opens the virtual account and shows its number, exact amount and time left; a wrong file type is refused in words', async () => {
  const instruction = {
    booking_salt: SALT,
    status: 'awaiting_transfer',
    bank: 'Sandbox Bank',
    va_number: '8808123456789012',
    amount: 60_000_000,
    currency: 'IDR',
    expires_at: new Date(Date.now() + 60 * 60_000).toISOString(),
    simulate_url: null,
    proof: null,
  };
  const api = open(`/payment?booking=${SALT}`, {
    paymentOptions: options({
      options: [
        ...options().options,
        { method: 'bank_transfer', available: true, reason: null, due_now: 60_000_000, due_at_hotel: 0 },
      ],
    }),
    bankTransferPayment: instruction,
    paymentInstruction: instruction,
  });
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
  await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Pay by bank transfer' })).toBeInTheDocument();
  expect(api.callsTo('bankTransferPayment')[0]!.body).toEqual({ booking_salt: SALT });
  expect(await screen.findByText('8808 1234 5678 9012')).toBeInTheDocument();
  expect(screen.getByText('Transfer exactly Rp 600.000: another amount is not accepted.')).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent(/Transfer within (59|60):\d\d/);
  await user.upload(
    screen.getByLabelText('Proof of transfer (optional)'),
    new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Upload a JPEG or PNG photo, or a PDF.');
  expect(api.callsTo('uploadTransferProof')).toHaveLength(0);
});

it("sends a payment link by email and SMS to the booking's own contact and says where it went", async () => {
  const api = open(`/payment?booking=${SALT}`, {
    paymentOptions: options(),
    sendPaymentLink: {
      sent_to: [
        { channel: 'email', to: 's***@example.test' },
        { channel: 'sms', to: '+62 ••• 7890' },
      ],
      expires_at: '2026-03-10T03:15:00Z',
      resend_after: 30,
    },
  });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Send a payment link' });
  expect(screen.getByRole('checkbox', { name: 'Email' })).toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  expect(await screen.findByText(/Link sent to s\*\*\*@example.test, \+62 ••• 7890/)).toBeInTheDocument();
  expect(api.callsTo('sendPaymentLink')[0]!.body).toEqual({
    booking_salt: SALT,
    channels: ['email', 'sms'],
    locale: 'en-id',
  });
  expect(form).toContainElement(screen.getByRole('button', { name: 'Send a new link' }));
});

it('a payment link sent a moment ago asks the guest to wait', async () => {
  open(`/payment?booking=${SALT}`, {
    paymentOptions: options(),
    sendPaymentLink: () => {
      throw new ApiCallError('sendPaymentLink', 429, 'RATE_LIMITED', 'slow down');
    },
  });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Send link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A link was sent a moment ago');
});
