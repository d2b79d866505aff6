import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@rednest/shared/remote';
import { ResellerLandingPage } from './routes/reseller-landing-page';

/**
 * Pages of mf-corporate under /{locale}. The shell activates this remote for every prefix it owns
 * (corporate, my-clients, commission, reseller, …); until their pages exist, such a path
 * goes to the locale's home (spec §2 catch-all) instead of a blank area.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="reseller-landing" element={<ResellerLandingPage />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
