import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BOOKING_LIST_TYPES, isOneOf, type BookingListType } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useShell, useShellSite } from '@rednest/shared/remote';
import { AppLink, Button, EmptyState, ErrorPanel } from '@rednest/shared/ui';
import { useMyBookings } from '../api/get-my-bookings';
import { uniqueBookings } from '../utils/booking-display';
import { BookingCard } from './booking-card';
import { BookingListSkeleton } from './booking-list-skeleton';
import { BookingTabs, PANEL_ID, tabId } from './booking-tabs';
import styles from './my-bookings.module.scss';

/**
 * The signed-in person's bookings by tab. The tab lives in the URL (?tab=completed) so a
 * reload or a shared link opens the same list.
 */
export function MyBookingsView() {
  const t = useT();
  const { locale } = useShell();
  const { language } = useShellSite();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: BookingListType = isOneOf(BOOKING_LIST_TYPES, requested) ? requested : 'upcoming';
  const list = useMyBookings(tab);
  const bookings = useMemo(() => uniqueBookings(list.data?.pages ?? []), [list.data]);

  // after "Load more", focus moves to the first new booking instead of staying on a button that may vanish
  const focusFrom = useRef<number | null>(null);
  const cardRefs = useRef<Map<number, HTMLElement>>(new Map());
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || list.isFetchingNextPage) return;
    focusFrom.current = null;
    const first = bookings[from];
    if (first) cardRefs.current.get(first.id)?.focus();
  }, [bookings, list.isFetchingNextPage]);

  const select = (type: BookingListType) => {
    const next = new URLSearchParams(params);
    if (type === 'upcoming') next.delete('tab');
    else next.set('tab', type);
    setParams(next, { replace: true });
  };

  return (
    <div>
      <BookingTabs selected={tab} onSelect={select} />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} className={styles.panel}>
        {!list.data ? (
          // a Retry shows the skeleton again while it runs
          list.isError && !list.isFetching ? (
            <ErrorPanel
              title={t('booking.error.title')}
              message={t(list.error.status === 0 ? 'booking.error.network' : 'booking.error.generic')}
              retryLabel={t('booking.retry')}
              onRetry={() => void list.refetch()}
            />
          ) : (
            <BookingListSkeleton label={t('booking.loading')} />
          )
        ) : bookings.length === 0 ? (
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
        ) : (
          <>
            <div className={styles.list}>
              {bookings.map((booking) => (
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
            {/* a failed "Load more" keeps what is shown; the button stays for another try */}
            {list.isFetchNextPageError && !list.isFetchingNextPage ? (
              <p role="alert" className={styles.inlineError}>
                {t('booking.loadMoreError')}
              </p>
            ) : null}
            {list.hasNextPage ? (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  loading={list.isFetchingNextPage}
                  onClick={() => {
                    focusFrom.current = bookings.length;
                    void list.fetchNextPage();
                  }}
                >
                  {t('booking.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
