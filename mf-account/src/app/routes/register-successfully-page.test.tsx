import { screen } from '@testing-library/react';
import { renderWithShell } from '@rednest/shared/testing';
import { session } from '@rednest/shared/session';
import { App } from '../app';

afterEach(() => {
  if (session.isLoggedIn()) session.signOut();
  window.localStorage.clear();
});

describe('register-successfully page', () => {
  it('welcomes the new member and lists only the next steps that apply, each a link to a page that exists', async () => {
    renderWithShell((props) => <App {...props} />, {
      route: '/register-successfully',
      user: {
        first_name: 'Ayu',
        email: 'ayu@example.com',
        email_verified: false,
        primary_phone_verified: true,
        has_password: false,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is ready' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to RedNest, Ayu. You are signed in.')).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/en-id',
      '/en-id/email-verification',
      '/en-id/createPassword',
      '/en-id/my-bookings',
      '/en-id/settings',
    ]);
    expect(screen.getByRole('link', { name: /Verify your email/ })).toHaveTextContent(
      'Confirm ayu@example.com with a code',
    );
    expect(screen.queryByRole('link', { name: /Verify your phone/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Your account is ready | RedNest');
  });

  it('a member with a password and verified email is not asked for them again', async () => {
    renderWithShell((props) => <App {...props} />, {
      route: '/register-successfully',
      user: { first_name: 'Budi', email_verified: true, primary_phone_verified: false, has_password: true },
    });
    await screen.findByRole('heading', { level: 1, name: 'Your account is ready' });
    expect(screen.getByRole('link', { name: /Verify your phone/ })).toHaveAttribute(
      'href',
      '/en-id/phoneVerification/false',
    );
    expect(screen.queryByRole('link', { name: /Create a password/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Verify your email/ })).not.toBeInTheDocument();
  });

  it('a guest has no account to welcome: sign-up', async () => {
    renderWithShell((props) => <App {...props} />, { route: '/register-successfully' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  });
});
