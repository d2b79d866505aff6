import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { clampOccupancy, normaliseSearch } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShellSite } from '@rednest/shared/remote';
import { LocationCombobox } from '../../features/search-form/components/location-combobox';
import { readPopularLocations } from '../../features/recent-searches/utils/recent-searches-store';
import { useSubmitSearch } from './use-submit-search';
import { BACK_DELAY_MS, backTargetOf } from './select-location-back';
import styles from './page.module.scss';

/**
 * searchFilter/selectLocation (spec §2): the phone's full-screen place picker. Picking a place
 * searches it with the stay in the query (or the defaults); the places this browser searched
 * (popular locations, newest first) are offered before anything is typed; the back arrow
 * returns, after 100 ms (the tap's ripple), to where the picker was opened from.
 */
export function SelectLocationPage() {
  const t = useT();
  const site = useShellSite();
  const navigate = useNavigate();
  const submit = useSubmitSearch();
  const [params] = useSearchParams();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useDocumentTitle(t('search.selectLocation.pageTitle'));
  useEffect(() => {
    input.current?.focus();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const [places] = useState(() => readPopularLocations(site.country.code));

  const raw = {
    check_in_date: params.get('check_in_date'),
    check_out_date: params.get('check_out_date'),
    rooms: params.get('rooms'),
    guest: params.get('guest'),
  };
  const stay = normaliseSearch(raw, Date.now(), {
    timezone: site.country.timezone,
    undatedTimezone: site.country.dayStartZone,
  });
  const occupancy = clampOccupancy({ rooms: stay.rooms, guest: stay.guest });
  const search = (place: { slug: string; name: string }) =>
    submit({
      location: place.slug,
      locationName: place.name,
      check_in_date: stay.check_in_date,
      check_out_date: stay.check_out_date,
      rooms: occupancy.rooms,
      guest: occupancy.guest,
    });

  return (
    <div className={styles.page}>
      <header className={styles.pickerHeader}>
        <button
          type="button"
          className={styles.backButton}
          aria-label={t('search.selectLocation.back')}
          onClick={() => {
            if (timer.current) return;
            timer.current = setTimeout(() => navigate(backTargetOf(params)), BACK_DELAY_MS);
          }}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <h1 className={styles.pageTitle}>{t('search.selectLocation.title')}</h1>
      </header>
      <LocationCombobox
        value={null}
        inputRef={input}
        onChange={(place) => {
          if (place) search(place);
        }}
      />
      {places.length ? (
        <section aria-labelledby="rn-popular-locations" className={styles.placeList}>
          <h2 id="rn-popular-locations" className={styles.placeListTitle}>
            {t('search.selectLocation.yourPlaces')}
          </h2>
          <ul>
            {places.map((place) => (
              <li key={place.slug}>
                <button type="button" className={styles.placeButton} onClick={() => search(place)}>
                  {place.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
