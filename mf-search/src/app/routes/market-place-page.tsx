import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellSite } from '@rednest/shared/remote';
import { AppLink, ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useBrands } from '../../features/discovery/api/get-brands';
import { useCuratedGetaways } from '../../features/discovery/api/get-curated-getaways';
import { TeaserGrid } from '../../features/discovery/components/teaser-grid';
import styles from './page.module.scss';

/**
 * market-place (spec §2 names it; its content is ours to design, README "Market place"): a way to
 * browse rather than search: the brands, and the country's best-rated stays by kind of place.
 */
export function MarketPlacePage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const brands = useBrands(locale);
  const getaways = useCuratedGetaways(site.country.code);
  useDocumentTitle(t('search.market.pageTitle'));
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('search.market.title')}</h1>
        <p className={styles.pageLead}>{t('search.market.lead')}</p>
      </header>
      <section aria-labelledby="srch-market-brands" className={styles.pageSection}>
        <h2 id="srch-market-brands" className={styles.sectionHeading}>
          {t('search.market.brands')}
        </h2>
        {brands.isPending ? (
          <Skeleton height={96} />
        ) : brands.isError ? (
          <ErrorPanel
            title={t('search.brand.error')}
            message={brands.error.message}
            onRetry={() => void brands.refetch()}
            retryLabel={t('search.retry')}
          />
        ) : (
          <ul className={styles.brandList}>
            {brands.data.brand_types.map((b) => (
              <li key={b.brand_slug}>
                <AppLink to={`/brand/${encodeURIComponent(b.brand_slug)}`} className={styles.brandCard}>
                  <img src={b.brand_logo} alt="" width={120} height={36} loading="lazy" />
                  <strong>{b.name}</strong>
                  <span>{b.tagline}</span>
                  <span>
                    {t('search.hotelCount', {
                      count: b.hotel_count,
                    })}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      {getaways.isPending ? (
        <Skeleton height={260} />
      ) : getaways.isError ? (
        <ErrorPanel
          title={t('search.market.error')}
          message={getaways.error.message}
          onRetry={() => void getaways.refetch()}
          retryLabel={t('search.retry')}
        />
      ) : (
        getaways.data.getaways
          .filter((g) => g.hotels.length > 0)
          .map((g) => (
            <section key={g.key} aria-labelledby={`srch-market-${g.key}`} className={styles.pageSection}>
              <h2 id={`srch-market-${g.key}`} className={styles.sectionHeading}>
                {t('search.market.getaway', {
                  kind:
                    t(`search.filters.value.${g.key}`) === `search.filters.value.${g.key}`
                      ? g.key.replace(/_/g, ' ')
                      : t(`search.filters.value.${g.key}`),
                  count: g.hotel_count,
                })}
              </h2>
              <TeaserGrid hotels={g.hotels} hrefFor={(slug) => `/hotel/${encodeURIComponent(slug)}`} />
            </section>
          ))
      )}
    </div>
  );
}
