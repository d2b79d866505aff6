import { lazy, Suspense, useCallback, useMemo } from 'react';
import type { Area, SearchCriteria } from '@rednest/shared/contracts';
import { addDays, DEFAULT_GUESTS, DEFAULT_ROOMS, isoToStayDate, stayDateToIso, todayIn } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellSite, useShellUser } from '@rednest/shared/remote';
import { lastBooking } from '@rednest/shared/session';
import { BannerStrip } from '../../features/home-banners/components/banner-strip';
import { PopularDestinations } from '../../features/popular-destinations/components/popular-destinations';
import { RecentSearches } from '../../features/recent-searches/components/recent-searches';
import { SearchForm, type SearchFormValue } from '../../features/search-form/components/search-form';
import { formatStayDate } from '../../features/search-form/utils/calendar-date';
import { searchPath } from '../../features/search-form/utils/search-url';
import { useSubmitSearch } from './use-submit-search';
import styles from './home-page.module.scss';

/**
 * A booking left at the card page can only be a signed-in user's or one this browser kept: for
 * everyone else (a first visit) the banner's code stays off the home page (the JS budget).
 */
const UnpaidBookingBanner = lazy(() =>
  import(
    /* webpackChunkName: "unpaid-booking" */ '../../features/unpaid-booking/components/unpaid-booking-banner'
  ).then((m) => ({ default: m.UnpaidBookingBanner })),
);

/** Home (spec §2): hero with the search bar, offers (not on the corporate site, §6), recent searches, popular cities. */
export function HomePage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const user = useShellUser();
  const submit = useSubmitSearch();
  const brand = site.kind === 'brand' ? (site.settings?.brand ?? null) : null;
  useDocumentTitle(brand ? `${brand.name} – ${brand.tagline}` : t('search.home.pageTitle'));

  // spec §9: check-in today, check-out tomorrow, in the country's timezone
  const today = todayIn(site.country.timezone);
  const initial = useMemo<SearchFormValue>(
    () => ({
      location: null,
      dates: { start: today, end: addDays(today, 1) },
      occupancy: { rooms: DEFAULT_ROOMS, guest: DEFAULT_GUESTS },
    }),
    [today],
  );

  // a place's own today, not the site's: late in the evening in Jakarta it is already tomorrow in
  // Bali, whose hotels refuse a check-in on a day that has ended there
  const cityHref = useCallback(
    (area: Area) => {
      const day = area.timezone ? todayIn(area.timezone) : today;
      return searchPath({
        location: area.slug,
        locationName: area.name,
        check_in_date: isoToStayDate(day),
        check_out_date: isoToStayDate(addDays(day, 1)),
        rooms: DEFAULT_ROOMS,
        guest: DEFAULT_GUESTS,
      });
    },
    [today],
  );
  const recentHref = useCallback((c: SearchCriteria) => searchPath(c), []);
  const formatDay = useCallback(
    (dmy: string) => {
      const iso = stayDateToIso(dmy);
      return iso ? formatStayDate(iso, locale) : dmy;
    },
    [locale],
  );

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="srch-hero-title">
        <div className={styles.heroText}>
          <h1 id="srch-hero-title" className={styles.heroTitle}>
            {brand ? brand.name : t('search.home.heroTitle')}
          </h1>
          <p className={styles.heroSubtitle}>{brand ? brand.tagline : t('search.home.heroSubtitle')}</p>
        </div>
        <SearchForm initial={initial} today={today} locale={locale} onSubmit={(c) => submit(c)} variant="hero" />
      </section>
      <div className={styles.sections}>
        {/* a booking left at the card page: the way back to pay it */}
        {site.kind !== 'corporate' && (user || lastBooking()) ? (
          <Suspense fallback={null}>
            <UnpaidBookingBanner />
          </Suspense>
        ) : null}
        {site.kind !== 'corporate' ? <BannerStrip country={site.country.code} /> : null}
        <RecentSearches country={site.country.code} locale={locale} hrefFor={recentHref} formatDay={formatDay} />
        <PopularDestinations country={site.country.code} hrefFor={cityHref} />
      </div>
    </div>
  );
}
