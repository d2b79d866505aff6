/**
 * Standalone development: mf-booking mounted alone at http://localhost:8182/{locale}/my-bookings
 * with the real page singletons. The dev server proxies /api to a running `npm start`.
 */
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, isLocale } from '@rednest/shared/contracts';
import { api, configureApiClient, DEFAULT_API_CONFIG } from '@rednest/shared/api-client';
import { bus } from '@rednest/shared/event-bus';
import { session, site } from '@rednest/shared/session';
import { BookingApp } from './app/routes';

const first = window.location.pathname.split('/')[1];
const locale = isLocale(first) ? first : DEFAULT_LOCALE;
if (!isLocale(first)) window.history.replaceState(null, '', `/${locale}/my-bookings`);
site.set({ locale });

// the API's public web client, as the shell uses it
configureApiClient({ ...DEFAULT_API_CONFIG, baseUrl: '/api', appEnvironment: 'development' });

createRoot(document.getElementById('standalone-root')!).render(
  <BookingApp bus={bus} session={session} site={site} api={api} locale={locale} />,
);
