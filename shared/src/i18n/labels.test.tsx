import { act, render, screen } from '@testing-library/react';
import { site } from '@rednest/shared/session';
import { createFakeApi } from '@rednest/shared/testing';
import { loadLabels, registerLabels, resetLabelsForTests, t, translate } from './labels';
import { useT } from './use-t';

beforeEach(() => {
  resetLabelsForTests();
  site.set({ locale: 'en-id' });
  registerLabels('en', {
    'search.title': 'Find a stay',
    'search.nights': '{count} nights in {city}',
    'only.en': 'English only',
  });
  registerLabels('id', { 'search.title': 'Cari penginapan', 'search.nights': '{count} malam di {city}' });
});

describe('labels', () => {
  it('translates in the language asked, with {name} interpolation', () => {
    expect(translate('id', 'search.nights', { count: 3, city: 'Bandung' })).toBe('3 malam di Bandung');
    expect(translate('en', 'search.nights', { count: 3 })).toBe('3 nights in {city}');
  });

  it('takes the plural form the language rules give when a count comes with a key of forms', () => {
    registerLabels('en', { 'x.guests.one': '{count} guest', 'x.guests.other': '{count} guests' });
    registerLabels('th', { 'x.guests.one': 'ผู้เข้าพัก {count} คน', 'x.guests.other': 'ผู้เข้าพัก {count} คน' });
    expect(translate('en', 'x.guests', { count: 1 })).toBe('1 guest');
    expect(translate('en', 'x.guests', { count: 0 })).toBe('0 guests');
    expect(translate('en', 'x.guests', { count: 3 })).toBe('3 guests');
    expect(translate('th', 'x.guests', { count: 1 })).toBe('ผู้เข้าพัก 1 คน');
    // a language without the forms falls back to English's, in English's rule
    expect(translate('vi', 'x.guests', { count: 2 })).toBe('2 guests');
  });

  it('falls back to English, then to the key', () => {
    expect(translate('th', 'search.title')).toBe('Find a stay');
    expect(translate('id', 'only.en')).toBe('English only');
    expect(translate('vi', 'nobody.has.this')).toBe('nobody.has.this');
  });

  it('t follows the site language', () => {
    site.set({ locale: 'id-id' });
    expect(t('search.title')).toBe('Cari penginapan');
  });

  it('server labels override bundled ones; a failed load keeps the fallbacks', async () => {
    const api = createFakeApi({
      loadLabels: ({ query }: { query?: Record<string, unknown> }) => ({
        language: query?.language,
        labels: { 'search.title': 'Cari hotel murah' },
      }),
    });
    await expect(loadLabels('id', api)).resolves.toBe(true);
    expect(translate('id', 'search.title')).toBe('Cari hotel murah');
    expect(api.callsTo('loadLabels')[0]!.query).toEqual({ language: 'id' });

    const failing = createFakeApi({});
    await expect(loadLabels('vi', failing)).resolves.toBe(false);
    expect(translate('vi', 'search.title')).toBe('Find a stay');
  });

  it('loads a language once even when asked twice at the same time', async () => {
    const api = createFakeApi({ loadLabels: { language: 'th', labels: {} } });
    await Promise.all([loadLabels('th', api), loadLabels('th', api)]);
    expect(api.callsTo('loadLabels')).toHaveLength(1);
  });
});

describe('useT', () => {
  function Title() {
    const tr = useT();
    return <h1>{tr('search.title')}</h1>;
  }

  it('re-renders when the locale changes and when labels arrive', async () => {
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Find a stay');
    act(() => site.set({ locale: 'id-id' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Cari penginapan');
    await act(async () => {
      await loadLabels(
        'id',
        createFakeApi({ loadLabels: { language: 'id', labels: { 'search.title': 'Cari kamar' } } }),
      );
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Cari kamar');
  });
});
