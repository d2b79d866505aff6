import { safeReturnTo } from './return-to';

const origin = 'http://localhost:8080';

describe('safeReturnTo', () => {
  it.each([
    ['/en-id/my-bookings', '/my-bookings'],
    ['/en-id/search?location=cit-jakarta#top', '/search?location=cit-jakarta#top'],
    ['http://localhost:8080/en-id/account', '/account'],
    ['/en-id', '/'],
  ])('keeps a path under the locale: %s → %s', (raw, expected) => {
    expect(safeReturnTo(raw, 'en-id', origin)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/en-id',
    '//evil.example/en-id',
    '/\\evil.example',
    '/en-sg/account',
    '/en-idx',
    'javascript:alert(1)',
    '/en-id/signIn',
    '/en-id/signUp?returnTo=/en-id',
  ])('sends anything else home: %s', (raw) => {
    expect(safeReturnTo(raw, 'en-id', origin)).toBe('/');
  });
});
