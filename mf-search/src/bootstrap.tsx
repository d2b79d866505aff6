/**
 * Standalone development: mf-search mounted alone with the real stores and api client; the dev
 * server proxies /api to a running `npm start`. Under the shell, expose/app.tsx is used instead.
 */
import { createRoot } from 'react-dom/client';
import { api, configureApiClient, DEFAULT_API_CONFIG } from '@rednest/shared/api-client';
import { bus } from '@rednest/shared/event-bus';
import { session, site, siteKindFromHost } from '@rednest/shared/session';
import { loadLabels } from '@rednest/shared/i18n';
import { DEFAULT_LOCALE, countryOfLocale, isLocale, languageOfLocale, type Locale, type SiteSettings } from '@rednest/shared/contracts';
import { App } from './app/app';

const first = window.location.pathname.split('/')[1];
const locale: Locale = isLocale(first) ? first : DEFAULT_LOCALE;
if (!isLocale(first)) window.history.replaceState(null, '', `/${locale}${window.location.search}`);

configureApiClient({ ...DEFAULT_API_CONFIG, baseUrl: '/api', appEnvironment: 'development' });
const { kind, brandSlug } = siteKindFromHost(window.location.host, window.location.search);
const country = countryOfLocale(locale);
site.set({ locale, language: languageOfLocale(locale), country, currency: country.currency, kind, brandSlug });
void loadLabels(languageOfLocale(locale));
api
  .call<SiteSettings>('siteSettings', { query: { locale, site: kind === 'brand' && brandSlug ? brandSlug : kind } })
  .then((settings) => site.set({ settings }))
  .catch((error: unknown) => console.error('mf-search standalone: site_settings failed', error));

createRoot(document.getElementById('standalone-root')!).render(<App bus={bus} session={session} site={site} api={api} locale={locale} />);
