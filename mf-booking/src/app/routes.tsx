import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@rednest/shared/remote';
import { MyBookingsPage } from './routes/my-bookings-page';

// the summary is not part of any other page's first view: its own chunk
const BookingPage = lazy(() => import('./routes/booking-page').then((m) => ({ default: m.BookingPage })));
const PaymentsPage = lazy(() => import('./routes/payments-page').then((m) => ({ default: m.PaymentsPage })));
const BookingSummaryPage = lazy(() => import('./routes/booking-summary-page').then((m) => ({ default: m.BookingSummaryPage })));

/**
 * mf-booking's pages under /{locale}. The shell activates this remote for every prefix it owns
 * (README); a path among them that no page draws yet goes to the locale's home (spec §2).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="my-bookings" element={<MyBookingsPage />} />
      <Route
        path="bookingsummary"
        element={
          <Suspense fallback={null}>
            <BookingSummaryPage />
          </Suspense>
        }
      />
      <Route
        path="bookings/:salt"
        element={
          <Suspense fallback={null}>
            <BookingPage />
          </Suspense>
        }
      />
      <Route
        path="payments"
        element={
          <Suspense fallback={null}>
            <PaymentsPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
