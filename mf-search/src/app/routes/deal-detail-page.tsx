import { Navigate, useSearchParams } from 'react-router-dom';
import { useT, useTextLang } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell } from '@rednest/shared/remote';
import { getDeviceVariant } from '@rednest/shared/session';
import { AppLink, EmptyState, ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useDealPage } from '../../features/discovery/api/get-deal-page';
import { dealDay } from '../../features/discovery/components/deal-cards';
import styles from './page.module.scss';

const ID = /^[A-Za-z0-9_-]{1,80}$/;

/**
 * deal_detail (spec §2, mobile only): a deal's terms on a phone. A desktop goes to the deal's page
 * (it shows the same and its properties); without a valid id, to the list of deals.
 */
export function DealDetailPage() {
  const t = useT();
  const textLang = useTextLang();
  const { locale } = useShell();
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = ID.test(raw) ? raw : null;
  const mobile = getDeviceVariant() === 'mobile';
  const pages = useDealPage(id && mobile ? id : null);
  const deal = pages.data?.pages[0]?.deal;
  useDocumentTitle(deal ? `${deal.title} – RedNest` : t('search.deals.pageTitle'));
  if (!id) return <Navigate to="/deal" replace />;
  if (!mobile) return <Navigate to={`/deal_page/${id}`} replace />;
  if (pages.isPending)
    return (
      <div className={styles.page}>
        <Skeleton height={200} />
      </div>
    );
  if (!deal) {
    return (
      <div className={styles.page}>
        {pages.error?.status === 404 ? (
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
            message={pages.error?.message ?? ''}
            onRetry={() => void pages.refetch()}
            retryLabel={t('search.retry')}
          />
        )}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <p className={styles.pageLead}>{t('search.results.deal', { percent: deal.discount_percent })}</p>
        <h1 className={styles.pageTitle} lang={textLang(deal.lang)}>
          {deal.title}
        </h1>
      </header>
      <p lang={textLang(deal.lang)}>{deal.description}</p>
      <dl className={styles.terms}>
        <dt>{t('search.deals.valid')}</dt>
        <dd>
          {t('search.deals.validRange', { from: dealDay(deal.starts_on, locale), to: dealDay(deal.ends_on, locale) })}
        </dd>
        <dt>{t('search.deals.howTo')}</dt>
        <dd>{t('search.deals.howToText', { percent: deal.discount_percent })}</dd>
        <dt>{t('search.deals.where')}</dt>
        <dd>{t('search.hotelCount', { count: deal.hotel_count })}</dd>
      </dl>
      <AppLink to={`/deal_page/${encodeURIComponent(deal.slug)}`} className={styles.linkButton}>
        {t('search.deals.seeHotels')}
      </AppLink>
    </div>
  );
}
