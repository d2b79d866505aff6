import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellProvider, type ShellProps } from '@rednest/shared/remote';
import { apiError, createFakeApi, makeSiteSettings, renderWithShell, type FakeApi } from '@rednest/shared/testing';
import { webcrypto } from 'node:crypto';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { GuestForm, type GuestFormProps } from './guest-form';

// jsdom has no WebCrypto digest; the browser's solver needs it
beforeAll(() => {
  if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
});
/** a real challenge whose answer is counter 25, signed with a test key */
const CAPTCHA_COUNTER = 25;
const challenge = () =>
  createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: CAPTCHA_COUNTER,
    deriveKey,
    data: { expires: 4_000_000_000 },
    hmacSignatureSecret: 'test-captcha-secret',
  });
const captchaOf = (headers: Record<string, string> | undefined) =>
  JSON.parse(atob(headers!['x-captcha-token']!)) as { solution: { counter: number } };

const choice = {
  hotel: 'rednest-menteng',
  room_type_id: 31,
  rate_plan_id: 1,
  check_in_date: '12-03-2026',
  check_out_date: '14-03-2026',
  rooms: 1,
  guest: 2,
};
const booking = { id: 7, booking_salt: 'S'.repeat(22), status: 'pending', total: 60_000_000, currency: 'IDR' };
/** card_payment's answer: the gateway's page for the booking */
const cardPayment = {
  payment_id: 3,
  status: 'created',
  redirect_url: 'http://gateway/checkout/cs_1',
  amount: 60_000_000,
  currency: 'IDR',
};

function renderForm(
  handlers: Record<string, unknown>,
  leave: GuestFormProps['leave'],
  user: Parameters<typeof renderWithShell>[1] extends infer O
    ? O extends { user?: infer U }
      ? U
      : never
    : never = null,
) {
  const api = createFakeApi({ captchaChallenge: challenge, ...handlers });
  renderWithShell(
    (props: ShellProps) => (
      <ShellProvider value={props}>
        <GuestForm choice={choice} returnUrl="http://localhost/en-id/payments" leave={leave} />
      </ShellProvider>
    ),
    { api, user },
  );
  return api as FakeApi;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Sari');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Wijaya');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sari@example.test');
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '+62 812 3456 7890');
}

it('holds the room with the guest details and one key per attempt, then sends the guest to the card page', async () => {
  const leave = jest.fn();
  const api = renderForm(
    {
      bookNow: booking,
      cardPayment,
    },
    leave,
  );
  const user = userEvent.setup();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith('http://gateway/checkout/cs_1'));
  const [bookCall] = api.callsTo('bookNow');
  expect(bookCall!.body).toMatchObject({
    ...choice,
    first_name: 'Sari',
    last_name: 'Wijaya',
    email: 'sari@example.test',
    phone: '+62 812 3456 7890',
  });
  expect((bookCall!.body as { idempotency_key: string }).idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  // no amount is sent: the server prices the stay
  expect(bookCall!.body).not.toHaveProperty('total');
  // the captcha was solved in the background and sent along
  expect(captchaOf(bookCall!.headers).solution.counter).toBe(CAPTCHA_COUNTER);
  expect(screen.getByRole('status')).toHaveTextContent('Browser check done');
  expect(api.callsTo('cardPayment')[0]!.body).toEqual({
    booking_salt: booking.booking_salt,
    return_url: 'http://localhost/en-id/payments',
  });
});

it('says what is wrong with each field before asking the server', async () => {
  const api = renderForm({}, jest.fn());
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
  expect(await screen.findByText('Enter the first name of the guest')).toBeInTheDocument();
  expect(screen.getByText('Enter an email like name@example.com')).toBeInTheDocument();
  expect(screen.getByText('Enter a mobile number the hotel can call')).toBeInTheDocument();
  expect(api.callsTo('bookNow')).toHaveLength(0);
});

it('explains a room sold out meanwhile, and a retry with the same details reuses the key', async () => {
  let calls = 0;
  const api = renderForm(
    {
      bookNow: () => {
        calls += 1;
        throw apiError('bookNow', 409, 'ROOM_SOLD_OUT', 'sold out');
      },
    },
    jest.fn(),
  );
  const user = userEvent.setup();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this room was just booked by someone else');
  await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
  await waitFor(() => expect(calls).toBe(2));
  const [first, second] = api.callsTo('bookNow');
  expect((second!.body as { idempotency_key: string }).idempotency_key).toBe(
    (first!.body as { idempotency_key: string }).idempotency_key,
  );
  // each attempt carries its own captcha solution (one books once)
  expect(first!.headers!['x-captcha-token']).not.toBe(second!.headers!['x-captcha-token']);
});

