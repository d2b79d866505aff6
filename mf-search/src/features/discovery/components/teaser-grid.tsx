import type { HotelTeaser } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { AppLink } from '@rednest/shared/ui';
import styles from './discovery.module.scss';

/** Property teasers (deals, brands, getaways): picture, name, place, rating; each opens its page. */
export function TeaserGrid({ hotels, hrefFor }: { hotels: HotelTeaser[]; hrefFor(slug: string): string }) {
  const t = useT();
  return (
    <ul className={styles.grid}>
      {hotels.map((h) => (
        <li key={h.slug} className={styles.card}>
          <img src={h.lead_picture} alt="" width={320} height={240} loading="lazy" decoding="async" />
          <div className={styles.cardBody}>
            <h3 className={styles.cardTitle}>
              <AppLink to={hrefFor(h.slug)} className={styles.stretched}>
                {h.name}
              </AppLink>
            </h3>
            <p className={styles.muted}>{[h.area, h.city].filter(Boolean).join(', ')}</p>
            {h.review_count > 0 ? (
              <p className={styles.muted}>
                <span className={styles.score} role="img" aria-label={t('search.results.rating', { rating: h.rating.toFixed(1) })}>
                  <span aria-hidden="true">★ {h.rating.toFixed(1)}</span>
                </span>{' '}
                {t(h.review_count === 1 ? 'search.results.reviews.one' : 'search.results.reviews.other', { count: h.review_count })}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
