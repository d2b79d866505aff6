import { useMemo } from 'react';
import { IDEAL_FOR, type Locale } from '@rednest/shared/contracts';
import { useT, useTextLang } from '@rednest/shared/i18n';
import { Button, ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useReviews } from '../api/get-reviews';
import styles from './hotel-details.module.scss';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function stayMonth(iso: string, locale: string): string {
  let f = dateFormats.get(locale);
  if (!f)
    dateFormats.set(locale, (f = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })));
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : f.format(d);
}

/** Guest reviews (get-site-reviews): the average, the 5→1 breakdown, newest first, more on demand. */
export function HotelReviews({ slug, locale }: { slug: string; locale: Locale }) {
  const t = useT();
  const textLang = useTextLang();
  const pages = useReviews(slug);
  const first = pages.data?.pages[0];
  const reviews = useMemo(
    () =>
      (pages.data?.pages ?? [])
        .flatMap((p) => p.reviews)
        .filter((r, i, all) => all.findIndex((x) => x.id === r.id) === i),
    [pages.data],
  );

  return (
    <section className={styles.block} aria-labelledby="srch-hotel-reviews" aria-busy={pages.isPending}>
      <h2 id="srch-hotel-reviews" className={styles.blockTitle}>
        {t('search.hotel.reviews')}
      </h2>
      {pages.isPending ? (
        <Skeleton shape="text" lines={4} />
      ) : pages.isError && !first ? (
        <ErrorPanel
          title={t('search.hotel.reviewsError')}
          message={pages.error.message}
          onRetry={() => void pages.refetch()}
          retryLabel={t('search.retry')}
        />
      ) : first && first.review_count > 0 ? (
        <>
          <div className={styles.ratingSummary}>
            <p className={styles.bigScore}>
              <span role="img" aria-label={t('search.results.rating', { rating: first.rating.toFixed(1) })}>
                <span aria-hidden="true">{first.rating.toFixed(1)}</span>
              </span>
              <span className={styles.muted}>
                {t('search.results.reviews', {
                  count: first.review_count,
                })}
              </span>
            </p>
            <ul className={styles.breakdownBars} aria-label={t('search.hotel.ratingBreakdown')}>
              {first.rating_breakdown.map((b) => (
                <li key={b.stars}>
                  <span>{t('search.hotel.stars', { count: b.stars })}</span>
                  <span className={styles.bar} aria-hidden="true">
                    <span
                      style={{ width: `${first.review_count ? Math.round((b.count / first.review_count) * 100) : 0}%` }}
                    />
                  </span>
                  <span>{b.count}</span>
                </li>
              ))}
            </ul>
          </div>
          <ol className={styles.reviewList}>
            {reviews.map((r) => (
              <li key={r.id} className={styles.review}>
                <p className={styles.reviewHead}>
                  <strong translate="no">{r.author_name}</strong>
                  <span
                    role="img"
                    aria-label={t('search.results.rating', { rating: String(r.rating) })}
                    className={styles.reviewScore}
                  >
                    <span aria-hidden="true">★ {r.rating}</span>
                  </span>
                </p>
                <p className={styles.muted}>
                  {t('search.hotel.reviewMeta', {
                    type: (IDEAL_FOR as readonly string[]).includes(r.traveller_type)
                      ? t(`search.hotel.traveller.${r.traveller_type}`)
                      : r.traveller_type,
                    month: stayMonth(r.stayed_on, locale),
                  })}
                </p>
                {r.comment ? (
                  <p className={styles.text} lang={textLang(r.lang)}>
                    {r.comment}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
          <div aria-live="polite">
            {pages.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={() => void pages.fetchNextPage({ cancelRefetch: false })}
                loading={pages.isFetchingNextPage}
              >
                {t('search.hotel.moreReviews')}
              </Button>
            ) : null}
            {pages.isFetchNextPageError ? <p className={styles.unavailable}>{t('search.hotel.reviewsError')}</p> : null}
          </div>
        </>
      ) : (
        <p className={styles.muted}>{t('search.results.noReviews')}</p>
      )}
    </section>
  );
}
