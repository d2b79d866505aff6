import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { addDays, MAX_STAY_NIGHTS, MIN_STAY_NIGHTS, nightsBetween } from '@rednest/shared/format';
import { Button } from '@rednest/shared/ui';
import { usePriceCalendar, type PriceScope } from '../api/get-price-calendar';
import { cheapThreshold, compactPrice } from '../utils/compact-price';
import {
  addMonths,
  formatLongDate,
  formatMonthTitle,
  formatStayDate,
  isWeekend,
  monthGrid,
  startOfMonth,
  weekdayIndex,
  weekdayNames,
  type IsoDate,
} from '../utils/calendar-date';
import {
  CALENDAR_MESSAGE_MS,
  isSelectable,
  lastSelectableDate,
  monthInYear,
  tapDate,
  YEAR_PAGE_SIZE,
  yearPageStart,
  type DateRange,
} from '../utils/range-rules';
import styles from './range-calendar.module.scss';
import { useMoney } from '@rednest/shared/session';

export interface RangeCalendarProps {
  today: IsoDate;
  locale: Locale;
  initial: DateRange;
  onApply(range: { start: IsoDate; end: IsoDate }): void;
  /** which date the keyboard focus starts on; defaults to the start of the range */
  focusDate?: IsoDate;
  /** show each day's lowest all-in nightly price for this place or hotel (one call per month shown) */
  priceScope?: PriceScope | null;
}

/**
 * The range calendar (spec §4/§5): one month of 42 cells, Monday first, weekends styled; taps
 * follow range-rules.ts; a length violation shows a message for 3 seconds; Apply needs both dates.
 */
