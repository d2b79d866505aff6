import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Booking, Invoice } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { clockTime } from '@rednest/shared/format/clock';
import { cancellationRule } from '@rednest/shared/format/cancellation';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell } from '@rednest/shared/remote';
import { Button, EmptyState, ErrorPanel, PageContainer } from '@rednest/shared/ui';
import { ButtonLink } from '@rednest/shared/ui/button-link';
import { useBooking } from '../../features/booking/api/get-booking';
import { CancelBookingDialog } from '../../features/booking/components/cancel-booking-dialog';
import { DeclinedNotice, declinedPayment } from '../../features/payment/components/declined-notice';
import { useSummaryHotel } from '../../features/booking-summary/api/get-hotel';
import { CheckinCertainty } from '../../features/booking-summary/components/checkin-certainty';
import { useInvoice } from '../../features/invoice/api/get-invoice';
import { useCheckinStatus } from '../../features/checkin/api/checkin-status';
import { CheckinPass } from '../../features/checkin/components/checkin-pass';
import { useBookingData } from '../../features/finish/api/booking-data';
import { BookingCode } from '../../features/finish/components/booking-code';
import { ExtraPaymentsNotice, RefundSteps } from '../../features/finish/components/extra-payments-notice';
import { FinishSkeleton } from '../../features/finish/components/finish-frame';
import { NextSteps } from '../../features/finish/components/next-steps';
import { StatusBadge } from '../../features/finish/components/status-badge';
import { StayCard } from '../../features/finish/components/stay-card';
import { longDay, paidHow, stayOfBooking, type PaidHow } from '../../features/finish/utils/finish-stay';
import styles from './finish.module.scss';

/**
 * How the stay card says the total: held, waiting for its payment; cancelled without payment, nothing
 * charged (or, paid after it had ended, given back whole); else the invoice's way of paying. Null
 * while the invoice is asked (its line is a skeleton then).
 */
function howOf(
  b: Booking,
  invoice: Pick<Invoice, 'payment_method' | 'paid_at'> | undefined,
  invoiceFailed: boolean,
): PaidHow | null {
  if (b.status === 'pending') return 'unpaid';
  if (!invoice) return invoiceFailed ? (b.status === 'cancelled' ? 'ended' : 'paid') : null;
  if (b.status === 'cancelled' && !invoice.paid_at) return b.refund && b.refund.amount > 0 ? 'refunded' : 'ended';
  return paidHow(invoice.payment_method, invoice.paid_at);
}

/** what the status means now, under the badge */
function statusLead(b: Booking, t: ReturnType<typeof useT>, time: (iso: string) => string): string {
  switch (b.status) {
    case 'pending':
      return b.hold_expires_at
        ? t('booking.detail.lead.pendingUntil', { time: time(b.hold_expires_at) })
        : t('booking.detail.lead.pending');
    case 'confirmed':
    case 'checked_in':
    case 'completed':
      return t(`booking.detail.lead.${b.status}`);
    default:
      // money that came back is said below; an unpaid end says why (nothing was charged)
      if (b.refund) return t('booking.detail.lead.cancelled');
      return t(
        b.cancel_reason === 'hold_expired'
          ? 'booking.payment.endedExpired'
          : b.cancel_reason === 'released'
            ? 'booking.payment.endedReleased'
            : 'booking.detail.lead.cancelled',
      );
  }
}

/**
 * bookings/{booking} (spec §2 bookings/{bookingId}): the page a guest comes back to, drawn with the
 * finish's parts. The hotel's name with the status as a badge and what it means now; money paid
 * twice (coming back) and a declined card first; the booking code to copy; the stay card (picture,
 * dates, room, total and how it was paid); once cancelled, the refund and where it stands (asked
 * again while it moves); a change of dates; the cancellation policy; the pass once checked in, what
 * happens next while it is upcoming (calendar, directions, self check-in), the check-in card; and
 * the actions as kit buttons: pay (held), rate the stay, change dates, invoice, cancel (the policy's
 * quote first, in a dialog), my bookings.
 */
