import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSessionStore, site } from '@rednest/shared/session';
import { createEventBus } from '@rednest/shared/event-bus';
import type { UserInfo } from '@rednest/shared/contracts';
import { registerShellLabels } from '../i18n/shell-labels';
import { Header, signInHref } from './header';

registerShellLabels();

function memory() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

function setup() {
  const session = createSessionStore({ bus: createEventBus(), storage: memory(), sessionStorage: memory() });
  const navigate = jest.fn();
  const onSignOut = jest.fn(async () => {
    session.signOut();
  });
  render(
    <Header session={session} navigate={navigate} onSignOut={onSignOut} onLocale={jest.fn()} onCurrency={jest.fn()} />,
  );
  return { session, navigate, onSignOut };
}

const ayu = {
  access_token: 'tok',
  first_name: 'Ayu',
  last_name: 'Lestari',
  email: 'ayu@example.com',
} as Partial<UserInfo>;

beforeEach(() => act(() => site.set({ locale: 'en-sg' })));

describe('Header', () => {
  it('signed out: a Sign in link to /{locale}/signIn, navigated without a page load', async () => {
    const { navigate } = setup();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/en-sg/signIn');
    await userEvent.click(signIn);
    expect(navigate).toHaveBeenCalledWith('/en-sg/signIn');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/en-sg/my-bookings');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/en-sg/faq');
    expect(screen.getByRole('link', { name: 'RedNest home' })).toHaveAttribute('href', '/en-sg');
  });

  it('follows session.user$: signing in elsewhere shows the account menu, which signs out', async () => {
    const { session, onSignOut } = setup();
    act(() => session.setUserInfo(ayu));
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    // the menu's code loads on first sign-in
    const button = await screen.findByRole('button', { name: 'Account menu for Ayu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My bookings' })).toHaveAttribute('href', '/en-sg/my-bookings');
    // focus moves into the menu for keyboard users
    expect(within(menu).getByRole('menuitem', { name: 'My bookings' })).toHaveFocus();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("a company's booker also finds the company's clients in the menu", async () => {
    const { session } = setup();
    act(() => session.setUserInfo({ ...ayu, corporate_type: 'other', corporate_agent_id: 7 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ayu' }));
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'My clients' })).toHaveAttribute(
      'href',
      '/en-sg/my-clients',
    );
  });

  it('a personal account has no clients item', async () => {
    const { session } = setup();
    act(() => session.setUserInfo(ayu));
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ayu' }));
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'My clients' })).toBeNull();
  });

  it('Escape closes the menu and returns focus to the button', async () => {
    const { session } = setup();
    act(() => session.setUserInfo(ayu));
    const button = await screen.findByRole('button', { name: 'Account menu for Ayu' });
    await userEvent.click(button);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My account' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('speaks the locale language', async () => {
    await registerShellLabels('id'); // the boot sequence loads the page's language first
    act(() => site.set({ locale: 'id-id' }));
    setup();
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/id-id/signIn');
    expect(screen.getByRole('link', { name: 'Pesanan Saya' })).toBeInTheDocument();
  });
});

describe('signInHref', () => {
  it('comes back to the page it was opened on, never to home or the sign-in pages', () => {
    expect(signInHref('/en-sg', { pathname: '/en-sg/hotel/12', search: '?checkin=2026-12-01' })).toBe(
      '/en-sg/signIn?returnTo=%2Fen-sg%2Fhotel%2F12%3Fcheckin%3D2026-12-01',
    );
    expect(signInHref('/en-sg', { pathname: '/en-sg', search: '' })).toBe('/en-sg/signIn');
    expect(signInHref('/en-sg', { pathname: '/en-sg/signUp', search: '?returnTo=x' })).toBe('/en-sg/signIn');
    expect(signInHref('/en-sg', { pathname: '/id-id/hotel/12', search: '' })).toBe('/en-sg/signIn');
  });
});
