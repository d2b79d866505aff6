import type { HotelCard, PriceAvailabilityQuery } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { AppLink } from '@rednest/shared/ui';
import { useRecommended } from '../api/get-recommended';
import styles from './hotel-details.module.scss';
import { useShellMoney } from '@rednest/shared/remote';

/** Other available properties nearby for the same stay; nothing at all when there are none or the call fails. */
export function RecommendedHotels({
  slug,
  stay,
  hrefFor,
}: {
  slug: string;
  stay: PriceAvailabilityQuery;
  hrefFor(hotel: HotelCard): string;
}) {
  const t = useT();
  const prices = useShellMoney();
  const recommended = useRecommended(slug, stay);
  const hotels = recommended.data?.hotels ?? [];
  if (!hotels.length) return null;
  return (
    <section className={styles.block} aria-labelledby="srch-hotel-recommended">
      <h2 id="srch-hotel-recommended" className={styles.blockTitle}>
        {t('search.hotel.recommended')}
      </h2>
      <ul className={styles.recommended}>
        {hotels.map((h) => (
          <li key={h.slug}>
            <AppLink to={hrefFor(h)} className={styles.recoCard}>
              <img src={h.lead_picture} alt="" width={240} height={180} loading="lazy" decoding="async" />
              <span className={styles.recoName} translate="no">
                {h.name}
              </span>
              <span className={styles.muted}>{[h.area, h.city].filter(Boolean).join(', ')}</span>
              {h.per_night !== null ? (
                <span className={styles.recoPrice}>
                  {t('search.results.perNight', { price: prices.format(h.per_night, h.currency) })}
                </span>
              ) : null}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
