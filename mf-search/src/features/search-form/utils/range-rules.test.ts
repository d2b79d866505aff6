import { addDays, isoToStayDate, stayDateToIso } from '@rednest/shared/format';
import { monthGrid, weekdayIndex, isWeekend, formatStayDate } from './calendar-date';
import { isSelectable, monthInYear, tapDate, yearPageStart, type DateRange } from './range-rules';

const today = '2026-03-10';
const empty: DateRange = { start: null, end: null };

describe('calendar grid', () => {
  it('has 42 cells starting on a Monday and covering the whole month', () => {
    const cells = monthGrid('2026-03-01'); // 1 March 2026 is a Sunday
    expect(cells).toHaveLength(42);
    expect(weekdayIndex(cells[0]!)).toBe(0);
    expect(cells[0]).toBe('2026-02-23');
    expect(cells).toContain('2026-03-31');
  });

  it('treats Saturday and Sunday as the weekend', () => {
    expect(isWeekend('2026-03-14')).toBe(true);
    expect(isWeekend('2026-03-15')).toBe(true);
    expect(isWeekend('2026-03-16')).toBe(false);
  });

  it('converts between the URL format and ISO dates, rejecting impossible dates', () => {
    expect(isoToStayDate('2026-03-09')).toBe('09-03-2026');
    expect(stayDateToIso('09-03-2026')).toBe('2026-03-09');
    expect(stayDateToIso('31-02-2026')).toBeNull();
    expect(stayDateToIso('2026-03-09')).toBeNull();
  });

  it("shows dates as 'ddd, DD MMM'", () => {
    expect(formatStayDate('2026-03-09', 'en-id')).toBe('Mon, 09 Mar');
  });
});

describe('range rules (spec §4/§5)', () => {
  it('first tap sets the start, second the end', () => {
    const first = tapDate(empty, '2026-03-12', { today });
    expect(first).toEqual({ kind: 'ok', range: { start: '2026-03-12', end: null } });
    const second = tapDate(first.range, '2026-03-15', { today });
    expect(second).toEqual({ kind: 'ok', range: { start: '2026-03-12', end: '2026-03-15' } });
  });

  it('swaps an end earlier than the start', () => {
    const result = tapDate({ start: '2026-03-15', end: null }, '2026-03-12', { today });
    expect(result.range).toEqual({ start: '2026-03-12', end: '2026-03-15' });
  });

  it('restarts with a new start when both are set', () => {
    const result = tapDate({ start: '2026-03-12', end: '2026-03-15' }, '2026-03-20', { today });
    expect(result.range).toEqual({ start: '2026-03-20', end: null });
  });

  it('refuses 0 nights and more than 90 nights', () => {
    expect(tapDate({ start: '2026-03-12', end: null }, '2026-03-12', { today }).kind).toBe('too-short');
    expect(tapDate({ start: '2026-03-12', end: null }, addDays('2026-03-12', 91), { today }).kind).toBe('too-long');
    expect(tapDate({ start: '2026-03-12', end: null }, addDays('2026-03-12', 90), { today }).kind).toBe('ok');
  });

  it('allows today up to 2 years ahead only', () => {
    expect(isSelectable('2026-03-09', today)).toBe(false);
    expect(isSelectable(today, today)).toBe(true);
    expect(isSelectable('2028-03-10', today)).toBe(true);
    expect(isSelectable('2028-03-11', today)).toBe(false);
    expect(tapDate(empty, '2026-03-09', { today }).kind).toBe('disabled');
  });
});

describe('year picker (spec §9: 15 a page)', () => {
  it('pages years by 15', () => {
    expect(yearPageStart(2026)).toBe(2025);
    expect(yearPageStart(2039)).toBe(2025);
    expect(yearPageStart(2040)).toBe(2040);
  });

  it('keeps the month, clamped to what can be booked', () => {
    expect(monthInYear('2026-05-01', 2027, '2026-03-01', '2028-03-01')).toBe('2027-05-01');
    expect(monthInYear('2026-05-01', 2028, '2026-03-01', '2028-03-01')).toBe('2028-03-01');
    expect(monthInYear('2027-01-01', 2026, '2026-03-01', '2028-03-01')).toBe('2026-03-01');
  });
});
