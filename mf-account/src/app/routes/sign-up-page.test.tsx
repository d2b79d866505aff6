import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiCallError } from '@rednest/shared/api-client';
import { bus } from '@rednest/shared/event-bus';
import { session } from '@rednest/shared/session';
import { apiError, createFakeApi, makeUser, renderWithShell } from '@rednest/shared/testing';
import { App } from '../app';

/** Renders the page and waits for it: each page is a chunk of its own (React.lazy). */
async function renderSignUp(route = '/signUp', api = createFakeApi()) {
  renderWithShell((props) => <App {...props} />, { route, api });
  await screen.findByRole('heading', { level: 1 });
  return api;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, phone = '') {
  await user.type(screen.getByLabelText('First name'), 'Siti');
  await user.type(screen.getByLabelText('Last name'), 'Rahma');
  await user.type(screen.getByLabelText('Email'), 'siti@example.com');
  await user.type(screen.getByLabelText('Password'), 'nest2026stay');
  if (phone) await user.type(screen.getByLabelText(/Phone number/), phone);
}

afterEach(() => {
  if (session.isLoggedIn()) session.signOut();
  window.localStorage.clear();
});

describe('sign-up page', () => {
  it('shows every field, the password rule and the optional phone', async () => {
    await renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/At least 8 characters/);
    expect(screen.getByLabelText('Phone number (optional)')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-id/signIn');
  });

  it('validates before calling the API and focuses the first field to fix', async () => {
    const user = userEvent.setup();
    const api = await renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Enter your first name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Enter your password/);

    await user.type(screen.getByLabelText('First name'), 'Siti');
    await user.type(screen.getByLabelText('Last name'), 'Rahma');
    await user.type(screen.getByLabelText('Email'), 'siti@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Use at least 8 characters/);
    expect(api.calls).toHaveLength(0);
  });

  it('creates the account, signs the person in as a new user and shows what to do next (register-successfully)', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      signup: (opts: { body?: unknown }) =>
        makeUser({ ...(opts.body as object), access_token: 'new-user-token', is_new_user: true }),
    });
    const toasts: string[] = [];
    const sub = bus.on('toast.show.v1').subscribe((e) => toasts.push(e.payload.message));
    await renderSignUp('/signUp', api);
    await fillValid(user, '0812-3456-7890');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(window.location.pathname).toBe('/en-id/register-successfully'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is ready' })).toBeInTheDocument();
    expect(api.callsTo('signup')[0]?.body).toEqual({
      first_name: 'Siti',
      last_name: 'Rahma',
      email: 'siti@example.com',
      password: 'nest2026stay',
      phone: '81234567890',
      country_code: 'id',
      locale: 'en-id',
    });
    expect(session.isLoggedIn()).toBe(true);
    expect(session.getUser()?.is_new_user).toBe(true);
    expect(toasts).toContain('Welcome to RedNest, Siti!');
    sub.unsubscribe();
  });

  it('leaves out an empty phone and follows returnTo', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ signup: makeUser({ access_token: 't', is_new_user: true }) });
    await renderSignUp('/signUp?returnTo=/en-id/my-bookings', api);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en-id/my-bookings'));
    expect(api.callsTo('signup')[0]?.body).not.toHaveProperty('phone');
  });

  it("a friend's referral link says so and sends its code with the sign-up; a bad code is refused in words", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ signup: apiError('signup', 404, 'REFERRAL_NOT_FOUND') });
    await renderSignUp('/signUp?ref=ab12cd34', api);
    expect(
      screen.getByText('A friend invited you: sign up and get a welcome reward off your first stay.'),
    ).toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The referral code in this link does not exist.');
    expect(api.callsTo('signup')[0]?.body).toMatchObject({ referral_code: 'AB12CD34' });
  });

  it('offers to sign in when the email already has an account', async () => {
    const user = userEvent.setup();
    await renderSignUp(
      '/signUp?returnTo=/en-id/account',
      createFakeApi({ signup: apiError('signup', 409, 'EMAIL_TAKEN') }),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists.');
    const link = screen.getByRole('link', { name: 'Sign in instead' });
    expect(link).toHaveAttribute('href', '/en-id/signIn?returnTo=%2Fen-id%2Faccount');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(session.isLoggedIn()).toBe(false);
  });

  it('puts the reasons of a server-side rejection next to the fields', async () => {
    const user = userEvent.setup();
    const rejected = new ApiCallError('signup', 400, 'VALIDATION_FAILED', 'Some fields are missing or invalid.', {
      code: 'VALIDATION_FAILED',
      message: 'Some fields are missing or invalid.',
      details: [{ field: 'password', message: 'must contain at least one letter and one digit' }],
    });
    await renderSignUp('/signUp', createFakeApi({ signup: rejected }));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Include at least one letter and one digit/);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('pre-fills names, phone and email from the booking an ota_onboard link names, as the API answers it (spec §2)', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      otaOnboard: {
        booking_code: 'RN000123',
        first_name: 'Nguyen',
        last_name: 'Van An',
        phone: '+62 812 5555 0101',
        email: 'an@example.com',
      },
      signup: makeUser({ first_name: 'Nguyen', my_bookings_count: 1 }),
    });
    await renderSignUp('/signUp?ota_onboard=signed.token&first_name=Mallory', api);
    expect(await screen.findByText('Create your account to manage booking RN000123.')).toBeInTheDocument();
    expect(api.callsTo('otaOnboard')[0]?.query).toEqual({ token: 'signed.token' });
    expect(screen.getByLabelText('First name')).toHaveValue('Nguyen');
    expect(screen.getByLabelText('Last name')).toHaveValue('Van An');
    expect(screen.getByLabelText('Email')).toHaveValue('an@example.com');
    expect(screen.getByLabelText('Phone number (optional)')).toHaveValue('+62 812 5555 0101');
    await user.type(screen.getByLabelText('Password'), 'nest2026stay');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.callsTo('signup')).toHaveLength(1));
    expect(api.callsTo('signup')[0]?.body).toMatchObject({
      ota_onboard: 'signed.token',
      email: 'an@example.com',
      phone: '81255550101',
    });
  }, 30_000);

  it('says why an ota_onboard link is refused and leaves a plain form that does not send it', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ otaOnboard: apiError('otaOnboard', 409, 'OTA_ONBOARD_USED'), signup: makeUser() });
    await renderSignUp('/signUp?ota_onboard=used.token', api);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This booking is already in an account. Sign in to see it.',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.callsTo('signup')).toHaveLength(1));
    expect(api.callsTo('signup')[0]?.body).not.toHaveProperty('ota_onboard');
  }, 30_000);

  it('explains that the booking needs the email it was made with', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      otaOnboard: {
        booking_code: 'RN000124',
        first_name: 'Siti',
        last_name: 'Rahma',
        phone: '',
        email: 'siti@example.com',
      },
      signup: apiError('signup', 400, 'OTA_ONBOARD_EMAIL_MISMATCH'),
    });
    await renderSignUp('/signUp?ota_onboard=t.k', api);
    await screen.findByText('Create your account to manage booking RN000124.');
    await user.type(screen.getByLabelText('Password'), 'nest2026stay');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'sign up with the email address the booking was made with',
    );
  }, 30_000);

  it('sends someone already signed in home', async () => {
    renderWithShell((props) => <App {...props} />, { route: '/signUp', user: {} });
    await waitFor(() => expect(window.location.pathname).toBe('/en-id'));
  });
});
