import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { HotelCard, PriceAvailabilityQuery } from '@rednest/shared/contracts';
import { languageOfLocale } from '@rednest/shared/contracts';
import {
  clampOccupancy,
  formatDate,
  isoToStayDate,
  nightsBetween,
  normaliseSearch,
  pluralKey,
  SHORT_DAY_FORMAT,
  stayDateToIso,
  todayIn,
} from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellSite, useSignedInUser, useShellMoney } from '@rednest/shared/remote';
import { AppLink, EmptyState, ErrorPanel, localisedHref, navigate, Skeleton, toast } from '@rednest/shared/ui';
import { useHotel } from '../../features/hotel-details/api/get-hotel';
import { usePriceAvailability } from '../../features/hotel-details/api/get-price-availability';
import { useHotelWishlist } from '../../features/hotel-details/api/update-wishlist';
import { HotelFacts } from '../../features/hotel-details/components/hotel-facts';
import { HotelGallery } from '../../features/hotel-details/components/hotel-gallery';
import { HotelReviews } from '../../features/hotel-details/components/hotel-reviews';
import { HotelSkeleton } from '../../features/hotel-details/components/hotel-skeleton';
import { RecommendedHotels } from '../../features/hotel-details/components/recommended-hotels';
import { RoomList } from '../../features/hotel-details/components/room-list';
import { SoldOutDates } from '../../features/hotel-details/components/sold-out-dates';
import { WishlistHeart } from '../../features/hotel-details/components/wishlist-heart';
import { earliestCheckInOf } from '../../features/hotel-results/utils/earliest-check-in';
import { RoomsGuestsField } from '../../features/search-form/components/rooms-guests-field';
import { StayDatesField } from '../../features/search-form/components/stay-dates-field';
import { useMoveToEarliest } from './use-move-to-earliest';
import styles from './hotel-page.module.scss';

/**
 * hotel/{slug} (spec §2, §3 hotel detail state): the property, its rooms and plans priced for the
 * stay in the URL (normalised as the listing does), reviews and nearby properties. Each part loads
 * and fails on its own; Book opens mf-booking's summary with the choice in the URL.
 */
