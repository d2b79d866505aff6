import { createPageTexts } from '@rednest/shared/remote';

/**
 * Texts of the pages a member opens (club history, membership invoice, points, vouchers), in chunks of
 * their own (every club page's JS budget): English and the page's language are fetched with the first such page and
 * registered over the bundled ones (createPageTexts in @rednest/shared/remote).
 */
export const { lazyWithPageTexts } = createPageTexts({
  en: () => import(/* webpackChunkName: "member-labels-en" */ './member/en'),
  id: () => import(/* webpackChunkName: "member-labels-id" */ './member/id'),
  vi: () => import(/* webpackChunkName: "member-labels-vi" */ './member/vi'),
  th: () => import(/* webpackChunkName: "member-labels-th" */ './member/th'),
});
