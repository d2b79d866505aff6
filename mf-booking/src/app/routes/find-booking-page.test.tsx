import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OtpSent } from '@rednest/shared/contracts';
import { ApiCallError } from '@rednest/shared/api-client';
import { apiError, createFakeApi, renderWithShell } from '@rednest/shared/testing';
import { App } from '../app';

// typing journeys: a loaded machine needs more than jest's 5 s (nothing here is timed)
jest.setTimeout(30_000);

const sent: OtpSent = {
  request_id: 'R'.repeat(22),
  channel: 'email',
  sent_to: 's***@example.test',
  expires_in: 300,
  resend_after: 30,
};
const salt = 'S'.repeat(22);
const render = (handlers: Record<string, unknown>) => {
  const api = createFakeApi(handlers);
  renderWithShell((props) => <App {...props} />, { route: '/bookings/find', api });
  return api;
};

async function askForCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Booking code/), ' rn000042 ');
  await user.type(screen.getByLabelText(/^Email used for the booking/), 'siti@example.test');
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
}

it('asks for the booking code and email, then opens the booking with the mailed code', async () => {
  const user = userEvent.setup();
  const api = render({ findBookingSendCode: sent, findBookingVerify: { booking_salt: salt } });
  await askForCode(user);
  expect(await screen.findByText(/If this booking was made with s\*\*\*@example\.test/)).toBeInTheDocument();
  expect(api.callsTo('findBookingSendCode')[0]?.body).toMatchObject({
    booking_code: 'RN000042',
    email: 'siti@example.test',
  });
  const open = screen.getByRole('button', { name: 'Open my booking' });
  expect(open).toBeDisabled();
  await user.type(screen.getByLabelText(/^6-digit code/), '12a3456');
  await user.click(open);
  await waitFor(() => expect(window.location.pathname).toBe(`/en-id/bookings/${salt}`));
  expect(api.callsTo('findBookingVerify')[0]?.body).toEqual({
    booking_code: 'RN000042',
    request_id: sent.request_id,
    otp: '123456',
  });
});

it('says in words what is wrong with the details before sending anything', async () => {
  const user = userEvent.setup();
  const api = render({ findBookingSendCode: sent });
  await user.type(await screen.findByLabelText(/^Booking code/), '42');
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  expect(await screen.findByText(/Enter the booking code as it appears in your email/)).toBeInTheDocument();
  expect(screen.getByText(/Enter a valid email address/)).toBeInTheDocument();
  expect(api.callsTo('findBookingSendCode')).toHaveLength(0);
});

it("a refused send says the API's true wait in words, not 'a little'", async () => {
  const user = userEvent.setup();
  render({
    findBookingSendCode: () => {
      throw new ApiCallError(
        'findBookingSendCode',
        429,
        'RATE_LIMITED',
        'Too many codes were sent to this email address or phone number. Please try again in 42 minutes.',
        null,
        2520,
      );
    },
  });
  await askForCode(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 42 minutes.');
});

it('a wrong code and a locked code are explained, and a new code can be asked for', async () => {
  const user = userEvent.setup();
  const api = render({
    findBookingSendCode: sent,
    findBookingVerify: apiError('findBookingVerify', 400, 'INVALID_CODE'),
  });
  await askForCode(user);
  await user.type(await screen.findByLabelText(/^6-digit code/), '000000');
  fireEvent.submit(screen.getByRole('button', { name: 'Open my booking' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
  api.respond('findBookingVerify', apiError('findBookingVerify', 400, 'CODE_LOCKED'));
  await user.click(screen.getByRole('button', { name: 'Open my booking' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong tries'));
  await user.click(screen.getByRole('button', { name: 'Send a new code' }));
  await waitFor(() => expect(api.callsTo('findBookingSendCode')).toHaveLength(2));
  expect(api.callsTo('findBookingSendCode')[1]?.body).toMatchObject({ last_request_id: sent.request_id });
});

it('finds by phone: the number goes with the site country, the code is texted, and a bad number is explained first', async () => {
  const user = userEvent.setup();
  const api = render({
    findBookingSendCode: { ...sent, channel: 'sms', sent_to: '+62 ••• 7890' },
    findBookingVerify: { booking_salt: salt },
  });
  await user.type(await screen.findByLabelText(/^Booking code/), 'RN000042');
  await user.click(screen.getByRole('radio', { name: 'Phone number' }));
  expect(screen.queryByLabelText(/^Email used for the booking/)).not.toBeInTheDocument();
  const field = screen.getByLabelText(/^Phone number used for the booking/);
  expect(screen.getByText('We add +62 unless you type another country code')).toBeInTheDocument();
  await user.type(field, '12');
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  expect(await screen.findByText(/Enter the phone number you booked with/)).toBeInTheDocument();
  expect(api.callsTo('findBookingSendCode')).toHaveLength(0);
  await user.clear(field);
  await user.type(field, '0812-3456-7890');
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  expect(await screen.findByText(/If this booking was made with \+62 ••• 7890/)).toBeInTheDocument();
  const body = api.callsTo('findBookingSendCode')[0]?.body as Record<string, unknown>;
  expect(body).toMatchObject({ booking_code: 'RN000042', phone: '0812-3456-7890', country_code: 'id' });
  expect(body).not.toHaveProperty('email');
  await user.type(screen.getByLabelText(/^6-digit code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Open my booking' }));
  await waitFor(() => expect(window.location.pathname).toBe(`/en-id/bookings/${salt}`));
});
