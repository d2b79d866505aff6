/**
 * The HTML of this remote's first views, rendered at build time (shared/build/first-view.cjs) and
 * stitched into the page by the edge from the live version.
 */
import { prerenderPages } from '@rednest/shared/remote/prerender';
import { LANGUAGES } from '@rednest/shared/contracts';
import { texts } from '../app/labels';
import { AppRoutes } from '../app/routes';
import { loadPageTexts } from '../texts/page-texts';

export async function renderFirstViews() {
  // sign-up's texts are page texts: every language's, before its first view is drawn
  await Promise.all(LANGUAGES.map((language) => loadPageTexts(language)));
  return prerenderPages({ texts, routes: AppRoutes, pages: { signIn: '/signIn', signUp: '/signUp' } });
}
