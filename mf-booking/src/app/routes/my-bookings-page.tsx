import { useT } from '@rednest/shared/i18n';
import { GuestPrompt } from '../../features/my-bookings/components/guest-prompt';
import { MyBookingsView } from '../../features/my-bookings/components/my-bookings-view';
import { useSignedInUser } from '../../lib/shell-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './page.module.scss';

/** /{locale}/my-bookings */
export function MyBookingsPage() {
  const t = useT();
  const user = useSignedInUser();
  useDocumentTitle(t('booking.pageTitle', { page: t('booking.myBookings.title') }));
  return (
    <main className={styles.page} aria-labelledby="bkg-my-bookings-title">
      <h1 id="bkg-my-bookings-title" className={styles.title}>
        {t('booking.myBookings.title')}
      </h1>
      {/* keyed by user: another account signing in starts from a clean list */}
      {user ? <MyBookingsView key={`${user.id}`} userKey={`${user.id}:${user.access_token}`} /> : <GuestPrompt />}
    </main>
  );
}
