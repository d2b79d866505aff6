import { Link } from 'react-router-dom';
import type { Area, CountryCode } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useCountryAreas } from '../api/load-country-areas';
import { popularCities } from '../utils/popular-cities';
import styles from './popular-destinations.module.scss';

interface Props {
  country: CountryCode;
  hrefFor(area: Area): string;
}

export function PopularDestinations({ country, hrefFor }: Props) {
  const t = useT();
  const { data, error, isFetching: loading, refetch } = useCountryAreas(country);
  const cities = popularCities(data?.areas ?? []);
  const count = (n: number) => t('search.hotelCount', { count: n });

  return (
    <section className={styles.section} aria-labelledby="srch-popular-title" aria-busy={loading}>
      <h2 id="srch-popular-title" className={styles.title}>
        {t('search.home.popular')}
      </h2>
      {error ? (
        <ErrorPanel
          title={t('search.home.popularError')}
          message={error.message}
          onRetry={() => void refetch()}
          retryLabel={t('search.retry')}
        />
      ) : null}
      {loading && !data ? (
        <div className={styles.grid}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={72} label={t('search.home.popular')} />
          ))}
        </div>
      ) : null}
      {data && !error && cities.length === 0 ? <p className={styles.empty}>{t('search.home.popularEmpty')}</p> : null}
      {cities.length > 0 ? (
        <ul className={styles.grid}>
          {cities.map((city) => (
            <li key={city.slug}>
              <Link to={hrefFor(city)} className={styles.card}>
                <span className={styles.name}>{city.name}</span>
                <span className={styles.meta}>{count(city.hotel_count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
