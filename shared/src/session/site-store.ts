import { BehaviorSubject, type Observable } from 'rxjs';
import {
  DEFAULT_LOCALE,
  countryOfLocale,
  isLocale,
  languageOfLocale,
  type CountryInfo,
  type CurrencyCode,
  type Language,
  type Locale,
  type SiteKind,
  type SiteSettings,
} from '@rednest/shared/contracts';
import { siteKindFromHost } from './site-kind';
import { local, type KeyValueStorage } from './storage';

export const LOCALE_KEY = 'rn.locale';
/** the guest's chosen display currency, kept across visits (a site that does not offer it shows its own) */
export const CURRENCY_KEY = 'rn.currency';

export interface SiteContext {
  locale: Locale;
  language: Language;
  country: CountryInfo;
  currency: CurrencyCode;
  kind: SiteKind;
  brandSlug: string | null;
  settings: SiteSettings | null;
}

export interface SiteStore {
  get(): SiteContext;
  readonly site$: Observable<SiteContext>;
  /** language and country follow `locale`; currency is re-checked against the settings' list. */
  set(patch: Partial<SiteContext>): void;
}

/**
 * spec §5: a currency from the query is used only if the site's currency list offers it;
 * otherwise the country's own currency.
 */
export function resolveCurrency(
  locale: Locale,
  settings: SiteSettings | null,
  requested?: string | null,
): CurrencyCode {
  const wanted = requested?.trim().toUpperCase();
  if (wanted && settings?.currency_list.some((entry) => entry[2].toUpperCase() === wanted)) {
    return wanted as CurrencyCode;
  }
  return countryOfLocale(locale).currency;
}

function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase();
  return isLocale(first) ? first : null;
}

export interface SiteStoreDeps {
  storage?: KeyValueStorage;
  location?: { host: string; pathname: string; search: string };
}

export function createSiteStore(deps: SiteStoreDeps = {}): SiteStore {
  const storage = deps.storage ?? local;
  const loc =
    deps.location ??
    (typeof window !== 'undefined' ? window.location : { host: 'localhost', pathname: '/', search: '' });
  const stored = storage.getItem(LOCALE_KEY);
  const locale: Locale = localeFromPath(loc.pathname) ?? (isLocale(stored) ? stored : DEFAULT_LOCALE);
  const { kind, brandSlug } = siteKindFromHost(loc.host, loc.search);
  const queryCurrency = new URLSearchParams(loc.search).get('currency') ?? storage.getItem(CURRENCY_KEY);

  const subject = new BehaviorSubject<SiteContext>({
    locale,
    language: languageOfLocale(locale),
    country: countryOfLocale(locale),
    currency: countryOfLocale(locale).currency,
    kind,
    brandSlug,
    settings: null,
  });

  return {
    get: () => subject.getValue(),
    site$: subject.asObservable(),
    set(patch) {
      const prev = subject.getValue();
      const next: SiteContext = { ...prev, ...patch };
      if (patch.locale && patch.locale !== prev.locale) {
        next.language = languageOfLocale(patch.locale);
        next.country = countryOfLocale(patch.locale);
        storage.setItem(LOCALE_KEY, patch.locale);
        if (!patch.currency) next.currency = resolveCurrency(patch.locale, next.settings, queryCurrency);
      }
      if (patch.settings !== undefined && !patch.currency) {
        next.currency = resolveCurrency(
          next.locale,
          next.settings,
          queryCurrency ?? (prev.currency !== prev.country.currency ? prev.currency : null),
        );
      } else if (patch.currency) {
        next.currency =
          resolveCurrency(next.locale, next.settings, patch.currency) === patch.currency || !next.settings
            ? patch.currency
            : next.country.currency;
        storage.setItem(CURRENCY_KEY, next.currency);
      }
      subject.next(next);
    },
  };
}

/** The page's one site store. */
export const site: SiteStore = createSiteStore();