it("fills in a signed-in guest's own details", () => {
  renderForm({}, jest.fn(), {
    first_name: 'Budi',
    last_name: 'Santoso',
    email: 'budi@example.test',
    phone: '81234567',
  });
  expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Budi');
  expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('budi@example.test');
});

it("offers a member's earlier requests: one tap puts one in the box, and the booking carries it", async () => {
  const leave = jest.fn();
  const api = renderForm(
    {
      specialRequestHistory: {
        requests: [
          { text: 'Quiet room, high floor', hotel_name: 'RedNest Menteng', asked_on: '2026-02-01' },
          { text: 'Arriving around 23:00', hotel_name: 'RedNest Kemang', asked_on: '2026-01-11' },
        ],
      },
      bookNow: booking,
      cardPayment,
    },
    leave,
    { first_name: 'Budi', last_name: 'Santoso', email: 'budi@example.test', phone: '+62 812 3456 7890' },
  );
  const user = userEvent.setup();
  const again = await screen.findByRole('group', { name: 'Ask again, as on an earlier booking' });
  await user.click(within(again).getByRole('button', { name: 'Use: Arriving around 23:00' }));
  const box = screen.getByRole('textbox', { name: 'Requests for the hotel (optional)' });
  expect(box).toHaveValue('Arriving around 23:00');
  expect(box).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
  await waitFor(() => expect(leave).toHaveBeenCalled());
  expect(api.callsTo('bookNow')[0]!.body).toMatchObject({ special_request: 'Arriving around 23:00' });
});

it('says the background check failed and tries it again when the guest books', async () => {
  let challenges = 0;
  const api = renderForm(
    {
      captchaChallenge: () => {
        challenges += 1;
        if (challenges === 1) throw apiError('captchaChallenge', 503, 'UNAVAILABLE');
        return challenge();
      },
      bookNow: booking,
      cardPayment,
    },
    jest.fn(),
  );
  expect(await screen.findByText(/browser check did not finish/)).toBeInTheDocument();
  const user = userEvent.setup();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
  await waitFor(() => expect(api.callsTo('bookNow')).toHaveLength(1));
  expect(captchaOf(api.callsTo('bookNow')[0]!.headers).solution.counter).toBe(CAPTCHA_COUNTER);
});

it('sends no captcha where the site bypasses it (captcha_by_pass)', async () => {
  const leave = jest.fn();
  const api = createFakeApi({
    bookNow: booking,
    cardPayment,
  });
  renderWithShell(
    (props: ShellProps) => (
      <ShellProvider value={props}>
        <GuestForm choice={choice} returnUrl="http://localhost/en-id/payments" leave={leave} />
      </ShellProvider>
    ),
    { api, settings: makeSiteSettings('en-id', { captcha_by_pass: 1 }) },
  );
  const user = userEvent.setup();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
  await waitFor(() => expect(leave).toHaveBeenCalled());
  expect(api.callsTo('captchaChallenge')).toHaveLength(0);
  expect(api.callsTo('bookNow')[0]!.headers ?? {}).not.toHaveProperty('x-captcha-token');
  expect(screen.queryByRole('status')).toBeNull();
});

it('takes Book while the check runs, says the check is finishing, then books with its solution', async () => {
  let answer: (value: unknown) => void = () => undefined;
  const slowChallenge = new Promise((resolve) => {
    answer = resolve;
  });
  const leave = jest.fn();
  const api = renderForm(
    {
      captchaChallenge: () => slowChallenge,
      bookNow: booking,
      cardPayment,
    },
    leave,
  );
  const user = userEvent.setup();
  await fill(user);
  // the button is there and pressable while the check runs
  await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
  expect(await screen.findByText(/Finishing the browser check/)).toBeInTheDocument();
  expect(api.callsTo('bookNow')).toHaveLength(0);
  answer(await challenge());
  await waitFor(() => expect(leave).toHaveBeenCalledWith('http://gateway/checkout/cs_1'));
  expect(captchaOf(api.callsTo('bookNow')[0]!.headers).solution.counter).toBe(CAPTCHA_COUNTER);
});
