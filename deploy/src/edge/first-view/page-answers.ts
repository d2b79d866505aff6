/**
 * The API answers every page's boot asks for, written into its first HTML: the site's
 * settings and the page language's labels, and on a home page the country's popular cities. The
 * shell waited for the first two before it registered any remote, and the client code that asks
 * (axios, the endpoint catalogue: ~21 KB gzip) is loaded by the first call that goes to the network;
 * a home page answered here loads none of it.
 *
 * An answer serves the page only when the page would send exactly the request the edge sent
 * (shared api-client first-view-answers.ts): the edge builds it with the client's own functions
 * (request-query.ts) for a guest with no experiment group, on the device its user agent names.
 * A member, an experiment group, a narrow desktop window or a `?site=` remembered by the browser
 * sends another request, and the API answers it as before.
 *
 * Nothing here may hold a page up: labels and cities are kept per language and country as
 * edge-answers.ts keeps answers; site settings (a visit id and the server's time in each) are asked
 * for per page, with at most `waitMs` for either. A late, failed or malformed answer is left out.
 */
import { cleanQuery, commonQueryOf, siteSettingsQuery, type Query } from '@rednest/shared/api-client/request-query';
import type { SiteKind } from '@rednest/shared/contracts';
import { ENDPOINTS, endpointPath } from '@rednest/shared/contracts/endpoints';
import {
  COUNTRIES,
  COUNTRY_CODES,
  LANGUAGES,
  countryOfLocale,
  isLocale,
  languageOfLocale,
} from '@rednest/shared/contracts/locales';
import { PAGE_SIZE } from '@rednest/shared/format/rules';
import { RECOMMENDED_LIMIT, REVIEWS_PAGE_SIZE, hotelFirstViewStay } from '@rednest/shared/remote/hotel-first-view';
import { listingFirstViewQuery } from '@rednest/shared/remote/listing-first-view';
import { summaryFirstView } from '@rednest/shared/remote/summary-first-view';
import { isMobileUserAgent } from '@rednest/shared/session/device';
import { createEdgeAnswers } from './edge-answers';
import type { EdgeGuest } from './edge-guest';
import { readDefaultSort } from './listing-pictures';
import { localeOfPage } from './page-path';

/** One answer as the page's answers block carries it (first-view-answers.ts Seed). */
export interface PageAnswer {
  endpoint:
    | 'siteSettings'
    | 'loadLabels'
    | 'areasCdn'
    | 'loadBanners'
    | 'loadIconImages'
    | 'hotelsList'
    | 'getFilters'
    | 'hotelDetails'
    | 'hotelPriceAvailability'
    | 'hotelReviews'
    | 'recommendedProperties'
    | 'checkAddonAvailability'
    | 'bookingSummaryPromos'
    | 'mktRewardList'
    | 'captchaChallenge';
  input: { query: Record<string, string>; params?: Record<string, string> };
  data: unknown;
  /** ms since the epoch, the edge's clock */
  at: number;
  /** one-time answers: the whole query the edge sent */
  sent?: Record<string, string>;
  /** one-time answers of a path with parameters: the parameters the edge sent */
  sentParams?: Record<string, string>;
}

export interface PageRequest {
  pathname: string;
  search: string;
  siteKind: SiteKind;
  brandSlug: string | null;
  userAgent: string;
}

