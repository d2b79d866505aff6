import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { ApiProvider, QueryProvider } from '@rednest/shared/api-client';
import { languageOfLocale } from '@rednest/shared/contracts';
import type { RemoteTexts } from '@rednest/shared/i18n';
import { ShellProvider } from './shell-context';
import type { ShellProps } from './shell-props';

/** First paint in the site language: render once the package's texts for it are registered. */
function TextsReady({
  texts,
  locale,
  children,
}: {
  texts: RemoteTexts;
  locale: ShellProps['locale'];
  children: ReactNode;
}) {
  return texts.useReady(languageOfLocale(locale)) ? children : null;
}

/**
 * What surrounds every remote's routes: the shell props in context, the api client and query
 * cache the shell handed over, the package's texts and a router under `/{locale}`. A remote's
 * `App` is `<RemoteRoot shell={props} texts={texts}><AppRoutes /></RemoteRoot>`.
 */
export function RemoteRoot({
  shell,
  texts,
  location,
  children,
}: {
  shell: ShellProps;
  texts: RemoteTexts;
  location?: string;
  children: ReactNode;
}) {
  const { bus, session, site, api, queryClient, locale } = shell;
  return (
    <ShellProvider value={{ bus, session, site, api, queryClient, locale }}>
      <ApiProvider client={api}>
        <QueryProvider client={queryClient}>
          <TextsReady texts={texts} locale={locale}>
            {/* `location`: the build's prerender of a first view (./prerender.tsx), where there is no browser */}
            {location === undefined ? (
              <BrowserRouter basename={`/${locale}`}>{children}</BrowserRouter>
            ) : (
              <StaticRouter basename={`/${locale}`} location={`/${locale}${location}`}>
                {children}
              </StaticRouter>
            )}
          </TextsReady>
        </QueryProvider>
      </ApiProvider>
    </ShellProvider>
  );
}
