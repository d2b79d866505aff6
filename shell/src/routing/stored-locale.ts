import { isLocale, type Locale } from '@rednest/shared/contracts';

/** spec §2: the locale-country a visitor last used; `/` sends them back to it. */
export const STORED_LOCALE_KEY = 'rn.locale';

export function readStoredLocale(storage: Pick<Storage, 'getItem'> = localStorage): Locale | null {
  try {
    const value = storage.getItem(STORED_LOCALE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage blocked (private mode, cookies disabled): fall back to the default
  }
}

export function rememberLocale(locale: Locale, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(STORED_LOCALE_KEY, locale);
  } catch {
    // not remembering is acceptable; routing still works with the default
  }
}
