import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell } from '@rednest/shared/remote';
import { AppLink, Button, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useBooking } from '../../features/checkout/api/get-booking';
import { CancelBookingDialog } from '../../features/checkout/components/cancel-booking-dialog';
import { useCheckinStatus } from '../../features/self-check-in/api/checkin-status';
import { CheckinPass } from '../../features/self-check-in/components/checkin-pass';
import { DeclinedNotice, declinedPayment } from '../../features/checkout/components/declined-notice';
import { ExtraPaymentsNotice } from '../../features/finish/components/extra-payments-notice';
import styles from '../../features/checkout/components/checkout.module.scss';

/**
 * bookings/{booking} (spec §2 bookings/{bookingId}): one booking by its salt — the stay, its
 * status, what was paid (and money paid twice, coming back), and, once cancelled, the refund and where it stands. "Cancel booking"
 * shows what the policy gives back now before the guest confirms.
 */
export function BookingPage() {
  const t = useT();
  const { locale } = useShell();
  const { salt = '' } = useParams();
  const booking = useBooking(salt || null, { poll: true });
  const [asking, setAsking] = useState(false);
  const stayStatus = booking.data?.status;
  const checkin = useCheckinStatus(stayStatus === 'confirmed' || stayStatus === 'checked_in' ? salt : null);
  useDocumentTitle(t('booking.pageTitle', { page: t('booking.detail.title') }));

  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

  if (booking.isPending) {
    return <PageContainer title={t('booking.detail.title')}><div role="status" aria-busy="true" aria-label={t('booking.payment.loading')}><Skeleton height={280} /></div></PageContainer>;
  }
  if (booking.isError) {
    return (
      <PageContainer title={t('booking.detail.title')}>
        {booking.error.status === 404 || booking.error.status === 400 ? (
          <EmptyState title={t('booking.payment.noBooking')} action={<AppLink to="/my-bookings">{t('booking.detail.toMyBookings')}</AppLink>} />
        ) : (
          <ErrorPanel title={t('booking.payment.error')} message={booking.error.message} onRetry={() => void booking.refetch()} retryLabel={t('booking.retry')} />
        )}
      </PageContainer>
    );
  }
  const b = booking.data;
  const cancellable = b.status === 'confirmed' || b.status === 'pending';
  return (
    <PageContainer title={b.hotel_name}>
      <div className={styles.result}>
        <p className={styles.muted}>{t(`booking.status.${b.status}`)}</p>
        <dl className={styles.facts}>
          <dt>{t('booking.payment.code')}</dt><dd>{`RN${String(b.id).padStart(6, '0')}`}</dd>
          <dt>{t('booking.payment.stay')}</dt><dd>{day(b.check_in_date)} → {day(b.check_out_date)} ({t(b.no_of_nights === 1 ? 'booking.nights.one' : 'booking.nights.other', { count: b.no_of_nights })})</dd>
          <dt>{t('booking.payment.room')}</dt><dd>{b.room_type} · {b.rate_plan}</dd>
          <dt>{t('booking.detail.guest')}</dt><dd>{b.guest_name}</dd>
          <dt>{t('booking.payment.total')}</dt><dd>{money(b.total, b.currency)}</dd>
          <dt>{t('booking.detail.policy')}</dt><dd>{b.cancellation_policy.summary}</dd>
        </dl>
        <ExtraPaymentsNotice booking={b} />
        {b.refund ? (
          <section aria-labelledby="bkg-refund">
            <h2 id="bkg-refund" className={styles.title}>{t('booking.detail.refund')}</h2>
            <p>{b.refund.amount > 0 ? t('booking.detail.refundAmount', { amount: money(b.refund.amount, b.currency) }) : t('booking.detail.refundNone')}</p>
            {b.refund.fee > 0 ? <p className={styles.muted}>{t('booking.detail.refundFee', { amount: money(b.refund.fee, b.currency) })}</p> : null}
            {b.refund.amount > 0 ? (
              <ol className={styles.muted}>
                <li>{t('booking.detail.refundRequested', { when: when(b.refund.requested_at) })}</li>
                {b.refund.status === 'processing' || b.refund.status === 'refunded' ? <li>{t('booking.detail.refundProcessing')}</li> : null}
                {b.refund.status === 'refunded' && b.refund.processed_at ? <li>{t('booking.detail.refundDone', { when: when(b.refund.processed_at) })}</li> : null}
                {b.refund.status === 'failed' ? <li>{t('booking.detail.refundFailed')}</li> : null}
              </ol>
            ) : null}
          </section>
        ) : null}
        {b.date_change && b.date_change.status !== 'quote' ? (
          <section aria-labelledby="bkg-date-change">
            <h2 id="bkg-date-change" className={styles.title}>{t('booking.detail.dateChange')}</h2>
            <p>{t(`booking.detail.dateChange.${b.date_change.status}`, { from: day(b.date_change.check_in_date), to: day(b.date_change.check_out_date), old: `${day(b.date_change.old_check_in_date)} → ${day(b.date_change.old_check_out_date)}` })}</p>
            {b.date_change.status === 'awaiting_payment' && b.status === 'confirmed' ? <AppLink to={`/bookings/modify-booking/${b.booking_salt}`}>{t('booking.detail.dateChangePay', { amount: money(b.date_change.difference, b.currency) })}</AppLink> : null}
            {b.date_change.refund ? (
              <ol className={styles.muted}>
                <li>{t('booking.detail.dateChangeRefund', { amount: money(b.date_change.refund.amount, b.currency), when: when(b.date_change.refund.requested_at) })}</li>
                {b.date_change.refund.status === 'processing' || b.date_change.refund.status === 'refunded' ? <li>{t('booking.detail.refundProcessing')}</li> : null}
                {b.date_change.refund.status === 'refunded' && b.date_change.refund.processed_at ? <li>{t('booking.detail.refundDone', { when: when(b.date_change.refund.processed_at) })}</li> : null}
                {b.date_change.refund.status === 'failed' ? <li>{t('booking.detail.refundFailed')}</li> : null}
              </ol>
            ) : null}
          </section>
        ) : null}
        {checkin.data?.pass ? <CheckinPass pass={checkin.data.pass} hotelName={b.hotel_name} /> : null}
        {b.status === 'pending' && declinedPayment(b.last_payment) ? <DeclinedNotice payment={declinedPayment(b.last_payment)!} /> : null}
        <div className={styles.actions}>
          {b.status === 'checked_in' || b.status === 'completed' ? <AppLink to={`/rate-us?booking=${b.booking_salt}`}>{t('booking.rate.title')}</AppLink> : null}
          {checkin.data?.state === 'open' ? <AppLink to={`/self-check-in?booking=${b.booking_salt}`}>{t('booking.checkin.title')}</AppLink> : null}
          {b.status === 'confirmed' && b.cancellation_policy.refundable ? <AppLink to={`/bookings/modify-booking/${b.booking_salt}`}>{t('booking.detail.changeDates')}</AppLink> : null}
          {b.status === 'pending' ? <AppLink to={`/payments?booking=${b.booking_salt}`}>{t(declinedPayment(b.last_payment) ? 'booking.payment.tryAnotherCard' : 'booking.payment.payByCard')}</AppLink> : null}
          {b.status === 'pending' ? <AppLink to={`/payment?booking=${b.booking_salt}`}>{t('booking.pah.otherWays')}</AppLink> : null}
          {b.status !== 'pending' ? <AppLink to={`/bookings/invoice/${b.booking_salt}`}>{t('booking.detail.invoice')}</AppLink> : null}
          {cancellable ? <Button variant="secondary" onClick={() => setAsking(true)}>{t('booking.detail.cancel')}</Button> : null}
          <AppLink to="/my-bookings">{t('booking.detail.toMyBookings')}</AppLink>
        </div>
      </div>
      <CancelBookingDialog
        salt={b.booking_salt}
        open={asking}
        onClose={() => setAsking(false)}
        onCancelled={async () => {
          setAsking(false);
          await booking.refetch();
        }}
      />
    </PageContainer>
  );
}
