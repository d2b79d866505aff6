import { useParams } from 'react-router-dom';
import { COUNTRIES } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { NotFoundRedirect, useDocumentTitle } from '@rednest/shared/remote';
import { AppLink, EmptyState, ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useCityAndHotels } from '../../features/discovery/api/get-city-and-hotels';
import { useCityHotels } from '../../features/discovery/api/get-city-hotels';
import { countryOfSitemapSegment, sitemapPath } from '../../features/discovery/utils/sitemap-country';
import styles from './page.module.scss';

/**
 * sitemap-{country} and sitemap-{country}/{city} (spec §2): plain lists of links for people and
 * crawlers. react-router cannot put a parameter inside a segment, so the page reads the segment
 * itself; any other first segment is not ours and goes home like every unknown path.
 */
export function SitemapPage() {
  const { sitemap, city } = useParams();
  const country = countryOfSitemapSegment(sitemap);
  if (!country) return <NotFoundRedirect />;
  return city ? <CitySitemap country={country} city={city} /> : <CountrySitemap country={country} />;
}

function CountrySitemap({ country }: { country: keyof typeof COUNTRIES }) {
  const t = useT();
  const data = useCityAndHotels(country);
  useDocumentTitle(t('search.sitemap.pageTitle', { country: COUNTRIES[country].name }));
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('search.sitemap.title', { country: COUNTRIES[country].name })}</h1>
      {data.isPending ? (
        <Skeleton shape="text" lines={10} />
      ) : data.isError ? (
        <ErrorPanel
          title={t('search.sitemap.error')}
          message={data.error.message}
          onRetry={() => void data.refetch()}
          retryLabel={t('search.retry')}
        />
      ) : (
        <div className={styles.sitemap}>
          {data.data.cities.map((c) => (
            <section key={c.slug} aria-labelledby={`srch-sm-${c.slug}`}>
              <h2 id={`srch-sm-${c.slug}`} className={styles.sectionHeading}>
                <AppLink to={`/list-hotels/${encodeURIComponent(c.slug)}`}>
                  {t('search.sitemap.cityStays', { city: c.name, count: c.hotel_count })}
                </AppLink>
              </h2>
              <ul>
                {c.hotels.map((h) => (
                  <li key={h.slug}>
                    <AppLink to={`/hotel/${encodeURIComponent(h.slug)}`}>{h.name}</AppLink>
                  </li>
                ))}
              </ul>
              {c.hotel_count > c.hotels.length ? (
                <AppLink to={sitemapPath(country, c.slug)}>{t('search.sitemap.allIn', { city: c.name })}</AppLink>
              ) : null}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

function CitySitemap({ country, city }: { country: keyof typeof COUNTRIES; city: string }) {
  const t = useT();
  const data = useCityHotels(city);
  const hotels = [...(data.data?.hotels ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const cityName = hotels[0]?.city ?? city.replace(/^cit-/, '').replace(/-/g, ' ');
  useDocumentTitle(t('search.sitemap.cityTitle', { city: cityName }));
  const groups = new Map<string, typeof hotels>();
  for (const h of hotels) {
    const letter = h.name.charAt(0).toLocaleUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), h]);
  }
  return (
    <div className={styles.page}>
      <nav aria-label={t('search.sitemap.breadcrumb')}>
        <AppLink to={sitemapPath(country)}>{t('search.sitemap.title', { country: COUNTRIES[country].name })}</AppLink>
      </nav>
      <h1 className={styles.pageTitle}>{t('search.sitemap.cityTitle', { city: cityName })}</h1>
      {data.isPending ? (
        <Skeleton shape="text" lines={10} />
      ) : data.isError ? (
        data.error.status === 400 || data.error.status === 404 ? (
          <EmptyState
            title={t('search.sitemap.noCity')}
            action={
              <AppLink to={sitemapPath(country)} className={styles.linkButton}>
                {t('search.sitemap.title', { country: COUNTRIES[country].name })}
              </AppLink>
            }
          />
        ) : (
          <ErrorPanel
            title={t('search.sitemap.error')}
            message={data.error.message}
            onRetry={() => void data.refetch()}
            retryLabel={t('search.retry')}
          />
        )
      ) : hotels.length === 0 ? (
        <EmptyState title={t('search.sitemap.noCity')} />
      ) : (
        <div className={styles.sitemap}>
          {[...groups].map(([letter, list]) => (
            <section key={letter} aria-label={letter}>
              <h2 className={styles.sectionHeading}>{letter}</h2>
              <ul>
                {list.map((h) => (
                  <li key={h.slug}>
                    <AppLink to={`/hotel/${encodeURIComponent(h.slug)}`}>{h.name}</AppLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
