import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, makeUser, renderWithShell } from '@rednest/shared/testing';
import { bus } from '@rednest/shared/event-bus';
import { session } from '@rednest/shared/session';
import { App } from '../app';

const render = (
  api: ReturnType<typeof createFakeApi>,
  user: Parameters<typeof makeUser>[0] | null = { first_name: 'Gita', email: 'gita@example.com', has_password: false },
) => renderWithShell((props) => <App {...props} />, { route: '/createPassword', api, user });

afterEach(() => {
  if (session.isLoggedIn()) session.signOut();
  window.localStorage.clear();
});

describe('createPassword page', () => {
  it('an account made by Google sets its first password: only the new one is asked, then the account page', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      profile: makeUser({ has_password: false }),
      changePassword: { ok: true, other_sessions_ended: 0 },
    });
    const toasts: string[] = [];
    const sub = bus.on('toast.show.v1').subscribe((e) => toasts.push(e.payload.message));
    render(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a password' })).toBeInTheDocument();
    expect(screen.getByText(/also sign in with gita@example.com and a password/)).toBeInTheDocument();
    const field = await screen.findByLabelText('Password');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    expect(field).toHaveAccessibleDescription(/at least 8 characters/i);
    expect(api.callsTo('changePassword')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Created123');
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en-id/account'));
    expect(api.callsTo('changePassword')[0]?.body).toEqual({ new_password: 'Created123' });
    expect(toasts).toContain('Password created. You can now also sign in with your email and password.');
    expect(session.getUser()?.has_password).toBe(true);
    sub.unsubscribe();
  });

  it('an account that has a password is told so and led to changePassword', async () => {
    render(createFakeApi({ profile: makeUser({ has_password: true }) }), { first_name: 'Budi', has_password: true });
    expect(await screen.findByText('Your account already has a password.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/en-id/changePassword');
    expect(screen.queryByRole('button', { name: 'Create password' })).not.toBeInTheDocument();
  });

  it('a password set meanwhile elsewhere: the refusal in words', async () => {
    const user = userEvent.setup();
    render(
      createFakeApi({
        profile: makeUser({ has_password: false }),
        changePassword: apiError('changePassword', 400, 'WRONG_PASSWORD'),
      }),
    );
    await user.type(await screen.findByLabelText('Password'), 'Created123');
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account already has a password.');
  });

  it('changePassword sends an account without a password to createPassword; guests go to sign-in', async () => {
    renderWithShell((props) => <App {...props} />, {
      route: '/changePassword',
      api: createFakeApi({ profile: makeUser({ has_password: false }) }),
      user: { has_password: false },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a password' })).toBeInTheDocument();

    render(createFakeApi(), null);
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        '/en-id/signIn?returnTo=%2Fen-id%2FcreatePassword',
      ),
    );
  });
});
