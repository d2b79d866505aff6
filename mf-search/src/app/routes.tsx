import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@rednest/shared/remote';
import { HomePage } from './routes/home-page';
import { HotelSkeletonPage } from './routes/hotel-skeleton-page';
import { ResultsPageFallback } from './routes/results-page-fallback';

// Results are not part of the home page's first paint (200 KB budget): their own chunk.
const ResultsPage = lazy(() => import('./routes/results-page').then((m) => ({ default: m.ResultsPage })));
const SelectLocationPage = lazy(() => import('./routes/select-location-page').then((m) => ({ default: m.SelectLocationPage })));
const HotelPage = lazy(() => import('./routes/hotel-page').then((m) => ({ default: m.HotelPage })));
const SearchFilterPage = lazy(() => import('./routes/search-filter-page').then((m) => ({ default: m.SearchFilterPage })));
const WishlistPage = lazy(() => import('./routes/wishlist-page').then((m) => ({ default: m.WishlistPage })));
const DealsPage = lazy(() => import('./routes/deals-page').then((m) => ({ default: m.DealsPage })));
const DealPage = lazy(() => import('./routes/deal-page').then((m) => ({ default: m.DealPage })));
const DealDetailPage = lazy(() => import('./routes/deal-detail-page').then((m) => ({ default: m.DealDetailPage })));
const BrandPage = lazy(() => import('./routes/brand-page').then((m) => ({ default: m.BrandPage })));
const MarketPlacePage = lazy(() => import('./routes/market-place-page').then((m) => ({ default: m.MarketPlacePage })));
const SitemapPage = lazy(() => import('./routes/sitemap-page').then((m) => ({ default: m.SitemapPage })));
const RangeCalendarPage = lazy(() => import('./routes/range-calendar-page').then((m) => ({ default: m.RangeCalendarPage })));
const HotelsAroundYouPage = lazy(() => import('./routes/hotels-around-you-page').then((m) => ({ default: m.HotelsAroundYouPage })));

/**
 * Pages of mf-search under `/{locale}` (RemoteRoot provides the router). The shell mounts this
 * remote for every prefix it owns (hotel, wishlist, deal, …); a path no page here draws yet goes
 * to the locale's home (spec §2 catch-all), never to a blank area.
 */
export function AppRoutes() {
  const results = (
    <Suspense fallback={<ResultsPageFallback />}>
      <ResultsPage />
    </Suspense>
  );
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="search" element={results} />
      <Route path="list-hotels" element={results} />
      <Route path="list-hotels/:slug" element={results} />
      {/* spec §2: /{locale}/air_asia is the partner's entry to the home page */}
      <Route path="air_asia" element={<Navigate to=".." replace />} />
      <Route
        path="hotel/:slug"
        element={
          <Suspense fallback={<HotelSkeletonPage />}>
            <HotelPage />
          </Suspense>
        }
      />
      <Route
        path="wishlist"
        element={
          <Suspense fallback={null}>
            <WishlistPage />
          </Suspense>
        }
      />
      <Route
        path="searchFilter"
        element={
          <Suspense fallback={null}>
            <SearchFilterPage />
          </Suspense>
        }
      />
      <Route
        path="searchFilter/selectLocation"
        element={
          <Suspense fallback={null}>
            <SelectLocationPage />
          </Suspense>
        }
      />
      <Route
        path="hotels-around-you"
        element={
          <Suspense fallback={<ResultsPageFallback />}>
            <HotelsAroundYouPage />
          </Suspense>
        }
      />
      <Route path="range-calendar" element={<Suspense fallback={null}><RangeCalendarPage /></Suspense>} />
      <Route path="deal" element={<Suspense fallback={null}><DealsPage /></Suspense>} />
      <Route path="deal_page/:id" element={<Suspense fallback={null}><DealPage /></Suspense>} />
      <Route path="deal_detail" element={<Suspense fallback={null}><DealDetailPage /></Suspense>} />
      <Route path="brand/:brandName" element={<Suspense fallback={null}><BrandPage /></Suspense>} />
      <Route path="market-place" element={<Suspense fallback={null}><MarketPlacePage /></Suspense>} />
      {/* sitemap-{country}[/{city}]: a parameter cannot sit inside a segment, the page checks the prefix */}
      <Route path=":sitemap" element={<Suspense fallback={null}><SitemapPage /></Suspense>} />
      <Route path=":sitemap/:city" element={<Suspense fallback={null}><SitemapPage /></Suspense>} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
