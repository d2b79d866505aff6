import { createPageTexts } from '@rednest/shared/remote';

/**
 * Texts of mf-booking's pages other than my bookings, the finish, the abandoned booking and the
 * transfer proof (those are the entry's, en.ts): English (every language's fallback) and the page's
 * language are chunks fetched with the first such page, in parallel with its code
 * (createPageTexts in @rednest/shared/remote).
 */
export const { loadPageTexts, PageTexts, lazyWithPageTexts } = createPageTexts({
  en: () => import(/* webpackChunkName: "page-labels-en" */ './pages/en'),
  id: () => import(/* webpackChunkName: "page-labels-id" */ './pages/id'),
  vi: () => import(/* webpackChunkName: "page-labels-vi" */ './pages/vi'),
  th: () => import(/* webpackChunkName: "page-labels-th" */ './pages/th'),
});
