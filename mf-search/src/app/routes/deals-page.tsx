import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellSite } from '@rednest/shared/remote';
import { EmptyState, ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useDeals } from '../../features/discovery/api/get-deals';
import { DealCards } from '../../features/discovery/components/deal-cards';
import styles from './page.module.scss';

/** deal (spec §2): the running deals of the site's country. */
export function DealsPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const deals = useDeals(site.country.code);
  useDocumentTitle(t('search.deals.pageTitle'));
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('search.deals.title')}</h1>
        <p className={styles.pageLead}>{t('search.deals.lead')}</p>
      </header>
      {deals.isPending ? (
        <Skeleton height={180} />
      ) : deals.isError ? (
        <ErrorPanel
          title={t('search.deals.error')}
          message={deals.error.message}
          onRetry={() => void deals.refetch()}
          retryLabel={t('search.retry')}
        />
      ) : deals.data.deals.length === 0 ? (
        <EmptyState title={t('search.deals.empty')} description={t('search.deals.emptyHint')} />
      ) : (
        <DealCards deals={deals.data.deals} locale={locale} />
      )}
    </div>
  );
}
