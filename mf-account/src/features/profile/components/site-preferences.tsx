import { useId, useState, type FormEvent } from 'react';
import { isLocale, type CurrencyCode } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useShell, useShellSite } from '@rednest/shared/remote';
import { Button } from '@rednest/shared/ui';
import { useUpdateUserInfo } from '../api/update-user-info';
import { loadPage } from '../utils/load-page';
import styles from './settings.module.scss';

/**
 * Language and display currency (settings). The choices are the site's locale_list and
 * currency_list (site settings); saving stores both on the profile (update_user_info) and applies
 * them the way the shell's header pickers do: the currency at once (site store and `?currency=`),
 * a new language by loading the same page under the new locale (labels, settings and every
 * remote's routes follow the locale).
 */
export function SitePreferences() {
  const t = useT();
  const { session, site, locale } = useShell();
  const { currency, settings } = useShellSite();
  const update = useUpdateUserInfo();
  const localeId = useId();
  const currencyId = useId();
  const locales = (settings?.locale_list ?? []).filter((entry) => isLocale(entry[2]));
  const currencies = settings?.currency_list ?? [];
  const [chosenLocale, setChosenLocale] = useState<string>(locale);
  const [chosenCurrency, setChosenCurrency] = useState<string>(currency);
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('idle');
    try {
      const answer = await update.mutateAsync({ body: { locale: chosenLocale, currency: chosenCurrency } });
      const current = session.getUser();
      if (current?.access_token)
        session.setUserInfo({ ...answer, access_token: current.access_token, token_type: current.token_type });
      if (chosenCurrency !== currency) {
        site.set({ currency: chosenCurrency as CurrencyCode });
        const url = new URL(window.location.href);
        url.searchParams.set('currency', chosenCurrency);
        window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
      }
      if (chosenLocale !== locale) {
        const rest = window.location.pathname.split('/').slice(2).join('/');
        loadPage(`/${chosenLocale}/${rest}${window.location.search}`);
        return;
      }
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  if (!locales.length && !currencies.length) return null;
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      aria-describedby={state === 'idle' ? undefined : `${localeId}-msg`}
    >
      <div className={styles.field}>
        <label htmlFor={localeId}>{t('account.settings.language')}</label>
        <select
          id={localeId}
          value={chosenLocale}
          onChange={(e) => (setChosenLocale(e.target.value), setState('idle'))}
        >
          {locales.map(([label, , code]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={currencyId}>{t('account.settings.currency')}</label>
        <select
          id={currencyId}
          value={chosenCurrency}
          onChange={(e) => (setChosenCurrency(e.target.value), setState('idle'))}
        >
          {currencies.map(([label, symbol, code]) => (
            <option key={code} value={code}>
              {`${code} ${symbol}`.trim()} · {label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" loading={update.isPending}>
        {t('account.settings.save')}
      </Button>
      {state === 'saved' ? (
        <p id={`${localeId}-msg`} className={styles.message} role="status">
          {t('account.settings.saved')}
        </p>
      ) : state === 'failed' ? (
        <p id={`${localeId}-msg`} className={styles.message} role="alert">
          {t('account.settings.saveFailed')}
        </p>
      ) : null}
    </form>
  );
}
