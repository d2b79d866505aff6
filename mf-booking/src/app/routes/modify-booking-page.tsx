import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { DateChange } from '@rednest/shared/contracts';
import { calendarDay, formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell } from '@rednest/shared/remote';
import { AppLink, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useChangedBooking } from '../../features/date-change/api/get-changed-booking';
import { DateChangeForm } from '../../features/date-change/components/date-change-form';
import { adjustmentLabel } from '../../features/booking-summary/utils/adjustment-label';
import styles from './modify-booking-page.module.scss';

/**
 * bookings/modify-booking/{booking} (spec §2): new dates for a confirmed booking. The server prices
 * them and says what to pay or what comes back; a dearer change is paid by card (the gateway sends
 * the guest back here with ?result=, and the change is applied by webhook, so the page waits for it).
 */
export function ModifyBookingPage({
  leave = (url: string) => window.location.assign(url),
}: {
  leave?: (url: string) => void;
}) {
  const t = useT();
  const { locale } = useShell();
  const { salt = '' } = useParams();
  const [params] = useSearchParams();
  const returned = params.get('result');
  const booking = useChangedBooking(salt || null, { awaitingWebhook: returned === 'return' });
  const [applied, setApplied] = useState<DateChange | null>(null);
  useDocumentTitle(t('booking.pageTitle', { page: t('booking.modify.title') }));

  const day = (iso: string) => calendarDay(iso, locale);
  const toBooking = <AppLink to={`/bookings/${salt}`}>{t('booking.modify.toBooking')}</AppLink>;

  if (booking.isPending) {
    return (
      <PageContainer title={t('booking.modify.title')}>
        <div role="status" aria-busy="true" aria-label={t('booking.payment.loading')}>
          <Skeleton height={280} />
        </div>
      </PageContainer>
    );
  }
  if (booking.isError) {
    return (
      <PageContainer title={t('booking.modify.title')}>
        {booking.error.status === 404 || booking.error.status === 400 ? (
          <EmptyState
            title={t('booking.payment.noBooking')}
            action={<AppLink to="/my-bookings">{t('booking.detail.toMyBookings')}</AppLink>}
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
  const b = booking.data;
  const change = applied ?? b.date_change ?? null;
  const current = (
    <p className={styles.muted}>
      {b.hotel_name} · {t('booking.modify.current', { from: day(b.check_in_date), to: day(b.check_out_date) })}
    </p>
  );

  // done: applied now, or by the webhook after the card payment
  if (change && change.status === 'applied' && (applied || returned === 'return')) {
    return (
      <PageContainer title={t('booking.modify.title')}>
        <div className={styles.stack} role="status">
          <h2 className={styles.title}>
            {t('booking.modify.done', { from: day(change.check_in_date), to: day(change.check_out_date) })}
          </h2>
          <p>{t('booking.modify.newTotalIs', { amount: formatMoney(change.new_total, change.currency, locale) })}</p>
          {change.refund ? (
            <p>
              {t('booking.detail.refundAmount', { amount: formatMoney(change.refund.amount, change.currency, locale) })}
            </p>
          ) : null}
          {toBooking}
        </div>
      </PageContainer>
    );
  }
  if (returned === 'return' && change?.status === 'awaiting_payment') {
    return (
      <PageContainer title={t('booking.modify.title')}>
        <div className={styles.stack} role="status" aria-busy="true">
          <p>{t('booking.modify.confirming')}</p>
          <Skeleton height={48} />
        </div>
      </PageContainer>
    );
  }
  if (b.status !== 'confirmed' || !b.cancellation_policy.refundable) {
    return (
      <PageContainer title={t('booking.modify.title')}>
        <div className={styles.stack}>
          {current}
          <p className={styles.alert} role="alert">
            {t(
              b.status === 'confirmed'
                ? 'booking.modify.error.DATE_CHANGE_NOT_ALLOWED'
                : 'booking.modify.error.BOOKING_NOT_CHANGEABLE',
            )}
          </p>
          {toBooking}
        </div>
      </PageContainer>
    );
  }
  return (
    <PageContainer title={t('booking.modify.title')}>
      <div className={styles.stack}>
        {current}
        {returned === 'cancelled' || change?.status === 'expired' ? (
          <p className={styles.muted} role="status">
            {t('booking.modify.notPaid')}
          </p>
        ) : null}
        <DateChangeForm
          booking={b}
          returnUrl={`${window.location.origin}/${locale}/bookings/modify-booking/${b.booking_salt}`}
          onApplied={(c) => {
            setApplied(c);
            void booking.refetch();
          }}
          leave={leave}
          lineLabel={(a) => adjustmentLabel(a, t)}
        />
        {toBooking}
      </div>
    </PageContainer>
  );
}
