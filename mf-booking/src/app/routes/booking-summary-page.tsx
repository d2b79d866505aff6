import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PriceAvailabilityQuery, StayChoiceQuery } from '@rednest/shared/contracts';
import { clampOccupancy, normaliseSearch } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellSite } from '@rednest/shared/remote';
import { AppLink, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useSummaryHotel } from '../../features/booking-summary/api/get-hotel';
import { useStayPrice } from '../../features/booking-summary/api/get-stay-price';
import { StaySummary } from '../../features/booking-summary/components/stay-summary';
import { GuestForm } from '../../features/booking-summary/components/guest-form';
import { useSummaryExtras } from '../../features/booking-summary/hooks/use-summary-extras';
import { SummaryExtrasPanel } from '../../features/booking-summary/components/summary-extras';
import { CorporateAvailabilityPanel } from '../../features/booking-summary/components/corporate-availability';
import { choiceOf, findChoice } from '../../features/booking-summary/utils/choice';
import styles from './booking-summary-page.module.scss';

/**
 * bookingsummary (spec §2): the room and plan chosen on the hotel page, priced afresh by the
 * server for the stay in the URL (the same all-in total the listing and the hotel page showed).
 * The guest's details and "Book and pay by card" follow (GuestForm: book_now, then the card page);
 * on the corporate site, "Check availability" at the company's rate instead (check_availability, no hold).
 */
export function BookingSummaryPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const [params] = useSearchParams();
  const choice = choiceOf(params);
  const raw = {
    check_in_date: params.get('check_in_date'),
    check_out_date: params.get('check_out_date'),
    rooms: params.get('rooms'),
    guest: params.get('guest'),
  };
  const hotel = useSummaryHotel(choice?.hotel ?? null);
  const stay = normaliseSearch(raw, Date.now(), {
    timezone: site.country.timezone,
    undatedTimezone: site.country.dayStartZone,
    residence: hotel.data?.property_type === 'residence',
  });
  const occupancy = clampOccupancy({ rooms: stay.rooms, guest: stay.guest });
  const query = useMemo<PriceAvailabilityQuery>(
    () => ({
      check_in_date: stay.check_in_date,
      check_out_date: stay.check_out_date,
      rooms: occupancy.rooms,
      guest: occupancy.guest,
    }),
    [stay.check_in_date, stay.check_out_date, occupancy.rooms, occupancy.guest],
  );
  const price = useStayPrice(choice?.hotel ?? null, query);
  const found = choice && price.data ? findChoice(price.data, choice) : null;
  const bookable = found && !('unavailable' in found) ? found : null;
  const apiChoice = useMemo<StayChoiceQuery | null>(
    () =>
      choice && bookable
        ? {
            hotel: choice.hotel,
            room_type_id: bookable.room.room_type_id,
            rate_plan_id: bookable.plan.rate_plan_id,
            check_in_date: query.check_in_date ?? '',
            check_out_date: query.check_out_date ?? '',
            rooms: query.rooms ?? 1,
            guest: query.guest ?? 2,
          }
        : null,
    [choice?.hotel, bookable?.room.room_type_id, bookable?.plan.rate_plan_id, query], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // the corporate site (site kind from the host): the company's rate, and "Check availability" instead of booking
  const corporate = site.settings?.site_kind === 'corporate';
  // coupon, rewards and add-ons: every change is priced by the server (booking_summary / apply_coupan_code / …;
  // reapply_corporate_amount on the corporate site)
  const extras = useSummaryExtras(apiChoice, { corporate });
  useDocumentTitle(t('booking.pageTitle', { page: t('booking.summary.title') }));
  const hotelHref = choice
    ? `/hotel/${encodeURIComponent(choice.hotel)}?check_in_date=${query.check_in_date}&check_out_date=${query.check_out_date}&rooms=${query.rooms}&guest=${query.guest}`
    : '/';

  let body;
  if (!choice) {
    body = (
      <EmptyState
        title={t('booking.summary.noChoice')}
        description={t('booking.summary.noChoiceHint')}
        action={
          <AppLink to="/" className={styles.link}>
            {t('booking.empty.cta')}
          </AppLink>
        }
      />
    );
  } else if (hotel.isPending || price.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('booking.summary.loading')} className={styles.layout}>
        <Skeleton height={420} />
        <Skeleton height={240} />
      </div>
    );
  } else if (hotel.isError || price.isError) {
    const error = hotel.error ?? price.error!;
    body =
      error.status === 404 ? (
        <EmptyState
          title={t('booking.summary.noHotel')}
          action={
            <AppLink to="/" className={styles.link}>
              {t('booking.empty.cta')}
            </AppLink>
          }
        />
      ) : (
        <ErrorPanel
          title={t('booking.summary.error')}
          message={error.message}
          onRetry={() => void Promise.all([hotel.refetch(), price.refetch()])}
          retryLabel={t('booking.retry')}
        />
      );
  } else if (!bookable || !apiChoice) {
    const why = found && 'unavailable' in found ? found.unavailable : 'room';
    body = (
      <EmptyState
        title={t(`booking.summary.unavailable.${why}`)}
        description={t('booking.summary.chooseAgain')}
        action={
          <AppLink to={hotelHref} className={styles.link}>
            {t('booking.summary.backToHotel')}
          </AppLink>
        }
      />
    );
  } else {
    body = (
      <>
        <StaySummary
          hotel={hotel.data}
          stay={price.data}
          roomName={bookable.room.name}
          plan={bookable.plan}
          locale={locale}
          summary={extras.summary}
        />
        <SummaryExtrasPanel
          choice={apiChoice}
          extras={extras}
          currency={price.data.currency}
          locale={locale}
          corporate={corporate}
        />
        {corporate ? (
          <CorporateAvailabilityPanel
            choice={apiChoice}
            total={extras.summary?.total ?? null}
            currency={price.data.currency}
            busy={extras.pending}
          />
        ) : (
          <GuestForm
            choice={apiChoice}
            picks={extras.picks}
            returnUrl={`${window.location.origin}/${locale}/payments`}
          />
        )}
        <div className={styles.actions}>
          <AppLink to={hotelHref} className={styles.link}>
            {t('booking.summary.change')}
          </AppLink>
        </div>
      </>
    );
  }
  return <PageContainer title={t('booking.summary.title')}>{body}</PageContainer>;
}
