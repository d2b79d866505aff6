import { useSearchParams } from 'react-router-dom';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellUser } from '@rednest/shared/remote';
import { AppLink, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useBooking } from '../../features/checkout/api/get-booking';
import { useInvoice } from '../../features/invoice/api/get-invoice';
import styles from '../../features/checkout/components/checkout.module.scss';

/**
 * thank-you (spec §2): the end of every way to pay. Confirmed: the booking code, the stay, and
 * whether it was paid or is paid at the hotel (with the arrival time the guest gave); still
 * pending: the payment is being confirmed (the page asks again); ended: say so.
 */
export function ThankYouPage() {
  const t = useT();
  const { locale } = useShell();
  const user = useShellUser();
  const [params] = useSearchParams();
  const salt = params.get('booking');
  const booking = useBooking(salt, { poll: true });
  const invoice = useInvoice(booking.data && booking.data.status !== 'pending' ? salt : null);
  useDocumentTitle(t('booking.pageTitle', { page: t('booking.thanks.title') }));

  let body;
  if (!salt) {
    body = <EmptyState title={t('booking.payment.noBooking')} action={<AppLink to="/">{t('booking.empty.cta')}</AppLink>} />;
  } else if (booking.isPending) {
    body = <div role="status" aria-busy="true" aria-label={t('booking.payment.loading')}><Skeleton height={260} /></div>;
  } else if (booking.isError) {
    body = booking.error.status === 404
      ? <EmptyState title={t('booking.payment.noBooking')} action={<AppLink to="/">{t('booking.empty.cta')}</AppLink>} />
      : <ErrorPanel title={t('booking.payment.error')} message={booking.error.message} onRetry={() => void booking.refetch()} retryLabel={t('booking.retry')} />;
  } else {
    const b = booking.data;
    const day = (iso: string) => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    const total = formatMoney(b.total, b.currency, locale);
    if (b.status === 'pending') {
      body = (
        <div className={styles.result} role="status" aria-live="polite">
          <h2 className={styles.title}>{t('booking.payment.confirming')}</h2>
          <p>{t('booking.payment.confirmingHint')}</p>
          <AppLink to={`/payment?booking=${encodeURIComponent(b.booking_salt)}`}>{t('booking.pah.otherWays')}</AppLink>
        </div>
      );
    } else if (b.status === 'cancelled') {
      body = <EmptyState title={t('booking.payment.ended')} action={<AppLink to={`/hotel/${encodeURIComponent(b.hotel_slug)}`}>{t('booking.payment.bookAgain')}</AppLink>} />;
    } else {
      const inv = invoice.data;
      const atHotel = inv?.payment_method === 'pay_at_hotel' && !inv.paid_at;
      body = (
        <div className={styles.result}>
          <h2 className={styles.title}>{t('booking.payment.confirmed')}</h2>
          <p>{t(atHotel ? 'booking.thanks.hintAtHotel' : 'booking.payment.confirmedHint', { name: b.guest_name })}</p>
          {inv ? <p className={atHotel ? styles.alertInfo : undefined}><strong>{atHotel ? t('booking.thanks.payAtHotel', { amount: total }) : t('booking.thanks.paid', { amount: total })}</strong></p> : <p aria-busy="true" className={styles.muted}>{t('booking.payment.loading')}</p>}
          <dl className={styles.facts}>
            <dt>{t('booking.payment.code')}</dt><dd>{`RN${String(b.id).padStart(6, '0')}`}</dd>
            <dt>{t('booking.payment.hotel')}</dt><dd>{b.hotel_name}</dd>
            <dt>{t('booking.payment.stay')}</dt><dd>{day(b.check_in_date)} → {day(b.check_out_date)} ({t(b.no_of_nights === 1 ? 'booking.nights.one' : 'booking.nights.other', { count: b.no_of_nights })})</dd>
            <dt>{t('booking.payment.room')}</dt><dd>{b.room_type} · {b.rate_plan}</dd>
            <dt>{t('booking.payment.total')}</dt><dd>{total}</dd>
          </dl>
          <div className={styles.actions}>
            <AppLink to={`/bookings/invoice/${encodeURIComponent(b.booking_salt)}`}>{t('booking.thanks.invoice')}</AppLink>
            <AppLink to={`/bookings/${encodeURIComponent(b.booking_salt)}`}>{t('booking.payment.viewBooking')}</AppLink>
            {user ? <AppLink to="/my-bookings">{t('booking.payment.toMyBookings')}</AppLink> : null}
          </div>
        </div>
      );
    }
  }
  return <PageContainer title={t('booking.thanks.title')}>{body}</PageContainer>;
}
