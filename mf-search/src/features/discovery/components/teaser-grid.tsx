import type { ReactNode } from 'react';
import type { HotelTeaser } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { AppLink } from '@rednest/shared/ui';
import styles from './discovery.module.scss';

type Teaser = Pick<HotelTeaser, 'slug' | 'name' | 'city' | 'area' | 'lead_picture' | 'rating' | 'review_count'>;

/**
 * Property teasers (deals, brands, getaways, the wish list): picture, name, place, rating; each
 * opens its page. `action` adds a control above the card's link (the wish list's remove heart).
 */
export function TeaserGrid<H extends Teaser>({
  hotels,
  hrefFor,
  action,
}: {
  hotels: H[];
  hrefFor(slug: string): string;
  action?(hotel: H): ReactNode;
}) {
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
                <span
                  className={styles.score}
                  role="img"
                  aria-label={t('search.results.rating', { rating: h.rating.toFixed(1) })}
                >
                  <span aria-hidden="true">★ {h.rating.toFixed(1)}</span>
                </span>{' '}
                {t('search.results.reviews', {
                  count: h.review_count,
                })}
              </p>
            ) : null}
          </div>
          {action ? action(h) : null}
        </li>
      ))}
    </ul>
  );
}
