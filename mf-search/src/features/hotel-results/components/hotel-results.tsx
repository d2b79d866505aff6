import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import type {
  HotelCard as HotelCardData,
  HotelsList,
  HotelsListQuery,
  Locale,
  SortType,
} from '@rednest/shared/contracts';
import { languageOfLocale } from '@rednest/shared/contracts';
import { formatDate, SHORT_DAY_FORMAT, stayDateToIso } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { Button, EmptyState, ErrorPanel, toast } from '@rednest/shared/ui';
import { useSoldOutHotels } from '../api/search-sold-out';
import { useListingWishlist } from '../api/update-wishlist';
import { useHotelResults } from '../hooks/use-hotel-results';
import { earliestCheckInOf } from '../utils/earliest-check-in';
import { listingMinPerNight } from '../utils/listing-rules';
import { HotelCard } from './hotel-card';
import { ResultsSkeleton } from './results-skeleton';
import { SortControl } from './sort-control';
import styles from './hotel-results.module.scss';
import { useShellMoney } from '@rednest/shared/remote';

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
  /** how many hotels a fresh load gathers before it stops (spec §9: 20, or 10 for google_query / around you) */
  threshold: number;
  /** the hotel page of a card, for this stay */
  hrefFor(hotel: HotelCardData): string;
  /** null for guests: the heart then asks them to sign in */
  signedIn: boolean;
  onSignInNeeded(): void;
  /** the filter chips row, shown between the heading and the list */
  filters?: ReactNode;
  /** the heading when the place is not a named location (hotels around you) */
  headingFor?(count: number): string;
  /** filters narrow this search: an empty result offers to clear them rather than to change dates */
  onClearFilters?(): void;
  /** false: no sort menu (hotels around you are sorted by distance) */
  sortable?: boolean;
  /** the map view of the loaded hotels (lazy); without it there is no map toggle */
  renderMap?(hotels: HotelCardData[], meta: HotelsList | null): ReactNode;
  /** the stay refused as already begun at the hotel (its day is ahead of the site's calendar): move check-in to this DD-MM-YYYY, same nights */
  onMoveToEarliest?(checkIn: string): void;
  /** the dates were the defaults, not the guest's: move them on at once instead of asking */
  autoMoveDates?: boolean;
}