export function HotelPage() {
  const t = useT();
  const prices = useShellMoney();
  const { locale } = useShell();
  const site = useShellSite();
  const user = useSignedInUser();
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const today = todayIn(site.country.timezone);

  const raw = {
    check_in_date: params.get('check_in_date'),
    check_out_date: params.get('check_out_date'),
    rooms: params.get('rooms'),
    guest: params.get('guest'),
  };
  const hotel = useHotel(slug);
  // The hotel's page is first drawn as a transition: the answer arrives through a store
  // update React renders in one piece, and the whole page was one long task on a phone. That render
  // keeps the skeleton; React then draws the page in slices. Once this hotel's page is up, updates
  // (the wishlist heart, a refetch) draw at once from the fresh data.
  const shown = useDeferredValue(hotel.data);
  const residence = hotel.data?.property_type === 'residence';
  const stay = normaliseSearch(raw, Date.now(), {
    timezone: site.country.timezone,
    undatedTimezone: site.country.dayStartZone,
    residence,
  });
  const occupancy = clampOccupancy({ rooms: stay.rooms, guest: stay.guest });
  const stayQuery = useMemo<PriceAvailabilityQuery>(
    () => ({
      check_in_date: stay.check_in_date,
      check_out_date: stay.check_out_date,
      rooms: occupancy.rooms,
      guest: occupancy.guest,
    }),
    [stay.check_in_date, stay.check_out_date, occupancy.rooms, occupancy.guest],
  );
  const availability = usePriceAvailability(slug, stayQuery);
  const checkIn = stayDateToIso(stay.check_in_date) ?? today;
  const checkOut = stayDateToIso(stay.check_out_date) ?? today;
  // a check-in already past at the hotel (its day can be ahead of the site's calendar, spec §5):
  // like the listing, default dates move on to the earliest check-in at once, keeping the nights;
  // dates the guest chose are only moved when they say so
  const moveToEarliest = useMoveToEarliest(Math.max(1, nightsBetween(checkIn, checkOut) || 1));
  const earliest = availability.isError ? earliestCheckInOf(availability.error) : null;
  const moveAtOnce = Boolean(earliest) && !params.get('check_in_date');
  useEffect(() => {
    if (earliest && moveAtOnce) moveToEarliest(earliest);
  }, [earliest, moveAtOnce, moveToEarliest]);
  const wishlist = useHotelWishlist(slug, (message) => toast(t('search.results.wishlistFailed', { message }), 'error'));
  useDocumentTitle(hotel.data ? hotel.data.meta_tag.title || hotel.data.name : t('search.hotel.loading'));

  const query = (s: PriceAvailabilityQuery) =>
    `check_in_date=${s.check_in_date}&check_out_date=${s.check_out_date}&rooms=${s.rooms}&guest=${s.guest}`;
  const setStay = (patch: Partial<PriceAvailabilityQuery>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries({ ...stayQuery, ...patch })) next.set(k, String(v));
    setParams(next, { replace: true });
  };
  const hrefFor = useCallback(
    (h: HotelCard) => `/hotel/${encodeURIComponent(h.slug)}?${query(stayQuery)}`,
    [stayQuery],
  );
  const bookHref = (roomTypeId: number, ratePlanId: number) =>
    `/bookingsummary?hotel=${encodeURIComponent(slug)}&room_type_id=${roomTypeId}&rate_plan_id=${ratePlanId}&${query(stayQuery)}`;

  if (hotel.isPending || (!hotel.isError && shown?.id !== hotel.data.id)) {
    return (
      <div className={styles.page}>
        <HotelSkeleton />
      </div>
    );
  }
  if (hotel.isError) {
    const missing = hotel.error.status === 404 || hotel.error.code === 'HOTEL_NOT_FOUND';
    return (
      <div className={styles.page}>
        {missing ? (
          <EmptyState
            title={t('search.hotel.notFound')}
            description={t('search.hotel.notFoundHint')}
            action={
              <AppLink to="/" className={styles.secondaryLink}>
                {t('search.hotel.searchOthers')}
              </AppLink>
            }
          />
        ) : (
          <ErrorPanel
            title={t('search.hotel.error')}
            message={hotel.error.message}
            onRetry={() => void hotel.refetch()}
            retryLabel={t('search.retry')}
          />
        )}
      </div>
    );
  }

  const h = hotel.data;
  const a = availability.data;
  const cheapest = a?.cheapest ?? null;
  const place = [h.area, h.city].filter((p, i, all) => p && all.indexOf(p) === i).join(', ');
  const earliestDay = earliest
    ? formatDate(stayDateToIso(earliest) ?? '', SHORT_DAY_FORMAT, languageOfLocale(locale))
    : '';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <p className={styles.kind}>{t(`search.hotel.type.${h.property_type}`)}</p>
          <h1 className={styles.title} translate="no">
            {h.name}
          </h1>
          <p className={styles.sub}>
            {h.review_count > 0 ? (
              <span
                className={styles.score}
                role="img"
                aria-label={t('search.results.rating', { rating: h.rating.toFixed(1) })}
              >
                <span aria-hidden="true">★ {h.rating.toFixed(1)}</span>
              </span>
            ) : null}
            <span>
              {h.review_count > 0
                ? t(pluralKey('search.results.reviews', h.review_count, locale), {
                    count: h.review_count,
                  })
                : t('search.results.noReviews')}
            </span>
            <span aria-hidden="true" className={styles.dot}>
              ·
            </span>
            <span className={styles.place}>{place}</span>
          </p>
          {h.deal ? (
            <p className={styles.deal}>
              {t('search.hotel.deal', { title: h.deal.title, percent: h.deal.discount_percent })}
            </p>
          ) : null}
        </div>
        <WishlistHeart
          name={h.name}
          pressed={h.is_wishlisted}
          busy={wishlist.busy}
          onToggle={() => {
            if (user) return wishlist.toggle(h.id, h.is_wishlisted);
            toast(t('search.results.wishlistSignIn'), 'info');
            navigate(localisedHref('/signIn', locale));
          }}
        />
      </header>

      <HotelGallery hotel={h} />

      <div className={styles.columns}>
        <div className={styles.main}>
          <section className={styles.stay} aria-labelledby="srch-hotel-stay">
            <h2 id="srch-hotel-stay" className={styles.visuallyHidden}>
              {t('search.hotel.yourStay')}
            </h2>
            <StayDatesField
              value={{ start: checkIn, end: checkOut }}
              today={today}
              locale={locale}
              onChange={(d) => setStay({ check_in_date: isoToStayDate(d.start), check_out_date: isoToStayDate(d.end) })}
              priceScope={{ hotel: slug, rooms: occupancy.rooms, guest: occupancy.guest }}
            />
            <RoomsGuestsField value={occupancy} onChange={(o) => setStay({ rooms: o.rooms, guest: o.guest })} />
          </section>

          <section
            id="rooms"
            className={styles.roomsSection}
            aria-labelledby="srch-hotel-rooms"
            aria-busy={availability.isFetching}
          >
            <h2 id="srch-hotel-rooms" className={styles.sectionTitle}>
              {t('search.hotel.rooms')}
            </h2>
            {a ? (
              <p className={styles.muted}>
                {t('search.hotel.pricesNote', {
                  nights: t(pluralKey('search.calendar.nights', a.no_of_nights, locale), {
                    count: a.no_of_nights,
                  }),
                  rooms: t(pluralKey('search.roomCount', a.rooms, locale), { count: a.rooms }),
                  guests: t(pluralKey('search.guestCount', a.guest, locale), { count: a.guest }),
                })}
              </p>
            ) : null}
            {availability.isPending || moveAtOnce ? (
              <>
                <Skeleton height={160} />
                <Skeleton height={160} />
              </>
            ) : earliest ? (
              <ErrorPanel
                title={t('search.results.datesPassed')}
                message={t('search.results.datesPassedBody', { date: earliestDay })}
                onRetry={() => moveToEarliest(earliest)}
                retryLabel={t('search.hotel.roomsFrom', { date: earliestDay })}
              />
            ) : availability.isError && !a ? (
              <ErrorPanel
                title={t('search.hotel.pricesError')}
                message={availability.error.message}
                onRetry={() => void availability.refetch()}
                retryLabel={t('search.retry')}
              />
            ) : a && a.sold_out ? (
              <SoldOutDates
                availability={a}
                locale={locale}
                hrefFor={(ci, co) =>
                  `/hotel/${encodeURIComponent(slug)}?${query({ ...stayQuery, check_in_date: ci, check_out_date: co })}`
                }
              />
            ) : a ? (
              <RoomList availability={a} bookHref={bookHref} />
            ) : null}
          </section>

          <HotelFacts hotel={h} />
          <HotelReviews slug={slug} locale={locale} />
          <RecommendedHotels slug={slug} stay={stayQuery} hrefFor={hrefFor} />
        </div>

        <aside className={styles.priceBox} aria-label={t('search.hotel.priceBox')}>
          {cheapest ? (
            <p className={styles.from}>
              <span className={styles.muted}>{t('search.hotel.from')}</span>
              <strong>{prices.format(cheapest.per_night, a!.currency)}</strong>
              <span className={styles.muted}>{t('search.hotel.perNightAllIn')}</span>
            </p>
          ) : (
            <p className={styles.from}>
              {availability.isPending || moveAtOnce
                ? t('search.hotel.checking')
                : earliest
                  ? t('search.results.datesPassed')
                  : t('search.hotel.soldOutShort')}
            </p>
          )}
          <a href="#rooms" className={styles.seeRooms}>
            {t('search.hotel.seeRooms')}
          </a>
        </aside>
      </div>
    </div>
  );
}
