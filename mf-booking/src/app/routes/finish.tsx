import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Booking, CheckinStatus } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useShell, useShellUser } from '@rednest/shared/remote';
import { AppLink, Button, navigate, PageContainer } from '@rednest/shared/ui';
import { ButtonLink } from '@rednest/shared/ui/button-link';
import { useSummaryHotel } from '../../features/booking-summary/api/get-hotel';
import { CheckinCertainty } from '../../features/booking-summary/components/checkin-certainty';
import { useInvoice } from '../../features/invoice/api/get-invoice';
import { useCheckinStatus } from '../../features/checkin/api/checkin-status';
import { CheckinPass } from '../../features/checkin/components/checkin-pass';
import { usePaymentInstruction } from '../../features/payment/api/payment-options';
import { useBookingData } from '../../features/finish/api/booking-data';
import { paidHow, stayOfBooking, type FinishStay, type PaidHow } from '../../features/finish/utils/finish-stay';
import { BookingCode } from '../../features/finish/components/booking-code';
import { StateTitle } from '../../features/finish/components/finish-frame';
import { CheckIcon, FileIcon } from '../../features/finish/components/icons';
import { NextSteps, type Step } from '../../features/finish/components/next-steps';
import { StayCard } from '../../features/finish/components/stay-card';
import { PaidTwiceNotice } from '../../features/finish/components/paid-twice-notice';
import { useClubJoined } from '../../features/finish/hooks/use-club-joined';
import styles from './finish.module.scss';

/**
 * The cancel dialog (its quote and cancel calls, its styles) is a chunk of its own, fetched when the
 * guest points at or presses "Cancel booking": most guests never open it, and every finish page
 * (thank-you, back from the card page, the transfer) is measured against the JS budget.
 */
const loadCancelDialog = () => import('../../features/booking/components/cancel-booking-dialog');
const CancelBookingDialog = lazy(() => loadCancelDialog().then((m) => ({ default: m.CancelBookingDialog })));
const preloadCancelDialog = () => void loadCancelDialog().catch(() => undefined);

interface FinishProps {
  /** the page's heading; "Your booking is confirmed" unless the page has more to say (a payment not needed) */
  heading?: string;
  /** above the booking code: what the guest must read first (money paid twice and coming back) */
  notice?: ReactNode;
  stay: FinishStay;
  how: PaidHow | null;
  /** under the heading: thanks, and what was done */
  lead: string;
  mailedTo: string | null;
  /** the booking's owner: links to the booking, cancel, self check-in; none for whoever paid through a payment link */
  owner: { salt: string; canCancel: boolean; checkin: CheckinStatus | undefined } | null;
  /** beside the total (the invoice) */
  paymentExtra?: ReactNode;
  extraSteps?: Step[];
}

/**
 * The journey's finish, the same after every way to pay (card, pay at the hotel, bank transfer, a
 * payment link): the confirmed heading, the booking code to copy, the stay card (picture, dates,
 * room, total and how it was paid), what happens next (the mail, the calendar file, directions,
 * self check-in), the check-in card, and the actions.
 */
