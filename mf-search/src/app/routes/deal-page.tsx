import { useParams } from 'react-router-dom';
import { useT, useTextLang } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell } from '@rednest/shared/remote';
import { AppLink, Button, EmptyState, ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useDealPage } from '../../features/discovery/api/get-deal-page';
import { dealDay } from '../../features/discovery/components/deal-cards';
import { TeaserGrid } from '../../features/discovery/components/teaser-grid';
import styles from './page.module.scss';

/** deal_page/{id} (spec §2): a deal and its properties, more on demand. */
export function DealPage() {
  const t = useT();
  const textLang = useTextLang();
  const { locale } = useShell();
  const { id = '' } = useParams();
  const pages = useDealPage(id);
  const deal = pages.data?.pages[0]?.deal;
  useDocumentTitle(deal ? `${deal.title} – RedNest` : t('search.deals.pageTitle'));
  if (pages.isPending)
    return (
      <div className={styles.page}>
        <Skeleton height={260} />
      </div>
    );
  if (pages.isError && !deal) {
    const missing = pages.error.status === 404;
    return (
      <div className={styles.page}>
        {missing ? (
          <EmptyState
            title={t('search.deals.notFound')}
            description={t('search.deals.notFoundHint')}
            action={
              <AppLink to="/deal" className={styles.linkButton}>
                {t('search.deals.all')}
              </AppLink>
            }
          />
        ) : (
          <ErrorPanel
            title={t('search.deals.error')}
            message={pages.error.message}
            onRetry={() => void pages.refetch()}
            retryLabel={t('search.retry')}
          />
        )}
      </div>
    );
  }
  const hotels = (pages.data?.pages ?? [])
    .flatMap((p) => p.hotels)
    .filter((h, i, all) => all.findIndex((x) => x.slug === h.slug) === i);
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <p className={styles.pageLead}>{t('search.results.deal', { percent: deal!.discount_percent })}</p>
        <h1 className={styles.pageTitle} lang={textLang(deal!.lang)}>
          {deal!.title}
        </h1>
        <p className={styles.pageLead} lang={textLang(deal!.lang)}>
          {deal!.description}
        </p>
        <p className={styles.pageLead}>{t('search.deals.until', { date: dealDay(deal!.ends_on, locale) })}</p>
      </header>
      {hotels.length ? (
        <TeaserGrid hotels={hotels} hrefFor={(slug) => `/hotel/${encodeURIComponent(slug)}`} />
      ) : (
        <EmptyState title={t('search.deals.noHotels')} />
      )}
      <div className={styles.actions} aria-live="polite">
        {pages.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={() => void pages.fetchNextPage({ cancelRefetch: false })}
            loading={pages.isFetchingNextPage}
          >
            {t('search.results.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