export function HotelResults({
  query,
  placeName,
  locale,
  sort,
  onSortChange,
  onChangeDates,
  withBannerSkeleton,
  onLocationName,
  threshold,
  hrefFor,
  signedIn,
  onSignInNeeded,
  filters,
  renderMap,
  headingFor,
  sortable = true,
  onClearFilters,
  onMoveToEarliest,
  autoMoveDates = false,
}: Props) {
  const t = useT();
  const prices = useShellMoney();
  const results = useHotelResults(query, threshold);
  const [view, setView] = useState<'list' | 'map'>('list');
  const wishlist = useListingWishlist((message) => toast(t('search.results.wishlistFailed', { message }), 'error'));
  const listEnded = results.status === 'ready' && !results.hasMore && !results.loadingMore && !results.loadMoreError;
  const soldOut = useSoldOutHotels(listEnded ? query : null);
  // hotels added below the list (the first load's second page, "load more") are drawn as a
  // transition, in slices, rather than in one long task as the query's update would (the
  // listing's main thread); any other change (a first list, a new search, a new order, a heart) is
  // drawn at once, so an old list never shows over a new one
  const deferred = useDeferredValue(results.hotels);
  const added =
    deferred.length > 0 && deferred.length < results.hotels.length && deferred.every((h, i) => results.hotels[i] === h);
  const listed = added ? deferred : results.hotels;
  const soldOutHotels = (soldOut.data?.hotels ?? []).filter((h) => !results.hotels.some((a) => a.slug === h.slug));
  const resolvedName = results.meta?.location.name;
  useEffect(() => {
    if (resolvedName && onLocationName) onLocationName(resolvedName);
  }, [resolvedName, onLocationName]);
  const earliest = results.status === 'error' && onMoveToEarliest ? earliestCheckInOf(results.error) : null;
  const moveAtOnce = Boolean(earliest && autoMoveDates);
  useEffect(() => {
    if (earliest && moveAtOnce) onMoveToEarliest?.(earliest);
  }, [earliest, moveAtOnce, onMoveToEarliest]);

  if (results.status === 'loading' || moveAtOnce) return <ResultsSkeleton withBanners={withBannerSkeleton} />;

  // a page without its list (dates passed, an error, nothing available) keeps a page heading: the
  // page outline and screen readers start from it, and the count is not known
  const statePlace = results.meta?.location.name || placeName;
  const stateHeading = (
    <h1 id="srch-results-heading" className={styles.heading}>
      {t('search.results.stateHeading', { place: statePlace })}
    </h1>
  );

  if (earliest && onMoveToEarliest) {
    const date = formatDate(stayDateToIso(earliest) ?? '', SHORT_DAY_FORMAT, languageOfLocale(locale));
    return (
      <div className={styles.state}>
        {stateHeading}
        <ErrorPanel
          title={t('search.results.datesPassed')}
          message={t('search.results.datesPassedBody', { date })}
          onRetry={() => onMoveToEarliest(earliest)}
          retryLabel={t('search.results.searchFrom', { date })}
        />
      </div>
    );
  }

  if (results.status === 'error') {
    return (
      <div className={styles.state}>
        {stateHeading}
        <ErrorPanel
          title={t('search.results.error')}
          message={results.error?.message ?? ''}
          onRetry={results.retry}
          retryLabel={t('search.retry')}
        />
      </div>
    );
  }

  const meta = results.meta;
  const place = meta?.location.name || placeName;
  const count = meta?.properties_count ?? results.hotels.length;
  const nights = meta?.no_of_nights ?? 1;

  const card = (hotel: HotelCardData, i: number) => (
    <HotelCard
      hotel={hotel}
      locale={locale}
      nights={nights}
      eager={i < 2}
      href={hrefFor(hotel)}
      wishlist={{
        busy: wishlist.pending === hotel.id,
        onToggle: () => (signedIn ? wishlist.toggle(hotel.id, hotel.is_wishlisted) : onSignInNeeded()),
      }}
    />
  );
  const soldOutSection =
    soldOutHotels.length > 0 ? (
      <section className={styles.soldOut} aria-labelledby="srch-soldout-heading">
        <h2 id="srch-soldout-heading" className={styles.subheading}>
          {t('search.results.soldOutHeading')}
        </h2>
        <p className={styles.hint}>{t('search.results.soldOutHint')}</p>
        <ol className={styles.list}>
          {soldOutHotels.map((hotel, i) => (
            <li key={hotel.slug}>{card(hotel, i + 2)}</li>
          ))}
        </ol>
      </section>
    ) : null;

  if (results.hotels.length === 0) {
    return (
      <div className={styles.state}>
        {stateHeading}
        {filters}
        {onClearFilters ? (
          <EmptyState
            title={t('search.filters.noMatch')}
            description={t('search.filters.noMatchHint')}
            action={
              <Button variant="primary" onClick={onClearFilters}>
                {t('search.filters.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={t('search.results.empty')}
            description={t('search.results.emptyHint')}
            action={
              <Button variant="primary" onClick={onChangeDates}>
                {t('search.results.changeDates')}
              </Button>
            }
          />
        )}
        {soldOutSection}
      </div>
    );
  }

  const currency = meta?.currency ?? results.hotels[0]?.currency ?? 'IDR';
  const summary: string[] = [
    t('search.results.fromPrice', {
      price: prices.format(listingMinPerNight(meta?.minPrice, meta?.no_of_nights), currency),
    }),
  ];
  if (prices.converts(currency))
    summary.push(t('search.results.converted', { display: prices.display, currency, date: prices.ratesDay ?? '' }));
  if (meta?.total_reviews && meta.avg_rating)
    summary.push(t('search.results.reviewsSummary', { rating: meta.avg_rating.toFixed(1), count: meta.total_reviews }));
  if (signedIn && typeof meta?.wishlist_count === 'number') {
    summary.push(
      t('search.results.wishlistCount', {
        count: meta.wishlist_count,
      }),
    );
  }

  return (
    <section className={styles.results} aria-labelledby="srch-results-heading">
      <div className={styles.toolbar}>
        <h1 id="srch-results-heading" className={styles.heading}>
          {headingFor ? headingFor(count) : t('search.results.heading', { count, place })}
        </h1>
        <div className={styles.tools}>
          {renderMap ? (
            <div className={styles.viewSwitch} role="group" aria-label={t('search.results.showMap')}>
              <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
                {t('search.results.showList')}
              </button>
              <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
                {t('search.results.showMap')}
              </button>
            </div>
          ) : null}
          {sortable ? <SortControl value={sort} onChange={onSortChange} /> : null}
        </div>
        <p className={styles.summary}>{summary.join(' · ')}</p>
      </div>
      {filters}
      {view === 'map' && renderMap ? (
        <div className={styles.map}>{renderMap(results.hotels, meta)}</div>
      ) : (
        <ol className={styles.list}>
          {listed.map((hotel, i) => (
            <li key={hotel.slug}>{card(hotel, i)}</li>
          ))}
        </ol>
      )}
      <div className={styles.more} aria-live="polite">
        {results.loadMoreError ? (
          <ErrorPanel
            title={t('search.results.error')}
            message={results.loadMoreError.message}
            onRetry={results.loadMore}
            retryLabel={t('search.retry')}
          />
        ) : null}
        {results.hasMore && !results.loadMoreError ? (
          <Button
            variant="secondary"
            onClick={results.loadMore}
            loading={results.loadingMore}
            aria-busy={results.loadingMore}
          >
            {t('search.results.loadMore')}
          </Button>
        ) : null}
        {!results.hasMore && !results.loadingMore ? (
          <p className={styles.allShown}>{t('search.results.allShown', { count: results.hotels.length })}</p>
        ) : null}
      </div>
      {soldOutSection}
    </section>
  );
}
