import { useParams } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell } from '@rednest/shared/remote';
import { AppLink, EmptyState, ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useBrand } from '../../features/discovery/api/get-brand';
import { TeaserGrid } from '../../features/discovery/components/teaser-grid';
import styles from './page.module.scss';

/** brand/{brandName} (spec §2): the brand, its cities and its properties. */
export function BrandPage() {
  const t = useT();
  const { locale } = useShell();
  const { brandName = '' } = useParams();
  const brand = useBrand(brandName, locale);
  const info = brand.data?.brand_types[0];
  useDocumentTitle(info ? `${info.name} – ${info.tagline}` : t('search.brand.pageTitle'));
  if (brand.isPending)
    return (
      <div className={styles.page}>
        <Skeleton height={320} />
      </div>
    );
  // spec §4: brand details fail when the call fails or brand_types is missing
  if (brand.isError || !info) {
    const missing = brand.error?.status === 404;
    return (
      <div className={styles.page}>
        {missing ? (
          <EmptyState
            title={t('search.brand.notFound')}
            description={t('search.brand.notFoundHint')}
            action={
              <AppLink to="/market-place" className={styles.linkButton}>
                {t('search.brand.allBrands')}
              </AppLink>
            }
          />
        ) : (
          <ErrorPanel
            title={t('search.brand.error')}
            message={brand.error?.message ?? t('search.brand.error')}
            onRetry={() => void brand.refetch()}
            retryLabel={t('search.retry')}
          />
        )}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.brandHeader}>
        <img src={info.brand_logo} alt="" width={160} height={48} />
        <div>
          <h1 className={styles.pageTitle}>{info.name}</h1>
          <p className={styles.pageLead}>{info.tagline}</p>
        </div>
      </header>
      {brand.data.cities.length ? (
        <section aria-labelledby="srch-brand-cities" className={styles.pageSection}>
          <h2 id="srch-brand-cities" className={styles.sectionHeading}>
            {t('search.brand.cities')}
          </h2>
          <ul className={styles.chipList}>
            {brand.data.cities.map((c) => (
              <li key={c.slug}>
                <AppLink to={`/list-hotels/${encodeURIComponent(c.slug)}`} className={styles.chipLink}>
                  {c.name} · {c.hotel_count}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="srch-brand-hotels" className={styles.pageSection}>
        <h2 id="srch-brand-hotels" className={styles.sectionHeading}>
          {t('search.hotelCount', { count: info.hotel_count })}
        </h2>
        <TeaserGrid hotels={brand.data.hotels} hrefFor={(slug) => `/hotel/${encodeURIComponent(slug)}`} />
      </section>
    </div>
  );
}
