import { createPageTexts } from '@rednest/shared/remote';

/**
 * Texts of the pages that load on demand, in chunks of their own (the home page's JS budget):
 * English (every language's fallback) and the page's language are fetched with the first such page
 * and registered over the bundled ones (createPageTexts in @rednest/shared/remote).
 */
export const { loadPageTexts, PageTexts, lazyWithPageTexts } = createPageTexts({
  en: () => import(/* webpackChunkName: "page-labels-en" */ './pages/en'),
  id: () => import(/* webpackChunkName: "page-labels-id" */ './pages/id'),
  vi: () => import(/* webpackChunkName: "page-labels-vi" */ './pages/vi'),
  th: () => import(/* webpackChunkName: "page-labels-th" */ './pages/th'),
});
