import { renderHook, act } from '@testing-library/react';
import { makeSiteSettings, memoryStorage } from '@rednest/shared/testing';
import { createSiteStore } from './site-store';
import { moneyView, useMoney } from './use-money';

describe('money in the guest currency', () => {
  it('shows a property price in the chosen currency and says it converts', () => {
    const view = moneyView({ currency: 'SGD', locale: 'en-id', settings: makeSiteSettings('en-id') });
    // Rp 480,000 at 16,000 a dollar and S$1.28 a dollar
    expect(view.format(48_000_000, 'IDR')).toBe('S$ 38,40');
    expect(view.converts('IDR')).toBe(true);
    expect(view.converts('SGD')).toBe(false);
    expect(view.ratesAsOf).toBe('2026-11-02');
    expect(view.ratesDay).toMatch(/2 Nov 2026/);
  });

  it('keeps the property currency when the chosen one is the same or no rate is known', () => {
    expect(
      moneyView({ currency: 'IDR', locale: 'en-id', settings: makeSiteSettings('en-id') }).format(48_000_000, 'IDR'),
    ).toBe('Rp 480.000');
    const noRates = moneyView({
      currency: 'SGD',
      locale: 'en-id',
      settings: makeSiteSettings('en-id', { exchange_rates: undefined }),
    });
    expect(noRates.format(48_000_000, 'IDR')).toBe('Rp 480.000');
    expect(noRates.converts('IDR')).toBe(false);
  });

  it('follows the site store when the guest picks a currency', () => {
    const store = createSiteStore({
      storage: memoryStorage(),
      location: { host: 'localhost', pathname: '/en-id', search: '' },
    });
    store.set({ settings: makeSiteSettings('en-id') });
    const { result } = renderHook(() => useMoney(store));
    expect(result.current.format(48_000_000, 'IDR')).toBe('Rp 480.000');
    act(() => store.set({ currency: 'THB' }));
    expect(result.current.display).toBe('THB');
    expect(result.current.format(48_000_000, 'IDR')).toBe('฿960');
  });
});

it('one money view per site context: every price of a page shares it, a new context makes a new one', () => {
  const ctx = { currency: 'SGD' as const, locale: 'en-id' as const, settings: makeSiteSettings('en-id') };
  expect(moneyView(ctx)).toBe(moneyView(ctx));
  const next = { ...ctx, currency: 'IDR' as const };
  expect(moneyView(next)).not.toBe(moneyView(ctx));
  expect(moneyView(next).display).toBe('IDR');
});