export function RangeCalendar({ today, locale, initial, onApply, focusDate, priceScope }: RangeCalendarProps) {
  const t = useT();
  const money = useMoney();
  const titleId = useId();
  const [range, setRange] = useState<DateRange>(initial);
  const [focus, setFocus] = useState<IsoDate>(() => focusDate ?? initial.start ?? today);
  const [month, setMonth] = useState<IsoDate>(() => startOfMonth(focusDate ?? initial.start ?? today));
  const [message, setMessage] = useState<string | null>(null);
  // the year picker's first year, or null while the days are shown
  const [yearsFrom, setYearsFrom] = useState<number | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  // the dialog opens with the keyboard on the chosen day, not on a navigation button
  const moveFocusRef = useRef(true);

  const lastDate = lastSelectableDate(today);
  const firstMonth = startOfMonth(today);
  const lastMonth = startOfMonth(lastDate);
  const cells = monthGrid(month);
  const calendar = usePriceCalendar(priceScope, month.slice(0, 7));
  const prices = new Map<string, number>();
  for (const d of calendar.data?.days ?? [])
    if (d.min_per_night !== null && d.min_per_night > 0) prices.set(d.date, d.min_per_night);
  const cheap = cheapThreshold([...prices.values()]);
  const currency = calendar.data?.currency ?? null;
  // the guest's currency when it converts; the cheap marks compare the property's amounts
  const shownCurrency = currency ? money.shown(0, currency).currency : null;
  const compact = (minor: number, from: string) => {
    const shown = money.shown(minor, from);
    return compactPrice(shown.amount, shown.currency, locale);
  };

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), CALENDAR_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  useEffect(() => {
    if (!moveFocusRef.current) return;
    moveFocusRef.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focus}"]`)?.focus();
  }, [focus, month]);

  function select(date: IsoDate) {
    const result = tapDate(range, date, { today });
    if (result.kind === 'too-short') setMessage(t('search.calendar.tooShort', { count: MIN_STAY_NIGHTS }));
    else if (result.kind === 'too-long') setMessage(t('search.calendar.tooLong', { count: MAX_STAY_NIGHTS }));
    else if (result.kind === 'ok') {
      setMessage(null);
      setRange(result.range);
    }
    setFocus(date);
  }

  function moveTo(date: IsoDate) {
    if (date < firstMonth) date = firstMonth;
    if (date > lastDate) date = lastDate;
    moveFocusRef.current = true;
    setFocus(date);
    // the visible month follows the focused day
    if (startOfMonth(date) !== month) setMonth(startOfMonth(date));
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>, date: IsoDate) {
    const moves: Record<string, () => IsoDate> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekdayIndex(date)),
      End: () => addDays(date, 6 - weekdayIndex(date)),
      PageUp: () => addMonths(date, -1),
      PageDown: () => addMonths(date, 1),
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      moveTo(move());
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      select(date);
    }
  }

  function changeMonth(delta: number) {
    const next = addMonths(month, delta);
    setMonth(next);
    const candidate = next < firstMonth ? today : next;
    setFocus(candidate < today ? today : candidate);
  }

  const nights = range.start && range.end ? nightsBetween(range.start, range.end) : 0;
  const weekdays = weekdayNames(locale, 'short');
  const weekdaysLong = weekdayNames(locale, 'long');
  const rows = Array.from({ length: 6 }, (_, r) => cells.slice(r * 7, r * 7 + 7));
  const focusInGrid = cells.includes(focus) ? focus : (cells.find((d) => startOfMonth(d) === month) ?? cells[0]!);

  return (
    <div className={styles.calendar}>
      <p className={styles.summary} aria-live="polite">
        {!range.start ? t('search.calendar.pickCheckIn') : null}
        {range.start && !range.end ? (
          <>
            <strong>{formatStayDate(range.start, locale)}</strong> – {t('search.calendar.pickCheckOut')}
          </>
        ) : null}
        {range.start && range.end ? (
          <>
            <strong>{formatStayDate(range.start, locale)}</strong> –{' '}
            <strong>{formatStayDate(range.end, locale)}</strong>
            {' · '}
            {t('search.calendar.nights', { count: nights })}
          </>
        ) : null}
      </p>

      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          onClick={() => changeMonth(-1)}
          disabled={month <= firstMonth}
          aria-label={t('search.calendar.prevMonth')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={titleId} className={styles.month} aria-live="polite">
          <button
            type="button"
            className={styles.monthButton}
            aria-expanded={yearsFrom !== null}
            aria-label={t('search.calendar.chooseYear', { month: formatMonthTitle(month, locale) })}
            onClick={() => setYearsFrom(yearsFrom === null ? yearPageStart(Number(month.slice(0, 4))) : null)}
          >
            {formatMonthTitle(month, locale)}
          </button>
        </h3>
        <button
          type="button"
          className={styles.nav}
          onClick={() => changeMonth(1)}
          disabled={month >= lastMonth}
          aria-label={t('search.calendar.nextMonth')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>

      {yearsFrom !== null ? (
        <div className={styles.years} role="group" aria-label={t('search.calendar.years')}>
          <button
            type="button"
            className={styles.nav}
            disabled={yearsFrom <= Number(firstMonth.slice(0, 4))}
            onClick={() => setYearsFrom(yearsFrom - YEAR_PAGE_SIZE)}
            aria-label={t('search.calendar.prevYears')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.yearGrid}>
            {Array.from({ length: YEAR_PAGE_SIZE }, (_, i) => yearsFrom + i).map((year) => (
              <button
                key={year}
                type="button"
                className={styles.year}
                aria-pressed={year === Number(month.slice(0, 4))}
                disabled={year < Number(firstMonth.slice(0, 4)) || year > Number(lastMonth.slice(0, 4))}
                onClick={() => {
                  const next = monthInYear(month, year, firstMonth, lastMonth);
                  setMonth(next);
                  setFocus(next < today ? today : next);
                  setYearsFrom(null);
                }}
              >
                {year}
              </button>
            ))}
          </div>
          <button
            type="button"
            className={styles.nav}
            disabled={yearsFrom + YEAR_PAGE_SIZE > Number(lastMonth.slice(0, 4))}
            onClick={() => setYearsFrom(yearsFrom + YEAR_PAGE_SIZE)}
            aria-label={t('search.calendar.nextYears')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <div role="grid" aria-labelledby={titleId} className={styles.grid} ref={gridRef} hidden={yearsFrom !== null}>
        <div role="row" className={styles.row}>
          {weekdays.map((name, i) => (
            <div
              key={name}
              role="columnheader"
              className={i >= 5 ? `${styles.weekday} ${styles.weekendHead}` : styles.weekday}
              aria-label={weekdaysLong[i]}
            >
              {name}
            </div>
          ))}
        </div>
        {rows.map((week) => (
          <div role="row" key={week[0]} className={styles.row}>
            {week.map((date) => {
              const disabled = !isSelectable(date, today);
              const isStart = date === range.start;
              const isEnd = date === range.end;
              const between = !!range.start && !!range.end && date > range.start && date < range.end;
              const classes = [
                styles.day,
                startOfMonth(date) !== month ? styles.outside : '',
                isWeekend(date) ? styles.weekend : '',
                date === today ? styles.today : '',
                between ? styles.between : '',
                isStart || isEnd ? styles.selected : '',
                isStart && range.end ? styles.rangeStart : '',
                isEnd ? styles.rangeEnd : '',
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <div
                  key={date}
                  role="gridcell"
                  data-date={date}
                  className={classes}
                  tabIndex={date === focusInGrid ? 0 : -1}
                  aria-selected={isStart || isEnd || between}
                  aria-disabled={disabled}
                  aria-current={date === today ? 'date' : undefined}
                  aria-label={
                    prices.has(date) && currency && !disabled
                      ? `${formatLongDate(date, locale)}, ${t('search.calendar.priceFrom', { price: money.format(prices.get(date)!, currency) })}`
                      : formatLongDate(date, locale)
                  }
                  onClick={() => (disabled ? undefined : select(date))}
                  onKeyDown={(e) => onKeyDown(e, date)}
                >
                  <span className={styles.dayNumber}>{Number(date.slice(8))}</span>
                  {priceScope ? (
                    <span
                      className={
                        cheap !== null && (prices.get(date) ?? Infinity) <= cheap
                          ? `${styles.price} ${styles.cheap}`
                          : styles.price
                      }
                      aria-hidden="true"
                    >
                      {prices.has(date) && currency && !disabled ? compact(prices.get(date)!, currency) : '\u00a0'}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>

      {priceScope && currency ? (
        <p className={styles.priceCaption}>
          {t('search.calendar.pricesCaption', {
            currency: shownCurrency ?? currency,
            guests: t('search.guestCount', {
              count: priceScope.guest,
            }),
          })}
        </p>
      ) : null}
      <div className={styles.messageSlot} role="alert">
        {message ? <p className={styles.message}>{message}</p> : null}
      </div>

      <div className={styles.footer}>
        <Button
          variant="primary"
          disabled={!range.start || !range.end}
          onClick={() => {
            if (range.start && range.end) onApply({ start: range.start, end: range.end });
          }}
        >
          {t('search.calendar.apply')}
        </Button>
      </div>
    </div>
  );
}
