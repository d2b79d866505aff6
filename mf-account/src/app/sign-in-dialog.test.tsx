import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, makeUser, renderWithShell } from '@rednest/shared/testing';
import { session } from '@rednest/shared/session';
import { App } from './app';
import { DESKTOP_QUERY } from './use-desktop';

/** A window as wide as a desktop (or not): matchMedia answers DESKTOP_QUERY. */
function setDesktop(desktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: desktop && query === DESKTOP_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const render = (route: string, api = createFakeApi()) => renderWithShell((props) => <App {...props} />, { route, api });

afterEach(() => {
  if (session.isLoggedIn()) session.signOut();
  window.localStorage.clear();
});

describe('sign-in dialog (desktop)', () => {
  beforeEach(() => setDesktop(true));

  it('opens over another remote’s page for #signIn: a labelled modal, focus inside, Escape closes and keeps the page', async () => {
    const user = userEvent.setup();
    render('/my-bookings#signIn');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    // no page of ours (nor the catch-all redirect) over another remote's page
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname + window.location.hash).toBe('/en-id/my-bookings');
  });

  it('Tab stays inside the dialog', async () => {
    const user = userEvent.setup();
    render('/#signIn');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('signing in closes it and stays on the page, signed in', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ login: makeUser({ first_name: 'Ayu', access_token: 'tok-1' }) });
    render('/hotel/12?checkin=2026-12-01#signIn', api);
    await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(screen.getByLabelText('Email'), 'ayu@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session.getUser()?.access_token).toBe('tok-1');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/en-id/hotel/12?checkin=2026-12-01',
    );
  });

  it('/signIn redirects to the page to come back to (else home) with the dialog over it', async () => {
    render('/signIn?returnTo=%2Fen-id%2Fmy-bookings');
    await screen.findByRole('dialog', { name: 'Sign in' });
    expect(window.location.pathname + window.location.hash).toBe('/en-id/my-bookings#signIn');

    render('/signIn');
    await waitFor(() => expect(window.location.pathname + window.location.hash).toBe('/en-id#signIn'));
  });

  it('a signed-in person is not asked: the hash goes away', async () => {
    renderWithShell((props) => <App {...props} />, { route: '/my-bookings#signIn', user: { first_name: 'Ayu' } });
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('sign-in on a phone', () => {
  beforeEach(() => setDesktop(false));

  it('#signIn leads to the signIn page, which comes back to the page after', async () => {
    render('/my-bookings#signIn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/en-id/signIn?returnTo=%2Fen-id%2Fmy-bookings');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
