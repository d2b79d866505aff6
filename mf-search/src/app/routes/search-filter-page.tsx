import { useNavigate, useSearchParams } from 'react-router-dom';
import { isOneOf, PROPERTY_TYPES } from '@rednest/shared/contracts';
import { clampOccupancy, normaliseSearch } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShellSite, useSignedInUser } from '@rednest/shared/remote';
import { AppLink, ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useListingFilters } from '../../features/listing-filters/api/get-filters';
import { FilterPanel } from '../../features/listing-filters/components/filter-panel';
import { filtersFromParams, filtersToParams } from '../../features/listing-filters/utils/filter-params';
import styles from './page.module.scss';

/**
 * searchFilter (spec §2, the phone's filter screen): every filter of the search in its query
 * string; "Show properties" returns to the listing with them, back returns to it unchanged.
 */
export function SearchFilterPage() {
  const t = useT();
  const site = useShellSite();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useDocumentTitle(t('search.filters.pageTitle'));
  const location = params.get('location') ?? '';
  const wantedType = params.get('property_type');
  const raw = {
    check_in_date: params.get('check_in_date'),
    check_out_date: params.get('check_out_date'),
    rooms: params.get('rooms'),
    guest: params.get('guest'),
  };
  const stay = normaliseSearch(raw, Date.now(), {
    timezone: site.country.timezone,
    undatedTimezone: site.country.dayStartZone,
    residence: wantedType === 'residence',
  });
  const occupancy = clampOccupancy({ rooms: stay.rooms, guest: stay.guest });
  const available = useListingFilters(
    location
      ? {
          location,
          check_in_date: stay.check_in_date,
          check_out_date: stay.check_out_date,
          rooms: occupancy.rooms,
          guest: occupancy.guest,
          ...(isOneOf(PROPERTY_TYPES, wantedType) ? { property_type: wantedType } : {}),
        }
      : null,
  );
  const back = `/search?${params.toString()}`;

  return (
    <div className={styles.page}>
      <header className={styles.pickerHeader}>
        <AppLink to={back} className={styles.backButton} aria-label={t('search.filters.back')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </AppLink>
        <h1 className={styles.pageTitle}>{t('search.filters.title')}</h1>
      </header>
      {!location ? (
        <p className={styles.notice}>{t('search.results.noLocation')}</p>
      ) : available.isPending ? (
        <Skeleton shape="text" lines={8} />
      ) : available.isError ? (
        <ErrorPanel
          title={t('search.filters.error')}
          message={available.error.message}
          onRetry={() => void available.refetch()}
          retryLabel={t('search.retry')}
        />
      ) : (
        <FilterPanel
          available={available.data}
          value={filtersFromParams(params, { signedIn: Boolean(user) })}
          signedIn={Boolean(user)}
          onApply={(next) => navigate(`/search?${filtersToParams(next, params).toString()}`)}
        />
      )}
    </div>
  );
}
