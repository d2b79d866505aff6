import { useT } from '@rednest/shared/i18n';
import type { Navigate } from '../app/navigation';
import { BrandMark, useSiteName } from './brand-mark';
import { AppLinks, CustomerService, FooterLinks } from './footer-links';
import styles from './footer.module.scss';

export function Footer({ navigate }: { navigate: Navigate }) {
  const t = useT();
  const name = useSiteName();
  return (
    <div className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <BrandMark size={28} />
          <CustomerService />
        </div>
        <nav aria-label={t('shell.footer.label')}>
          <FooterLinks navigate={navigate} />
        </nav>
        <AppLinks />
      </div>
      <p className={styles.rights}>{t('shell.footer.rights', { year: new Date().getFullYear(), name })}</p>
    </div>
  );
}
