import { useId, useRef, useState, type FormEvent } from 'react';
import type { Locale, SearchCriteria } from '@rednest/shared/contracts';
import { isoToStayDate, type Occupancy } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useIsPrerender } from '@rednest/shared/remote';
import { Button } from '@rednest/shared/ui';
import { formatStayDate, type IsoDate } from '../utils/calendar-date';
import { LocationCombobox, type ChosenLocation } from './location-combobox';
import { RoomsGuestsField } from './rooms-guests-field';
import { StayDatesField, type StayDates } from './stay-dates-field';
import styles from './search-form.module.scss';

export interface SearchFormValue {
  location: ChosenLocation | null;
  dates: StayDates;
  occupancy: Occupancy;
}

interface Props {
  initial: SearchFormValue;
  today: IsoDate;
  locale: Locale;
  onSubmit(criteria: SearchCriteria): void;
  /** 'hero' on the home page; 'bar' on results (collapsed to a summary on mobile) */
  variant?: 'hero' | 'bar';
  openDatesRequest?: number;
}

export function SearchForm({ initial, today, locale, onSubmit, variant = 'hero', openDatesRequest }: Props) {
  const t = useT();
  const id = useId();
  const [location, setLocation] = useState<ChosenLocation | null>(initial.location);
  const [dates, setDates] = useState<StayDates>(initial.dates);
  const [occupancy, setOccupancy] = useState<Occupancy>(initial.occupancy);
  const [error, setError] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const prerender = useIsPrerender();

  function submitWith(stay: StayDates) {
    if (!location) {
      setError(t('search.chooseLocation'));
      setExpanded(true);
      inputRef.current?.focus();
      return;
    }
    onSubmit({
      location: location.slug,
      locationName: location.name,
      check_in_date: isoToStayDate(stay.start),
      check_out_date: isoToStayDate(stay.end),
      rooms: occupancy.rooms,
      guest: occupancy.guest,
    });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    submitWith(dates);
  }

  const collapsible = variant === 'bar';
  const guestsText = t('search.guestCount', {
    count: occupancy.guest,
  });

  return (
    <div className={`${styles.wrapper} ${variant === 'bar' ? styles.bar : styles.hero}`}>
      {collapsible ? (
        <button
          type="button"
          className={styles.summary}
          // a summary card of the search (place, dates, guests): its lines wrap by design
          data-multiline=""
          aria-expanded={expanded}
          aria-controls={`${id}-form`}
          onClick={() => setExpanded((x) => !x)}
        >
          <span className={styles.summaryPlace}>{location?.name ?? t('search.where')}</span>
          <span className={styles.summaryMeta}>
            {/* the build-time first view holds no dates (the same file on every day) */}
            {prerender
              ? guestsText
              : `${formatStayDate(dates.start, locale)} – ${formatStayDate(dates.end, locale)} · ${guestsText}`}
          </span>
          <span className={styles.summaryEdit}>{t('search.editSearch')}</span>
        </button>
      ) : null}
      <form
        id={`${id}-form`}
        role="search"
        aria-label={t('search.form')}
        noValidate
        className={`${styles.form} ${collapsible && !expanded ? styles.collapsed : ''}`}
        onSubmit={submit}
      >
        <div className={styles.location}>
          <LocationCombobox
            value={location}
            inputRef={inputRef}
            error={error}
            onChange={(next) => {
              setLocation(next);
              if (next) setError(null);
            }}
          />
        </div>
        <StayDatesField
          value={dates}
          onChange={setDates}
          today={today}
          locale={locale}
          openRequest={openDatesRequest}
          // "Change dates" on an empty result: new dates search at once (on mobile the Search button is folded away)
          onRequestedApply={submitWith}
          priceScope={location ? { location: location.slug, rooms: occupancy.rooms, guest: occupancy.guest } : null}
        />
        <RoomsGuestsField value={occupancy} onChange={setOccupancy} />
        <Button type="submit" variant="primary" className={styles.submit}>
          {t('search.submit')}
        </Button>
      </form>
    </div>
  );
}
