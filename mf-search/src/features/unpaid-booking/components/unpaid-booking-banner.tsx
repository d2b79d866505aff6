import { useId } from 'react';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { AppLink } from '@rednest/shared/ui';
import { useUnpaidBooking } from '../api/unpaid-booking';
import styles from './unpaid-booking-banner.module.scss';

/**
 * Home: a booking left at the card page, with the way back to pay it while its hold lasts
 * (mf-booking's payments?booking=<salt>). Nothing while loading, on an error, or when nothing waits.
 */
export function UnpaidBookingBanner() {
  const t = useT();
  const { locale } = useShell();
  const titleId = useId();
  const b = useUnpaidBooking().data?.booking;
  if (!b || !b.hold_expires_at) return null;
  const until = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(b.hold_expires_at));
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <p className={styles.text}>
        <strong id={titleId} className={styles.title}>{t('search.unpaid.title')}</strong>
        {t('search.unpaid.text', { hotel: b.hotel_name, total: formatMoney(b.total, b.currency, locale), until })}
      </p>
      <AppLink className={styles.cta} to={`/payments?booking=${encodeURIComponent(b.booking_salt)}`}>{t('search.unpaid.cta')}</AppLink>
    </section>
  );
}
