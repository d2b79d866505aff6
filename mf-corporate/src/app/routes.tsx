import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@rednest/shared/remote';
import { ResellerLandingPage } from './routes/reseller-landing-page';
import { MyClientsPage } from './routes/my-clients-page';
import { AddNewClientPage } from './routes/add-new-client-page';
import { VerifyClientPage } from './routes/verify-client-page';

/**
 * Pages of mf-corporate under /{locale}. The shell activates this remote for every prefix it owns
 * (corporate, my-clients, commission, reseller, …); until their pages exist, such a path
 * goes to the locale's home (spec §2 catch-all) instead of a blank area.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="reseller-landing" element={<ResellerLandingPage />} />
      <Route path="my-clients" element={<MyClientsPage />} />
      <Route path="add-new-client" element={<AddNewClientPage />} />
      <Route path="external/verify-client" element={<VerifyClientPage />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
