import { localeOfPath, preferredLocale, resolveRoute, switchLocalePath } from './locale-routing';

describe('locale routing (spec §2)', () => {
  it('sends an empty path to the stored locale and keeps the query string', () => {
    expect(resolveRoute({ pathname: '/', search: '?utm_source=mail&site=lumo', storedLocale: 'vi-vn' })).toEqual({
      kind: 'redirect',
      to: '/vi-vn?utm_source=mail&site=lumo',
      reason: 'empty-path',
    });
  });

  it('uses en-id when nothing (or garbage) is stored', () => {
    expect(resolveRoute({ pathname: '/', storedLocale: null })).toMatchObject({ to: '/en-id' });
    expect(resolveRoute({ pathname: '', storedLocale: 'xx-yy' })).toMatchObject({ to: '/en-id' });
  });

  it('sends a locale-country with no site to the origin root', () => {
    expect(resolveRoute({ pathname: '/fr-fr/faq', storedLocale: 'en-sg' })).toEqual({
      kind: 'redirect',
      to: '/',
      reason: 'unsupported-locale',
    });
    // a real language of another country is still not a site
    expect(resolveRoute({ pathname: '/vi-id', storedLocale: 'en-sg' })).toMatchObject({ to: '/' });
  });

  it('honours the site locale list (spec §5)', () => {
    const allowed = ['en-sg'];
    expect(resolveRoute({ pathname: '/en-id', allowedLocales: allowed })).toMatchObject({ to: '/' });
    expect(resolveRoute({ pathname: '/', storedLocale: 'en-id', allowedLocales: allowed })).toMatchObject({
      to: '/en-sg',
    });
    expect(preferredLocale('th-th', ['th-th', 'en-th'])).toBe('th-th');
    expect(preferredLocale(null, ['th-th', 'en-th'])).toBe('th-th');
  });

  it('normalises the case of a supported locale', () => {
    expect(resolveRoute({ pathname: '/EN-SG/faq', search: '?q=1' })).toMatchObject({
      to: '/en-sg/faq?q=1',
      reason: 'locale-case',
    });
  });

  it('prefixes a path with no locale with the stored locale', () => {
    expect(resolveRoute({ pathname: '/faq', search: '?a=b', storedLocale: 'th-th' })).toEqual({
      kind: 'redirect',
      to: '/th-th/faq?a=b',
      reason: 'missing-locale',
    });
  });

  it('redirects air_asia and unknown pages to the locale home', () => {
    expect(resolveRoute({ pathname: '/en-ph/air_asia', search: '?x=1' })).toMatchObject({
      to: '/en-ph?x=1',
      reason: 'air-asia',
    });
    expect(resolveRoute({ pathname: '/en-ph/no-such-page/deep' })).toMatchObject({ to: '/en-ph', reason: 'catch-all' });
  });

  it('serves pages a remote owns', () => {
    expect(resolveRoute({ pathname: '/id-id' })).toEqual({ kind: 'page', locale: 'id-id', owner: 'mf_search' });
    expect(resolveRoute({ pathname: '/id-id/' })).toEqual({ kind: 'page', locale: 'id-id', owner: 'mf_search' });
    expect(resolveRoute({ pathname: '/en-sg/my-bookings' })).toEqual({
      kind: 'page',
      locale: 'en-sg',
      owner: 'mf_booking',
    });
    expect(resolveRoute({ pathname: '/en-sg/hotel/red-1' })).toMatchObject({ owner: 'mf_search' });
  });

  it('knows the locale of a page and switches it in place', () => {
    expect(localeOfPath('/th-th/faq')).toBe('th-th');
    expect(localeOfPath('/faq')).toBeNull();
    expect(switchLocalePath('/en-id/faq', '?a=1', 'id-id')).toBe('/id-id/faq?a=1');
    expect(switchLocalePath('/', '', 'vi-vn')).toBe('/vi-vn');
  });
});
