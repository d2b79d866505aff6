import type { HotelCard as HotelCardData, Locale } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { VisuallyHidden } from '@rednest/shared/ui';
import styles from './hotel-card.module.scss';

interface Props {
  hotel: HotelCardData;
  locale: Locale;
  nights: number;
  /** first cards are above the fold: load their pictures eagerly and first (the listing's largest paint) */
  eager?: boolean;
}

export const MAX_FACILITIES = 3;

/** The API sends facility keys (wifi, hot_water); unknown keys still read as words. */
function facilityLabel(t: (key: string) => string, key: string): string {
  const label = t(`search.facility.${key}`);
  if (label !== `search.facility.${key}`) return label;
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A search result. Not a link yet: hotel details come with a later issue (no dead links).
 * Prices are the server's (ARCHITECTURE: the API is the authority), in minor units.
 */
export function HotelCard({ hotel, locale, nights, eager = false }: Props) {
  const t = useT();
  const headingId = `srch-hotel-${hotel.slug}`;
  const money = (minor: number) => formatMoney(minor, hotel.currency, locale);
  const showRack = hotel.tarrif !== null && hotel.rack_rate !== null && hotel.rack_rate > hotel.tarrif;
  const place = [hotel.area, hotel.city].filter((p, i, all) => p && all.indexOf(p) === i).join(', ');
  const facilities = hotel.facilities.slice(0, MAX_FACILITIES);

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <img
        className={styles.picture}
        src={hotel.lead_picture}
        alt={t('search.results.photoOf', { name: hotel.name })}
        width={320}
        height={240}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.name}>
          {hotel.name}
        </h2>
        <p className={styles.place}>{place}</p>
        <p className={styles.rating}>
          {hotel.review_count > 0 ? (
            <>
              <span className={styles.score} aria-label={t('search.results.rating', { rating: hotel.rating.toFixed(1) })}>
                <span aria-hidden="true">★ {hotel.rating.toFixed(1)}</span>
              </span>
              <span className={styles.reviews}>
                {t(hotel.review_count === 1 ? 'search.results.reviews.one' : 'search.results.reviews.other', { count: hotel.review_count })}
              </span>
            </>
          ) : (
            <span className={styles.reviews}>{t('search.results.noReviews')}</span>
          )}
        </p>
        {facilities.length > 0 ? (
          <ul className={styles.facilities}>
            {facilities.map((f) => (
              <li key={f} className={styles.facility}>
                {facilityLabel(t, f)}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.price}>
          {hotel.tarrif === null ? (
            <p className={styles.soldOut}>{t('search.results.soldOut')}</p>
          ) : (
            <>
              <p className={styles.totalLabel}>{t(nights === 1 ? 'search.results.total.one' : 'search.results.total.other', { count: nights })}</p>
              <p className={styles.amounts}>
                {showRack && hotel.rack_rate !== null ? (
                  <s className={styles.rack}>
                    <VisuallyHidden>{t('search.results.originalPrice')} </VisuallyHidden>
                    {money(hotel.rack_rate)}
                  </s>
                ) : null}
                <strong className={styles.total}>{money(hotel.tarrif)}</strong>
              </p>
              {hotel.per_night !== null ? <p className={styles.perNight}>{t('search.results.perNight', { price: money(hotel.per_night) })}</p> : null}
            </>
          )}
        </div>
      </div>
    </article>
  );
}
