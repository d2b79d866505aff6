import { lazy, Suspense } from 'react';
import type { Booking } from '@rednest/shared/contracts';

const ExtraPaymentsNotice = lazy(() =>
  import('./extra-payments-notice').then((m) => ({ default: m.ExtraPaymentsNotice })),
);

/**
 * "You paid twice" (ExtraPaymentsNotice) for a booking with money that came after another payment
 * had paid it, else nothing. Rare, so the notice, its refund steps and their polling are a chunk of
 * their own, fetched only for such a booking: the finish pages (thank-you, back from the card page,
 * the transfer) are measured against the JS budget.
 */
export function PaidTwiceNotice({ booking }: { booking: Booking }) {
  if ((booking.extra_payments ?? []).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ExtraPaymentsNotice booking={booking} />
    </Suspense>
  );
}
