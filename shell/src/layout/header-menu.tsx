import { useEffect } from 'react';
import { useT } from '@rednest/shared/i18n';
import { useSite } from '@rednest/shared/session';
import { afterDrawerCloses, Drawer } from '@rednest/shared/ui';
import { isLocale, type Locale, type UserInfo } from '@rednest/shared/contracts';
import type { Navigate } from '../app/navigation';
import { loadBundledFonts } from '../app/bundled-fonts';
import styles from './header.module.scss';

interface Props {
  open: boolean;
  onClose: () => void;
  navigate: Navigate;
  onLocale: (locale: Locale) => void;
  onCurrency: (currency: string) => void;
  /** the signed-in visitor, null when signed out (or not known yet) */
  user: UserInfo | null;
  signInHref: () => string;
  onSignOut: () => Promise<void>;
}

/**
 * The phone's menu: the page links, the language and currency as full-width lists (the current one
 * marked) and the account's links, in the kit's drawer. Every choice closes it first and acts once
 * the drawer's history entry is gone, so back from the next page does not land on the menu.
 */
export function HeaderMenu({ open, onClose, navigate, onLocale, onCurrency, user, signInHref, onSignOut }: Props) {
  const t = useT();
  const { locale, currency, settings } = useSite();
  const home = `/${locale}`;
  const locales = (settings?.locale_list ?? []).filter((entry) => isLocale(entry[2]));
  const currencies = settings?.currency_list ?? [];
  const languages = [...new Set(locales.map(([, , code]) => code.split('-')[0] ?? ''))].join();

  // each language is named in its own script ("ภาษาไทย" on an English page): its font, where the
  // device has none, starts loading as the menu opens, not after those names were drawn as boxes
  useEffect(() => {
    if (open) for (const language of languages.split(',')) loadBundledFonts(language);
  }, [open, languages]);

  const choose = (then: () => void) => {
    onClose();
    afterDrawerCloses(then);
  };
  const link = (href: string, label: string, go: () => string = () => href) => (
    <li>
      <a
        className={styles.menuRow}
        href={href}
        onClick={(e) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          const target = go();
          choose(() => navigate(target));
        }}
      >
        {label}
      </a>
    </li>
  );

  return (
    <Drawer open={open} onClose={onClose} title={t('shell.menu.label')} className={styles.drawer}>
      <nav aria-label={t('shell.nav.label')}>
        <ul className={styles.menuList}>
          {link(`${home}/my-bookings`, t('shell.nav.myBookings'))}
          {link(`${home}/faq`, t('shell.nav.faq'))}
        </ul>
      </nav>
      {locales.length > 1 ? (
        <section className={styles.menuSection} aria-labelledby="rn-menu-locale">
          <h3 id="rn-menu-locale" className={styles.menuHeading}>
            {t('shell.locale')}
          </h3>
          <ul className={styles.menuList}>
            {locales.map(([label, , code]) => (
              <li key={code}>
                <button
                  type="button"
                  className={styles.menuRow}
                  aria-current={code === locale ? 'true' : undefined}
                  lang={code.split('-')[0]}
                  onClick={() => choose(() => code !== locale && isLocale(code) && onLocale(code))}
                >
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {currencies.length > 1 ? (
        <section className={styles.menuSection} aria-labelledby="rn-menu-currency">
          <h3 id="rn-menu-currency" className={styles.menuHeading}>
            {t('shell.currency')}
          </h3>
          <ul className={styles.menuList}>
            {currencies.map(([label, symbol, code]) => (
              <li key={code}>
                <button
                  type="button"
                  className={styles.menuRow}
                  aria-current={code === currency ? 'true' : undefined}
                  onClick={() => choose(() => code !== currency && onCurrency(code))}
                >
                  <span>{label}</span>
                  <span className={styles.menuCode}>{`${code} ${symbol}`.trim()}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.menuSection} aria-labelledby="rn-menu-account">
        <h3 id="rn-menu-account" className={styles.menuHeading}>
          {t('shell.menu.account')}
        </h3>
        <ul className={styles.menuList}>
          {user ? (
            <>
              {link(`${home}/account`, t('shell.menu.account'))}
              {user.corporate_type === 'other' && user.corporate_agent_id !== null
                ? link(`${home}/my-clients`, t('shell.menu.myClients'))
                : null}
              <li>
                <button type="button" className={styles.menuRow} onClick={() => choose(() => void onSignOut())}>
                  {t('shell.signOut')}
                </button>
              </li>
            </>
          ) : (
            link(`${home}/signIn`, t('shell.signIn'), signInHref)
          )}
        </ul>
      </section>
    </Drawer>
  );
}
