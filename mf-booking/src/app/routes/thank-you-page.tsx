import { useSearchParams } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle } from '@rednest/shared/remote';
import { EmptyState, ErrorPanel, PageContainer } from '@rednest/shared/ui';
import { ButtonLink } from '@rednest/shared/ui/button-link';
import { useBooking } from '../../features/booking/api/get-booking';
import { FinishSkeleton, StateTitle } from '../../features/finish/components/finish-frame';
import { OwnerFinish } from './finish';
import { ClockIcon, EndedIcon } from '../../features/finish/components/icons';
import { isConfirmed } from '../../features/finish/utils/finish-stay';
import styles from './page.module.scss';

/**
 * thank-you (spec §2): the end of every way to pay (pay at the hotel lands here, a bank transfer
 * leads here). Confirmed: the journey's finish (OwnerFinish); still pending: the payment is being
 * confirmed (the page asks again); ended: say so, and offer the hotel again.
 */
export function ThankYouPage() {
  const t = useT();
  const [params] = useSearchParams();
  const salt = params.get('booking');
  const booking = useBooking(salt, { poll: true });
  const confirmed = isConfirmed(booking.data?.status);
  useDocumentTitle(
    t('booking.pageTitle', { page: t(confirmed ? 'booking.payment.confirmed' : 'booking.thanks.title') }),
  );

  if (booking.data && confirmed) return <OwnerFinish booking={booking.data} />;
  let body;
  let title = t('booking.thanks.title');
  if (!salt) {
    body = (
      <EmptyState
        title={t('booking.payment.noBooking')}
        action={
          <ButtonLink variant="primary" to="/">
            {t('booking.empty.cta')}
          </ButtonLink>
        }
      />
    );
  } else if (booking.isPending) {
    body = <FinishSkeleton label={t('booking.finish.loading')} />;
  } else if (booking.isError) {
    body =
      booking.error.status === 404 || booking.error.status === 400 ? (
        <EmptyState
          title={t('booking.payment.noBooking')}
          action={
            <ButtonLink variant="primary" to="/">
              {t('booking.empty.cta')}
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
      );
  } else if (booking.data.status === 'pending') {
    const b = booking.data;
    title = t('booking.payment.confirming');
    body = (
      <div className={styles.result} role="status" aria-live="polite">
        <p>{t('booking.payment.confirmingHint')}</p>
        <ButtonLink variant="secondary" to={`/abandoned-booking?booking=${encodeURIComponent(b.booking_salt)}`}>
          {t('booking.pah.otherWays')}
        </ButtonLink>
      </div>
    );
    return (
      <PageContainer
        title={
          <StateTitle icon={<ClockIcon />} tone="waiting">
            {title}
          </StateTitle>
        }
      >
        {body}
      </PageContainer>
    );
  } else {
    const b = booking.data;
    const why =
      b.cancel_reason === 'hold_expired'
        ? 'booking.payment.endedExpired'
        : b.cancel_reason === 'released'
          ? 'booking.payment.endedReleased'
          : 'booking.finish.cancelled';
    return (
      <PageContainer
        title={
          <StateTitle icon={<EndedIcon />} tone="ended">
            {t('booking.payment.ended')}
          </StateTitle>
        }
        intro={t(why)}
      >
        <div className={styles.actions}>
          <ButtonLink variant="primary" to={`/hotel/${encodeURIComponent(b.hotel_slug)}`}>
            {t('booking.payment.bookAgain')}
          </ButtonLink>
          <ButtonLink variant="secondary" to={`/bookings/${encodeURIComponent(b.booking_salt)}`}>
            {t('booking.finish.view')}
          </ButtonLink>
        </div>
      </PageContainer>
    );
  }
  return <PageContainer title={title}>{body}</PageContainer>;
}
