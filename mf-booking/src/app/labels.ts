import { defineRemoteTexts } from '@rednest/shared/i18n';
import en from '../texts/en';

/**
 * mf-booking's texts: English in the entry (every language's fallback), each other language a
 * chunk fetched only for that language. `load_labels` from the API may override any key.
 */
export const texts = defineRemoteTexts(en, {
  id: () => import(/* webpackChunkName: "labels-id" */ '../texts/id'),
  vi: () => import(/* webpackChunkName: "labels-vi" */ '../texts/vi'),
  th: () => import(/* webpackChunkName: "labels-th" */ '../texts/th'),
});
