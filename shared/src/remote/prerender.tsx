/**
 * The build-time render of a remote's first views (shared/build/first-view.cjs): each page
 * of `pages` in each UI language, as the remote's routes draw it on their first render, before any
 * data has come (headings, texts, fields, the page's own loading skeleton). Node only: imported by a
 * remote's `src/expose/first-view.tsx`, never by its browser code.
 *
 *   export const renderFirstViews = () => prerenderPages({ texts, routes: AppRoutes, pages: { faq: '/faq' } });
 */
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { api, endpointKey, queryClient } from '@rednest/shared/api-client';
import {
  countryOfLocale,
  LANGUAGES,
  type CountryInfo,
  type EndpointName,
  type Language,
  type Locale,
} from '@rednest/shared/contracts';
import { bus } from '@rednest/shared/event-bus';
import type { RemoteTexts } from '@rednest/shared/i18n';
import { session, site } from '@rednest/shared/session';
import { RemoteRoot } from './remote-root';
// the kit's design tokens (custom properties on :root): the fragment paints before the shell's own
// stylesheet with them has loaded, so first-view.css carries them too
import '@rednest/shared/ui/tokens.scss';

/**
 * The markup once every lazy page of the tree has loaded (a static prerender waits for Suspense,
 * where renderToStaticMarkup would give the fallback), without React's boundary comments.
 */
async function renderComplete(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html.replace(/<!--[^]*?-->/g, '');
}

/** The locale each language's fragment is drawn under (the first view shows no prices or country data). */
export const FIRST_VIEW_LOCALE: Record<Language, Locale> = { en: 'en-id', id: 'id-id', vi: 'vi-vn', th: 'th-th' };

/** An answer a page is drawn with, as if the call had already come back (a template's placeholders). */
export interface PrerenderAnswer {
  endpoint: EndpointName;
  input: { query?: object; params?: object; body?: object };
  data: unknown;
}

/** A page drawn with answers already in the cache: a template the edge fills from a real answer (deploy first-view.ts). */
export interface PrerenderPage {
  path: string;
  answers: (country: CountryInfo) => PrerenderAnswer[];
}

/**
 * `<page>.<language>.html` → markup; `pages` maps a page name (the path's first segment, `index` for
 * home) to its path under the locale, or to a path and the answers it is drawn with.
 */
export async function prerenderPages({
  texts,
  routes: Routes,
  pages,
}: {
  texts: RemoteTexts;
  routes: ComponentType;
  pages: Record<string, string | PrerenderPage>;
}): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const locale = FIRST_VIEW_LOCALE[language];
    await texts.load(language);
    const country = countryOfLocale(locale);
    site.set({ locale, language, country, currency: country.currency });
    for (const [name, page] of Object.entries(pages)) {
      const location = typeof page === 'string' ? page : page.path;
      if (typeof page !== 'string') {
        for (const a of page.answers(country))
          queryClient.setQueryData(endpointKey(a.endpoint, a.input as never), a.data);
      }
      out[`${name}.${language}.html`] = await renderComplete(
        <RemoteRoot shell={{ bus, session, site, api, queryClient, locale }} texts={texts} location={location}>
          <Routes />
        </RemoteRoot>,
      );
      // the queries the render created wait gcTime (minutes) on timers that would keep the build's
      // process alive; no request was made (a static render runs no effects)
      queryClient.clear();
    }
  }
  return out;
}
