import { createPageTexts } from '@rednest/shared/remote';

/**
 * Texts of mf-account's pages other than sign-in (the desktop sign-in dialog carries only
 * its own texts, texts/{lang}.ts): English (every language's fallback) and the page's language are
 * chunks fetched with the first such page or part (createPageTexts in @rednest/shared/remote).
 */
export const { loadPageTexts, PageTexts, lazyWithPageTexts } = createPageTexts({
  en: () => import(/* webpackChunkName: "page-labels-en" */ './pages/en'),
  id: () => import(/* webpackChunkName: "page-labels-id" */ './pages/id'),
  vi: () => import(/* webpackChunkName: "page-labels-vi" */ './pages/vi'),
  th: () => import(/* webpackChunkName: "page-labels-th" */ './pages/th'),
});
