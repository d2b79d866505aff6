import { defineRemoteTexts } from '@rednest/shared/i18n';
import en from '../texts/en';

/** mf-club's texts: English in the entry, each other language a chunk loaded for that language only. */
export const texts = defineRemoteTexts(en, {
  id: () => import(/* webpackChunkName: "labels-id" */ '../texts/id'),
  vi: () => import(/* webpackChunkName: "labels-vi" */ '../texts/vi'),
  th: () => import(/* webpackChunkName: "labels-th" */ '../texts/th'),
});
