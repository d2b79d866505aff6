import { useT } from '@rednest/shared/i18n';
import { AppLink, EmptyState } from '@rednest/shared/ui';
import { useShell } from '@rednest/shared/remote';
import styles from './my-bookings.module.scss';

/** A guest cannot have bookings here: invite them to sign in and come straight back, or to find a booking made without an account. */
export function GuestPrompt() {
  const t = useT();
  const { locale } = useShell();
  const returnTo = `/${locale}/my-bookings`;
  return (
    <EmptyState
      headingLevel={2}
      title={t('booking.guest.title')}
      description={t('booking.guest.body')}
      action={
        <>
          <AppLink to={`/signIn?returnTo=${returnTo}`} className={styles.cta}>
            {t('booking.guest.signIn')}
          </AppLink>
          <AppLink to="/bookings/find" className={styles.findLink}>
            {t('booking.guest.findBooking')}
          </AppLink>
        </>
      }
    />
  );
}
