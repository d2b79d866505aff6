import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { api, configureApiClient, DEFAULT_API_CONFIG, queryClient } from '@rednest/shared/api-client';
import { DEFAULT_LOCALE, countryOfLocale, isLocale, languageOfLocale, type Locale } from '@rednest/shared/contracts';
import { bus } from '@rednest/shared/event-bus';
import { loadLabels } from '@rednest/shared/i18n';
import { session, site, siteKindFromHost } from '@rednest/shared/session';
import type { ShellProps } from './shell-props';

/**
 * Standalone development: mounts a remote alone with the real stores and api client (the dev
 * server proxies /api to a running `npm start`). Under the shell, expose/app.tsx is used
 * instead. A URL without a locale is moved to `/{default locale}/{homePath}`.
 */
export function startStandalone({
  App,
  homePath,
  name,
}: {
  App: ComponentType<ShellProps>;
  homePath: string;
  name: string;
}): void {
  const first = window.location.pathname.split('/')[1];
  const locale: Locale = isLocale(first) ? first : DEFAULT_LOCALE;
  if (!isLocale(first))
    window.history.replaceState(null, '', `/${locale}${homePath ? `/${homePath}` : ''}${window.location.search}`);

  configureApiClient({ ...DEFAULT_API_CONFIG, baseUrl: '/api', appEnvironment: 'development' });
  const { kind, brandSlug } = siteKindFromHost(window.location.host, window.location.search);
  const country = countryOfLocale(locale);
  site.set({ locale, language: languageOfLocale(locale), country, currency: country.currency, kind, brandSlug });
  void loadLabels(languageOfLocale(locale));
  api
    .call('siteSettings', { query: { locale, site: kind === 'brand' && brandSlug ? brandSlug : kind } })
    .then((settings) => site.set({ settings }))
    .catch((error: unknown) => console.error(`${name} standalone: site_settings failed`, error));

  createRoot(document.getElementById('standalone-root')!).render(
    <App bus={bus} session={session} site={site} api={api} queryClient={queryClient} locale={locale} />,
  );
}
