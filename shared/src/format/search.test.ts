import { normaliseSearch, searchDefaults } from './search';

// 2026-11-21 17:30 UTC = 2026-11-22 00:30 in Jakarta and Bangkok (UTC+7)
const JUST_AFTER_MIDNIGHT_WIB = Date.UTC(2026, 10, 21, 17, 30);
// 2026-11-22 16:59 UTC = 23:59 in Jakarta, still the 22nd there
const BEFORE_MIDNIGHT_WIB = Date.UTC(2026, 10, 22, 16, 59);

describe('searchDefaults (spec §5, §9)', () => {
  it('is today → tomorrow, 1 room, 2 guests in the site time zone', () => {
    expect(searchDefaults(JUST_AFTER_MIDNIGHT_WIB, 'Asia/Jakarta')).toEqual({
      check_in_date: '22-11-2026',
      check_out_date: '23-11-2026',
      rooms: 1,
      guest: 2,
    });
    expect(searchDefaults(JUST_AFTER_MIDNIGHT_WIB, 'Asia/Bangkok').check_in_date).toBe('22-11-2026');
    // the same instant is still the 21st in UTC
    expect(searchDefaults(JUST_AFTER_MIDNIGHT_WIB, 'UTC').check_in_date).toBe('21-11-2026');
  });

  it('crosses month and year ends', () => {
    expect(searchDefaults(Date.UTC(2026, 11, 31, 12), 'Asia/Jakarta')).toMatchObject({
      check_in_date: '31-12-2026',
      check_out_date: '01-01-2027',
    });
  });
});

describe('normaliseSearch (spec §5)', () => {
  const tz = { timezone: 'Asia/Jakarta' };

  it('moves a check-in in the past to today and a too-early check-out to tomorrow', () => {
    expect(
      normaliseSearch(
        { check_in_date: '20-11-2026', check_out_date: '21-11-2026', rooms: '1', guest: '2' },
        JUST_AFTER_MIDNIGHT_WIB,
        tz,
      ),
    ).toMatchObject({
      check_in_date: '22-11-2026',
      check_out_date: '23-11-2026',
    });
  });

  it('a search made at 00:30 in Jakarta for "yesterday in UTC" is treated as past there', () => {
    const q = { check_in_date: '21-11-2026', check_out_date: '23-11-2026', rooms: 1, guest: 2 };
    expect(normaliseSearch(q, JUST_AFTER_MIDNIGHT_WIB, tz).check_in_date).toBe('22-11-2026');
    // in UTC the 21st is still today and stays
    expect(normaliseSearch(q, JUST_AFTER_MIDNIGHT_WIB, { timezone: 'UTC' }).check_in_date).toBe('21-11-2026');
  });

  it("starts a stay nobody dated on the day of the country's easternmost zone", () => {
    // 23:30 in Jakarta is already past midnight in Bali and Jayapura: a link without dates must not
    // ask for a night that is over at a hotel there
    const zones = { timezone: 'Asia/Jakarta', undatedTimezone: 'Asia/Jayapura' };
    const at = Date.UTC(2026, 10, 22, 16, 30);
    expect(normaliseSearch({ rooms: 1, guest: 2 }, at, zones)).toMatchObject({
      check_in_date: '23-11-2026',
      check_out_date: '24-11-2026',
    });
    expect(normaliseSearch({ rooms: 1, guest: 2 }, at, { ...zones, residence: true }).check_in_date).toBe('24-11-2026');
    // a guest who chose Jakarta's tonight keeps it
    const chosen = { check_in_date: '22-11-2026', check_out_date: '23-11-2026', rooms: 1, guest: 2 };
    expect(normaliseSearch(chosen, at, zones).check_in_date).toBe('22-11-2026');
  });

  it('keeps a valid future stay as it is', () => {
    const q = { check_in_date: '01-12-2026', check_out_date: '04-12-2026', rooms: 2, guest: 3 };
    expect(normaliseSearch(q, BEFORE_MIDNIGHT_WIB, tz)).toEqual(q);
  });

  it('never returns a check-out on or before the check-in', () => {
    expect(
      normaliseSearch(
        { check_in_date: '10-12-2026', check_out_date: '05-12-2026', rooms: 1, guest: 2 },
        BEFORE_MIDNIGHT_WIB,
        tz,
      ),
    ).toMatchObject({
      check_in_date: '10-12-2026',
      check_out_date: '11-12-2026',
    });
  });

  it('treats broken dates like missing ones', () => {
    expect(
      normaliseSearch({ check_in_date: '31-02-2026', check_out_date: 'soon' }, BEFORE_MIDNIGHT_WIB, tz),
    ).toMatchObject({
      check_in_date: '22-11-2026',
      check_out_date: '23-11-2026',
    });
  });

  it.each([
    [{}, 'missing'],
    [{ rooms: '0', guest: '2' }, 'zero rooms'],
    [{ rooms: '2', guest: '-1' }, 'negative guests'],
    [{ rooms: 'two', guest: '2' }, 'non-numeric'],
    [{ rooms: '1.5', guest: '2' }, 'fraction'],
  ] as Array<[Record<string, string>, string]>)(
    'falls back to 1 room and 2 guests when rooms/guest are %j (%s)',
    (q) => {
      expect(normaliseSearch(q, BEFORE_MIDNIGHT_WIB, tz)).toMatchObject({ rooms: 1, guest: 2 });
    },
  );

  it('parses numeric strings from the URL and keeps other fields', () => {
    expect(normaliseSearch({ rooms: '3', guest: '5', location: 'cit-bangkok' }, BEFORE_MIDNIGHT_WIB, tz)).toMatchObject(
      { rooms: 3, guest: 5, location: 'cit-bangkok' },
    );
  });

  describe('residences', () => {
    it('moves a start in the past to tomorrow and enforces 30 nights', () => {
      expect(
        normaliseSearch(
          { check_in_date: '01-11-2026', check_out_date: '10-11-2026', rooms: 1, guest: 1 },
          BEFORE_MIDNIGHT_WIB,
          { ...tz, residence: true },
        ),
      ).toMatchObject({
        check_in_date: '23-11-2026',
        check_out_date: '23-12-2026',
      });
    });

    it('keeps a future start and a stay longer than 30 nights', () => {
      const q = { check_in_date: '01-12-2026', check_out_date: '01-03-2027', rooms: 1, guest: 1 };
      expect(normaliseSearch(q, BEFORE_MIDNIGHT_WIB, { ...tz, residence: true })).toEqual(q);
    });

    it('extends a short stay to 30 nights from its start', () => {
      expect(
        normaliseSearch(
          { check_in_date: '01-12-2026', check_out_date: '15-12-2026', rooms: 1, guest: 1 },
          BEFORE_MIDNIGHT_WIB,
          { ...tz, residence: true },
        ).check_out_date,
      ).toBe('31-12-2026');
    });
  });
});
