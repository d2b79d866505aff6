import { useT } from '@rednest/shared/i18n';
import { useSite } from '@rednest/shared/session';
import { linkHandler, type Navigate } from '../app/navigation';
import styles from './footer.module.scss';

/**
 * Pages the product has today (until a page exists, nothing links to it). About, terms,
 * privacy, careers and blog join when mf-content draws them.
 */
const LINKS: Array<[path: string, label: string]> = [
  ['/faq', 'shell.footer.faq'],
  ['/what-is-redcash', 'shell.footer.redcash'],
  ['/loyalty-plan', 'shell.footer.clubPlans'],
  ['/promocodes', 'shell.footer.promocodes'],
  ['/refer-and-earn', 'shell.footer.refer'],
  ['/reseller-landing', 'shell.footer.resellers'],
];

/** Shared by the footer and the error page (spec §2: the error page carries the footer links). */
export function FooterLinks({ navigate }: { navigate?: Navigate }) {
  const t = useT();
  const { locale } = useSite();
  return (
    <ul className={styles.links}>
      {LINKS.map(([path, key]) => {
        const href = `/${locale}${path}`;
        return (
          <li key={path}>
            <a href={href} onClick={navigate ? linkHandler(navigate, href) : undefined}>
              {t(key)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function AppLinks() {
  const t = useT();
  const { settings } = useSite();
  const links = settings?.app_links;
  if (!links?.ios && !links?.android) return null;
  return (
    <div className={styles.apps}>
      <span className={styles.heading}>{t('shell.footer.getApp')}</span>
      <div className={styles.badges}>
        {links.ios ? (
          <a className={styles.badge} href={links.ios} target="_blank" rel="noopener noreferrer">
            {t('shell.footer.appStore')}
          </a>
        ) : null}
        {links.android ? (
          <a className={styles.badge} href={links.android} target="_blank" rel="noopener noreferrer">
            {t('shell.footer.googlePlay')}
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** spec §8 "fixed customer-service number", from site settings (contact_number). */
export function CustomerService() {
  const t = useT();
  const { settings } = useSite();
  const number = settings?.contact_number;
  if (!number) return null;
  return (
    <p className={styles.service}>
      <span className={styles.heading}>{t('shell.footer.customerService')}</span>
      <a href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</a>
    </p>
  );
}
