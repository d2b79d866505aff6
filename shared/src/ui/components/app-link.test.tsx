import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '@rednest/shared/session';
import { renderWithShell } from '@rednest/shared/testing';
import { AppLink, localisedHref } from './app-link';

describe('AppLink', () => {
  it('prefixes the current locale and navigates with pushState without reloading', async () => {
    const user = userEvent.setup();
    const popstate = jest.fn();
    window.addEventListener('popstate', popstate);
    renderWithShell(<AppLink to="/signIn">Sign in</AppLink>, { locale: 'th-th' });
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/th-th/signIn');
    await user.click(link);
    expect(window.location.pathname).toBe('/th-th/signIn');
    expect(popstate).toHaveBeenCalled();
    window.removeEventListener('popstate', popstate);
  });

  it('activates with Enter', async () => {
    const user = userEvent.setup();
    renderWithShell(<AppLink to="/faq">FAQ</AppLink>, { locale: 'en-sg' });
    screen.getByRole('link', { name: 'FAQ' }).focus();
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/en-sg/faq');
  });

  it('follows locale changes', () => {
    renderWithShell(<AppLink to="/club">Club</AppLink>, { locale: 'en-id' });
    act(() => site.set({ locale: 'vi-vn' }));
    expect(screen.getByRole('link', { name: 'Club' })).toHaveAttribute('href', '/vi-vn/club');
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    renderWithShell(<AppLink to="/deals">Deals</AppLink>, { locale: 'en-id' });
    const before = window.location.pathname;
    fireEvent.click(screen.getByRole('link', { name: 'Deals' }), { ctrlKey: true });
    expect(window.location.pathname).toBe(before);
  });

  it('keeps absolute and already localised targets', () => {
    expect(localisedHref('https://example.com/x', 'en-id')).toBe('https://example.com/x');
    expect(localisedHref('/en-sg/search', 'en-id')).toBe('/en-sg/search');
    expect(localisedHref('/', 'id-id')).toBe('/id-id');
    expect(localisedHref('search?rooms=1', 'id-id')).toBe('/id-id/search?rooms=1');
  });
});
