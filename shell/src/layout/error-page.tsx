import { useEffect, useRef } from 'react';
import { useT } from '@rednest/shared/i18n';
import { useSite } from '@rednest/shared/session';
import { RedNestLogo } from './rednest-logo';
import { AppLinks, FooterLinks } from './footer-links';
import styles from './error-page.module.scss';

/**
 * spec §2/§8 generic error page: Oops! / Something went wrong / Go to Home Page, app links,
 * footer links and the customer-service number. Links are plain (full page loads): the page
 * that broke may not be able to route any more.
 */
export function ErrorPage() {
  const t = useT();
  const { locale, settings } = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const number = settings?.contact_number;
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <RedNestLogo size={48} />
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {t('shell.error.title')}
        </h1>
        <p className={styles.subtitle}>{t('shell.error.subtitle')}</p>
        <a className={styles.home} href={`/${locale}`}>
          {t('shell.error.home')}
        </a>
        {number ? (
          <p className={styles.call}>
            {t('shell.error.call')} <a href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</a>
          </p>
        ) : null}
        <AppLinks />
        <nav aria-label={t('shell.footer.label')}>
          <FooterLinks />
        </nav>
      </div>
    </div>
  );
}
