import { defineRemoteTexts } from '@rednest/shared/i18n';
import en from '../texts/en';

/**
 * Texts of mf-search. English ships with the remote (it is also every language's fallback);
 * Indonesian, Vietnamese and Thai are chunks of their own, fetched only for that language, to
 * keep the home page's JS small. Counted texts have `.one` / `.other` keys.
 */
export const texts = defineRemoteTexts(en, {
  id: () => import(/* webpackChunkName: "labels-id" */ '../texts/id'),
  vi: () => import(/* webpackChunkName: "labels-vi" */ '../texts/vi'),
  th: () => import(/* webpackChunkName: "labels-th" */ '../texts/th'),
});