export function BookingPage() {
  const t = useT();
  const { locale } = useShell();
  const { salt = '' } = useParams();
  const booking = useBooking(salt || null, { poll: true });
  const [asking, setAsking] = useState(false);
  const ids = { refund: useId(), change: useId(), policy: useId() };
  const b = booking.data;
  const invoice = useInvoice(b && b.status !== 'pending' ? salt : null);
  const hotel = useSummaryHotel(b?.hotel_slug ?? null).data;
  const checkin = useCheckinStatus(b?.status === 'confirmed' || b?.status === 'checked_in' ? salt : null);
  const actions = useBookingData(b && (b.status === 'confirmed' || b.status === 'pending') ? salt : null);
  useDocumentTitle(t('booking.pageTitle', { page: t('booking.detail.title') }));

  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  // refunds are exact money: what comes back, to the minor unit
  const refundMoney = (amount: number, currency: string) => formatMoney(amount, currency, locale, { exact: true });
  const day = (iso: string) => longDay(iso, locale);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(
      new Date(iso),
    );
  // the guest's own clock, and the text says so (the hotel may be in another zone)
  const time = (iso: string) => clockTime(iso, locale);

  if (booking.isPending) {
    return (
      <PageContainer title={t('booking.detail.title')}>
        <FinishSkeleton label={t('booking.payment.loading')} />
      </PageContainer>
    );
  }
  if (booking.isError) {
    return (
      <PageContainer title={t('booking.detail.title')}>
        {booking.error.status === 404 || booking.error.status === 400 ? (
          <EmptyState
            title={t('booking.payment.noBooking')}
            action={
              <ButtonLink variant="primary" to="/my-bookings">
                {t('booking.detail.toMyBookings')}
              </ButtonLink>
            }
          />
        ) : (
          <ErrorPanel
            title={t('booking.payment.error')}
            message={booking.error.message}
            onRetry={() => void booking.refetch()}
            retryLabel={t('booking.retry')}
          />
        )}
      </PageContainer>
    );
  }
  const bk = booking.data;
  const path = encodeURIComponent(bk.booking_salt);
  const stay = stayOfBooking(bk);
  const how = howOf(bk, invoice.data, invoice.isError);
  // the server's word on what may be done now (check-in time passed: no cancel, no new dates); the status's until it answers
  const can = actions.data?.actions;
  const cancellable = can ? can.cancel : bk.status === 'confirmed' || bk.status === 'pending';
  const changeable = can ? can.change_dates : bk.status === 'confirmed' && bk.cancellation_policy.refundable;
  const declined = bk.status === 'pending' ? declinedPayment(bk.last_payment) : null;
  const pass = checkin.data?.state === 'checked_in' ? checkin.data.pass : null;
  const refund = bk.refund;
  const change = bk.date_change && bk.date_change.status !== 'quote' ? bk.date_change : null;
  const upcoming = bk.status === 'pending' || bk.status === 'confirmed' || bk.status === 'checked_in';
  // beside the stay while it is to come: the pass, what happens next, the check-in card
  const side = upcoming ? (
    <>
      {pass ? <CheckinPass pass={pass} hotelName={bk.hotel_name} /> : null}
      {bk.status === 'confirmed' ? (
        <NextSteps
          stay={stay}
          hotel={hotel}
          how={how}
          mailedTo={invoice.data?.guest_email ?? null}
          salt={bk.booking_salt}
          checkin={checkin.data}
          bookingUrl={`${window.location.origin}/${locale}/bookings/${path}`}
        />
      ) : null}
      {hotel && upcoming ? (
        <CheckinCertainty hotel={hotel} currency={bk.currency} withPayment={bk.status === 'pending'} />
      ) : null}
    </>
  ) : null;
  // the policy and what can be done now: under the stay (on a phone, before the rest), or beside it when nothing else is
  const policyAndActions = (
    <>
      <section className={styles.panel} aria-labelledby={ids.policy}>
        <h2 id={ids.policy}>{t('booking.detail.policy')}</h2>
        <p>{cancellationRule(bk.cancellation_policy, locale.slice(0, 2))}</p>
      </section>
      <div className={styles.actions}>
        {bk.status === 'pending' ? (
          <ButtonLink variant="primary" to={`/payments?booking=${path}`}>
            {t(declined ? 'booking.payment.tryAnotherCard' : 'booking.payment.payByCard')}
          </ButtonLink>
        ) : null}
        {bk.status === 'pending' ? (
          <ButtonLink variant="secondary" to={`/payment?booking=${path}`}>
            {t('booking.pah.otherWays')}
          </ButtonLink>
        ) : null}
        {bk.status === 'checked_in' || bk.status === 'completed' ? (
          <ButtonLink variant="primary" to={`/rate-us?booking=${path}`}>
            {t('booking.rate.title')}
          </ButtonLink>
        ) : null}
        {changeable ? (
          <ButtonLink variant="secondary" to={`/bookings/modify-booking/${path}`}>
            {t('booking.detail.changeDates')}
          </ButtonLink>
        ) : null}
        {bk.status !== 'pending' ? (
          <ButtonLink variant="secondary" to={`/bookings/invoice/${path}`}>
            {t('booking.detail.invoice')}
          </ButtonLink>
        ) : null}
        {cancellable ? (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('booking.detail.cancel')}
          </Button>
        ) : null}
        <ButtonLink variant="ghost" to="/my-bookings">
          {t('booking.detail.toMyBookings')}
        </ButtonLink>
      </div>
    </>
  );
  return (
    <PageContainer
      title={bk.hotel_name}
      headerExtra={
        <p className={styles.statusLine}>
          <StatusBadge status={bk.status} />
          <span>{statusLead(bk, t, time)}</span>
        </p>
      }
    >
      <div className={styles.finish}>
        {declined ? <DeclinedNotice payment={declined} /> : null}
        <ExtraPaymentsNotice booking={bk} />
        {refund ? (
          <section className={styles.panel} aria-labelledby={ids.refund}>
            <h2 id={ids.refund}>{t('booking.detail.refund')}</h2>
            <p>
              {refund.amount > 0
                ? t(
                    bk.last_payment?.method === 'bank_transfer'
                      ? 'booking.detail.refundAmountBank'
                      : 'booking.detail.refundAmount',
                    { amount: refundMoney(refund.amount, bk.currency) },
                  )
                : t('booking.detail.refundNone')}
            </p>
            {refund.fee > 0 ? (
              <p className={styles.muted}>
                {t('booking.detail.refundFee', { amount: refundMoney(refund.fee, bk.currency) })}
              </p>
            ) : null}
            {refund.amount > 0 ? (
              <RefundSteps
                status={refund.status}
                requestedAt={refund.requested_at}
                refundedAt={refund.processed_at}
                className={styles.refundSteps}
              />
            ) : null}
          </section>
        ) : null}
        <BookingCode
          code={stay.code}
          tone={bk.status === 'pending' ? 'waiting' : bk.status === 'cancelled' ? 'ended' : undefined}
        />
        <div className={styles.grid}>
          <div className={styles.column}>
            <StayCard stay={stay} hotel={hotel} how={how} title={t('booking.detail.stayTitle')} />
            {change ? (
              <section className={styles.panel} aria-labelledby={ids.change}>
                <h2 id={ids.change}>{t('booking.detail.dateChange')}</h2>
                <p>
                  {t(`booking.detail.dateChange.${change.status}`, {
                    from: day(change.check_in_date),
                    to: day(change.check_out_date),
                    old: `${day(change.old_check_in_date)} → ${day(change.old_check_out_date)}`,
                  })}
                </p>
                {change.status === 'awaiting_payment' && bk.status === 'confirmed' ? (
                  <div>
                    <ButtonLink variant="primary" size="sm" to={`/bookings/modify-booking/${path}`}>
                      {t('booking.detail.dateChangePay', { amount: money(change.difference, bk.currency) })}
                    </ButtonLink>
                  </div>
                ) : null}
                {change.refund ? (
                  <ol className={styles.refundSteps}>
                    <li>
                      {t('booking.detail.dateChangeRefund', {
                        amount: refundMoney(change.refund.amount, bk.currency),
                        when: when(change.refund.requested_at),
                      })}
                    </li>
                    {change.refund.status === 'processing' || change.refund.status === 'refunded' ? (
                      <li>{t('booking.detail.refundProcessing')}</li>
                    ) : null}
                    {change.refund.status === 'refunded' && change.refund.processed_at ? (
                      <li>{t('booking.detail.refundDone', { when: when(change.refund.processed_at) })}</li>
                    ) : null}
                    {change.refund.status === 'failed' ? <li>{t('booking.detail.refundFailed')}</li> : null}
                  </ol>
                ) : null}
              </section>
            ) : null}
            {side ? policyAndActions : null}
          </div>
          <div className={styles.column}>{side ?? policyAndActions}</div>
        </div>
      </div>
      <CancelBookingDialog
        salt={bk.booking_salt}
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
