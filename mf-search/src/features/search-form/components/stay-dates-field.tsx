import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useIsPrerender } from '@rednest/shared/remote';
import { Modal } from '@rednest/shared/ui';
import { formatStayDate, type IsoDate } from '../utils/calendar-date';
import type { PriceScope } from '../api/get-price-calendar';
import type { DateRange } from '../utils/range-rules';
import styles from './stay-dates-field.module.scss';

// The calendar is not needed for the first paint of the home page (JS budget, brief): load on open.
const RangeCalendar = lazy(() => import('./range-calendar').then((m) => ({ default: m.RangeCalendar })));

export interface StayDates {
  start: IsoDate;
  end: IsoDate;
}

interface Props {
  value: StayDates;
  onChange(value: StayDates): void;
  today: IsoDate;
  locale: Locale;
  /** bump to open the calendar from outside (e.g. "Change dates" on an empty result) */
  openRequest?: number;
  /** dates applied in a calendar opened through openRequest (the caller searches again right away) */
  onRequestedApply?(value: StayDates): void;
  /** the place or hotel whose nightly prices the calendar shows; none without a place */
  priceScope?: PriceScope | null;
}

export function StayDatesField({ value, onChange, today, locale, openRequest, onRequestedApply, priceScope }: Props) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState<null | 'in' | 'out'>(null);
  const [requested, setRequested] = useState(false);
  const checkInRef = useRef<HTMLButtonElement>(null);
  const lastRequest = useRef(openRequest);
  // the build-time first view is the same file on every day: no dates in it, a bar of a line's height
  const prerender = useIsPrerender();
  const day = (iso: IsoDate) =>
    prerender ? <span className={styles.pending}>{'\u00a0'}</span> : formatStayDate(iso, locale);

  useEffect(() => {
    if (openRequest !== undefined && openRequest !== lastRequest.current) {
      lastRequest.current = openRequest;
      setRequested(true);
      setOpen('in');
    }
  }, [openRequest]);

  const initial: DateRange =
    open === 'out' ? { start: value.start, end: null } : { start: value.start, end: value.end };

  return (
    <div className={styles.dates}>
      <button
        ref={checkInRef}
        type="button"
        className={styles.trigger}
        aria-label={t('search.checkIn')}
        aria-describedby={`${id}-in`}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(false);
          setOpen('in');
        }}
      >
        <span className={styles.label} aria-hidden="true">
          {t('search.checkIn')}
        </span>
        <span id={`${id}-in`} className={styles.value}>
          {day(value.start)}
        </span>
      </button>
      <button
        type="button"
        className={styles.trigger}
        aria-label={t('search.checkOut')}
        aria-describedby={`${id}-out`}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(false);
          setOpen('out');
        }}
      >
        <span className={styles.label} aria-hidden="true">
          {t('search.checkOut')}
        </span>
        <span id={`${id}-out`} className={styles.value}>
          {day(value.end)}
        </span>
      </button>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={t('search.calendar.title')}>
        {open !== null ? (
          <Suspense fallback={<p role="status">{t('search.loadingCalendar')}</p>}>
            <RangeCalendar
              today={today}
              locale={locale}
              initial={initial}
              focusDate={open === 'out' ? value.end : value.start}
              priceScope={priceScope}
              onApply={(range) => {
                setOpen(null);
                onChange(range);
                if (requested) onRequestedApply?.(range);
              }}
            />
          </Suspense>
        ) : null}
      </Modal>
    </div>
  );
}
