import { useId } from 'react';
import { useT } from '@rednest/shared/i18n';
import { useSite } from '@rednest/shared/session';
import { isLocale, type Locale } from '@rednest/shared/contracts';
import styles from './header.module.scss';

interface Props {
  onLocale: (locale: Locale) => void;
  onCurrency: (currency: string) => void;
}

/** Locale and currency from site settings (locale_list [label, language, locale, country]; currency_list [label, symbol, code]). */
export function SiteSwitcher({ onLocale, onCurrency }: Props) {
  const t = useT();
  const { locale, currency, settings } = useSite();
  const localeId = useId();
  const currencyId = useId();
  const locales = (settings?.locale_list ?? []).filter((entry) => isLocale(entry[2]));
  const currencies = settings?.currency_list ?? [];
  if (!locales.length && !currencies.length) return null;
  return (
    <div className={styles.switcher}>
      {locales.length > 1 ? (
        <>
          <label className={styles.srOnly} htmlFor={localeId}>
            {t('shell.locale')}
          </label>
          <select
            id={localeId}
            className={styles.select}
            value={locale}
            onChange={(e) => isLocale(e.target.value) && onLocale(e.target.value)}
          >
            {locales.map(([label, , code]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {currencies.length > 1 ? (
        <>
          <label className={styles.srOnly} htmlFor={currencyId}>
            {t('shell.currency')}
          </label>
          <select
            id={currencyId}
            className={styles.select}
            value={currency}
            onChange={(e) => onCurrency(e.target.value)}
          >
            {currencies.map(([label, symbol, code]) => (
              <option key={code} value={code}>
                {`${code} ${symbol}`.trim()} · {label}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </div>
  );
}
