import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { isOneOf, PROPERTY_TYPES, type HotelsListQuery, type PropertyType } from '@rednest/shared/contracts';
import { clampOccupancy, nightsBetween, normaliseSearch, stayDateToIso, todayIn } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellSite, useSignedInUser, useShellMoney } from '@rednest/shared/remote';
import { getDeviceVariant } from '@rednest/shared/session';
import { localisedHref, Modal, navigate } from '@rednest/shared/ui';
import { CityIndex } from '../../features/city-index/components/city-index';
import { BannerStrip } from '../../features/home-banners/components/banner-strip';
import { useResolveGoogleQuery } from '../../features/hotel-results/api/resolve-google-query';
import { HotelResults } from '../../features/hotel-results/components/hotel-results';
import { ResultsSkeleton } from '../../features/hotel-results/components/results-skeleton';
import { firstLoadThreshold } from '../../features/hotel-results/utils/listing-rules';
import { defaultSortFor, orderOf, sortFromUrl } from '../../features/hotel-results/utils/sort-options';
import { useListingFilters } from '../../features/listing-filters/api/get-filters';
import { FilterChips } from '../../features/listing-filters/components/filter-chips';
import { FilterPanel } from '../../features/listing-filters/components/filter-panel';
import {
  activeFilterCount,
  filtersFromParams,
  filtersToParams,
  filtersToQuery,
  NO_FILTERS,
  type ListingFilters,
} from '../../features/listing-filters/utils/filter-params';
import { HotelMap } from '../../features/hotel-map/components/hotel-map';
import { SearchForm, type SearchFormValue } from '../../features/search-form/components/search-form';
import { useSubmitSearch } from './use-submit-search';
import { useListingLinks } from './use-listing-links';
import { useMoveToEarliest } from './use-move-to-earliest';
import styles from './page.module.scss';

/**
 * Results (spec §2 search/ and list-hotels/<slug>): the criteria come from the URL, normalised by
 * the spec §5 rules; editing the search bar writes a new URL, which reloads the results.
 */
