import { COUNTRIES } from '@rednest/shared/contracts';
import {
  DATE_FORMAT,
  addDays,
  calendarDay,
  formatDate,
  isoToStayDate,
  nightsBetween,
  parseDate,
  stayDateToIso,
  toIsoDate,
  todayIn,
} from './dates';

describe('dates', () => {
  it('formats in the three spec formats (§9)', () => {
    expect(formatDate('2026-11-22', 'DD-MM-YYYY')).toBe('22-11-2026');
    expect(formatDate('22-11-2026', 'YYYY-MM-DD')).toBe('2026-11-22');
    expect(formatDate('22-11-2026', 'ddd, DD MMM')).toBe('Sun, 22 Nov');
    expect(DATE_FORMAT).toBe('DD-MM-YYYY');
  });

  it('names days and months in the site language', () => {
    expect(formatDate('22-11-2026', 'ddd, DD MMM', 'id')).toBe('Min, 22 Nov');
    expect(formatDate('22-11-2026', 'ddd, DD MMM', 'th')).toContain('22');
  });

  it('prints nothing for an invalid date rather than "Invalid Date"', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it('parses strictly', () => {
    expect(parseDate('22-11-2026')?.format('YYYY-MM-DD')).toBe('2026-11-22');
    expect(parseDate('31-02-2026')).toBeNull();
    expect(parseDate('2026-11-22')).toBeNull();
    expect(parseDate('2026-11-22', 'YYYY-MM-DD')?.date()).toBe(22);
    expect(parseDate('')).toBeNull();
  });

  it('counts nights across months, leap days and years', () => {
    expect(nightsBetween('22-11-2026', '24-11-2026')).toBe(2);
    expect(nightsBetween('28-02-2028', '01-03-2028')).toBe(2);
    expect(nightsBetween('31-12-2026', '01-01-2027')).toBe(1);
    expect(nightsBetween('bad', '01-01-2027')).toBeNaN();
  });

  it('adds days on the calendar', () => {
    expect(addDays('31-01-2027', 1)).toBe('2027-02-01');
    expect(toIsoDate('01-02-2027')).toBe('2027-02-01');
  });

  it('gives today in a time zone', () => {
    const instant = Date.UTC(2026, 10, 21, 17, 30); // 00:30 on the 22nd in UTC+7
    expect(todayIn('Asia/Jakarta', instant)).toBe('2026-11-22');
    expect(todayIn('Asia/Bangkok', instant)).toBe('2026-11-22');
    expect(todayIn('UTC', instant)).toBe('2026-11-21');
    expect(todayIn('Asia/Manila', Date.UTC(2026, 10, 21, 15, 59))).toBe('2026-11-21');
  });
});

describe('stay dates on the wire (DD-MM-YYYY)', () => {
  it('reads real dates only', () => {
    expect(stayDateToIso('29-02-2028')).toBe('2028-02-29');
    expect(stayDateToIso('29-02-2027')).toBeNull();
    expect(stayDateToIso('2027-02-01')).toBeNull();
    expect(stayDateToIso('')).toBeNull();
  });
  it('writes YYYY-MM-DD back as DD-MM-YYYY', () => {
    expect(isoToStayDate('2026-12-31')).toBe('31-12-2026');
    expect(isoToStayDate('2026-13-01')).toBe('');
  });
});

describe('todayIn for the site countries', () => {
  it("gives the time-zone database's day in every site country, every hour of a year", () => {
    const zones = Object.values(COUNTRIES).map((c) => c.timezone);
    expect(zones.length).toBe(5);
    const viaIntl = (zone: string, at: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
        at,
      );
    for (const zone of [...zones, 'UTC']) {
      for (let at = Date.UTC(2026, 0, 1, 0, 30); at < Date.UTC(2027, 0, 1); at += 3_600_000) {
        if (todayIn(zone, at) !== viaIntl(zone, at))
          throw new Error(`${zone} at ${new Date(at).toISOString()}: ${todayIn(zone, at)} ≠ ${viaIntl(zone, at)}`);
      }
    }
    // any other zone through Intl (New York keeps summer time)
    expect(todayIn('America/New_York', Date.UTC(2026, 6, 1, 3, 30))).toBe('2026-06-30');
  });
});

describe('calendarDay', () => {
  it("writes a hotel's calendar day in the language, never moved by a time zone", () => {
    expect(calendarDay('2027-01-12', 'en-GB')).toBe('Tue, 12 Jan 2027');
    expect(calendarDay('2027-01-12', 'id-ID')).toBe('Sel, 12 Jan 2027');
    // an instant late in the UTC day is still that day
    expect(calendarDay('2027-01-12T23:30:00Z', 'en-GB')).toBe('Tue, 12 Jan 2027');
    expect(calendarDay('2027-01-12', 'th-TH')).toContain('2570');
  });
});
