import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Booking } from '@rednest/shared/contracts';
import { calendarDay, formatMoney, pluralKey } from '@rednest/shared/format';
import { clockTime } from '@rednest/shared/format/clock';
import { useT, useTextLang } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell } from '@rednest/shared/remote';
import { AppLink, Button, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { ButtonLink } from '@rednest/shared/ui/button-link';
import { useBooking } from '../../features/booking/api/get-booking';
import { useCardPayment } from '../../hooks/use-card-payment';
import { useReleaseHold } from '../../features/booking/hooks/use-release-hold';
import { bookingErrorText } from '../../utils/booking-error';
import { DeclinedNotice, declinedPayment } from '../../features/payment/components/declined-notice';
import { OwnerFinish } from './finish';
import { PaidTwiceNotice } from '../../features/finish/components/paid-twice-notice';
import styles from './page.module.scss';
import { isConfirmed } from '../../features/finish/utils/finish-stay';

/** how long "confirming" waits for the bank's answer before saying so (the page keeps asking) */
const PATIENCE_MS = 60_000;

/**
 * On a paid booking, what became of the card payment the guest is back from (the gateway sends them
 * back with `return` only once it took the card): it paid the booking, it came after another
 * payment had (given back whole: extra_payments), or its webhook is still on the way while the
 * server says another way paid it. A booking has one card checkout open at a time, so its method
 * names it.
 */
function cardOutcome(b: Booking): 'kept' | 'extra' | 'unheard' {
  if (b.extra_payments?.some((e) => e.method === 'card')) return 'extra';
  return b.last_payment && b.last_payment.method !== 'card' ? 'unheard' : 'kept';
}

/**
 * payments (spec §2 "payment" prefix; the card page sends the guest back here with
 * ?booking=<salt>&result=return|cancelled). The result arrives by webhook, so a returning guest
 * sees "confirming" while the page asks for the booking every 1.5 s, then the outcome: confirmed,
 * declined (the server's last_payment: try another card or another way), not completed (back by
 * the card page's cancel link), not paid (pay again or release the rooms), or ended. A card payment
 * that came for a booking another payment had already paid is neither confirmed again nor failed:
 * the booking was already paid, and this payment is refunded in full.
 */
export function PaymentsPage({
  leave = (url: string) => window.location.assign(url),
}: {
  leave?: (url: string) => void;
}) {
  const t = useT();
  const textLang = useTextLang();
  const { locale } = useShell();
  const [params] = useSearchParams();
  const salt = params.get('booking');
  const result = params.get('result');
  const [patient, setPatient] = useState(true);
  // paid by another way while the card's own word is on its way: ask until it comes (or patience ends)
  const awaitingCard = (b: Booking) => result === 'return' && isConfirmed(b.status) && cardOutcome(b) === 'unheard';
  const booking = useBooking(salt, { poll: result === 'return', awaiting: (b) => patient && awaitingCard(b) });
  const cardPayment = useCardPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const { releaseRooms, releasing } = useReleaseHold({ refetch: booking.refetch, setFailure });
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  const paid =
    booking.data && isConfirmed(booking.data.status) && !(patient && awaitingCard(booking.data)) ? booking.data : null;
  const alreadyPaid = paid !== null && result === 'return' && cardOutcome(paid) === 'extra';
  useDocumentTitle(
    t('booking.pageTitle', {
      page: t(
        alreadyPaid ? 'booking.extra.alreadyPaidTitle' : paid ? 'booking.payment.confirmed' : 'booking.payment.title',
      ),
    }),
  );

  const money = (b: Booking) => formatMoney(b.total, b.currency, locale);
  const day = (iso: string) => calendarDay(iso, locale);
  const returnUrl = `${window.location.origin}/${locale}/payments`;
  const payAgain = async (b: Booking) => {
    setFailure(null);
    try {
      const payment = await cardPayment.mutateAsync({ body: { booking_salt: b.booking_salt, return_url: returnUrl } });
      leave(payment.redirect_url);
    } catch (error) {
      setFailure(bookingErrorText(error, t));
    }
  };

  // this card came after the booking was paid: the finish says so, with the refund, not "confirmed" again
  if (paid && alreadyPaid) {
    const lead = t('booking.extra.alreadyPaidLead', {
      name: paid.guest_name.split(' ')[0] || paid.guest_name,
      hotel: paid.hotel_name,
    });
    return <OwnerFinish booking={paid} heading={t('booking.extra.alreadyPaidTitle')} lead={lead} />;
  }
  // paid: the journey's finish (the same after every way to pay)
  if (paid) return <OwnerFinish booking={paid} />;
  let body;
  if (!salt) {
    body = (
      <EmptyState
        title={t('booking.payment.noBooking')}
        action={
          <AppLink to="/" className={styles.muted}>
            {t('booking.empty.cta')}
          </AppLink>
        }
      />
    );
  } else if (booking.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('booking.payment.loading')}>
        <Skeleton height={240} />
      </div>
    );
  } else if (booking.isError) {
    body =
      booking.error.status === 404 ? (
        <EmptyState
          title={t('booking.payment.noBooking')}
          action={
            <AppLink to="/" className={styles.muted}>
              {t('booking.empty.cta')}
            </AppLink>
          }
        />
      ) : (
        <ErrorPanel
          title={t('booking.payment.error')}
          message={booking.error.message}
          onRetry={() => void booking.refetch()}
          retryLabel={t('booking.retry')}
        />
      );
  } else {
    const b = booking.data;
    const facts = (
      <dl className={styles.facts}>
        <dt>{t('booking.payment.hotel')}</dt>
        <dd>{b.hotel_name}</dd>
        <dt>{t('booking.payment.stay')}</dt>
        <dd>
          {day(b.check_in_date)} → {day(b.check_out_date)} (
          {t(pluralKey('booking.nights', b.no_of_nights, locale), { count: b.no_of_nights })})
        </dd>
        <dt>{t('booking.payment.room')}</dt>
        <dd>
          <span lang={textLang(b.room_type_lang)}>{b.room_type}</span> ·{' '}
          <span lang={textLang(b.rate_plan_lang)}>{b.rate_plan}</span>
        </dd>
        <dt>{t('booking.payment.total')}</dt>
        <dd>{money(b)}</dd>
        <dt>{t('booking.payment.code')}</dt>
        <dd>{`RN${String(b.id).padStart(6, '0')}`}</dd>
      </dl>
    );
    if (b.status === 'cancelled') {
      body = (
        <div className={styles.result}>
          <h2 className={styles.title}>{t('booking.payment.ended')}</h2>
          {/* paid after the hold ended and the room was gone: the server refunds it whole */}
          {b.refund && b.refund.amount > 0 ? (
            <p role="status">
              {b.refund.status === 'refunded' && b.refund.processed_at
                ? t('booking.payment.endedRefunded', {
                    amount: formatMoney(b.refund.amount, b.currency, locale),
                    when: day(b.refund.processed_at.slice(0, 10)),
                  })
                : t('booking.payment.endedRefund', { amount: formatMoney(b.refund.amount, b.currency, locale) })}
            </p>
          ) : (
            <p>
              {t(b.cancel_reason === 'hold_expired' ? 'booking.payment.endedExpired' : 'booking.payment.endedReleased')}
            </p>
          )}
          <PaidTwiceNotice booking={b} />
          {facts}
          <div className={styles.actions}>
            {b.refund && b.refund.amount > 0 ? (
              <AppLink to={`/bookings/${encodeURIComponent(b.booking_salt)}`}>
                {t('booking.payment.followRefund')}
              </AppLink>
            ) : null}
            <AppLink to={`/hotel/${encodeURIComponent(b.hotel_slug)}`}>{t('booking.payment.bookAgain')}</AppLink>
          </div>
        </div>
      );
    } else if (result === 'return' && patient) {
      body = (
        <div className={styles.result} role="status" aria-live="polite">
          <h2 className={styles.title}>{t('booking.payment.confirming')}</h2>
          <p>{t('booking.payment.confirmingHint')}</p>
          {facts}
        </div>
      );
    } else {
      const until = b.hold_expires_at ? clockTime(b.hold_expires_at, locale) : null;
      // the server's word on the latest attempt: a declined card is said first, whichever way the guest came back
      const declined = declinedPayment(b.last_payment);
      const heading = declined
        ? 'booking.payment.declinedTitle'
        : result === 'cancelled'
          ? 'booking.payment.notCompletedTitle'
          : result === 'return'
            ? 'booking.payment.noAnswer'
            : 'booking.payment.notPaid';
      body = (
        <div className={styles.result}>
          <h2 className={styles.title}>{t(heading)}</h2>
          {declined ? (
            <DeclinedNotice payment={declined} />
          ) : result === 'cancelled' ? (
            <p>{t('booking.payment.notCompleted')}</p>
          ) : null}
          <p>{until ? t('booking.payment.heldUntil', { time: until }) : null}</p>
          {facts}
          {failure ? (
            <p className={styles.alert} role="alert">
              {failure}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => void payAgain(b)} loading={cardPayment.isPending}>
              {t(declined ? 'booking.payment.tryAnotherCard' : 'booking.payment.payByCard')}
            </Button>
            <ButtonLink variant="secondary" to={`/payment?booking=${encodeURIComponent(b.booking_salt)}`}>
              {t('booking.pah.otherWays')}
            </ButtonLink>
            <Button variant="secondary" onClick={() => void releaseRooms(b.booking_salt)} loading={releasing}>
              {t('booking.payment.release')}
            </Button>
          </div>
        </div>
      );
    }
  }
  return <PageContainer title={t('booking.payment.title')}>{body}</PageContainer>;
}
