import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FeedbackResult } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useSignedInUser } from '@rednest/shared/remote';
import { AppLink, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useFeedbackOptions } from '../../features/feedback/api/feedback-options';
import { RateStayForm } from '../../features/feedback/components/rate-stay-form';
import styles from './rate-us-page.module.scss';

/** rate-us?booking=<salt> (spec §2): rate a stay once after check-out; the hotel's rating follows. */
export function RateUsPage() {
  const t = useT();
  const { locale } = useShell();
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const salt = params.get('booking');
  // spec §9: a guest's segment is "guest"
  const segment = user?.bouquet_segment || 'guest';
  const options = useFeedbackOptions(salt, segment);
  const [done, setDone] = useState<FeedbackResult | null>(null);
  useDocumentTitle(t('booking.pageTitle', { page: t('booking.rate.title') }));
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const toBookings = <AppLink to="/my-bookings">{t('booking.detail.toMyBookings')}</AppLink>;

  let body;
  if (!salt) body = <EmptyState title={t('booking.rate.pick')} action={toBookings} />;
  else if (options.isPending)
    body = (
      <div role="status" aria-busy="true" aria-label={t('booking.rate.loading')}>
        <Skeleton height={280} />
      </div>
    );
  else if (options.isError) {
    body =
      options.error.status === 404 || options.error.status === 400 ? (
        <EmptyState title={t('booking.payment.noBooking')} action={toBookings} />
      ) : (
        <ErrorPanel
          title={t('booking.rate.error')}
          message={options.error.message}
          onRetry={() => void options.refetch()}
          retryLabel={t('booking.retry')}
        />
      );
  } else {
    const o = options.data;
    body = (
      <div className={styles.stack}>
        <p className={styles.muted}>
          {o.hotel_name} · {day(o.check_in_date)} → {day(o.check_out_date)} · {o.booking_code}
        </p>
        {done ? (
          <p role="status">
            {t('booking.rate.thanks', { rating: done.hotel_rating.toFixed(1), count: done.hotel_review_count })}
          </p>
        ) : o.state === 'open' ? (
          <RateStayForm
            options={o}
            userSegment={segment}
            onDone={(r) => {
              setDone(r);
              void options.refetch();
            }}
          />
        ) : (
          <p role="status">{t(`booking.rate.state.${o.state}`, { rating: o.rating ?? 0 })}</p>
        )}
        <AppLink to={`/bookings/${o.booking_salt}`}>{t('booking.modify.toBooking')}</AppLink>
      </div>
    );
  }
  return (
    <PageContainer narrow title={t('booking.rate.title')}>
      {body}
    </PageContainer>
  );
}
