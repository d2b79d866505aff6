import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@rednest/shared/remote';
import { HomePage } from './routes/home-page';
import { LeavesToPartner } from './routes/leaves-to-partner';
import { lazyWithPageTexts } from '../texts/page-texts';
import { HotelSkeletonPage } from './routes/hotel-skeleton-page';
import { ResultsPageFallback } from './routes/results-page-fallback';

/**
 * Every page but home is a chunk of its own (the home page's JS budget); its texts are fetched with
 * it, in parallel, for the page's language; PageTexts inside covers a later change of language.
 */
const lazyPage = lazyWithPageTexts;

const ResultsPage = lazyPage(() => import('./routes/results-page').then((m) => m.ResultsPage));
const SelectLocationPage = lazyPage(() => import('./routes/select-location-page').then((m) => m.SelectLocationPage));
const HotelPage = lazyPage(() => import('./routes/hotel-page').then((m) => m.HotelPage));
const SearchFilterPage = lazyPage(() => import('./routes/search-filter-page').then((m) => m.SearchFilterPage));
const WishlistPage = lazyPage(() => import('./routes/wishlist-page').then((m) => m.WishlistPage));
const DealsPage = lazyPage(() => import('./routes/deals-page').then((m) => m.DealsPage));
const DealPage = lazyPage(() => import('./routes/deal-page').then((m) => m.DealPage));
const DealDetailPage = lazyPage(() => import('./routes/deal-detail-page').then((m) => m.DealDetailPage));
const BrandPage = lazyPage(() => import('./routes/brand-page').then((m) => m.BrandPage));
const MarketPlacePage = lazyPage(() => import('./routes/market-place-page').then((m) => m.MarketPlacePage));
const SitemapPage = lazyPage(() => import('./routes/sitemap-page').then((m) => m.SitemapPage));
const RangeCalendarPage = lazyPage(() => import('./routes/range-calendar-page').then((m) => m.RangeCalendarPage));
const HotelsAroundYouPage = lazyPage(() =>
  import('./routes/hotels-around-you-page').then((m) => m.HotelsAroundYouPage),
);

/**
 * A page that loads on demand: meanwhile `fallback`, the page's own skeleton where it has one, so
 * nothing moves when it arrives.
 */
function onDemand(Page: ComponentType, fallback: ReactNode = null) {
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}

/**
 * Pages of mf-search under `/{locale}` (RemoteRoot provides the router). The shell mounts this
 * remote for every prefix it owns (hotel, wishlist, deal, …); any other path goes to the locale's
 * home (spec §2 catch-all), never to a blank area.
 */
export function AppRoutes() {
  const results = <LeavesToPartner>{onDemand(ResultsPage, <ResultsPageFallback />)}</LeavesToPartner>;
  return (
    <Routes>
      <Route
        index
        element={
          <LeavesToPartner>
            <HomePage />
          </LeavesToPartner>
        }
      />
      {/* spec §2: /{locale}/air_asia is the partner's entry to the home page */}
      <Route path="air_asia" element={<Navigate to=".." replace />} />
      <Route path="search" element={results} />
      <Route path="list-hotels" element={results} />
      <Route path="list-hotels/:slug" element={results} />
      <Route
        path="hotel/:slug"
        element={<LeavesToPartner>{onDemand(HotelPage, <HotelSkeletonPage />)}</LeavesToPartner>}
      />
      <Route path="wishlist" element={onDemand(WishlistPage)} />
      <Route path="searchFilter" element={onDemand(SearchFilterPage)} />
      <Route path="searchFilter/selectLocation" element={onDemand(SelectLocationPage)} />
      <Route path="range-calendar" element={onDemand(RangeCalendarPage)} />
      <Route path="hotels-around-you" element={onDemand(HotelsAroundYouPage, <ResultsPageFallback />)} />
      <Route path="deal" element={onDemand(DealsPage)} />
      <Route path="deal_page/:id" element={onDemand(DealPage)} />
      <Route path="deal_detail" element={onDemand(DealDetailPage)} />
      <Route path="brand/:brandName" element={onDemand(BrandPage)} />
      <Route path="market-place" element={onDemand(MarketPlacePage)} />
      {/* sitemap-{country}[/{city}]: a parameter cannot sit inside a segment, the page checks the prefix */}
      <Route path=":sitemap" element={onDemand(SitemapPage)} />
      <Route path=":sitemap/:city" element={onDemand(SitemapPage)} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
