import type { CountryCode } from '@rednest/shared/contracts';
// from the shared singleton the shell already loaded: the `format/rules` entry would bundle a second copy
import { isSafeLink } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useIsPrerender } from '@rednest/shared/remote';
import { BANNER_SLOT, bannerAlt } from '@rednest/shared/remote/first-view-slots';
import { ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useBanners } from '../api/load-banners';
import styles from './banner-strip.module.scss';

interface Props {
  country: CountryCode;
  /** the heading is visible on home, screen-reader only on results */
  compact?: boolean;
}

/** how many banners can be in the first view (four in the compact strip on a desktop) */
const VISIBLE_FIRST = 4;

/**
 * The placeholder banners of the strip's template (src/expose/first-view.tsx); the edge swaps each
 * placeholder for a real banner's value (shared first-view-slots BANNER_SLOT).
 */
export const BANNER_TEMPLATE = {
  answer: (country: CountryCode) => ({
    banners: [1, 2, 3, 4, 5].map((id) => ({
      id: -id,
      title: BANNER_SLOT.alt,
      subtitle: '',
      image_url: BANNER_SLOT.image,
      link_url: BANNER_SLOT.link,
      country,
    })),
  }),
};

/** The offers strip of the country: skeleton cards while loading, hidden when there are none. */
export function BannerStrip({ country, compact = false }: Props) {
  const t = useT();
  const prerender = useIsPrerender();
  const { data, error, isFetching: loading, refetch } = useBanners(country);
  // the API filters unsafe links already; a banner is never a way to run script (defence in depth)
  const banners = data?.banners ?? [];

  if (!loading && !error && banners.length === 0) return null;

  return (
    <section
      className={compact ? `${styles.section} ${styles.compact}` : styles.section}
      aria-labelledby="srch-offers-title"
      aria-busy={loading}
      // the mark of home's strip in the prerendered first view: the edge draws the country's banners in its place
      data-rn-slot={prerender && !compact ? BANNER_SLOT.name : undefined}
    >
      <h2 id="srch-offers-title" className={compact ? styles.srOnly : styles.title}>
        {t('search.home.offers')}
      </h2>
      {error ? (
        <ErrorPanel
          title={t('search.home.offersError')}
          message={error.message}
          onRetry={() => void refetch()}
          retryLabel={t('search.retry')}
        />
      ) : null}
      {loading && banners.length === 0 ? (
        <div className={styles.strip}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={styles.skeleton} height={120} label={t('search.home.offers')} />
          ))}
        </div>
      ) : null}
      {banners.length > 0 ? (
        <ul className={styles.strip}>
          {banners.map((b, i) => (
            <li key={b.id} className={styles.item}>
              <a className={styles.banner} href={isSafeLink(b.link_url) ? b.link_url : undefined}>
                {/* the banner picture carries its own headline; the alt text says it for screen readers */}
                <img
                  className={styles.image}
                  src={b.image_url}
                  alt={bannerAlt(b)}
                  width={640}
                  height={240}
                  // the first cards are above the fold (one on a phone, three or four on a desktop);
                  // on home the first one is the largest paint, so it is fetched at once
                  loading={i < VISIBLE_FIRST ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 && !compact ? 'high' : undefined}
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
