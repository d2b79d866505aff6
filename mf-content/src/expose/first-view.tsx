/**
 * The HTML of this remote's first views, rendered at build time (shared/build/first-view.cjs) and
 * stitched into the page by the edge from the live version: the FAQ in every language,
 * as it draws before its questions have come (heading, intro, the list's skeleton, the contact
 * block's heading).
 */
import { prerenderPages } from '@rednest/shared/remote/prerender';
import { texts } from '../app/labels';
import { AppRoutes } from '../app/routes';

export const renderFirstViews = () => prerenderPages({ texts, routes: AppRoutes, pages: { faq: '/faq' } });
