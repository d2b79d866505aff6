import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@rednest/shared/remote';
import { FaqPage } from './routes/faq-page';

/**
 * Pages of mf-content under /{locale}. The shell activates this remote for every prefix it owns
 * (blog, press-release, careers, …); until their pages exist, such a path goes to the locale's
 * home (spec §2 catch-all) instead of a blank area.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="faq" element={<FaqPage />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