export function FinishPage({
  heading,
  notice,
  stay,
  how,
  lead,
  mailedTo,
  owner,
  paymentExtra,
  extraSteps,
}: FinishProps) {
  const t = useT();
  const { locale } = useShell();
  const user = useShellUser();
  const hotel = useSummaryHotel(stay.hotelSlug).data;
  const [asking, setAsking] = useState(false);
  // the dialog is mounted from the first press on (then kept, so it can close as it opened)
  const [asked, setAsked] = useState(false);
  const bookingPath = owner ? `/bookings/${encodeURIComponent(owner.salt)}` : null;
  const pass = owner?.checkin?.state === 'checked_in' ? owner.checkin.pass : null;
  return (
    <PageContainer
      title={<StateTitle icon={<CheckIcon />}>{heading ?? t('booking.payment.confirmed')}</StateTitle>}
      intro={lead}
    >
      <div className={styles.finish}>
        {notice}
        <BookingCode code={stay.code} />
        <div className={styles.grid}>
          <div className={styles.column}>
            <StayCard stay={stay} hotel={hotel} how={how} extra={paymentExtra} />
          </div>
          <div className={styles.column}>
            {pass ? <CheckinPass pass={pass} hotelName={stay.hotelName} /> : null}
            <NextSteps
              stay={stay}
              hotel={hotel}
              how={how}
              mailedTo={mailedTo}
              salt={owner?.salt}
              checkin={owner?.checkin}
              extra={extraSteps}
              bookingUrl={bookingPath ? `${window.location.origin}/${locale}${bookingPath}` : undefined}
            />
            {hotel ? <CheckinCertainty hotel={hotel} currency={stay.currency} withPayment={false} /> : null}
          </div>
        </div>
        <div className={styles.actions}>
          {bookingPath ? (
            <ButtonLink variant="primary" to={bookingPath}>
              {t('booking.finish.view')}
            </ButtonLink>
          ) : (
            <ButtonLink variant="primary" to="/bookings/find">
              {t('booking.finish.findBooking')}
            </ButtonLink>
          )}
          {owner?.canCancel ? (
            <Button
              variant="secondary"
              onPointerEnter={preloadCancelDialog}
              onFocus={preloadCancelDialog}
              onClick={() => {
                setAsked(true);
                setAsking(true);
              }}
            >
              {t('booking.detail.cancel')}
            </Button>
          ) : null}
          {user ? (
            <ButtonLink variant="secondary" to="/my-bookings">
              {t('booking.payment.toMyBookings')}
            </ButtonLink>
          ) : null}
          <ButtonLink variant="ghost" to="/">
            {t('booking.finish.another')}
          </ButtonLink>
        </div>
      </div>
      {owner && asked ? (
        <Suspense fallback={null}>
          <CancelBookingDialog
            salt={owner.salt}
            open={asking}
            onClose={() => setAsking(false)}
            onCancelled={() => {
              setAsking(false);
              // the booking's page follows the refund from here
              navigate(`/${locale}${bookingPath}`);
            }}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}

/**
 * The finish of the booking's owner (card, pay at the hotel, bank transfer): the invoice says how
 * it was paid and where the mail went, fetch_booking_data whether it may be cancelled now,
 * checkin_status the self check-in; a bank transfer's proof is linked when one was uploaded; money
 * paid twice is said first, with its refund.
 */
export function OwnerFinish({ booking, heading, lead }: { booking: Booking; heading?: string; lead?: string }) {
  const t = useT();
  const salt = booking.booking_salt;
  const invoice = useInvoice(salt);
  const data = useBookingData(salt);
  const checkin = useCheckinStatus(salt);
  const inv = invoice.data;
  const how = inv ? paidHow(inv.payment_method, inv.paid_at) : invoice.isError ? 'paid' : null;
  const transfer = usePaymentInstruction(how === 'bank_transfer' ? salt : null);
  const stay = stayOfBooking(booking);
  useClubJoined(booking);
  const first = booking.guest_name.split(' ')[0] || booking.guest_name;
  const proof = transfer.data?.proof;
  return (
    <FinishPage
      heading={heading}
      notice={<PaidTwiceNotice booking={booking} />}
      stay={stay}
      how={how}
      lead={
        lead ??
        t(
          how === 'pay_at_hotel'
            ? 'booking.finish.leadAtHotel'
            : how === 'bank_transfer'
              ? 'booking.finish.leadTransfer'
              : 'booking.finish.leadPaid',
          { name: first, hotel: booking.hotel_name },
        )
      }
      mailedTo={inv?.guest_email ?? null}
      owner={{ salt, canCancel: data.data?.actions.cancel ?? false, checkin: checkin.data }}
      paymentExtra={
        <AppLink className={styles.link} to={`/bookings/invoice/${encodeURIComponent(salt)}`}>
          {t('booking.thanks.invoice')}
        </AppLink>
      }
      extraSteps={
        proof
          ? [
              {
                key: 'proof',
                icon: <FileIcon />,
                title: t('booking.finish.proof.title'),
                body: proof.filename,
                action: (
                  <ButtonLink variant="secondary" size="sm" to={`/view_proof_url?booking=${encodeURIComponent(salt)}`}>
                    {t('booking.finish.proof.open')}
                  </ButtonLink>
                ),
              },
            ]
          : []
      }
    />
  );
}
