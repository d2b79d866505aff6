import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Locale, SearchCriteria } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Section } from '@rednest/shared/ui';
import { readRecentSearches } from '../utils/recent-searches-store';
import styles from './recent-searches.module.scss';

interface Props {
  country: string;
  locale: Locale;
  /** the results URL of a search (the page decides; see app/routes) */
  hrefFor(criteria: SearchCriteria): string;
  formatDay(dmy: string): string;
}

/** Quick links to the last searches on this site's country, newest first. Hidden when there are none. */
export function RecentSearches({ country, hrefFor, formatDay }: Props) {
  const t = useT();
  const [items] = useState(() => readRecentSearches().filter((r) => r.country === country));
  if (items.length === 0) return null;
  return (
    <Section title={t('search.home.recent')} className={styles.section}>
      <ul className={styles.list}>
        {items.map((r) => (
          <li key={`${r.location}-${r.saved_at}`}>
            <Link className={styles.link} to={hrefFor(r)}>
              <span className={styles.place}>{r.locationName}</span>
              <span className={styles.meta}>
                {formatDay(r.check_in_date)} – {formatDay(r.check_out_date)} ·{' '}
                {t('search.guestCount', { count: r.guest })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
