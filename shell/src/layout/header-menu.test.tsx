import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSessionStore, site } from '@rednest/shared/session';
import { createEventBus } from '@rednest/shared/event-bus';
import type { SiteSettings, UserInfo } from '@rednest/shared/contracts';
import { registerShellLabels } from '../i18n/shell-labels';
import { Header } from './header';

registerShellLabels();

const settings = {
  locale_list: [
    ['Bahasa Indonesia', 'id', 'id-id', 'id'],
    ['English (Indonesia)', 'en', 'en-id', 'id'],
    ['ภาษาไทย', 'th', 'th-th', 'th'],
  ],
  currency_list: [
    ['Indonesian Rupiah', 'Rp', 'IDR'],
    ['Thai Baht', '฿', 'THB'],
  ],
} as unknown as SiteSettings;

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
  const navigate = jest.fn((url: string) => window.history.pushState(null, '', url));
  const onLocale = jest.fn();
  const onCurrency = jest.fn();
  const onSignOut = jest.fn(async () => session.signOut());
  render(
    <Header session={session} navigate={navigate} onSignOut={onSignOut} onLocale={onLocale} onCurrency={onCurrency} />,
  );
  return { session, navigate, onLocale, onCurrency, onSignOut };
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

/** the drawer leaves its history entry when it closes: the next step waits for that */
const drawerGone = () =>
  waitFor(() => expect((window.history.state as { rnDrawer?: string } | null)?.rnDrawer).toBeUndefined());

beforeEach(() => {
  window.history.replaceState(null, '', '/en-id');
  act(() => site.set({ locale: 'en-id', currency: 'IDR', settings }));
});

describe('Header: the phone menu', () => {
  it('opens a dialog with the page links, languages, currencies and Sign in, the current ones marked', async () => {
    setup();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'My Bookings' })).toHaveFocus();
    expect(within(menu).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/en-id/faq');
    const languages = within(menu).getByRole('region', { name: 'Language and country' });
    expect(within(languages).getByRole('button', { name: 'English (Indonesia)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(languages).getByRole('button', { name: 'ภาษาไทย' })).not.toHaveAttribute('aria-current');
    const currencies = within(menu).getByRole('region', { name: 'Currency' });
    expect(within(currencies).getByRole('button', { name: /Indonesian Rupiah/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-id/signIn');
  });

  it('keeps Tab inside and closes on Escape, focus back on the menu button', async () => {
    setup();
    const menu = await openMenu();
    const close = within(menu).getByRole('button', { name: 'Close' });
    const signIn = within(menu).getByRole('link', { name: 'Sign in' });
    signIn.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(signIn).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    await drawerGone();
    expect(window.location.pathname).toBe('/en-id');
  });

  it("closes on the browser's back, the page staying where it was", async () => {
    setup();
    await openMenu();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/en-id');
  });

  it('a language changes the locale and a currency the currency, after the menu closed', async () => {
    const { onLocale, onCurrency } = setup();
    let menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: /Thai Baht/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(onCurrency).toHaveBeenCalledWith('THB'));
    await drawerGone();

    menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'ภาษาไทย' }));
    await waitFor(() => expect(onLocale).toHaveBeenCalledWith('th-th'));
    expect(onCurrency).toHaveBeenCalledTimes(1);
  });

  it('the current language again only closes the menu', async () => {
    const { onLocale } = setup();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'English (Indonesia)' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await drawerGone();
    expect(onLocale).not.toHaveBeenCalled();
  });

  it('a page link navigates once the menu is closed, so back comes to this page, not the menu', async () => {
    const { navigate } = setup();
    const menu = await openMenu();
    const length = window.history.length;
    await userEvent.click(within(menu).getByRole('link', { name: 'My Bookings' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en-id/my-bookings'));
    expect(window.location.pathname).toBe('/en-id/my-bookings');
    // the menu's entry was replaced by the page's: one entry forward from where the menu opened
    expect(window.history.length).toBe(length);
  });

  it("a signed-in visitor finds the account's links and Sign out", async () => {
    const { session, onSignOut } = setup();
    act(() =>
      session.setUserInfo({ access_token: 'tok', first_name: 'Ayu', email: 'ayu@example.com' } as Partial<UserInfo>),
    );
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en-id/account');
    expect(within(menu).queryByRole('link', { name: 'Sign in' })).toBeNull();
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
  });
});
