import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiCallError } from '@rednest/shared/api-client';
import { apiError, createFakeApi, makeUser, renderWithShell } from '@rednest/shared/testing';
import { session } from '@rednest/shared/session';
import { App } from '../app';

const SENT = {
  request_id: 'req_0123456789abcdef',
  channel: 'email' as const,
  sent_to: 'a***@example.com',
  expires_in: 300,
  resend_after: 30,
};

async function renderPage(route: string, api = createFakeApi(), user?: Parameters<typeof makeUser>[0]) {
  renderWithShell((props) => <App {...props} />, { route, api, ...(user ? { user } : {}) });
  await screen.findByRole('heading', { level: 1 });
  return api;
}

afterEach(() => {
  if (session.isLoggedIn()) session.signOut();
  window.localStorage.clear();
  jest.useRealTimers();
});

describe('sign-in by a one-time code', () => {
  it('sends a code to an email, counts down, and signs in with the six digits', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ sendOtpPhoneEmail: SENT, emailOtpLogin: makeUser({ first_name: 'Ayu' }) });
    await renderPage('/signIn', api);
    await user.click(screen.getByRole('button', { name: 'Use a one-time code instead' }));
    // the code form is a chunk of its own: it comes once loaded
    await user.type(await screen.findByLabelText('Email or phone number'), 'ayu@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('Enter the 6-digit code we sent to a***@example.com.')).toBeInTheDocument();
    expect(api.callsTo('sendOtpPhoneEmail')[0]?.body).toEqual({
      email: 'ayu@example.com',
      locale: 'en-id',
      rc_redesign: true,
    });
    expect(screen.getByText(/You can ask for a new code in 0:(30|29)/)).toBeInTheDocument();
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAccessibleDescription(/The code expires in (5:00|4:59)/);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await user.click(verify);
    expect(api.callsTo('emailOtpLogin')[0]?.body).toEqual({ request_id: SENT.request_id, otp: '123456' });
    await act(async () => {});
    expect(session.isLoggedIn()).toBe(true);
  });

  it('a phone number goes as the subscriber number with the site country, and its code to otp_login', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      sendOtpPhoneEmail: { ...SENT, channel: 'sms', sent_to: '+62 ••• 7890' },
      otpLogin: makeUser(),
    });
    await renderPage('/phoneVerification/true', api);
    await user.type(screen.getByLabelText('Phone number'), '0812-3456-7890');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('Enter the 6-digit code we sent by SMS to +62 ••• 7890.');
    expect(api.callsTo('sendOtpPhoneEmail')[0]?.body).toMatchObject({ phone: '81234567890', country_code: 'id' });
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(api.callsTo('otpLogin')).toHaveLength(1);
  });

  it('says what went wrong: a wrong code, then a locked one; resend carries last_request_id once the wait is over', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-05-01T03:00:00Z'), advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = createFakeApi({
      sendOtpPhoneEmail: SENT,
      emailOtpLogin: apiError('emailOtpLogin', 400, 'INVALID_CODE'),
    });
    await renderPage('/signIn', api);
    await user.click(screen.getByRole('button', { name: 'Use a one-time code instead' }));
    // the code form is a chunk of its own: it comes once loaded
    await user.type(await screen.findByLabelText('Email or phone number'), 'ayu@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. Check it and try again.');
    api.respond('emailOtpLogin', apiError('emailOtpLogin', 400, 'CODE_LOCKED'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Too many wrong tries: this code no longer works. Ask for a new one.'),
    ).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(31_000);
    });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(api.callsTo('sendOtpPhoneEmail')[1]?.body).toMatchObject({ last_request_id: SENT.request_id });
  });

  it("a refused send says the API's true wait in words, not 'a minute'", async () => {
    const user = userEvent.setup();
    const refused = new ApiCallError(
      'sendOtpPhoneEmail',
      429,
      'RATE_LIMITED',
      'Too many codes were sent to this email address or phone number. Please try again in 42 minutes.',
      null,
      2520,
    );
    const api = createFakeApi({ sendOtpPhoneEmail: refused });
    await renderPage('/signIn', api);
    await user.click(screen.getByRole('button', { name: 'Use a one-time code instead' }));
    await user.type(await screen.findByLabelText('Email or phone number'), 'ayu@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 42 minutes.');
  });

  it('refuses what is neither an email nor a phone number without calling the API', async () => {
    const user = userEvent.setup();
    const api = await renderPage('/signIn');
    await user.click(screen.getByRole('button', { name: 'Use a one-time code instead' }));
    // the code form is a chunk of its own: it comes once loaded
    await user.type(await screen.findByLabelText('Email or phone number'), 'ayu@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Email or phone number')).toHaveAccessibleDescription(
      /Enter a valid email address or phone number/,
    );
    expect(api.calls).toHaveLength(0);
  });
});

describe('verification pages', () => {
  it('email-verification sends a code to the signed-in user and verifies it', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      sendEmailVerificationOtp: SENT,
      verifyUserEmail: { ok: true, email_verified: true, primary_phone_verified: false, phone: '' },
    });
    await renderPage('/email-verification', api, { email: 'ayu@example.com' });
    expect(screen.getByText('We will send a code to ayu@example.com to confirm it is yours.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '111222');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(api.callsTo('verifyUserEmail')[0]?.body).toEqual({ request_id: SENT.request_id, otp: '111222' });
  });

  it('phoneVerification/false stores the number, sends a code by SMS and verifies it', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      storePrimaryPhone: { ok: true, email_verified: false, primary_phone_verified: false, phone: '81311112222' },
      sendVerificationCode: { ...SENT, channel: 'sms', sent_to: '+62 ••• 2222' },
      verifyVerificationCode: { ok: true, email_verified: false, primary_phone_verified: true, phone: '81311112222' },
    });
    await renderPage('/phoneVerification/false', api, { phone: '' });
    await user.type(screen.getByLabelText('Phone number'), '0813 1111 2222');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '333444');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(api.callsTo('storePrimaryPhone')[0]?.body).toEqual({ phone: '81311112222' });
    expect(api.callsTo('sendVerificationCode')[0]?.query).toMatchObject({ mobile: '81311112222', app_type: 'web' });
    expect(api.callsTo('verifyVerificationCode')).toHaveLength(1);
  });

  it('a guest who opens a verification page goes to sign-in', async () => {
    renderWithShell((props) => <App {...props} />, { route: '/email-verification', api: createFakeApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});
