import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { HotelsListQuery } from '@rednest/shared/contracts';
import { clampOccupancy, normaliseSearch } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellSite, useSignedInUser } from '@rednest/shared/remote';
import { AppLink, Button, EmptyState, localisedHref, navigate } from '@rednest/shared/ui';
import { useCurrentPosition, type PositionState } from '../../features/current-position/hooks/use-current-position';
import { HotelResults } from '../../features/hotel-results/components/hotel-results';
import { ResultsSkeleton } from '../../features/hotel-results/components/results-skeleton';
import { firstLoadThreshold } from '../../features/hotel-results/utils/listing-rules';
import { useListingLinks } from './use-listing-links';
import styles from './page.module.scss';

/** A point and radius in the query (from a map's "Search this area"), when valid. */
function pointOf(params: URLSearchParams): { lat: number; lng: number; radiusKm: number } | null {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const r = Number(params.get('radius_km') ?? AROUND_YOU_RADIUS_KM);
  if (
    !params.has('lat') ||
    !params.has('lng') ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  )
    return null;
  return { lat, lng, radiusKm: Number.isInteger(r) && r >= 1 && r <= 50 ? r : AROUND_YOU_RADIUS_KM };
}

/** How far "around you" reaches (km): a city's width; the API accepts 1–50. */
export const AROUND_YOU_RADIUS_KM = 10;

/**
 * hotels-around-you (spec §2): the browser's position, then the hotels within 10 km sorted by
 * distance (spec §9: a first load of 10). Stay and occupancy from the URL, defaults otherwise.
 */
export function HotelsAroundYouPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const user = useSignedInUser();
  const [params] = useSearchParams();
  // "Search this area" on a map hands a point and a radius; otherwise the browser's position
  const given = pointOf(params);
  const { state: located, retry } = useCurrentPosition(given ? null : undefined);
  const state: PositionState = given ? { status: 'found', lat: given.lat, lng: given.lng, accuracyM: 0 } : located;
  const radius = given?.radiusKm ?? AROUND_YOU_RADIUS_KM;
  useDocumentTitle(t('search.around.pageTitle'));

  const raw = {
    check_in_date: params.get('check_in_date'),
    check_out_date: params.get('check_out_date'),
    rooms: params.get('rooms'),
    guest: params.get('guest'),
  };
  const stay = normaliseSearch(raw, Date.now(), {
    timezone: site.country.timezone,
    undatedTimezone: site.country.dayStartZone,
  });
  const occupancy = clampOccupancy({ rooms: stay.rooms, guest: stay.guest });
  const lat = state.status === 'found' ? state.lat : null;
  const lng = state.status === 'found' ? state.lng : null;
  const query = useMemo<Omit<HotelsListQuery, 'page' | 'per_page'> | null>(
    () =>
      lat !== null && lng !== null
        ? {
            lat,
            lng,
            radius_km: radius,
            sort_by: 'distance',
            order_by: 'asc',
            check_in_date: stay.check_in_date,
            check_out_date: stay.check_out_date,
            rooms: occupancy.rooms,
            guest: occupancy.guest,
          }
        : null,
    [lat, lng, radius, stay.check_in_date, stay.check_out_date, occupancy.rooms, occupancy.guest],
  );
  const { hrefFor, onSignInNeeded } = useListingLinks({ ...stay, rooms: occupancy.rooms, guest: occupancy.guest });

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t(given ? 'search.around.areaTitle' : 'search.around.title')}</h1>
        <p className={styles.pageLead}>{t(given ? 'search.around.areaLead' : 'search.around.lead', { km: radius })}</p>
      </header>
      {state.status === 'locating' ? (
        <div aria-live="polite">
          <p className={styles.notice}>{t('search.around.locating')}</p>
          <ResultsSkeleton withBanners={false} />
        </div>
      ) : null}
      {state.status === 'denied' || state.status === 'unsupported' || state.status === 'unavailable' ? (
        <EmptyState
          title={t(
            state.status === 'denied'
              ? 'search.around.denied'
              : state.status === 'unsupported'
                ? 'search.around.unsupported'
                : 'search.around.unavailable',
          )}
          description={t('search.around.searchInstead')}
          action={
            <div className={styles.actions}>
              {state.status === 'unavailable' ? (
                <Button variant="primary" onClick={retry}>
                  {t('search.retry')}
                </Button>
              ) : null}
              <AppLink to="/" className={styles.linkButton}>
                {t('search.around.searchByPlace')}
              </AppLink>
            </div>
          }
        />
      ) : null}
      {query ? (
        <HotelResults
          query={query}
          placeName={t('search.around.place')}
          locale={locale}
          sort="popular"
          sortable={false}
          onSortChange={() => undefined}
          onChangeDates={() => navigate(localisedHref('/', locale))}
          withBannerSkeleton={false}
          threshold={firstLoadThreshold({ aroundYou: true })}
          hrefFor={hrefFor}
          signedIn={Boolean(user)}
          onSignInNeeded={onSignInNeeded}
          headingFor={(count) =>
            t(
              count === 1
                ? given
                  ? 'search.around.areaHeading.one'
                  : 'search.around.heading.one'
                : given
                  ? 'search.around.areaHeading.other'
                  : 'search.around.heading.other',
              { count },
            )
          }
        />
      ) : null}
    </div>
  );
}