export function ResultsPage() {
  const t = useT();
  const prices = useShellMoney();
  const { locale } = useShell();
  const site = useShellSite();
  const submit = useSubmitSearch();
  const { slug } = useParams();
  const [params, setParams] = useSearchParams();
  const [openDates, setOpenDates] = useState(0);
  const [apiName, setApiName] = useState<{ slug: string; name: string } | null>(null);

  const user = useSignedInUser();
  const today = todayIn(site.country.timezone);
  const googleQuery = params.get('google_query');
  const resolved = useResolveGoogleQuery(!params.get('location') && !slug ? googleQuery : null, site.country.code);
  const guessed = resolved.data?.locations[0] ?? null;
  const location = params.get('location') || slug || guessed?.slug || '';
  const name = params.get('name') || (guessed && guessed.slug === location ? guessed.name : '');
  const resolvingGoogleQuery = !location && resolved.isFetching;
  const wantedType = params.get('property_type');
  const propertyType: PropertyType | null = isOneOf(PROPERTY_TYPES, wantedType) ? wantedType : null;
  const defaultSort = defaultSortFor(site.settings?.sort_type, getDeviceVariant());
  const sort = sortFromUrl(params.get('sort_by'), defaultSort);
  const raw = {
    check_in_date: params.get('check_in_date'),
    check_out_date: params.get('check_out_date'),
    rooms: params.get('rooms'),
    guest: params.get('guest'),
  };
  // spec §5: residences (monthly stays) start tomorrow at the earliest and last at least 30 nights
  const stay = normaliseSearch(raw, Date.now(), {
    timezone: site.country.timezone,
    undatedTimezone: site.country.dayStartZone,
    residence: propertyType === 'residence',
  });
  const threshold = firstLoadThreshold({ googleQuery: params.has('google_query') });
  const [panelOpen, setPanelOpen] = useState(false);
  const filters = filtersFromParams(params, { signedIn: Boolean(user) });
  const filterKey = JSON.stringify(filtersToQuery(filters));
  const setFilters = (next: ListingFilters) => {
    setPanelOpen(false);
    setParams(filtersToParams(next, params));
  };
  const occupancy = clampOccupancy({ rooms: stay.rooms, guest: stay.guest });
  const checkIn = stayDateToIso(stay.check_in_date) ?? today;
  const checkOut = stayDateToIso(stay.check_out_date) ?? today;

  const query = useMemo<Omit<HotelsListQuery, 'page' | 'per_page'> | null>(
    () =>
      location
        ? {
            location,
            check_in_date: stay.check_in_date,
            check_out_date: stay.check_out_date,
            rooms: occupancy.rooms,
            guest: occupancy.guest,
            sort_by: sort,
            order_by: orderOf(sort),
            ...(propertyType ? { property_type: propertyType } : {}),
            ...(JSON.parse(filterKey) as Record<string, string>),
          }
        : null,
    [
      location,
      stay.check_in_date,
      stay.check_out_date,
      occupancy.rooms,
      occupancy.guest,
      sort,
      propertyType,
      filterKey,
    ],
  );
  const available = useListingFilters(
    location
      ? {
          location,
          check_in_date: stay.check_in_date,
          check_out_date: stay.check_out_date,
          rooms: occupancy.rooms,
          guest: occupancy.guest,
          ...(propertyType ? { property_type: propertyType } : {}),
        }
      : null,
  );
  const { stayQuery, hrefFor, onSignInNeeded } = useListingLinks({
    ...stay,
    rooms: occupancy.rooms,
    guest: occupancy.guest,
  });

  const nights = Math.max(1, nightsBetween(checkIn, checkOut) || 1);
  const moveToEarliest = useMoveToEarliest(nights);
  const onLocationName = useCallback((resolved: string) => setApiName({ slug: location, name: resolved }), [location]);
  const placeName = name || (apiName?.slug === location ? apiName.name : '') || location;
  useDocumentTitle(placeName ? t('search.results.pageTitle', { place: placeName }) : t('search.home.pageTitle'));

  const initial: SearchFormValue = {
    location: location ? { slug: location, name: placeName } : null,
    dates: { start: checkIn, end: checkOut },
    occupancy,
  };
  const formKey = `${location}|${placeName}|${checkIn}|${checkOut}|${occupancy.rooms}|${occupancy.guest}`;
  const sortExtra: Record<string, string> = {
    ...(sort === defaultSort ? {} : { sort_by: sort, order_by: orderOf(sort) }),
    ...(propertyType ? { property_type: propertyType } : {}),
  };

  return (
    <div className={styles.page}>
      <SearchForm
        key={formKey}
        initial={initial}
        today={today}
        locale={locale}
        variant="bar"
        openDatesRequest={openDates}
        onSubmit={(c) => submit(c, sortExtra)}
      />
      {site.kind !== 'corporate' ? <BannerStrip country={site.country.code} compact /> : null}
      {query ? (
        <HotelResults
          query={query}
          placeName={placeName}
          locale={locale}
          sort={sort}
          withBannerSkeleton={false}
          threshold={threshold}
          hrefFor={hrefFor}
          signedIn={Boolean(user)}
          onSignInNeeded={onSignInNeeded}
          onLocationName={onLocationName}
          onClearFilters={activeFilterCount(filters) > 0 ? () => setFilters(NO_FILTERS) : undefined}
          renderMap={(hotels) => (
            <HotelMap
              label={t('search.results.mapLabel', { place: placeName })}
              tileUrl={site.settings?.map_tiles?.url ?? null}
              tileAttribution={site.settings?.map_tiles?.attribution}
              pins={hotels.flatMap((h) =>
                typeof h.lat === 'number' && typeof h.lng === 'number'
                  ? [
                      {
                        slug: h.slug,
                        name: h.name,
                        lat: h.lat,
                        lng: h.lng,
                        href: hrefFor(h),
                        priceLabel: h.per_night !== null ? prices.format(h.per_night, h.currency) : null,
                      },
                    ]
                  : [],
              )}
              onSearchArea={(area) =>
                navigate(
                  localisedHref(
                    `/hotels-around-you?lat=${area.lat}&lng=${area.lng}&radius_km=${area.radiusKm}&${stayQuery}`,
                    locale,
                  ),
                )
              }
            />
          )}
          filters={
            <FilterChips
              value={filters}
              available={available.data}
              onChange={setFilters}
              onOpenPanel={() => setPanelOpen(true)}
            />
          }
          onChangeDates={() => setOpenDates((n) => n + 1)}
          onMoveToEarliest={moveToEarliest}
          autoMoveDates={!params.get('check_in_date')}
          onSortChange={(next) => {
            const nextParams = new URLSearchParams(params);
            nextParams.set('sort_by', next);
            nextParams.set('order_by', orderOf(next));
            setParams(nextParams);
          }}
        />
      ) : resolvingGoogleQuery ? (
        <ResultsSkeleton withBanners={false} />
      ) : (
        <>
          {googleQuery ? (
            <p className={styles.notice}>{t('search.results.noMatchFor', { query: googleQuery.slice(0, 100) })}</p>
          ) : null}
          <CityIndex
            country={site.country.code}
            hrefFor={(citySlug, cityName) => {
              const next = new URLSearchParams({
                location: citySlug,
                name: cityName,
                check_in_date: stay.check_in_date,
                check_out_date: stay.check_out_date,
                rooms: String(occupancy.rooms),
                guest: String(occupancy.guest),
              });
              if (propertyType) next.set('property_type', propertyType);
              return `/search?${next.toString()}`;
            }}
          />
        </>
      )}
      {available.data ? (
        <Modal open={panelOpen} onClose={() => setPanelOpen(false)} title={t('search.filters.title')} size="md">
          <FilterPanel available={available.data} value={filters} onApply={setFilters} signedIn={Boolean(user)} />
        </Modal>
      ) : null}
    </div>
  );
}
