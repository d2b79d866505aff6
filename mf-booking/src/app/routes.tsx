import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { ShellProps } from '@rednest/shared/session';
import { AppProviders } from './providers';
import { MyBookingsPage } from './routes/my-bookings-page';

/**
 * mf-booking's pages under /{locale}. Anything else renders nothing: the shell decides which
 * remote is active and another remote or the shell's catch-all owns the path.
 */
export function BookingRoutes() {
  return (
    <Routes>
      <Route path="/my-bookings" element={<MyBookingsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

/** The root component single-spa mounts; it receives the shell's custom props. */
export function BookingApp(props: ShellProps) {
  return (
    <AppProviders shell={props}>
      <BrowserRouter basename={`/${props.locale}`}>
        <BookingRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
