import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle } from '@rednest/shared/remote';
import { PageContainer } from '@rednest/shared/ui';
import { FindBookingForm } from '../../features/find-booking/components/find-booking-form';

/** /{locale}/bookings/find: a guest opens a booking made without an account (booking code + email, then a mailed code). */
export function FindBookingPage() {
  const t = useT();
  useDocumentTitle(t('booking.pageTitle', { page: t('booking.find.title') }));
  return (
    <PageContainer narrow title={t('booking.find.title')}>
      <FindBookingForm />
    </PageContainer>
  );
}
