import { lazy, Suspense, useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import { useSession, useSite, type SessionStore } from '@rednest/shared/session';
import type { Locale } from '@rednest/shared/contracts';
import { linkHandler, type Navigate } from '../app/navigation';
import { BrandMark, useSiteName } from './brand-mark';
import { SiteSwitcher } from './site-switcher';
import styles from './header.module.scss';

// Only signed-in visitors see the account menu: its code loads when it is first needed.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
// The phone's menu loads when it is about to be opened (a touch, hover or focus on its button), not with every page.
const loadHeaderMenu = () => import(/* webpackChunkName: "header-menu" */ './header-menu');
const HeaderMenu = lazy(() => loadHeaderMenu().then((m) => ({ default: m.HeaderMenu })));
const warmHeaderMenu = () => void loadHeaderMenu().catch(() => undefined);

export interface HeaderProps {
  session: SessionStore;
  navigate: Navigate;
  onSignOut: () => Promise<void>;
  onLocale: (locale: Locale) => void;
  onCurrency: (currency: string) => void;
  /**
   * The static frame the build prerenders (src/first-view.tsx): who is signed in is known only to
   * the page's script, so the user area is left empty rather than showing "Sign in" to a member.
   */
  frame?: boolean;
}

/**
 * Sign in comes back to the page it was opened on (returnTo); on desktop mf-account draws it as a
 * dialog over that page. From home or the sign-in/up pages there is nothing to come back to.
 */
export function signInHref(home: string, here: Pick<Location, 'pathname' | 'search'>): string {
  const current = `${here.pathname}${here.search}`;
  if (!here.pathname.startsWith(`${home}/`) || /^\/[^/]+\/(signIn|signUp)(\/|$)/.test(here.pathname))
    return `${home}/signIn`;
  return `${home}/signIn?${new URLSearchParams({ returnTo: current }).toString()}`;
}

export function Header({ session, navigate, onSignOut, onLocale, onCurrency, frame = false }: HeaderProps) {
  const t = useT();
  const { locale } = useSite();
  // reacts to session.user$: sign-in in a remote, or in another tab, updates the header
  const { user, isLoggedIn } = useSession(session);
  const siteName = useSiteName();
  const home = `/${locale}`;
  const [menuOpen, setMenuOpen] = useState(false);
  // mounted from the first opening on, so closing it runs its drawer's closing (focus, history)
  const [menuUsed, setMenuUsed] = useState(false);
  const link = (path: string, label: string) => (
    <a className={styles.navLink} href={`${home}${path}`} onClick={linkHandler(navigate, `${home}${path}`)}>
      {label}
    </a>
  );
  return (
    <div className={styles.header}>
      <a className={styles.skip} href="#rn-main">
        {t('shell.skip')}
      </a>
      <div className={styles.inner}>
        <a
          className={styles.logoLink}
          href={home}
          onClick={linkHandler(navigate, home)}
          aria-label={t('shell.home', { name: siteName })}
        >
          <BrandMark />
        </a>
        <nav className={styles.nav} aria-label={t('shell.nav.label')}>
          {link('/my-bookings', t('shell.nav.myBookings'))}
          {/* spec §2's brand nav has "List your Property": it links to /partnership once mf-content draws that page (no dead links) */}
          {link('/faq', t('shell.nav.faq'))}
        </nav>
        <div className={styles.tools}>
          <SiteSwitcher onLocale={onLocale} onCurrency={onCurrency} />
        </div>
        <div className={styles.user}>
          {frame ? null : isLoggedIn && user ? (
            <Suspense fallback={null}>
              <AccountMenu user={user} locale={locale} navigate={navigate} onSignOut={onSignOut} />
            </Suspense>
          ) : (
            <a
              className={styles.signIn}
              href={`${home}/signIn`}
              onClick={(e) => linkHandler(navigate, signInHref(home, window.location))(e)}
            >
              <PersonIcon />
              <span className={styles.signInText}>{t('shell.signIn')}</span>
            </a>
          )}
        </div>
        {/* a phone's one row: the page links and the locale menus move into this menu (CSS hides it on desktop) */}
        <button
          type="button"
          className={styles.menuButton}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-label={t('shell.menu.label')}
          onClick={() => {
            setMenuOpen(true);
            setMenuUsed(true);
          }}
          onPointerEnter={warmHeaderMenu}
          onFocus={warmHeaderMenu}
        >
          <MenuIcon />
        </button>
        {frame || !menuUsed ? null : (
          <Suspense fallback={null}>
            <HeaderMenu
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              navigate={navigate}
              onLocale={onLocale}
              onCurrency={onCurrency}
              user={isLoggedIn && user ? user : null}
              signInHref={() => signInHref(home, window.location)}
              onSignOut={onSignOut}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}

function PersonIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
