import { savedLocale, underLocale } from './saved-locale';

const list = [
  ['English', 'en', 'en-id', 'id'],
  ['Bahasa Indonesia', 'id', 'id-id', 'id'],
  ['Tiếng Việt', 'vi', 'vi-vn', 'vn'],
];

describe('savedLocale', () => {
  it('moves to the saved language when it differs from the URL and the site offers it', () => {
    expect(savedLocale('id-id', 'en-id', list)).toBe('id-id');
  });
  it('stays when the saved language is the URL one, unknown, or not offered by this site', () => {
    expect(savedLocale('en-id', 'en-id', list)).toBeNull();
    expect(savedLocale('xx-yy', 'en-id', list)).toBeNull();
    expect(savedLocale('th-th', 'en-id', list)).toBeNull();
    expect(savedLocale(undefined, 'en-id', list)).toBeNull();
  });
  it('without a site list, any supported locale', () => {
    expect(savedLocale('th-th', 'en-id', undefined)).toBe('th-th');
  });
  it('builds the same page under another locale', () => {
    expect(underLocale('id-id', '/')).toBe('/id-id');
    expect(underLocale('id-id', '/my-bookings?tab=upcoming')).toBe('/id-id/my-bookings?tab=upcoming');
  });
});
