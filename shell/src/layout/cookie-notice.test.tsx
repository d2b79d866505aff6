import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileString } from 'sass';
import { registerShellLabels, SHELL_LABEL_LOADERS, SHELL_LABELS_EN } from '../i18n/shell-labels';
import { PARTNER_REFERRAL_KEY, site } from '@rednest/shared/session';
import {
  COOKIE_NOTICE_COOKIE,
  COOKIE_NOTICE_KEY,
  COOKIE_NOTICE_REMEMBER_MS,
  STATIC_COOKIE_NOTICE_ID,
} from '../app/cookie-consent';
import { CookieNotice } from './cookie-notice';

registerShellLabels();

describe('CookieNotice (spec §4, §9)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = `${COOKIE_NOTICE_COOKIE}=; Max-Age=0; Path=/`;
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

  it('is remembered in a cookie the edge reads, for 168 hours', () => {
    render(<CookieNotice now={() => 5_000} />);
    expect(document.cookie).toContain(`${COOKIE_NOTICE_COOKIE}=5000`);
  });

  it('a visitor remembered by the cookie alone (no local storage entry) does not see it', () => {
    document.cookie = `${COOKIE_NOTICE_COOKIE}=1000; Path=/`;
    render(<CookieNotice now={() => 2_000} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("takes the place of the edge's static notice, which leaves the page whether or not the shell shows its own", () => {
    const drawn = () => {
      const el = document.createElement('section');
      el.id = STATIC_COOKIE_NOTICE_ID;
      el.className = 'rn-cookie';
      document.body.append(el);
    };
    drawn();
    const { unmount } = render(<CookieNotice now={() => 1_000} />);
    expect(document.getElementById(STATIC_COOKIE_NOTICE_ID)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Cookie Policies' })).toHaveClass('rn-cookie');
    unmount();
    // a partner referral in this tab: hidden, and the static one goes too
    sessionStorage.setItem(PARTNER_REFERRAL_KEY, 'https://partner.example/back');
    drawn();
    render(<CookieNotice now={() => 1_000 + COOKIE_NOTICE_REMEMBER_MS} />);
    expect(document.getElementById(STATIC_COOKIE_NOTICE_ID)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// the build's static copy of the notice, which the edge draws in the first HTML (a CommonJS build module)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { cookieNoticeHtml } = require('@rednest/shared/build/cookie-notice') as {
  cookieNoticeHtml: (texts: Record<string, string>) => string;
};

describe('CookieNotice on a phone or tablet', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = `${COOKIE_NOTICE_COOKIE}=; Max-Age=0; Path=/`;
  });
  afterAll(() => act(() => site.set({ locale: 'en-id' })));

  // the stylesheet the edge's copy and the shell's share (index.html links it before any script)
  const css = compileString(readFileSync(path.join(__dirname, '../boot.scss'), 'utf8'), {
    loadPaths: [path.join(__dirname, '..')],
  }).css.replace(/\s+/g, ' ');
  const phone = css.slice(css.indexOf('@media (max-width: 959px) { html:has(.rn-cookie)'));

  it('is a bar across the bottom at most 20 % of a 390×844 screen, and the page gets as much room below it', () => {
    const bar = /--rn-cookie-bar: calc\((\d+)px \+ env\(safe-area-inset-bottom, 0px\)\)/.exec(phone);
    expect(bar).not.toBeNull();
    expect(Number(bar![1])).toBeLessThanOrEqual(0.2 * 844);
    expect(phone).toMatch(/html:has\(\.rn-cookie\) body \{ padding-bottom: var\(--rn-cookie-bar\); \}/);
    expect(phone).toMatch(/\.rn-cookie \{[^}]*bottom: 0;[^}]*height: var\(--rn-cookie-bar, \d+px\);/);
    // one or two lines of the short text
    expect(phone).toMatch(/\.rn-cookie-long \{ display: none; \}/);
    expect(phone).toMatch(/\.rn-cookie-short \{[^}]*-webkit-line-clamp: 2;/);
  });

  it.each(['en', 'id', 'vi', 'th'] as const)(
    "draws the same markup as the edge's static copy in %s, so the swap moves nothing",
    async (language) => {
      await registerShellLabels(language);
      act(() => site.set({ locale: ({ en: 'en-id', id: 'id-id', vi: 'vi-vn', th: 'th-th' } as const)[language] }));
      const { default: texts } =
        language === 'en' ? { default: SHELL_LABELS_EN } : await SHELL_LABEL_LOADERS[language]();
      const edge = document.createElement('div');
      edge.innerHTML = cookieNoticeHtml(texts);
      const shape = (root: Element) =>
        Array.from(root.querySelectorAll('*')).map(
          (el) => `${el.tagName}.${el.className}:${el.children.length ? '' : el.textContent}`,
        );
      const { container, unmount } = render(<CookieNotice now={() => 1_000} />);
      expect(shape(container)).toEqual(shape(edge));
      expect(screen.getByText(texts['shell.cookie.short'])).toHaveClass('rn-cookie-short');
      unmount();
    },
  );
});
