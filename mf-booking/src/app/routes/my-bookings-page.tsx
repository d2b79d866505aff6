import { useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShellEvent, useSignedInUser } from '@rednest/shared/remote';
import { PageContainer } from '@rednest/shared/ui';
import { IncompleteBookingBanner } from '../../features/booking/components/incomplete-booking-banner';
import { GuestPrompt } from '../../features/my-bookings/components/guest-prompt';
import { MyBookingsView } from '../../features/my-bookings/components/my-bookings-view';
import { StaysNow } from '../../features/checkin/components/stays-now';

/** /{locale}/my-bookings */
export function MyBookingsPage() {
  const t = useT();
  const user = useSignedInUser();
  // spec §4: a 401 for a signed-in user ends the session and the shell sends them to sign-in;
  // flashing our own sign-in prompt on the way out would only add a second "Sign in" link
  const [expired, setExpired] = useState(false);
  useShellEvent('session.expired.v1', () => setExpired(true));
  useDocumentTitle(t('booking.pageTitle', { page: t('booking.myBookings.title') }));
  return (
    <PageContainer narrow title={t('booking.myBookings.title')}>
      {/* a booking left at the card page: the way back to pay while its hold lasts */}
      {expired ? null : <IncompleteBookingBanner key={user?.id ?? 'guest'} />}
      {/* keyed by user: another account signing in starts from a clean list */}
      {user ? <StaysNow key={`now-${user.id}`} /> : null}
      {user ? <MyBookingsView key={user.id} /> : expired ? null : <GuestPrompt />}
    </PageContainer>
  );
}
