import { Route, Routes } from 'react-router-dom';
import { FaqPage } from './routes/faq-page';

/**
 * Pages of mf-content under /{locale}. The shell activates this remote for every prefix it owns
 * (blog, press-release, careers, …); pages other than faq arrive with the content issue, and a
 * path this remote does not render stays empty: `*` is null so another owner's page never shows
 * twice.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="faq" element={<FaqPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
