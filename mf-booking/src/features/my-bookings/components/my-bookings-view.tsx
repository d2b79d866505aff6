import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { AppLink, Button, EmptyState, ErrorPanel } from '@rednest/shared/ui';
import { useShell, useShellSite } from '@rednest/shared/remote';
import { BOOKING_TYPES, useMyBookings, type BookingType } from '../api/get-my-bookings';
import { BookingCard } from './booking-card';
import { BookingListSkeleton } from './booking-list-skeleton';
import { BookingTabs, PANEL_ID, tabId } from './booking-tabs';
import styles from './my-bookings.module.scss';

function errorKey(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 0 || typeof status !== 'number' ? 'booking.error.network' : 'booking.error.generic';
}

const isBookingType = (v: string | null): v is BookingType => !!v && (BOOKING_TYPES as readonly string[]).includes(v);

/**
 * The signed-in person's bookings by tab. The tab lives in the URL (?tab=completed) so a
 * reload or a shared link opens the same list. `userKey` changes → the list follows the user.
 */
export function MyBookingsView({ userKey }: { userKey: string }) {
  const t = useT();
  const { locale } = useShell();
  const { language } = useShellSite();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: BookingType = isBookingType(requested) ? requested : 'upcoming';
  const list = useMyBookings(tab, userKey);

  // after "Load more", focus moves to the first new booking instead of staying on a button that may vanish
  const focusFrom = useRef<number | null>(null);
  const cardRefs = useRef<Map<number, HTMLElement>>(new Map());
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || list.loadingMore) return;
    focusFrom.current = null;
    const first = list.bookings[from];
    if (first) cardRefs.current.get(first.id)?.focus();
  }, [list.bookings, list.loadingMore]);

  const select = (type: BookingType) => {
    const next = new URLSearchParams(params);
    if (type === 'upcoming') next.delete('tab');
    else next.set('tab', type);
    setParams(next, { replace: true });
  };

  return (
    <>
      <BookingTabs selected={tab} onSelect={select} />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} className={styles.panel}>
        {list.status === 'loading' || list.status === 'idle' ? <BookingListSkeleton label={t('booking.loading')} /> : null}
        {list.status === 'error' ? (
          <ErrorPanel
            title={t('booking.error.title')}
            message={t(errorKey(list.error))}
            retryLabel={t('booking.retry')}
            onRetry={list.reload}
          />
        ) : null}
        {list.status === 'ready' && list.bookings.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title={t('booking.empty.title')}
            description={t(`booking.empty.${tab}`)}
            action={
              <AppLink to="/" className={styles.cta}>
                {t('booking.empty.cta')}
              </AppLink>
            }
          />
        ) : null}
        {list.status === 'ready' && list.bookings.length > 0 ? (
          <>
            <div className={styles.list}>
              {list.bookings.map((booking) => (
                <BookingCard
                  key={booking.id}
                  booking={booking}
                  locale={locale}
                  language={language}
                  focusRef={(el) => {
                    if (el) cardRefs.current.set(booking.id, el);
                    else cardRefs.current.delete(booking.id);
                  }}
                />
              ))}
            </div>
            {list.loadMoreError ? (
              <p role="alert" className={styles.inlineError}>
                {t('booking.loadMoreError')}
              </p>
            ) : null}
            {list.nextPage !== null ? (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  loading={list.loadingMore}
                  onClick={() => {
                    focusFrom.current = list.bookings.length;
                    list.loadMore();
                  }}
                >
                  {t('booking.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}
