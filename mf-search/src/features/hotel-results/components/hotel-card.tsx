import type { HotelCard as HotelCardData, Locale } from '@rednest/shared/contracts';
import { pluralKey } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { AppLink, VisuallyHidden } from '@rednest/shared/ui';
import styles from './hotel-card.module.scss';
import { useShellMoney, useSignedInUser } from '@rednest/shared/remote';

interface Props {
  hotel: HotelCardData;
  locale: Locale;
  nights: number;
  /** first cards are above the fold: load their pictures eagerly and first (the listing's largest paint) */
  eager?: boolean;
  /** the hotel's page for this stay (`/hotel/<slug>?check_in_date=…`) */
  href: string;
  /** the heart: pressed when on the wish list; busy while the server is asked */
  wishlist?: { onToggle(): void; busy: boolean };
}

export const MAX_FACILITIES = 3;

const kmFormats = new Map<string, Intl.NumberFormat>();
function formatKm(km: number, locale: string): string {
  let f = kmFormats.get(locale);
  if (!f) kmFormats.set(locale, (f = new Intl.NumberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0 })));
  return f.format(km);
}

/** The API sends facility keys (wifi, hot_water); unknown keys still read as words. */
function facilityLabel(t: (key: string) => string, key: string): string {
  const label = t(`search.facility.${key}`);
  if (label !== `search.facility.${key}`) return label;
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A search result: the whole card opens the hotel's page for the same stay (the name is the link,
 * stretched over the card); the heart sits above it. Prices are the server's, all-in, in minor units.
 */
export function HotelCard({ hotel, locale, nights, eager = false, href, wishlist }: Props) {
  const t = useT();
  const prices = useShellMoney();
  const headingId = `srch-hotel-${hotel.slug}`;
  const money = (minor: number) => prices.format(minor, hotel.currency);
  const showRack = hotel.tarrif !== null && hotel.rack_rate !== null && hotel.rack_rate > hotel.tarrif;
  // a club member sees the price they pay (their summary charges it) against everyone's; others a teaser
  const member = useSignedInUser()?.club_member === true && hotel.club_tarrif !== null;
  const was = member ? hotel.tarrif : showRack ? hotel.rack_rate : null;
  const perNight = member ? hotel.club_per_night : hotel.per_night;
  const place = [hotel.area, hotel.city].filter((p, i, all) => p && all.indexOf(p) === i).join(', ');
  const facilities = hotel.facilities.slice(0, MAX_FACILITIES);
  const badges: { key: string; text: string }[] = [];
  if (hotel.deal_percent) badges.push({ key: 'deal', text: t('search.results.deal', { percent: hotel.deal_percent }) });
  if (typeof hotel.distance_km === 'number')
    badges.push({ key: 'distance', text: t('search.results.distance', { km: formatKm(hotel.distance_km, locale) }) });
  if (hotel.pay_at_hotel) badges.push({ key: 'pah', text: t('search.results.payAtHotel') });
  if (hotel.top_property) badges.push({ key: 'top', text: t('search.results.topProperty') });

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {wishlist ? (
        <button
          type="button"
          className={styles.heart}
          aria-pressed={hotel.is_wishlisted}
          aria-label={t(hotel.is_wishlisted ? 'search.results.wishlistRemove' : 'search.results.wishlistAdd', {
            name: hotel.name,
          })}
          aria-busy={wishlist.busy || undefined}
          onClick={wishlist.onToggle}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z" />
          </svg>
        </button>
      ) : null}
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
        <h2 id={headingId} className={styles.name} translate="no">
          <AppLink to={href} className={styles.link}>
            {hotel.name}
          </AppLink>
        </h2>
        <p className={styles.place}>{place}</p>
        <p className={styles.rating}>
          {hotel.review_count > 0 ? (
            <>
              <span
                className={styles.score}
                role="img"
                aria-label={t('search.results.rating', { rating: hotel.rating.toFixed(1) })}
              >
                <span aria-hidden="true">★ {hotel.rating.toFixed(1)}</span>
              </span>
              <span className={styles.reviews}>
                {t(pluralKey('search.results.reviews', hotel.review_count, locale), {
                  count: hotel.review_count,
                })}
              </span>
            </>
          ) : (
            <span className={styles.reviews}>{t('search.results.noReviews')}</span>
          )}
        </p>
        {badges.length > 0 ? (
          <p className={styles.badges}>
            {badges.map((b) => (
              <span key={b.key} className={b.key === 'deal' ? styles.dealBadge : styles.badge}>
                {b.text}
              </span>
            ))}
          </p>
        ) : null}
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
              <p className={styles.totalLabel}>
                {t(pluralKey('search.results.total', nights, locale), { count: nights })}
              </p>
              <p className={styles.amounts}>
                {was !== null ? (
                  <s className={styles.rack}>
                    <VisuallyHidden>{t('search.results.originalPrice')} </VisuallyHidden>
                    {money(was)}
                  </s>
                ) : null}
                <strong className={styles.total}>{money(member ? hotel.club_tarrif! : hotel.tarrif)}</strong>
              </p>
              {perNight !== null ? (
                <p className={styles.perNight}>{t('search.results.perNight', { price: money(perNight) })}</p>
              ) : null}
              {hotel.club_tarrif !== null ? (
                <p className={styles.club}>
                  {member ? t('search.club.yours') : t('search.club.teaser', { price: money(hotel.club_tarrif) })}
                </p>
              ) : null}
              <p className={styles.allIn}>{t('search.results.allIn')}</p>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
