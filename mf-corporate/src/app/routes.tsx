import { Route, Routes } from 'react-router-dom';
import { ResellerLandingPage } from './routes/reseller-landing-page';

/**
 * Pages of mf-corporate under /{locale}. The shell activates this remote for every prefix it
 * owns (corporate, my-clients, commission, reseller, …); the others arrive with the corporate
 * issue. `*` renders null so a path this remote does not draw never shows twice.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="reseller-landing" element={<ResellerLandingPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
