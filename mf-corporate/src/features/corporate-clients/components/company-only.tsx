import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { AppLink, EmptyState } from '@rednest/shared/ui';
import { signInHref } from '../utils/client-error';
import styles from './corporate-clients.module.scss';

/**
 * What my-clients and add-new-client show a person who does not book for a company: a guest is
 * asked to sign in (and comes back to this page), a signed-in personal account is told why.
 */
export function CompanyOnly({ signedIn, page }: { signedIn: boolean; page: 'my-clients' | 'add-new-client' }) {
  const t = useT();
  const { locale } = useShell();
  return (
    <EmptyState
      className={styles.companyOnly}
      title={t('corp.companyOnly.title')}
      description={t(signedIn ? 'corp.companyOnly.signedIn' : 'corp.companyOnly.guest')}
      action={
        signedIn ? (
          <AppLink className={styles.linkButton} to="/">
            {t('corp.companyOnly.home')}
          </AppLink>
        ) : (
          <AppLink className={styles.linkButton} to={signInHref(locale, page)}>
            {t('corp.companyOnly.signIn')}
          </AppLink>
        )
      }
    />
  );
}
