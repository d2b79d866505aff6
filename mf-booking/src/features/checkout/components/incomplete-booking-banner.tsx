import { useId } from 'react';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { AppLink } from '@rednest/shared/ui';
import { useIncompleteBooking } from '../api/incomplete-booking';
import styles from './incomplete-booking-banner.module.scss';

/**
 * Abandoned booking: "Your room at X is still held until 14:32 — Finish paying", linking to the
 * payment step (payments?booking=<salt>, where the card page opens again or the rooms can be
 * released). Nothing while loading, on an error, or when nothing waits: it is a reminder, not a page.
 */
export function IncompleteBookingBanner() {
  const t = useT();
  const { locale } = useShell();
  const titleId = useId();
  const incomplete = useIncompleteBooking();
  const b = incomplete.data?.booking;
  if (!b || !b.hold_expires_at) return null;
  const until = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(b.hold_expires_at));
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <p className={styles.text}>
        <strong id={titleId} className={styles.title}>{t('booking.incomplete.title')}</strong>
        {t('booking.incomplete.text', { hotel: b.hotel_name, from: day(b.check_in_date), to: day(b.check_out_date), total: formatMoney(b.total, b.currency, locale), until })}
      </p>
      <AppLink className={styles.cta} to={`/payments?booking=${encodeURIComponent(b.booking_salt)}`}>{t('booking.incomplete.cta')}</AppLink>
    </section>
  );
}
