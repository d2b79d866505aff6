import { makeSiteSettings, memoryStorage } from '@rednest/shared/testing';
import { CURRENCY_KEY, LOCALE_KEY, createSiteStore, resolveCurrency } from './site-store';

const at = (pathname: string, search = '', host = 'localhost:8080') => ({ host, pathname, search });

describe('site store', () => {
  beforeEach(() => sessionStorage.clear());

  it('takes the locale from the path, with language, country and currency', () => {
    const store = createSiteStore({ storage: memoryStorage(), location: at('/vi-vn/search') });
    expect(store.get()).toMatchObject({
      locale: 'vi-vn',
      language: 'vi',
      currency: 'VND',
      kind: 'main',
      settings: null,
    });
    expect(store.get().country.timezone).toBe('Asia/Ho_Chi_Minh');
  });

  it('falls back to the remembered locale, then en-id', () => {
    const storage = memoryStorage();
    storage.setItem(LOCALE_KEY, 'th-th');
    expect(createSiteStore({ storage, location: at('/') }).get().locale).toBe('th-th');
    expect(createSiteStore({ storage: memoryStorage(), location: at('/xx-yy') }).get().locale).toBe('en-id');
  });

  it('changing the locale updates language, country and currency and is remembered', () => {
    const storage = memoryStorage();
    const store = createSiteStore({ storage, location: at('/en-id') });
    const seen: string[] = [];
    store.site$.subscribe((s) => seen.push(`${s.locale}/${s.currency}`));
    store.set({ locale: 'en-sg' });
    expect(store.get()).toMatchObject({ language: 'en', currency: 'SGD' });
    expect(storage.getItem(LOCALE_KEY)).toBe('en-sg');
    expect(seen).toEqual(['en-id/IDR', 'en-sg/SGD']);
  });

  it('uses ?currency= only when the site settings offer it (spec §5)', () => {
    const store = createSiteStore({ storage: memoryStorage(), location: at('/en-id', '?currency=usd') });
    store.set({ settings: makeSiteSettings('en-id') });
    expect(store.get().currency).toBe('IDR');

    const offered = createSiteStore({ storage: memoryStorage(), location: at('/en-id', '?currency=sgd') });
    offered.set({ settings: makeSiteSettings('en-id') });
    expect(offered.get().currency).toBe('SGD');
  });

  it('remembers a chosen currency for the next visit, the URL winning over it', () => {
    const storage = memoryStorage();
    const first = createSiteStore({ storage, location: at('/en-id') });
    first.set({ settings: makeSiteSettings('en-id') });
    first.set({ currency: 'SGD' });
    expect(storage.getItem(CURRENCY_KEY)).toBe('SGD');

    const next = createSiteStore({ storage, location: at('/en-id/search') });
    next.set({ settings: makeSiteSettings('en-id') });
    expect(next.get().currency).toBe('SGD');

    const linked = createSiteStore({ storage, location: at('/en-id', '?currency=thb') });
    linked.set({ settings: makeSiteSettings('en-id') });
    expect(linked.get().currency).toBe('THB');
  });

  it('detects brand and corporate hosts', () => {
    expect(
      createSiteStore({ storage: memoryStorage(), location: at('/en-id', '', 'lumo.localhost:8080') }).get(),
    ).toMatchObject({ kind: 'brand', brandSlug: 'lumo' });
    expect(
      createSiteStore({ storage: memoryStorage(), location: at('/en-id', '', 'corporate.localhost:8080') }).get().kind,
    ).toBe('corporate');
  });

  it('resolveCurrency ignores unknown codes', () => {
    expect(resolveCurrency('th-th', makeSiteSettings('th-th'), 'XYZ')).toBe('THB');
    expect(resolveCurrency('th-th', null, 'SGD')).toBe('THB');
  });
});
