import { useEffect } from 'react';
import type { HotelsListQuery, Locale, SortType } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Button, EmptyState, ErrorPanel } from '@rednest/shared/ui';
import { useHotelResults } from '../hooks/use-hotel-results';
import { HotelCard } from './hotel-card';
import { ResultsSkeleton } from './results-skeleton';
import { SortControl } from './sort-control';
import styles from './hotel-results.module.scss';

interface Props {
  query: Omit<HotelsListQuery, 'page' | 'per_page'>;
  /** the name from the URL, until the API answers with the location's own name */
  placeName: string;
  locale: Locale;
  sort: SortType;
  onSortChange(sort: SortType): void;
  onChangeDates(): void;
  withBannerSkeleton: boolean;
  /** the API's name of the location (a /list-hotels/<slug> URL carries no name) */
  onLocationName?(name: string): void;
}

export function HotelResults({ query, placeName, locale, sort, onSortChange, onChangeDates, withBannerSkeleton, onLocationName }: Props) {
  const t = useT();
  const results = useHotelResults(query);
  const resolvedName = results.meta?.location.name;
  useEffect(() => {
    if (resolvedName && onLocationName) onLocationName(resolvedName);
  }, [resolvedName, onLocationName]);

  if (results.status === 'loading') return <ResultsSkeleton withBanners={withBannerSkeleton} />;

  if (results.status === 'error') {
    return (
      <div className={styles.state}>
        <ErrorPanel title={t('search.results.error')} message={results.error?.message ?? ''} onRetry={results.retry} retryLabel={t('search.retry')} />
      </div>
    );
  }

  const meta = results.meta;
  const place = meta?.location.name || placeName;
  const count = meta?.properties_count ?? results.hotels.length;
  const nights = meta?.no_of_nights ?? 1;

  if (results.hotels.length === 0) {
    return (
      <div className={styles.state}>
        <EmptyState
          title={t('search.results.empty')}
          description={t('search.results.emptyHint')}
          action={
            <Button variant="primary" onClick={onChangeDates}>
              {t('search.results.changeDates')}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <section className={styles.results} aria-labelledby="srch-results-heading">
      <div className={styles.toolbar}>
        <h1 id="srch-results-heading" className={styles.heading}>
          {t(count === 1 ? 'search.results.heading.one' : 'search.results.heading.other', { count, place })}
        </h1>
        <SortControl value={sort} onChange={onSortChange} />
      </div>
      <ol className={styles.list}>
        {results.hotels.map((hotel, i) => (
          <li key={hotel.slug}>
            <HotelCard hotel={hotel} locale={locale} nights={nights} eager={i < 2} />
          </li>
        ))}
      </ol>
      <div className={styles.more} aria-live="polite">
        {results.loadMoreError ? <ErrorPanel title={t('search.results.error')} message={results.loadMoreError.message} onRetry={results.loadMore} retryLabel={t('search.retry')} /> : null}
        {results.hasMore && !results.loadMoreError ? (
          <Button variant="secondary" onClick={results.loadMore} loading={results.loadingMore} aria-busy={results.loadingMore}>
            {t('search.results.loadMore')}
          </Button>
        ) : null}
        {!results.hasMore ? <p className={styles.allShown}>{t('search.results.allShown', { count: results.hotels.length })}</p> : null}
      </div>
    </section>
  );
}
