import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@rednest/shared/remote';
import { lazyWithPageTexts } from '../texts/page-texts';

/**
 * Every page is a chunk of its own, so a page downloads no other page's code (the booking summary
 * does not carry my bookings). My bookings, the finish (thank-you), the abandoned booking and the
 * transfer proof are measured against a JS budget: their texts ship in the entry, so they load with
 * their code alone. Every other page's texts are page texts in groups (page-text-groups.ts): a page
 * fetches the groups it shows in parallel with its code (lazyWithPageTexts; PageTexts inside covers
 * a later change of language), so the summary does not download the texts of invoices or payment links.
 */
const MyBookingsPage = lazy(() => import('./routes/my-bookings-page').then((m) => ({ default: m.MyBookingsPage })));
const ThankYouPage = lazy(() => import('./routes/thank-you-page').then((m) => ({ default: m.ThankYouPage })));
const AbandonedBookingPage = lazy(() =>
  import('./routes/abandoned-booking-page').then((m) => ({ default: m.AbandonedBookingPage })),
);
const ViewProofPage = lazy(() => import('./routes/view-proof-page').then((m) => ({ default: m.ViewProofPage })));

const BookingSummaryPage = lazyWithPageTexts(['summary'], () =>
  import('./routes/booking-summary-page').then((m) => m.BookingSummaryPage),
);
const PaymentsPage = lazyWithPageTexts(['payment'], () => import('./routes/payments-page').then((m) => m.PaymentsPage));
const BookingPage = lazyWithPageTexts(['manage', 'payment'], () =>
  import('./routes/booking-page').then((m) => m.BookingPage),
);
const FindBookingPage = lazyWithPageTexts(['manage'], () =>
  import('./routes/find-booking-page').then((m) => m.FindBookingPage),
);
const ModifyBookingPage = lazyWithPageTexts(['manage', 'summary'], () =>
  import('./routes/modify-booking-page').then((m) => m.ModifyBookingPage),
);
const PaymentOptionsPage = lazyWithPageTexts(['payment'], () =>
  import('./routes/payment-options-page').then((m) => m.PaymentOptionsPage),
);
const PahTimePage = lazyWithPageTexts(['payment'], () => import('./routes/pah-time-page').then((m) => m.PahTimePage));
const PahOtpPage = lazyWithPageTexts(['payment', 'manage'], () =>
  import('./routes/pah-otp-page').then((m) => m.PahOtpPage),
);
const PaymentInstructionPage = lazyWithPageTexts(['payment'], () =>
  import('./routes/payment-instruction-page').then((m) => m.PaymentInstructionPage),
);
const SelfCheckInPage = lazyWithPageTexts(['manage'], () =>
  import('./routes/self-check-in-page').then((m) => m.SelfCheckInPage),
);
const RateUsPage = lazyWithPageTexts(['manage'], () => import('./routes/rate-us-page').then((m) => m.RateUsPage));
const LinkPaymentPage = lazyWithPageTexts(['payment'], () =>
  import('./routes/link-payment-page').then((m) => m.LinkPaymentPage),
);
const InvoicePage = lazyWithPageTexts(['manage', 'summary', 'payment'], () =>
  import('./routes/invoice-page').then((m) => m.InvoicePage),
);

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
      <Route path="my-bookings" element={onDemand(MyBookingsPage)} />
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
