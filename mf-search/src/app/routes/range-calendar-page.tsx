import { useNavigate, useSearchParams } from 'react-router-dom';
import { clampOccupancy, isoToStayDate, normaliseSearch, stayDateToIso, todayIn } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellSite } from '@rednest/shared/remote';
import { AppLink } from '@rednest/shared/ui';
import { RangeCalendar } from '../../features/search-form/components/range-calendar';
import styles from './page.module.scss';

/** Where Apply may return: a path of this site (never another origin), the listing by default. */
export function returnPathOf(raw: string | null): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || /[\u0000-\u001f]/.test(raw))
    return '/search';
  return raw;
}

/**
 * range-calendar/ (spec §2, the phone's full-screen calendar): the stay of the query with each
 * day's price for its place; Apply returns to `return` (a path of this site, the listing by
 * default) with the new dates, Back returns unchanged.
 */
export function RangeCalendarPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useDocumentTitle(t('search.calendar.pageTitle'));
  const today = todayIn(site.country.timezone);
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
  const location = params.get('location');
  const back = returnPathOf(params.get('return'));
  const forward = new URLSearchParams(params);
  forward.delete('return');
  const withQuery = (path: string, q: URLSearchParams) => {
    const [p, existing = ''] = path.split('?');
    const merged = new URLSearchParams(existing);
    for (const [k, v] of q) merged.set(k, v);
    return `${p}?${merged.toString()}`;
  };

  return (
    <div className={styles.page}>
      <header className={styles.pickerHeader}>
        <AppLink
          to={withQuery(back, forward)}
          className={styles.backButton}
          aria-label={t('search.selectLocation.back')}
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
        </AppLink>
        <h1 className={styles.pageTitle}>{t('search.calendar.title')}</h1>
      </header>
      <RangeCalendar
        today={today}
        locale={locale}
        initial={{ start: stayDateToIso(stay.check_in_date) ?? today, end: stayDateToIso(stay.check_out_date) ?? null }}
        priceScope={location ? { location, rooms: occupancy.rooms, guest: occupancy.guest } : null}
        onApply={(range) => {
          const next = new URLSearchParams(forward);
          next.set('check_in_date', isoToStayDate(range.start));
          next.set('check_out_date', isoToStayDate(range.end));
          navigate(withQuery(back, next));
        }}
      />
    </div>
  );
}
