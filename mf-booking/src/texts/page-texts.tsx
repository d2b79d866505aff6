import { lazy, type ComponentType, type ReactNode } from 'react';
import { site } from '@rednest/shared/session';
import { createPageTexts, type LazyWithPageTexts, type PageTexts } from '@rednest/shared/remote';
import type { Language } from '@rednest/shared/contracts';
import type { PageTextGroup } from './page-text-groups';

/**
 * Texts of mf-booking's pages other than my bookings, the finish, the abandoned booking and the
 * transfer proof (those are the entry's, en.ts), in groups (page-text-groups.ts): English (every
 * language's fallback) and the page's language of each group a page shows are chunks fetched with
 * that page, in parallel with its code (createPageTexts in @rednest/shared/remote). The build cuts
 * a group out of pages/<lang>.ts (`?group=`, build/page-text-group-loader.cjs).
 */
const GROUPS: Record<PageTextGroup, PageTexts> = {
  summary: createPageTexts({
    en: () => import(/* webpackChunkName: "page-labels-summary-en" */ './pages/en?group=summary'),
    id: () => import(/* webpackChunkName: "page-labels-summary-id" */ './pages/id?group=summary'),
    vi: () => import(/* webpackChunkName: "page-labels-summary-vi" */ './pages/vi?group=summary'),
    th: () => import(/* webpackChunkName: "page-labels-summary-th" */ './pages/th?group=summary'),
  }),
  payment: createPageTexts({
    en: () => import(/* webpackChunkName: "page-labels-payment-en" */ './pages/en?group=payment'),
    id: () => import(/* webpackChunkName: "page-labels-payment-id" */ './pages/id?group=payment'),
    vi: () => import(/* webpackChunkName: "page-labels-payment-vi" */ './pages/vi?group=payment'),
    th: () => import(/* webpackChunkName: "page-labels-payment-th" */ './pages/th?group=payment'),
  }),
  manage: createPageTexts({
    en: () => import(/* webpackChunkName: "page-labels-manage-en" */ './pages/en?group=manage'),
    id: () => import(/* webpackChunkName: "page-labels-manage-id" */ './pages/id?group=manage'),
    vi: () => import(/* webpackChunkName: "page-labels-manage-vi" */ './pages/vi?group=manage'),
    th: () => import(/* webpackChunkName: "page-labels-manage-th" */ './pages/th?group=manage'),
  }),
};

/** fetches English and `language`'s texts of a group, once each (the first view's prerender) */
export const loadPageTexts = (group: PageTextGroup, language: Language): Promise<void> =>
  GROUPS[group].loadPageTexts(language);

/**
 * `React.lazy` of a page whose texts are in `groups`: its chunk and those groups' texts load in
 * parallel; each group's PageTexts inside covers a later change of language. `preload()` starts
 * them all ahead of the render.
 */
export function lazyWithPageTexts<P extends object>(
  groups: readonly PageTextGroup[],
  load: () => Promise<ComponentType<P>>,
): LazyWithPageTexts<P> {
  const texts = groups.map((g) => GROUPS[g]);
  const loadTexts = () => Promise.all(texts.map((g) => g.loadPageTexts(site.get().language)));
  const Lazy = lazy(() =>
    Promise.all([load(), loadTexts()]).then(([Component]) => ({
      default: function WithPageTexts(props: P) {
        return texts.reduceRight<ReactNode>(
          (children, { PageTexts: Texts }) => <Texts>{children}</Texts>,
          <Component {...props} />,
        );
      },
    })),
  ) as unknown as ComponentType<P>;
  const preload = () => {
    // webpack keeps a loaded chunk, so the render's own load then takes it from there
    void load().catch(() => undefined);
    void loadTexts();
  };
  return Object.assign(Lazy, { preload });
}
