import { calendarDay } from '@rednest/shared/format';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CheckinStatus } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useSignedInUser } from '@rednest/shared/remote';
import { AppLink, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useCheckinStatus } from '../../features/checkin/api/checkin-status';
import { useCheckins } from '../../features/checkin/api/get-checkins';
import { CheckinForm } from '../../features/checkin/components/checkin-form';
import { CheckinPass } from '../../features/checkin/components/checkin-pass';
import styles from './self-check-in-page.module.scss';

/**
 * self-check-in (spec §2): `?booking=<salt>` checks that booking in on its check-in day (an ID the
 * property accepts) and shows the stay's QR pass; without it, a signed-in guest's check-ins of today.
 */
export function SelfCheckInPage() {
  const t = useT();
  const [params] = useSearchParams();
  const salt = params.get('booking');
  useDocumentTitle(t('booking.pageTitle', { page: t('booking.checkin.title') }));
  return (
    <PageContainer narrow title={t('booking.checkin.title')}>
      {salt ? <OneBooking salt={salt} /> : <TodayList />}
    </PageContainer>
  );
}

function OneBooking({ salt }: { salt: string }) {
  const t = useT();
  const { locale } = useShell();
  const user = useSignedInUser();
  const status = useCheckinStatus(salt);
  const [done, setDone] = useState<CheckinStatus | null>(null);
  const day = (iso: string) => calendarDay(iso, locale);

  if (status.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t('booking.checkin.loading')}>
        <Skeleton height={240} />
      </div>
    );
  if (status.isError) {
    return status.error.status === 404 || status.error.status === 400 ? (
      <EmptyState
        title={t('booking.payment.noBooking')}
        action={<AppLink to="/my-bookings">{t('booking.detail.toMyBookings')}</AppLink>}
      />
    ) : (
      <ErrorPanel
        title={t('booking.checkin.error')}
        message={status.error.message}
        onRetry={() => void status.refetch()}
        retryLabel={t('booking.retry')}
      />
    );
  }
  const s = done ?? status.data;
  const back = <AppLink to={`/bookings/${s.booking_salt}`}>{t('booking.modify.toBooking')}</AppLink>;
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        {s.hotel_name} · {s.room_type} · {day(s.check_in_date)} → {day(s.check_out_date)}
      </p>
      {s.state === 'checked_in' && s.pass ? (
        <>
          <p role="status">{t('booking.checkin.done', { hotel: s.hotel_name })}</p>
          <CheckinPass pass={s.pass} hotelName={s.hotel_name} />
        </>
      ) : s.state === 'open' ? (
        <CheckinForm
          status={s}
          defaultName={user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : ''}
          onDone={(next) => {
            setDone(next);
            void status.refetch();
          }}
        />
      ) : (
        <p className={styles.alert} role="alert">
          {t(`booking.checkin.state.${s.state}`, { day: day(s.check_in_date), time: s.check_in_time })}
        </p>
      )}
      {back}
    </div>
  );
}

function TodayList() {
  const t = useT();
  const user = useSignedInUser();
  const list = useCheckins(!!user);
  if (!user)
    return (
      <EmptyState
        title={t('booking.checkin.signIn')}
        action={<AppLink to="/bookings/find">{t('booking.checkin.findBooking')}</AppLink>}
      />
    );
  if (list.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t('booking.checkin.loading')}>
        <Skeleton height={120} />
      </div>
    );
  if (list.isError)
    return (
      <ErrorPanel
        title={t('booking.checkin.error')}
        message={list.error.message}
        onRetry={() => void list.refetch()}
        retryLabel={t('booking.retry')}
      />
    );
  const today = list.data.today_checkins;
  if (today.length === 0)
    return (
      <EmptyState
        title={t('booking.checkin.noneToday')}
        action={<AppLink to="/my-bookings">{t('booking.detail.toMyBookings')}</AppLink>}
      />
    );
  return (
    <ul className={styles.list} aria-label={t('booking.checkin.todayList')}>
      {today.map((b) => (
        <li key={b.id}>
          <AppLink to={`/self-check-in?booking=${b.booking_salt}`}>{b.hotel_name}</AppLink>
          <p className={styles.muted}>{b.checked_in ? t('booking.status.checked_in') : t('booking.checkin.ready')}</p>
        </li>
      ))}
    </ul>
  );
}
