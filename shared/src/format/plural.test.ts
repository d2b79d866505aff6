import { plural, pluralKey } from './plural';

describe('plurals from the language rules', () => {
  it('English has a singular, Indonesian, Vietnamese and Thai do not', () => {
    expect(pluralKey('booking.nights', 1, 'en')).toBe('booking.nights.one');
    expect(pluralKey('booking.nights', 2, 'en')).toBe('booking.nights.other');
    expect(pluralKey('booking.nights', 0, 'en')).toBe('booking.nights.other');
    for (const language of ['id', 'vi', 'th'])
      expect(pluralKey('booking.nights', 1, language)).toBe('booking.nights.other');
  });

  it('picks a form, other when the language has no such form', () => {
    expect(plural(1, 'en', { one: '1 night', other: 'nights' })).toBe('1 night');
    expect(plural(5, 'en', { one: '1 night', other: '5 nights' })).toBe('5 nights');
    expect(plural(1, 'th', { one: 'x', other: '1 คืน' })).toBe('1 คืน');
  });
});
