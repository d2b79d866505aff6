/**
 * The dates of a stay as search, the hotel page and booking check them (spec §5): DD-MM-YYYY in the
 * place's time zone, not in the past, within the booking horizon and the longest stay.
 */
import {
  BOOKING_HORIZON_YEARS,
  MAX_STAY_NIGHTS,
  dayjs,
  isoToStayDate,
  nightsBetween,
  stayDateToIso,
  todayIn,
} from '@rednest/shared/format';
import { badRequest } from '../../errors.ts';

/**
 * todayIn, remembered for the current second per zone: building an Intl formatter costs more than
 * a cached listing answer, and midnight in every zone falls on a whole second, so it is exact.
 */
const todays = new Map<string, string>();

/** stayDateToIso, remembered (a listing parses two dates per request; dayjs parsing allocates) */
const stayDays = new Map<string, string | null>();
function stayDay(text: string): string | null {
  let iso = stayDays.get(text);
  if (iso === undefined) {
    if (stayDays.size > 2000) stayDays.clear();
    iso = stayDateToIso(text);
    if (text.length <= 20) stayDays.set(text, iso);
  }
  return iso;
}
export function hotelToday(timezone: string, at: Date): string {
  const key = `${timezone}|${Math.floor(at.getTime() / 1000)}`;
  let day = todays.get(key);
  if (day === undefined) {
    if (todays.size > 200) todays.clear();
    day = todayIn(timezone, at);
    todays.set(key, day);
  }
  return day;
}

/** checkStayDates on this clock, each answer remembered for its day */
export function createStayDates(now: () => Date) {
  /** dates of a stay (DD-MM-YYYY) in a place's time zone: spec §5 and the API's limits (remembered per day: dayjs parsing allocates) */
  const checkedStays = new Map<string, { checkIn: string; checkOut: string; nights: number; today: string }>();
  function checkStayDates(checkInText: string, checkOutText: string, timezone: string) {
    const today = hotelToday(timezone, now());
    const key = `${checkInText}|${checkOutText}|${timezone}|${today}`;
    const known = checkedStays.get(key);
    if (known) return known;
    const checked = checkStayDatesOn(checkInText, checkOutText, today);
    if (checkedStays.size > 5000) checkedStays.clear();
    if (key.length < 120) checkedStays.set(key, checked);
    return checked;
  }

  function checkStayDatesOn(checkInText: string, checkOutText: string, today: string) {
    const checkIn = stayDay(checkInText.trim());
    const checkOut = stayDay(checkOutText.trim());
    const dateErrors = [
      ...(checkIn ? [] : [{ field: 'check_in_date', message: 'must be a date as DD-MM-YYYY' }]),
      ...(checkOut ? [] : [{ field: 'check_out_date', message: 'must be a date as DD-MM-YYYY' }]),
    ];
    if (!checkIn || !checkOut)
      throw badRequest('INVALID_DATES', 'Please choose valid check-in and check-out dates (DD-MM-YYYY).', dateErrors);
    // "today" is the hotel's day: just after midnight in Jakarta it is still yesterday in UTC (the caller's `today`)
    // `value` lets a client whose calendar day is behind the hotel's (Jakarta at 23:30 while Bali is past midnight) move the stay on
    if (checkIn < today)
      throw badRequest('INVALID_DATES', 'Check-in cannot be in the past.', [
        { field: 'check_in_date', message: `must be ${today} or later`, value: isoToStayDate(today) },
      ]);
    // spec §5: the same last day as the calendar's (today plus BOOKING_HORIZON_YEARS calendar years)
    const lastCheckIn = dayjs(today).add(BOOKING_HORIZON_YEARS, 'year').format('YYYY-MM-DD');
    if (checkIn > lastCheckIn) {
      throw badRequest('INVALID_DATES', `Check-in can be at most ${BOOKING_HORIZON_YEARS} years ahead.`, [
        { field: 'check_in_date', message: 'is too far ahead' },
      ]);
    }
    const nights = nightsBetween(checkIn, checkOut);
    if (nights < 1)
      throw badRequest('INVALID_DATES', 'Check-out must be after check-in.', [
        { field: 'check_out_date', message: 'must be after check-in' },
      ]);
    if (nights > MAX_STAY_NIGHTS)
      throw badRequest('STAY_TOO_LONG', `A stay can be at most ${MAX_STAY_NIGHTS} nights.`, [
        { field: 'check_out_date', message: `must be at most ${MAX_STAY_NIGHTS} nights after check-in` },
      ]);
    return { checkIn, checkOut, nights, today };
  }

  return { checkStayDates };
}
