import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@rednest/shared/remote';
import { MyBookingsPage } from './routes/my-bookings-page';

/**
 * mf-booking's pages under /{locale}. The shell activates this remote for every prefix it owns
 * (README); a path among them that no page draws yet goes to the locale's home (spec §2).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="my-bookings" element={<MyBookingsPage />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
