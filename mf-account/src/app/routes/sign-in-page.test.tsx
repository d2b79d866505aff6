import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, makeUser, renderWithShell, apiError } from '@rednest/shared/testing';
import { ApiCallError } from '@rednest/shared/api-client';
import { bus } from '@rednest/shared/event-bus';
import { session } from '@rednest/shared/session';
import { App } from '../app';
import { fullPageLoad } from '../../utils/full-page-load';

jest.mock('../../utils/full-page-load', () => ({ fullPageLoad: jest.fn() }));

/** Renders the page and waits for it: each page is a chunk of its own (React.lazy). */
async function renderSignIn(route = '/signIn', api = createFakeApi()) {
  const result = renderWithShell((props) => <App {...props} />, { route, api });
  await screen.findByRole('heading', { level: 1 });
  return { ...result, api };
}

afterEach(() => {
  if (session.isLoggedIn()) session.signOut();
  window.localStorage.clear();
});

describe('sign-in page', () => {
  it('shows the form with its labelled fields and the way to create an account', async () => {
    await renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en-id/signUp');
    expect(document.title).toBe('Sign in | RedNest');
  });

  it('explains what is missing next to each field and focuses the first one, without calling the API', async () => {
    const user = userEvent.setup();
    const { api } = await renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    expect(email).toHaveFocus();
    expect(api.calls).toHaveLength(0);

    await user.type(email, 'ayu@example');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('counts a blank email as missing and sends the email trimmed, the password as typed', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ login: apiError('login', 401, 'INVALID_CREDENTIALS') });
    await renderSignIn('/signIn', api);
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.type(screen.getByLabelText('Password'), ' pass word1 ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email');
    expect(api.calls).toHaveLength(0);

    // the error goes as soon as the field changes; the next submit checks again
    await user.type(screen.getByLabelText('Email'), 'ayu@example.com ');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Email or password is incorrect');
    expect(api.callsTo('login')[0]?.body).toEqual({ email: 'ayu@example.com', password: ' pass word1 ' });
  });

  it('lets the person see the password they typed', async () => {
    const user = userEvent.setup();
    await renderSignIn();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    [apiError('login', 401, 'INVALID_CREDENTIALS'), 'Email or password is incorrect'],
    [apiError('login', 429, 'RATE_LIMITED'), 'Too many attempts. Wait a minute, then try again.'],
    [
      new ApiCallError('login', 0, 'NETWORK', 'Network Error'),
      'We could not reach RedNest. Check your connection and try again.',
    ],
    [apiError('login', 500, 'INTERNAL'), 'Something went wrong on our side. Please try again.'],
  ])('shows the server verdict %# in an alert and stays signed out', async (error, message) => {
    const user = userEvent.setup();
    const api = createFakeApi({ login: error });
    await renderSignIn('/signIn', api);
    await user.type(screen.getByLabelText('Email'), 'ayu@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(session.isLoggedIn()).toBe(false);
    expect(window.location.pathname).toBe('/en-id/signIn');
  });

  it('signs in, counts the login, greets the person and returns to returnTo', async () => {
    const user = userEvent.setup();
    const signedIn = makeUser({
      first_name: 'Budi',
      email: 'budi@example.com',
      access_token: 'fresh-token',
      is_new_user: false,
    });
    const api = createFakeApi({ login: signedIn });
    const toasts: string[] = [];
    const sub = bus.on('toast.show.v1').subscribe((e) => toasts.push(e.payload.message));
    await renderSignIn('/signIn?returnTo=/en-id/my-bookings', api);

    await user.type(screen.getByLabelText('Email'), ' budi@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(window.location.pathname).toBe('/en-id/my-bookings'));
    expect(api.callsTo('login')[0]?.body).toEqual({ email: 'budi@example.com', password: 'Passw0rd!' });
    expect(session.isLoggedIn()).toBe(true);
    expect(session.getUser()?.access_token).toBe('fresh-token');
    expect(session.getLoginState().loginCount).toBeGreaterThanOrEqual(1);
    expect(toasts).toContain('Welcome back, Budi!');
    sub.unsubscribe();
  });

  it.each(['https://evil.example/en-id/account', '//evil.example/x', '/en-sg/account', 'javascript:alert(1)'])(
    'ignores a returnTo that leaves the site or the locale (%s) and goes home',
    async (returnTo) => {
      const user = userEvent.setup();
      const api = createFakeApi({ login: makeUser() });
      await renderSignIn(`/signIn?returnTo=${encodeURIComponent(returnTo)}`, api);
      await user.type(screen.getByLabelText('Email'), 'ayu@example.com');
      await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(window.location.pathname).toBe('/en-id'));
    },
  );

  it('moves to the language saved in settings: the same target page under the saved locale', async () => {
    jest.mocked(fullPageLoad).mockClear();
    const user = userEvent.setup();
    const api = createFakeApi({
      login: makeUser({ first_name: 'Budi', locale: 'id-id', access_token: 'fresh-token' }),
    });
    await renderSignIn('/signIn?returnTo=/en-id/my-bookings%3Ftab%3Dupcoming', api);
    await user.type(screen.getByLabelText('Email'), 'budi@example.com');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/id-id/my-bookings?tab=upcoming'));
    expect(session.getUser()?.access_token).toBe('fresh-token');
  });

  it('stays in the URL language when the saved one is the same', async () => {
    jest.mocked(fullPageLoad).mockClear();
    const user = userEvent.setup();
    const api = createFakeApi({ login: makeUser({ locale: 'en-id' }) });
    await renderSignIn('/signIn?returnTo=/en-id/my-bookings', api);
    await user.type(screen.getByLabelText('Email'), 'budi@example.com');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en-id/my-bookings'));
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('sends someone already signed in home', async () => {
    renderWithShell((props) => <App {...props} />, { route: '/signIn', user: {} });
    await waitFor(() => expect(window.location.pathname).toBe('/en-id'));
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('speaks the language of the locale', async () => {
    renderWithShell((props) => <App {...props} />, { route: '/signIn', locale: 'id-id' });
    // the Indonesian texts are a chunk of their own: the page shows once they are in
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kata sandi')).toBeInTheDocument();
  });
});
