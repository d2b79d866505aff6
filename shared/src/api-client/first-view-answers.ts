/**
 * Answers the edge fetched for the page's first view (deploy/src/edge/first-view/first-view.ts, page-answers.ts)
 * and wrote into the page as a JSON block, so the page draws without asking again. Two
 * kinds:
 *   - cache seeds (home's banners and popular cities): the page's query cache starts with them, so
 *     the remote that mounts draws what the first view already showed, at once; TanStack Query asks
 *     again once they are older than the query's stale time, as for any cached answer;
 *   - one-time answers (site_settings, load_labels): each carries the query the edge sent (`sent`)
 *     and answers the page's first call of that endpoint only when the page would send exactly that
 *     query (the common query included: a signed-in member, an experiment group or a narrow desktop
 *     window asks the API itself), within ANSWER_MAX_AGE_MS of the edge's fetch.
 * A page whose every first-view call is answered here loads no transport code at all (client.ts).
 *
 * Only the endpoints in FIRST_VIEW_ENDPOINTS are taken: reads that need no sign-in, or a guest
 * token that the edge holds as any guest does (GUEST_ONLY_ENDPOINTS, taken only with nobody signed
 * in): nothing personal can come in through the page's HTML (first-view-answers.test.ts holds the
 * catalogue to that). Each is dated when the edge fetched it but never later than now (another clock). A
 * missing, broken or foreign block answers nothing. The block is removed once read.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EndpointName } from '@rednest/shared/contracts';
import type { Query } from './request-query';

/** The block's id (deploy/src/edge/first-view/first-view.ts ANSWERS_BLOCK_ID). */
export const ANSWERS_BLOCK_ID = 'rn-first-view-answers';

/** What the edge may answer for a page. */
export const FIRST_VIEW_ENDPOINTS: readonly EndpointName[] = [
  'loadBanners',
  'areasCdn',
  'siteSettings',
  'loadLabels',
  'loadIconImages',
  'hotelsList',
  'getFilters',
  'hotelDetails',
  'hotelPriceAvailability',
  'hotelReviews',
  'recommendedProperties',
  'checkAddonAvailability',
  'bookingSummaryPromos',
  'mktRewardList',
  'captchaChallenge',
];

/**
 * Of those, the reads that take a guest token (a listing's first search and its filters, a hotel
 * page's hotel, price, reviews and properties nearby, the booking summary's add-ons, codes on offer,
 * rewards and captcha challenge): the edge
 * asks them as a guest, so only a page with nobody signed in takes their answers (a member's search
 * carries the member's prices and wish list, and is asked of the API with the member's token).
 */
export const GUEST_ONLY_ENDPOINTS: readonly EndpointName[] = [
  'hotelsList',
  'getFilters',
  'hotelDetails',
  'hotelPriceAvailability',
  'hotelReviews',
  'recommendedProperties',
  'checkAddonAvailability',
  'bookingSummaryPromos',
  'mktRewardList',
  'captchaChallenge',
];

/** A one-time answer older than this is left alone (a tab restored hours later asks afresh). */
export const ANSWER_MAX_AGE_MS = 5 * 60_000;

interface Seed {
  endpoint: EndpointName;
  input: { query?: unknown; params?: unknown; body?: unknown };
  data: unknown;
  at: number;
  /** one-time answers: the whole query the edge sent */
  sent?: Query;
  /** one-time answers of a path with parameters (`hotel/:id`): the parameters the edge sent */
  sentParams?: Query;
}

function isStringRecord(value: unknown): value is Query {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

function isSeed(value: unknown): value is Seed {
  if (!value || typeof value !== 'object') return false;
  const s = value as Partial<Seed>;
  return (
    typeof s.endpoint === 'string' &&
    FIRST_VIEW_ENDPOINTS.includes(s.endpoint) &&
    !!s.input &&
    typeof s.input === 'object' &&
    s.data !== undefined &&
    typeof s.at === 'number' &&
    (s.sent === undefined || isStringRecord(s.sent)) &&
    (s.sentParams === undefined || (s.sent !== undefined && isStringRecord(s.sentParams)))
  );
}

/** The block's valid answers; the block is removed. */
export function readFirstViewAnswers(
  doc: Document | undefined = typeof document !== 'undefined' ? document : undefined,
): Seed[] {
  const block = doc?.getElementById(ANSWERS_BLOCK_ID);
  if (!block) return [];
  let list: unknown;
  try {
    list = JSON.parse(block.textContent ?? '');
  } catch {
    list = null;
  }
  block.remove();
  return Array.isArray(list) ? list.filter(isSeed) : [];
}

/** The page's answers, read from its document on first use. */
let pageAnswers: Seed[] | null = null;
const answersOfPage = (): Seed[] => (pageAnswers ??= readFirstViewAnswers());

/** Seeds `client` with the cache seeds of `answers` (the page's, by default); returns how many it took. */
export function seedFirstViewAnswers(
  client: QueryClient,
  keyOf: (name: EndpointName, input: Seed['input']) => readonly unknown[],
  answers: Seed[] = answersOfPage(),
  now: () => number = Date.now,
): number {
  let taken = 0;
  for (const seed of answers) {
    if (seed.sent) continue;
    client.setQueryData(keyOf(seed.endpoint, seed.input), seed.data, { updatedAt: Math.min(seed.at, now()) });
    taken++;
  }
  return taken;
}

function sameQuery(a: Query, b: Query): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}

/** a call's path parameters as the edge writes them (strings), or null when one is not a string or a number */
function paramsOf(params: unknown): Query | null {
  if (params === undefined) return {};
  if (!params || typeof params !== 'object') return null;
  const out: Query = {};
  for (const [k, v] of Object.entries(params)) {
    if (typeof v !== 'string' && typeof v !== 'number') return null;
    out[k] = String(v);
  }
  return out;
}

/**
 * The one-time answer to a call of `endpoint` that sends `queryOf()` with these path parameters
 * and no body, or undefined. Taken once: a second call asks the API. The query is made only while an answer for
 * the endpoint is left (every call of the page comes through here). A guest-only endpoint's answer
 * is never taken while `signedIn()`.
 */
export function takeFirstViewAnswer(
  endpoint: EndpointName,
  queryOf: () => Query,
  input: { params?: unknown; body?: unknown },
  now: () => number = Date.now,
  answers: Seed[] = answersOfPage(),
  signedIn: () => boolean = () => false,
): unknown {
  if (input.body !== undefined || !answers.some((s) => s.endpoint === endpoint && s.sent)) return undefined;
  if (GUEST_ONLY_ENDPOINTS.includes(endpoint) && signedIn()) return undefined;
  const params = paramsOf(input.params);
  if (!params) return undefined;
  const query = queryOf();
  const at = answers.findIndex(
    (s) => s.endpoint === endpoint && s.sent && sameQuery(s.sent, query) && sameQuery(s.sentParams ?? {}, params),
  );
  if (at < 0) return undefined;
  const [seed] = answers.splice(at, 1);
  return now() - Math.min(seed!.at, now()) <= ANSWER_MAX_AGE_MS ? seed!.data : undefined;
}
