import { useT } from '@rednest/shared/i18n';
import type { Navigate } from '../app/navigation';
import { BrandMark, useSiteName } from './brand-mark';
import { AppLinks, CustomerService, FooterLinks } from './footer-links';
import styles from './footer.module.scss';

/**
 * `year`: the static frame (src/first-view.tsx) is rendered at build time and passes a placeholder
 * the edge fills per request (deploy first-view.ts), so a shell built in December does not say the
 * old year in January.
 */
export function Footer({ navigate, year = new Date().getFullYear() }: { navigate: Navigate; year?: number | string }) {
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
      <p className={styles.rights}>{t('shell.footer.rights', { year, name })}</p>
    </div>
  );
}