export interface PageAnswersOptions {
  apiUrl: string;
  /** the edge's guest of the API (edge-guest.ts), for a listing's first search and filters; without it a listing gets only what every page gets */
  guest?: EdgeGuest | null;
  /** how long a listing or a hotel page waits for its guest-token answers (asked per page: availability changes) */
  guestWaitMs?: number;
  ttlMs?: number;
  waitMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** The largest answer the edge writes into a page (the labels of a language are ~6 KB). */
const MAX_ANSWER_BYTES = 256 * 1024;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The shapes the page reads first; anything else is left for the page to ask for itself. */
export const validAnswer = {
  siteSettings: (body: unknown, locale: string) =>
    isRecord(body) && body.locale === locale && Array.isArray(body.locale_list) && Array.isArray(body.currency_list),
  loadLabels: (body: unknown, language: string) =>
    isRecord(body) &&
    body.language === language &&
    isRecord(body.labels) &&
    Object.values(body.labels).every((v) => typeof v === 'string'),
  areasCdn: (body: unknown) => isRecord(body) && Array.isArray(body.areas) && body.areas.every(isRecord),
  loadBanners: (body: unknown) => isRecord(body) && Array.isArray(body.banners) && body.banners.every(isRecord),
  hotelsList: (body: unknown) => isRecord(body) && Array.isArray(body.hotels) && body.hotels.every(isRecord),
  getFilters: (body: unknown) => isRecord(body),
  loadIconImages: (body: unknown) => isRecord(body) && Array.isArray(body.icon_images),
  hotelDetails: (body: unknown, slug: string) => isRecord(body) && body.slug === slug && typeof body.name === 'string',
  hotelPriceAvailability: (body: unknown) => isRecord(body),
  hotelReviews: (body: unknown) => isRecord(body) && Array.isArray(body.reviews),
  recommendedProperties: (body: unknown) => isRecord(body) && Array.isArray(body.hotels),
  checkAddonAvailability: (body: unknown) => isRecord(body),
  bookingSummaryPromos: (body: unknown) => isRecord(body),
  mktRewardList: (body: unknown) => isRecord(body),
  captchaChallenge: (body: unknown) =>
    isRecord(body) && isRecord(body.parameters) && typeof body.signature === 'string',
};

/** An answer's JSON body, or null when it is not a 2xx or is larger than MAX_ANSWER_BYTES. */
async function readAnswer(res: Response | null): Promise<unknown> {
  if (!res?.ok) return null;
  const text = await res.text();
  return text.length > MAX_ANSWER_BYTES ? null : (JSON.parse(text) as unknown);
}

/** `promise`, or null once `ms` have passed */
function within<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The page whose answers a request needs: its own, except desktop sign-in without a page to come
 * back to, which the sign-in page sends home at once with the dialog over it (mf-account
 * sign-in-page.tsx, spec §2), so home's answers serve it. A desktop browser in a phone-sized
 * window gets the sign-in page; the answers it was sent go unused.
 */
export function answersPathOf(pathname: string, search: string, userAgent: string): string {
  const locale = localeOfPage(pathname);
  const signIn = locale !== null && (pathname === `/${locale}/signIn` || pathname === `/${locale}/signIn/`);
  if (signIn && !isMobileUserAgent(userAgent) && !new URLSearchParams(search).get('returnTo')) return `/${locale}`;
  return pathname;
}

export function createPageAnswers({
  apiUrl,
  guest = null,
  ttlMs = 60_000,
  waitMs = 150,
  guestWaitMs = 250,
  fetchImpl = fetch,
  now = Date.now,
}: PageAnswersOptions) {
  async function getJson(
    endpoint: PageAnswer['endpoint'],
    query: Record<string, string>,
    timeoutMs: number,
    /** the page's language: the API answers the data's texts in it (the browser's api client sends the same) */
    language = 'en',
  ): Promise<unknown> {
    // the API serves under /api, as the browser reaches it through the edge
    const url = `${apiUrl}/api${endpointPath(ENDPOINTS[endpoint])}?${new URLSearchParams(query)}`;
    try {
      return await readAnswer(
        await fetchImpl(url, {
          headers: { accept: 'application/json', 'accept-language': language },
          signal: AbortSignal.timeout(timeoutMs),
        }),
      );
    } catch {
      return null;
    }
  }

  // a language's labels and a country's cities are the same for every guest (the API reads only
  // `language`, and `country` and `category`): kept, asked with the query of a guest on the main site
  const guestQuery = (country: string) =>
    commonQueryOf({
      domainName: COUNTRIES[country as keyof typeof COUNTRIES]?.domainName ?? 'indonesia',
      siteKind: 'main',
      brandSlug: null,
      mobile: false,
    });
  const labels = createEdgeAnswers(
    async (language) => {
      const body = await getJson('loadLabels', { ...guestQuery('id'), language }, 5000);
      return validAnswer.loadLabels(body, language) ? { data: body, at: now() } : null;
    },
    { ttlMs, waitMs, now },
  );
  // a country's cities in a language (place names are written per language): keyed "country language"
  const cities = createEdgeAnswers(
    async (key) => {
      const [country = '', language = 'en'] = key.split(' ');
      const body = await getJson('areasCdn', { ...guestQuery(country), country, category: 'city' }, 5000, language);
      return validAnswer.areasCdn(body) ? { data: body, at: now() } : null;
    },
    { ttlMs, waitMs, now },
  );

  /** A one-time answer: `input` as the page's call carries it, sent with the common query (and `params`, for a path with parameters). */
  const oneTime = (
    endpoint: PageAnswer['endpoint'],
    common: Query,
    query: Query,
    data: unknown,
    at: number,
    params?: Query,
  ): PageAnswer =>
    params
      ? { endpoint, input: { query, params }, data, at, sent: { ...common, ...query }, sentParams: params }
      : { endpoint, input: { query }, data, at, sent: { ...common, ...query } };

  /** GET with the edge's guest token, at most `guestWaitMs` (the token included); null when late, failed or too large */
  async function guestJson(
    endpoint:
      | 'hotelsList'
      | 'getFilters'
      | 'hotelDetails'
      | 'hotelPriceAvailability'
      | 'hotelReviews'
      | 'recommendedProperties'
      | 'checkAddonAvailability'
      | 'bookingSummaryPromos'
      | 'mktRewardList'
      | 'captchaChallenge',
    query: Record<string, string>,
    params: Record<string, string>,
    language: string,
  ): Promise<unknown> {
    if (!guest) return null;
    const ask = guest
      .get(`${endpointPath(ENDPOINTS[endpoint], params)}?${new URLSearchParams(query)}`, guestWaitMs, language)
      .then(readAnswer)
      .catch(() => null);
    return within(ask, guestWaitMs);
  }

  /**
   * A listing's first view (`/{locale}/search?location=…`, `/{locale}/list-hotels/{slug}` with only
   * the place, the stay and the party: shared listing-first-view.ts): its offers strip, its first
   * two pages of results (the first load asks for 20 hotels) and its filters, asked with the query mf-search's ResultsPage sends for a guest
   * (its tests pin that query). Asked per page, never kept: the results carry availability.
   */
  async function listingAnswers(
    page: PageRequest,
    common: Query,
    country: string,
    language: string,
    settings: Promise<{ data: unknown } | null>,
  ): Promise<PageAnswer[]> {
    const first =
      guest && page.siteKind !== 'corporate' ? listingFirstViewQuery(page.pathname, page.search, now()) : null;
    if (!first) return [];
    const { location, check_in_date, check_out_date, rooms, guest: guests } = first.query;
    const filtersInput = cleanQuery({ location, check_in_date, check_out_date, rooms, guest: guests });
    const listInput = cleanQuery({ ...first.query, per_page: PAGE_SIZE, page: 1 });
    // the first load asks on until it holds FIRST_LOAD_THRESHOLD hotels (spec §4: 20, two pages of 10)
    const nextInput = cleanQuery({ ...first.query, per_page: PAGE_SIZE, page: 2 });
    const bannersInput = { country };
    const [list, next, filters, banners, settingsFound] = await Promise.all([
      guestJson('hotelsList', { ...common, ...listInput }, {}, language),
      guestJson('hotelsList', { ...common, ...nextInput }, {}, language),
      guestJson('getFilters', { ...common, ...filtersInput }, {}, language),
      getJson('loadBanners', { ...common, ...bannersInput }, guestWaitMs, language),
      settings,
    ]);
    const at = now();
    const answers: PageAnswer[] = [];
    if (validAnswer.loadBanners(banners)) answers.push(oneTime('loadBanners', common, bannersInput, banners, at));
    // a phone starts on the site's sort_type (spec §9): the search answers only when that is the default sort too
    const phoneSortKnown =
      !isMobileUserAgent(page.userAgent) || readDefaultSort(settingsFound?.data)?.defaultSort === true;
    if (phoneSortKnown && validAnswer.hotelsList(list)) {
      answers.push(oneTime('hotelsList', common, listInput, list, at));
      // the second page only where the first names it as the next (an answer the page does not ask for is never used)
      if ((list as { next_page?: unknown }).next_page === 2 && validAnswer.hotelsList(next))
        answers.push(oneTime('hotelsList', common, nextInput, next, at));
    }
    if (validAnswer.getFilters(filters)) answers.push(oneTime('getFilters', common, filtersInput, filters, at));
    return answers;
  }

  /**
   * A hotel page's first view (`/{locale}/hotel/{slug}` with only the stay and the party: shared
   * hotel-first-view.ts): the hotel, its price for the stay, the facility icons, the first page of
   * reviews and the properties nearby, asked with the queries mf-search's HotelPage sends for a
   * guest. Asked per page, never kept (prices and availability).
   */
  async function hotelAnswers(page: PageRequest, common: Query, language: string): Promise<PageAnswer[]> {
    const first = guest && page.siteKind !== 'corporate' ? hotelFirstViewStay(page.pathname, page.search, now()) : null;
    if (!first) return [];
    const params = { id: first.slug };
    const stay = cleanQuery({ ...first.stay });
    const reviewsInput = cleanQuery({ per_page: REVIEWS_PAGE_SIZE, page: 1 });
    const nearbyInput = cleanQuery({ hotel: first.slug, ...first.stay, limit: RECOMMENDED_LIMIT });
    const [hotel, price, icons, reviews, nearby] = await Promise.all([
      guestJson('hotelDetails', common, params, language),
      guestJson('hotelPriceAvailability', { ...common, ...stay }, params, language),
      getJson('loadIconImages', common, guestWaitMs, language),
      guestJson('hotelReviews', { ...common, ...reviewsInput }, params, language),
      guestJson('recommendedProperties', { ...common, ...nearbyInput }, {}, language),
    ]);
    const at = now();
    const answers: PageAnswer[] = [];
    // the rest belongs to the hotel: without it (an unknown slug, a late answer) the page asks for all
    if (!validAnswer.hotelDetails(hotel, first.slug)) return [];
    answers.push(oneTime('hotelDetails', common, {}, hotel, at, params));
    if (validAnswer.hotelPriceAvailability(price))
      answers.push(oneTime('hotelPriceAvailability', common, stay, price, at, params));
    if (validAnswer.loadIconImages(icons)) answers.push(oneTime('loadIconImages', common, {}, icons, at));
    if (validAnswer.hotelReviews(reviews))
      answers.push(oneTime('hotelReviews', common, reviewsInput, reviews, at, params));
    if (validAnswer.recommendedProperties(nearby))
      answers.push(oneTime('recommendedProperties', common, nearbyInput, nearby, at));
    return answers;
  }

  /**
   * The booking summary's first view (`/{locale}/bookingsummary?hotel=…&room_type_id=…&rate_plan_id=…`
   * with only the choice, the stay and the party: shared summary-first-view.ts): the hotel, its
   * price for the stay, and for the room and plan of the URL the add-ons, the codes on offer, the
   * rewards (none for a guest) and the captcha challenge the page asks once drawn (unless the site
   * bypasses the captcha), asked with the queries mf-booking's BookingSummaryPage sends for a guest.
   * Asked per page, never kept (prices, availability; a challenge is solved once). A page that takes
   * them all makes no call until the guest acts, so it loads no transport code at first view.
   */
  async function summaryAnswers(
    page: PageRequest,
    common: Query,
    language: string,
    settings: Promise<{ data: unknown } | null>,
  ): Promise<PageAnswer[]> {
    const first = guest && page.siteKind !== 'corporate' ? summaryFirstView(page.pathname, page.search, now()) : null;
    if (!first) return [];
    const params = { id: first.choice.hotel };
    const stay = cleanQuery({ ...first.stay });
    // the page's query of its extras: the room and plan it found in the price answer, which are the URL's
    const choiceInput = cleanQuery({
      hotel: first.choice.hotel,
      room_type_id: first.choice.roomTypeId,
      rate_plan_id: first.choice.ratePlanId,
      ...first.stay,
    });
    const [hotel, price, addOns, promos, rewards, challenge, settingsFound] = await Promise.all([
      guestJson('hotelDetails', common, params, language),
      guestJson('hotelPriceAvailability', { ...common, ...stay }, params, language),
      guestJson('checkAddonAvailability', { ...common, ...choiceInput }, {}, language),
      guestJson('bookingSummaryPromos', { ...common, ...choiceInput }, {}, language),
      guestJson('mktRewardList', { ...common, ...choiceInput }, {}, language),
      guestJson('captchaChallenge', common, {}, language),
      settings,
    ]);
    const at = now();
    const answers: PageAnswer[] = [];
    // the rest belongs to the hotel: without it (an unknown slug, a late answer) the page asks for all
    if (!validAnswer.hotelDetails(hotel, first.choice.hotel)) return [];
    answers.push(oneTime('hotelDetails', common, {}, hotel, at, params));
    if (validAnswer.hotelPriceAvailability(price))
      answers.push(oneTime('hotelPriceAvailability', common, stay, price, at, params));
    if (validAnswer.checkAddonAvailability(addOns))
      answers.push(oneTime('checkAddonAvailability', common, choiceInput, addOns, at));
    if (validAnswer.bookingSummaryPromos(promos))
      answers.push(oneTime('bookingSummaryPromos', common, choiceInput, promos, at));
    if (validAnswer.mktRewardList(rewards)) answers.push(oneTime('mktRewardList', common, choiceInput, rewards, at));
    const bypass = isRecord(settingsFound?.data) && settingsFound.data.captcha_by_pass === 1;
    if (!bypass && validAnswer.captchaChallenge(challenge))
      answers.push(oneTime('captchaChallenge', common, {}, challenge, at));
    return answers;
  }

  return {
    /** Asks for every language's labels and every country's cities now, in the background. */
    warm(): Promise<void> {
      return Promise.all([
        ...LANGUAGES.map((l) => labels.refresh(l)),
        ...COUNTRY_CODES.flatMap((c) => LANGUAGES.map((l) => cities.refresh(`${c} ${l}`))),
      ]).then(() => undefined);
    },

    /** The answers for a page of a locale ([] for a path without one). */
    async forPage(page: PageRequest): Promise<PageAnswer[]> {
      const locale = localeOfPage(page.pathname);
      if (!isLocale(locale)) return [];
      const country = countryOfLocale(locale);
      const language = languageOfLocale(locale);
      const common = commonQueryOf({
        domainName: country.domainName,
        siteKind: page.siteKind,
        brandSlug: page.brandSlug,
        mobile: isMobileUserAgent(page.userAgent),
      });
      const settingsInput = cleanQuery(
        siteSettingsQuery({ locale, kind: page.siteKind, brandSlug: page.brandSlug }, page.search),
      );
      const settingsSent = { ...common, ...settingsInput };
      const home = (page.pathname.split('/')[2] ?? '') === '';
      const settingsFound = getJson('siteSettings', settingsSent, waitMs).then((body) =>
        validAnswer.siteSettings(body, locale) ? { data: body, at: now() } : null,
      );
      const [settings, labelsFound, citiesFound, listing, hotel, summary] = await Promise.all([
        settingsFound,
        labels.get(language),
        home ? cities.get(`${country.code} ${language}`) : Promise.resolve(null),
        listingAnswers(page, common, country.code, language, settingsFound),
        hotelAnswers(page, common, language),
        summaryAnswers(page, common, language, settingsFound),
      ]);
      const answers: PageAnswer[] = [];
      if (settings)
        answers.push({
          endpoint: 'siteSettings',
          input: { query: settingsInput },
          data: settings.data,
          at: settings.at,
          sent: settingsSent,
        });
      if (labelsFound)
        answers.push({
          endpoint: 'loadLabels',
          input: { query: { language } },
          data: labelsFound.data,
          at: labelsFound.at,
          sent: { ...common, language },
        });
      if (citiesFound)
        answers.push({
          endpoint: 'areasCdn',
          input: { query: { country: country.code, category: 'city' } },
          data: citiesFound.data,
          at: citiesFound.at,
        });
      return [...answers, ...listing, ...hotel, ...summary];
    },
  };
}

export type PageAnswersSource = ReturnType<typeof createPageAnswers>;
