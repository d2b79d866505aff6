import type { CountryCode } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { AppLink, ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useCountryCities } from '../api/get-country-cities';
import styles from './city-index.module.scss';

interface Props {
  country: CountryCode;
  /** the listing of a city (`/list-hotels/cit-…` with the stay) */
  hrefFor(slug: string, name: string): string;
}

/**
 * A listing with no place (`/list-hotels/`, `/search` without a location): the country's cities
 * with properties, popular ones first, so the page is a way in rather than a dead end.
 */
export function CityIndex({ country, hrefFor }: Props) {
  const t = useT();
  const cities = useCountryCities(country);
  const list = (cities.data?.cities ?? []).filter((c) => c.hotel_count > 0);
  const popular = list.filter((c) => c.is_popular);
  const others = list.filter((c) => !c.is_popular).sort((a, b) => a.name.localeCompare(b.name));
  const item = (c: (typeof list)[number]) => (
    <li key={c.slug}>
      <AppLink to={hrefFor(c.slug, c.name)} className={styles.city}>
        <span className={styles.name}>{c.name}</span>
        <span className={styles.count}>{t('search.hotelCount', { count: c.hotel_count })}</span>
      </AppLink>
    </li>
  );
  return (
    <section className={styles.index} aria-labelledby="srch-city-index" aria-busy={cities.isPending}>
      <h1 id="srch-city-index" className={styles.heading}>
        {t('search.cityIndex.title')}
      </h1>
      <p className={styles.lead}>{t('search.cityIndex.lead')}</p>
      {cities.isPending ? (
        <div className={styles.grid}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={56} />
          ))}
        </div>
      ) : cities.isError ? (
        <ErrorPanel
          title={t('search.cityIndex.error')}
          message={cities.error.message}
          onRetry={() => void cities.refetch()}
          retryLabel={t('search.retry')}
        />
      ) : (
        <>
          {popular.length > 0 ? (
            <>
              <h2 className={styles.subheading}>{t('search.cityIndex.popular')}</h2>
              <ul className={styles.grid}>{popular.map(item)}</ul>
            </>
          ) : null}
          {others.length > 0 ? (
            <>
              <h2 className={styles.subheading}>{t('search.cityIndex.all')}</h2>
              <ul className={styles.grid}>{others.map(item)}</ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
