import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useSignedInUser } from '@rednest/shared/remote';
import { AppLink, EmptyState } from '@rednest/shared/ui';
import { WishList } from '../../features/discovery/components/wish-list';
import styles from './page.module.scss';

/** wishlist (spec §2): the signed-in user's saved properties; guests are asked to sign in. */
export function WishlistPage() {
  const t = useT();
  const user = useSignedInUser();
  useDocumentTitle(t('search.wishlist.pageTitle'));
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('search.wishlist.title')}</h1>
      </header>
      {user ? (
        <WishList hrefFor={(slug) => `/hotel/${encodeURIComponent(slug)}`} />
      ) : (
        <EmptyState
          title={t('search.wishlist.signInTitle')}
          description={t('search.wishlist.signInHint')}
          action={
            <div className={styles.actions}>
              <AppLink to="/signIn" className={styles.linkButton}>
                {t('search.wishlist.signIn')}
              </AppLink>
              <AppLink to="/signUp" className={styles.linkButton}>
                {t('search.wishlist.signUp')}
              </AppLink>
            </div>
          }
        />
      )}
    </div>
  );
}
