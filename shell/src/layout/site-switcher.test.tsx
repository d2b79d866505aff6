import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '@rednest/shared/session';
import type { SiteSettings } from '@rednest/shared/contracts';
import { registerShellLabels } from '../i18n/shell-labels';
import { SiteSwitcher } from './site-switcher';

registerShellLabels();

const settings = {
  locale_list: [
    ['Bahasa Indonesia', 'id', 'id-id', 'id'],
    ['English (Indonesia)', 'en', 'en-id', 'id'],
    ['English (Singapore)', 'en', 'en-sg', 'sg'],
  ],
  currency_list: [
    ['Indonesian Rupiah', 'Rp', 'IDR'],
    ['Singapore Dollar', 'S$', 'SGD'],
  ],
} as unknown as SiteSettings;

describe('SiteSwitcher', () => {
  it('offers the site locales and currencies and reports a choice', async () => {
    act(() => site.set({ locale: 'en-id', settings }));
    const onLocale = jest.fn();
    const onCurrency = jest.fn();
    render(<SiteSwitcher onLocale={onLocale} onCurrency={onCurrency} />);
    const locale = screen.getByRole('combobox', { name: 'Language and country' });
    expect(locale).toHaveValue('en-id');
    await userEvent.selectOptions(locale, 'English (Singapore)');
    expect(onLocale).toHaveBeenCalledWith('en-sg');
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('IDR');
    await userEvent.selectOptions(currency, 'SGD');
    expect(onCurrency).toHaveBeenCalledWith('SGD');
  });

  it('shows nothing before site settings have loaded', () => {
    act(() => site.set({ locale: 'en-id', settings: null }));
    const { container } = render(<SiteSwitcher onLocale={jest.fn()} onCurrency={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
