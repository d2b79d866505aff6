import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@rednest/shared/remote';
import { MyBookingsPage } from './routes/my-bookings-page';

// pages that are not part of any other page's first view: a chunk each
const BookingSummaryPage = lazy(() =>
  import('./routes/booking-summary-page').then((m) => ({ default: m.BookingSummaryPage })),
);
const PaymentsPage = lazy(() => import('./routes/payments-page').then((m) => ({ default: m.PaymentsPage })));
const BookingPage = lazy(() => import('./routes/booking-page').then((m) => ({ default: m.BookingPage })));
const FindBookingPage = lazy(() => import('./routes/find-booking-page').then((m) => ({ default: m.FindBookingPage })));
const ModifyBookingPage = lazy(() =>
  import('./routes/modify-booking-page').then((m) => ({ default: m.ModifyBookingPage })),
);
const PaymentOptionsPage = lazy(() =>
  import('./routes/payment-options-page').then((m) => ({ default: m.PaymentOptionsPage })),
);
const PahTimePage = lazy(() => import('./routes/pah-time-page').then((m) => ({ default: m.PahTimePage })));
const PahOtpPage = lazy(() => import('./routes/pah-otp-page').then((m) => ({ default: m.PahOtpPage })));
const PaymentInstructionPage = lazy(() =>
  import('./routes/payment-instruction-page').then((m) => ({ default: m.PaymentInstructionPage })),
);
const ThankYouPage = lazy(() => import('./routes/thank-you-page').then((m) => ({ default: m.ThankYouPage })));
const SelfCheckInPage = lazy(() => import('./routes/self-check-in-page').then((m) => ({ default: m.SelfCheckInPage })));
const RateUsPage = lazy(() => import('./routes/rate-us-page').then((m) => ({ default: m.RateUsPage })));
const LinkPaymentPage = lazy(() => import('./routes/link-payment-page').then((m) => ({ default: m.LinkPaymentPage })));
const AbandonedBookingPage = lazy(() =>
  import('./routes/abandoned-booking-page').then((m) => ({ default: m.AbandonedBookingPage })),
);
const ViewProofPage = lazy(() => import('./routes/view-proof-page').then((m) => ({ default: m.ViewProofPage })));
const InvoicePage = lazy(() => import('./routes/invoice-page').then((m) => ({ default: m.InvoicePage })));

/** payment always lists the ways to pay; default-payment follows the site setting */
const PaymentOptionsListPage = () => <PaymentOptionsPage variant="list" />;

/** a page loaded on demand: nothing meanwhile, so the shell's skeleton of the page stays in place */
function onDemand(Page: ComponentType) {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/**
 * mf-booking's pages under /{locale}. The shell activates this remote for every prefix it owns
 * (README); a path among them that no page draws yet goes to the locale's home (spec §2).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="my-bookings" element={<MyBookingsPage />} />
      <Route path="bookingsummary" element={onDemand(BookingSummaryPage)} />
      <Route path="payments" element={onDemand(PaymentsPage)} />
      <Route path="payment" element={onDemand(PaymentOptionsListPage)} />
      <Route path="default-payment" element={onDemand(PaymentOptionsPage)} />
      <Route path="pah/timescreen" element={onDemand(PahTimePage)} />
      <Route path="pah/otpscreen" element={onDemand(PahOtpPage)} />
      <Route path="thank-you" element={onDemand(ThankYouPage)} />
      <Route path="abandoned-booking" element={onDemand(AbandonedBookingPage)} />
      <Route path="view_proof_url" element={onDemand(ViewProofPage)} />
      <Route path="paymentInstruction/:salt" element={onDemand(PaymentInstructionPage)} />
      <Route path="link-payment/:token" element={onDemand(LinkPaymentPage)} />
      <Route path="bookings/find" element={onDemand(FindBookingPage)} />
      <Route path="bookings/invoice/:salt" element={onDemand(InvoicePage)} />
      <Route path="bookings/modify-booking/:salt" element={onDemand(ModifyBookingPage)} />
      <Route path="self-check-in" element={onDemand(SelfCheckInPage)} />
      <Route path="rate-us" element={onDemand(RateUsPage)} />
      <Route path="bookings/:salt" element={onDemand(BookingPage)} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
