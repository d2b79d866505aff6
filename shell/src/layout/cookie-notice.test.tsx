import { act, render, screen } from '@testing-library/react';
import { registerShellLabels } from '../i18n/shell-labels';
import { PARTNER_REFERRAL_KEY } from '@rednest/shared/session';
import { COOKIE_NOTICE_KEY, COOKIE_NOTICE_REMEMBER_MS } from '../app/cookie-consent';
import { CookieNotice } from './cookie-notice';

registerShellLabels();

describe('CookieNotice (spec §4, §9)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('shows once, with the spec text, and hides itself after 10 s', () => {
    render(<CookieNotice now={() => 1_000} />);
    expect(screen.getByRole('dialog', { name: 'Cookie Policies' })).toHaveTextContent(
      'We use cookies to help personalize content and provide a safer experience',
    );
    expect(localStorage.getItem(COOKIE_NOTICE_KEY)).toBe('1000');
    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.getByRole('dialog', { name: 'Cookie Policies' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { name: 'Cookie Policies' })).toBeNull();
  });

  it('OK closes it', () => {
    render(<CookieNotice now={() => 1_000} />);
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is remembered for 168 hours, then shown again', () => {
    localStorage.setItem(COOKIE_NOTICE_KEY, '1000');
    const { unmount } = render(<CookieNotice now={() => 1_000 + COOKIE_NOTICE_REMEMBER_MS - 1} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<CookieNotice now={() => 1_000 + COOKIE_NOTICE_REMEMBER_MS} />);
    expect(screen.getByRole('dialog', { name: 'Cookie Policies' })).toBeInTheDocument();
  });

  it('stays hidden while a partner-referral URL is stored', () => {
    sessionStorage.setItem(PARTNER_REFERRAL_KEY, 'https://partner.example/back');
    render(<CookieNotice now={() => 1_000} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
