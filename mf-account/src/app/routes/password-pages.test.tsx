import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

afterEach(() => {
  if (session.isLoggedIn()) session.signOut();
  window.localStorage.clear();
});

describe('password pages', () => {
  it('forgot-password mails a code, then the code and a new password reset it and lead to sign-in', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ forgotPasswordApp: SENT, resetPassword: { ok: true } });
    renderWithShell((props) => <App {...props} />, { route: '/forgot-password', api });
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await user.type(screen.getByLabelText('Email'), 'ayu@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/If an account uses a\*\*\*@example.com/)).toBeInTheDocument();
    expect(api.callsTo('forgotPasswordApp')[0]?.body).toEqual({ email: 'ayu@example.com', locale: 'en-id' });

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Use at least 8 characters/);
    expect(api.callsTo('resetPassword')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'NewSecret456');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(api.callsTo('resetPassword')[0]?.body).toEqual({
      request_id: SENT.request_id,
      otp: '123456',
      password: 'NewSecret456',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('changePassword says when the current password is wrong, next to that field', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ changePassword: apiError('changePassword', 400, 'WRONG_PASSWORD') });
    renderWithShell((props) => <App {...props} />, { route: '/changePassword', api, user: {} });
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    await user.type(screen.getByLabelText('Password'), 'Wrong1234');
    await user.type(screen.getByLabelText('New password'), 'NewSecret456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This is not your current password')).toBeInTheDocument();
    expect(api.callsTo('changePassword')[0]?.body).toEqual({
      current_password: 'Wrong1234',
      new_password: 'NewSecret456',
    });
  });

  it('the account page signs out on every device', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ logout: { ok: true } });
    renderWithShell((props) => <App {...props} />, { route: '/account', api, user: {} });
    await user.click(await screen.findByRole('button', { name: 'Sign out on all devices' }));
    expect(api.callsTo('logout')[0]?.query).toEqual({ locale: 'en-id', everywhere: 'true' });
    expect(session.isLoggedIn()).toBe(false);
  });
});

describe('settings page', () => {
  it('saves the WhatsApp and email preferences at once and puts a box back when saving fails', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      profile: makeUser({ whatsapp_status: false, is_unsubscribed: false }),
      updateWhatsappStatus: { ok: true, whatsapp_status: true, is_unsubscribed: false },
      updateUnsubscribed: apiError('updateUnsubscribed', 500, 'INTERNAL_ERROR'),
    });
    renderWithShell((props) => <App {...props} />, { route: '/settings', api, user: {} });
    const whatsapp = await screen.findByRole('checkbox', { name: 'Booking updates on WhatsApp' });
    await user.click(whatsapp);
    expect(api.callsTo('updateWhatsappStatus')[0]?.body).toEqual({ whatsapp_status: true });
    expect(whatsapp).toBeChecked();

    const marketing = screen.getByRole('checkbox', { name: 'Deals and news by email' });
    expect(marketing).toBeChecked();
    await user.click(marketing);
    expect(await screen.findByText('We could not save that change. Please try again.')).toBeInTheDocument();
    expect(marketing).toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign out on all devices' })).toBeInTheDocument();
  });
});
