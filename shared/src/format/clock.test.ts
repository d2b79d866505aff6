import { clockTime } from './clock';

const at = '2026-06-22T15:06:00Z'; // 22:06 in Bangkok and Jakarta

describe('a time that says whose clock it is on', () => {
  it('in a mail: the hotel time zone, named', () => {
    expect(clockTime(at, 'en-th', { hotelTimeZone: 'Asia/Bangkok' })).toBe('10:06 PM (hotel time, GMT+7)');
    expect(clockTime(at, 'th-th', { hotelTimeZone: 'Asia/Bangkok' })).toMatch(/^22:06 \(เวลาของโรงแรม, .+\)$/);
    expect(clockTime(at, 'id-id', { hotelTimeZone: 'Asia/Jakarta' })).toMatch(/^22[.:]06 \(waktu hotel, WIB\)$/);
  });

  it('on a page: the guest’s own clock, and it says so', () => {
    // the zone the test machine runs in stands for the guest's
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(new Date(at))
      .find((p) => p.type === 'timeZoneName')!.value;
    expect(clockTime(at, 'en-sg')).toMatch(
      new RegExp(`^\\d\\d:06 (AM|PM|am|pm)? ?\\(your time, ${zone.replace('+', '\\+')}\\)$`),
    );
    expect(clockTime(at, 'vi-vn')).toMatch(/^\d\d:06 \(giờ của bạn, .+\)$/);
  });
});
