/**
 * The HTML of this remote's first views, rendered at build time (shared/build/first-view.cjs) and
 * stitched into the page by the edge from the live version, in every language:
 *   - home: the page as it draws before any data, with date-free placeholders in the search form
 *     (`useIsPrerender`: one file serves every day);
 *   - listing (`search`, `list-hotels`) and hotel details: what the remote draws first there, the
 *     page's own skeleton while its chunk loads (ResultsPageFallback, HotelSkeletonPage). Their
 *     real first render holds the searched place, the dates and the hotel, which no build-time file
 *     can know; the skeleton is what the mounted remote draws over it, so nothing moves;
 *   - `slot.banners`: home's offers strip drawn from placeholder banners, the template the edge
 *     fills from the country's real banners (deploy first-view.ts) in place of the section home's
 *     fragment marks (BANNER_SLOT), so home's largest paint, the first banner, is in the first HTML.
 *     Five cards: the first (fetched at high priority), the next three (eager) and a later one (lazy);
 *   - `slot.hotel-picture`: the hotel skeleton's gallery drawn with a placeholder picture, which the
 *     edge fills with the hotel's first picture in place of the gallery the hotel fragment marks, so
 *     the hotel page's largest paint is in the first HTML too;
 *   - `slot.listing-picture`: the listing skeleton's first card picture, likewise, which the edge
 *     fills with the first result's picture when it can ask the page's own search
 *     (shared listing-first-view.ts).
 * The slots' marks and placeholders: shared first-view-slots.ts.
 */
import { useLocation } from 'react-router-dom';
import { LANGUAGES } from '@rednest/shared/contracts';
import { prerenderPages } from '@rednest/shared/remote/prerender';
import { texts } from '../app/labels';
import { HOTEL_PICTURE_SLOT, LISTING_PICTURE_SLOT } from '@rednest/shared/remote/first-view-slots';
import { BANNER_TEMPLATE } from '../features/home-banners/components/banner-strip';
import { loadPageTexts } from '../texts/page-texts';
import { AppRoutes } from '../app/routes';
import { HotelSkeletonPage } from '../app/routes/hotel-skeleton-page';
import { ResultsPageFallback } from '../app/routes/results-page-fallback';

/** the hotel skeleton's picture template (`slot.hotel-picture`): placeholders the edge fills */
const HOTEL_PICTURE_TEMPLATE_PATH = '/hotel/first-view-picture';
const HOTEL_PICTURE_TEMPLATE = {
  url: HOTEL_PICTURE_SLOT.image,
  caption: '',
  name: HOTEL_PICTURE_SLOT.name_placeholder,
};
/** the listing skeleton's first picture template (`slot.listing-picture`) */
const LISTING_PICTURE_TEMPLATE_PATH = '/search/first-view-picture';
const LISTING_PICTURE_TEMPLATE = {
  url: LISTING_PICTURE_SLOT.image,
  caption: '',
  name: LISTING_PICTURE_SLOT.name_placeholder,
};

function FirstViewRoutes() {
  const { pathname } = useLocation();
  const [, segment] = pathname.split('/');
  if (segment === 'search' || segment === 'list-hotels')
    return (
      <ResultsPageFallback
        picture={pathname === LISTING_PICTURE_TEMPLATE_PATH ? LISTING_PICTURE_TEMPLATE : undefined}
      />
    );
  if (segment === 'hotel')
    return (
      <HotelSkeletonPage picture={pathname === HOTEL_PICTURE_TEMPLATE_PATH ? HOTEL_PICTURE_TEMPLATE : undefined} />
    );
  return <AppRoutes />;
}

export async function renderFirstViews() {
  // the texts of the on-demand pages in every language (a skeleton may label itself with them)
  await Promise.all(LANGUAGES.map((language) => loadPageTexts(language)));
  return prerenderPages({
    texts,
    routes: FirstViewRoutes,
    pages: {
      index: '/',
      search: '/search',
      'list-hotels': '/list-hotels/first-view',
      hotel: '/hotel/first-view',
      'slot.hotel-picture': HOTEL_PICTURE_TEMPLATE_PATH,
      'slot.listing-picture': LISTING_PICTURE_TEMPLATE_PATH,
      'slot.banners': {
        path: '/',
        answers: (country) => [
          {
            endpoint: 'loadBanners',
            input: { query: { country: country.code } },
            data: BANNER_TEMPLATE.answer(country.code),
          },
        ],
      },
    },
  });
}
