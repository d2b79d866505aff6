import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Booking, PaymentMethod } from '@rednest/shared/contracts';
import { formatMoney, isoToStayDate } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell } from '@rednest/shared/remote';
import { Button, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { ButtonLink } from '@rednest/shared/ui/button-link';
import { useBooking } from '../../features/booking/api/get-booking';
import { usePaymentOptions } from '../../features/payment/api/payment-options';
import { useChoosePayment } from '../../features/payment/hooks/use-choose-payment';
import { useReleaseHold } from '../../features/booking/hooks/use-release-hold';
import { HoldCountdown } from '../../features/payment/components/hold-countdown';
import { PaymentOptionsView } from '../../features/payment/components/payment-options-view';
import { DeclinedNotice, declinedPayment } from '../../features/payment/components/declined-notice';
import { paymentErrorText } from '../../features/payment/utils/payment-error';
import { useSummaryHotel } from '../../features/booking-summary/api/get-hotel';
import { useStayPrice } from '../../features/booking-summary/api/get-stay-price';
import { CheckinCertainty } from '../../features/booking-summary/components/checkin-certainty';
import { FinishSkeleton, StateTitle } from '../../features/finish/components/finish-frame';
import { StayCard } from '../../features/finish/components/stay-card';
import { CheckIcon, ClockIcon, EndedIcon } from '../../features/finish/components/icons';
import { isConfirmed, stayOfBooking } from '../../features/finish/utils/finish-stay';
import styles from './finish.module.scss';
import page from './page.module.scss';

/** a pending booking whose hold still runs (the API reads a run-out hold as ended even before its sweeper) */
const stillHeld = (b: Booking, now: number) =>
  b.status === 'pending' && (!b.hold_expires_at || Date.parse(b.hold_expires_at) > now);

/** the stay's query on the hotel's pages: its dates (DD-MM-YYYY), rooms and guests */
const stayQuery = (b: Booking) => ({
  check_in_date: isoToStayDate(b.check_in_date),
  check_out_date: isoToStayDate(b.check_out_date),
  rooms: b.rooms,
  guest: b.guests,
});

/**
 * "Book the same stay again": the same room and plan priced today (the hotel page's price), with the
 * summary one click away; sold out, gone or in the past, the hotel's page for those dates.
 */
function SameStayAgain({ booking }: { booking: Booking }) {
  const t = useT();
  const { locale } = useShell();
  const id = useId();
  const query = useMemo(() => stayQuery(booking), [booking]);
  const price = useStayPrice(booking.hotel_slug, query);
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const hotelHref = `/hotel/${encodeURIComponent(booking.hotel_slug)}?${search}`;
  const room = price.data?.room_prices.find((r) => r.name === booking.room_type);
  const plan = room && !room.sold_out && room.fits ? room.plans.find((p) => p.name === booking.rate_plan) : undefined;
  let body;
  if (price.isPending) {
    body = <Skeleton height={64} label={t('booking.abandoned.priceLoading')} />;
  } else if (plan && room) {
    const summary = new URLSearchParams({
      hotel: booking.hotel_slug,
      room_type_id: String(room.room_type_id),
      rate_plan_id: String(plan.rate_plan_id),
      ...Object.fromEntries(search),
    });
    body = (
      <>
        <p>
          {t('booking.abandoned.todayPrice', {
            room: `${booking.room_type} · ${booking.rate_plan}`,
            amount: formatMoney(plan.total_tarrif, price.data!.currency, locale),
          })}
        </p>
        <div className={styles.actions}>
          <ButtonLink variant="primary" to={`/bookingsummary?${summary}`}>
            {t('booking.abandoned.bookAgain')}
          </ButtonLink>
          <ButtonLink variant="secondary" to={hotelHref}>
            {t('booking.abandoned.otherRooms', { hotel: booking.hotel_name })}
          </ButtonLink>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('booking.abandoned.gone')}</p>
        <div className={styles.actions}>
          <ButtonLink variant="primary" to={hotelHref}>
            {t('booking.abandoned.otherRooms', { hotel: booking.hotel_name })}
          </ButtonLink>
          <ButtonLink variant="ghost" to="/">
            {t('booking.finish.another')}
          </ButtonLink>
        </div>
      </>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{t('booking.abandoned.againTitle')}</h2>
      {body}
    </section>
  );
}

/**
 * abandoned-booking?booking=<salt> (spec §2 "abandoned booking"): where the reminder mail and the
 * unpaid-booking banners (home, my bookings) lead a guest who left a held booking unpaid. While the
 * hold runs: the stay, the time left and the ways to finish paying (or the bank transfer already
 * opened), and releasing the room; once it ended: why, and the same stay again at today's price.
 */
export function AbandonedBookingPage({
  leave = (url: string) => window.location.assign(url),
}: {
  leave?: (url: string) => void;
}) {
  const t = useT();
  const { locale } = useShell();
  const [params] = useSearchParams();
  const salt = params.get('booking');
  const booking = useBooking(salt);
  const b = booking.data;
  const held = b ? stillHeld(b, Date.now()) : false;
  const options = usePaymentOptions(held ? salt : null);
  const hotel = useSummaryHotel(b?.hotel_slug ?? null).data;
  const [failure, setFailure] = useState<string | null>(null);
  const { releaseRooms, releasing } = useReleaseHold({ refetch: booking.refetch, setFailure });
  const payment = useChoosePayment({ locale, leave, onError: setFailure });
  const heading = !b
    ? 'booking.abandoned.pageTitle'
    : isConfirmed(b.status)
      ? 'booking.abandoned.paid'
      : held
        ? 'booking.abandoned.title'
        : 'booking.abandoned.ended';
  useDocumentTitle(t('booking.pageTitle', { page: t(heading) }));

  if (!salt || (booking.isError && (booking.error.status === 404 || booking.error.status === 400))) {
    return (
      <PageContainer title={t('booking.abandoned.pageTitle')}>
        <EmptyState
          title={t('booking.payment.noBooking')}
          description={t('booking.abandoned.noBookingHint')}
          action={
            <ButtonLink variant="primary" to="/">
              {t('booking.empty.cta')}
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }
  if (booking.isError) {
    return (
      <PageContainer title={t('booking.abandoned.pageTitle')}>
        <ErrorPanel
          title={t('booking.payment.error')}
          message={booking.error.message}
          onRetry={() => void booking.refetch()}
          retryLabel={t('booking.retry')}
        />
      </PageContainer>
    );
  }
  if (!b) {
    return (
      <PageContainer title={t('booking.abandoned.pageTitle')}>
        <FinishSkeleton label={t('booking.payment.loading')} />
      </PageContainer>
    );
  }

  const stay = stayOfBooking(b);
  if (isConfirmed(b.status)) {
    return (
      <PageContainer
        title={<StateTitle icon={<CheckIcon />}>{t('booking.abandoned.paid')}</StateTitle>}
        intro={t('booking.abandoned.paidHint')}
      >
        <div className={styles.actions}>
          <ButtonLink variant="primary" to={`/thank-you?booking=${encodeURIComponent(b.booking_salt)}`}>
            {t('booking.pay.seeConfirmation')}
          </ButtonLink>
          <ButtonLink variant="secondary" to={`/bookings/${encodeURIComponent(b.booking_salt)}`}>
            {t('booking.finish.view')}
          </ButtonLink>
        </div>
      </PageContainer>
    );
  }

  if (!held) {
    const why =
      b.status === 'pending' || b.cancel_reason === 'hold_expired'
        ? 'booking.abandoned.endedExpired'
        : b.cancel_reason === 'released'
          ? 'booking.payment.endedReleased'
          : 'booking.finish.cancelled';
    return (
      <PageContainer
        title={
          <StateTitle icon={<EndedIcon />} tone="ended">
            {t('booking.abandoned.ended')}
          </StateTitle>
        }
        intro={t(why)}
      >
        <div className={styles.grid}>
          <div className={styles.column}>
            <StayCard stay={stay} hotel={hotel} how="ended" />
          </div>
          <div className={styles.column}>
            <SameStayAgain booking={b} />
          </div>
        </div>
      </PageContainer>
    );
  }

  const choose = async (method: PaymentMethod) => {
    setFailure(null);
    if (!(await payment.choose(b.booking_salt, method))) void options.refetch();
  };
  const declined = declinedPayment(b.last_payment);
  // a bank transfer already opened: its account and amount are on its own page
  const transferOpen = b.last_payment?.method === 'bank_transfer' && b.last_payment.status === 'awaiting_transfer';
  const first = b.guest_name.split(' ')[0] || b.guest_name;
  return (
    <PageContainer
      title={
        <StateTitle icon={<ClockIcon />} tone="waiting">
          {t('booking.abandoned.title')}
        </StateTitle>
      }
      intro={t('booking.abandoned.lead', { name: first, hotel: b.hotel_name })}
    >
      <div className={styles.finish}>
        {b.hold_expires_at ? (
          <div className={`${styles.codeCard} ${styles.holdCard}`}>
            <HoldCountdown until={b.hold_expires_at} onEnded={() => void booking.refetch()} />
            <p className={styles.muted}>{t('booking.abandoned.holdHint')}</p>
          </div>
        ) : null}
        <div className={styles.grid}>
          <div className={styles.column}>
            <StayCard stay={stay} hotel={hotel} how="unpaid" />
          </div>
          <div className={styles.column}>
            <section className={styles.panel} aria-labelledby="bkg-abandoned-ways">
              <h2 id="bkg-abandoned-ways">{t('booking.abandoned.ways')}</h2>
              {declined ? <DeclinedNotice payment={declined} /> : null}
              {failure ? (
                <p className={page.alert} role="alert">
                  {failure}
                </p>
              ) : null}
              {transferOpen ? (
                <>
                  <p>{t('booking.abandoned.transferOpen')}</p>
                  <ButtonLink variant="primary" to={`/paymentInstruction/${encodeURIComponent(b.booking_salt)}`}>
                    {t('booking.abandoned.transferDetails')}
                  </ButtonLink>
                </>
              ) : options.isPending ? (
                <Skeleton height={200} label={t('booking.pay.loading')} />
              ) : options.isError ? (
                <ErrorPanel
                  title={t('booking.pay.error')}
                  message={paymentErrorText(options.error, t)}
                  onRetry={() => void options.refetch()}
                  retryLabel={t('booking.retry')}
                />
              ) : (
                <PaymentOptionsView
                  data={options.data}
                  layout="list"
                  locale={locale}
                  busy={payment.busy}
                  onChoose={(m) => void choose(m)}
                />
              )}
              <p className={styles.muted}>{t('booking.abandoned.releaseHint')}</p>
              <div>
                <Button variant="ghost" onClick={() => void releaseRooms(b.booking_salt)} loading={releasing}>
                  {t('booking.payment.release')}
                </Button>
              </div>
            </section>
            {hotel ? <CheckinCertainty hotel={hotel} currency={stay.currency} /> : null}
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
