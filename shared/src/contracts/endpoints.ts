/**
 * The endpoint catalogue (spec §7): one typed table used by the browser's api client and by the
 * API, which registers every route at `endpointPath(def)`. Adding a call = adding a row here.
 *
 * Hosts: production has separate api, cdn, search, booking, login, token and monitor hosts.
 * Locally they are all the API service; each host kind is a path prefix of its own, so
 * `GET cdn v13 site_settings` is `/cdn/v13/site_settings` on the API and
 * `/api/cdn/v13/site_settings` through the edge.
 */
export type HostKind = 'api' | 'cdn' | 'search' | 'booking' | 'login' | 'token' | 'monitor';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * none: no Authorization header (load and CDN calls).
 * token: the user's token when signed in, otherwise the guest token.
 * user: a signed-in user's token is required (401 otherwise).
 * client-basic: HTTP Basic with the web client's id and secret (the guest-token grant).
 */
export type AuthKind = 'none' | 'token' | 'user' | 'client-basic';
/** json: plain JSON; data: `{ data: base64(JSON) }` (in the query string for GET); form: urlencoded or multipart. */
export type BodyEncoding = 'none' | 'json' | 'data' | 'form';
/** aes: the body is `{ data: "<base64 ciphertext>---<hex iv>" }` (see wire.ts); svg: a picture (used as an <img> URL). */
export type ResponseEncoding = 'json' | 'aes' | 'svg';

export interface EndpointDef {
  host: HostKind;
  /** `v{n}` segment; null for unversioned paths such as the token grant. */
  version: number | null;
  method: HttpMethod;
  /** Path after the version; `:param` segments are filled from the call's params. */
  path: string;
  auth: AuthKind;
  body: BodyEncoding;
  response: ResponseEncoding;
  /** signed with the hmac headers of wire.ts */
  hmac?: boolean;
  /** failures of this call are never reported to the monitor (the monitor itself). */
  noMonitor?: boolean;
  summary: string;
}

const def = (d: EndpointDef) => d;

export const ENDPOINTS = {
  // ── token ────────────────────────────────────────────────────────────────
  oauthToken: def({ host: 'token', version: null, method: 'POST', path: 'en/oauth/token', auth: 'client-basic', body: 'form', response: 'json', summary: 'Guest token by client credentials (grant_type=client_credentials).' }),
  currentTimestamp: def({ host: 'api', version: 16, method: 'GET', path: 'current_timestamp', auth: 'none', body: 'none', response: 'json', summary: 'Server clock, used to sign hmac calls.' }),

  // ── site and content ─────────────────────────────────────────────────────
  siteSettings: def({ host: 'cdn', version: 13, method: 'GET', path: 'site_settings', auth: 'none', body: 'none', response: 'json', summary: 'Settings of the site for a locale, host kind and brand.' }),
  areasCdn: def({ host: 'cdn', version: 12, method: 'GET', path: 'areas', auth: 'none', body: 'none', response: 'json', summary: 'Location tree of a country (provinces, cities, sub-cities, districts, areas).' }),
  areas: def({ host: 'api', version: 14, method: 'GET', path: 'areas', auth: 'token', body: 'none', response: 'json', summary: 'Location suggestions for a query.' }),
  areasCorporate: def({ host: 'api', version: 15, method: 'GET', path: 'areas', auth: 'token', body: 'none', response: 'json', summary: 'Location suggestions on the corporate site (platform=corporate).' }),
  areasBrand: def({ host: 'api', version: 16, method: 'GET', path: 'areas', auth: 'token', body: 'none', response: 'json', summary: 'Location suggestions limited to a brand (source=brand).' }),
  listHotels: def({ host: 'api', version: 10, method: 'GET', path: 'list_hotels', auth: 'token', body: 'none', response: 'json', summary: 'Hotel names and slugs of a location (sitemaps, hotel suggestions).' }),
  loadLabels: def({ host: 'api', version: 10, method: 'GET', path: 'load_labels', auth: 'none', body: 'none', response: 'json', summary: 'UI labels of a language.' }),
  loadBanners: def({ host: 'api', version: 10, method: 'GET', path: 'load_banners', auth: 'none', body: 'none', response: 'json', summary: 'Banners of a country.' }),
  loadRsiteContents: def({ host: 'api', version: 10, method: 'GET', path: 'load_rsite_contents', auth: 'none', body: 'none', response: 'json', summary: 'Content blocks of a page (section param).' }),
  localesAndContact: def({ host: 'api', version: 10, method: 'GET', path: 'locales_and_contact_new', auth: 'token', body: 'none', response: 'json', summary: 'Sites with their locales and contact numbers.' }),
  countryList: def({ host: 'api', version: 14, method: 'GET', path: 'country_list', auth: 'token', body: 'none', response: 'json', summary: 'Countries with phone codes and currencies.' }),
  faqs: def({ host: 'cdn', version: 16, method: 'GET', path: 'faqs', auth: 'none', body: 'none', response: 'json', summary: 'Frequently asked questions in the locale language.' }),
  loyaltyPrograms: def({ host: 'cdn', version: 16, method: 'GET', path: 'loyalty_programs', auth: 'none', body: 'none', response: 'json', summary: 'Club plans, redcash rules and loyalty tiers.' }),

  // ── pictures (generated artwork; pages use their URLs in <img>, built with endpointPath) ─────
  bannerImage: def({ host: 'cdn', version: null, method: 'GET', path: 'banners/:id.svg', auth: 'none', body: 'none', response: 'svg', summary: 'Picture of a banner.' }),
  brandLogo: def({ host: 'cdn', version: null, method: 'GET', path: 'brands/:slug/logo.svg', auth: 'none', body: 'none', response: 'svg', summary: 'Logo of a brand site.' }),
  contentImage: def({ host: 'cdn', version: null, method: 'GET', path: 'content/:key.svg', auth: 'none', body: 'none', response: 'svg', summary: 'Illustration of a content block.' }),
  propertyPicture: def({ host: 'api', version: null, method: 'GET', path: 'images/properties/:id/:file', auth: 'none', body: 'none', response: 'svg', summary: 'Picture of a property: file is `{n}.svg`.' }),

  // ── search ───────────────────────────────────────────────────────────────
  hotelsList: def({ host: 'search', version: 1, method: 'GET', path: 'hotels/list', auth: 'token', body: 'none', response: 'json', summary: 'Search results: available hotels with prices for dates, rooms and guests.' }),

  // ── user ─────────────────────────────────────────────────────────────────
  login: def({ host: 'login', version: 16, method: 'POST', path: 'users', auth: 'token', body: 'data', response: 'json', summary: 'Sign in with email and password.' }),
  signup: def({ host: 'login', version: 16, method: 'POST', path: 'signup', auth: 'token', body: 'data', response: 'json', summary: 'Create an account with email and password; signs the user in.' }),
  profile: def({ host: 'login', version: 16, method: 'GET', path: 'users', auth: 'user', body: 'none', response: 'aes', summary: 'The signed-in user (encrypted response).' }),
  logout: def({ host: 'login', version: 16, method: 'DELETE', path: 'logout', auth: 'user', body: 'none', response: 'json', summary: 'Revoke the current user token.' }),

  // ── booking ──────────────────────────────────────────────────────────────
  myBookings: def({ host: 'booking', version: 16, method: 'GET', path: 'bookings', auth: 'user', body: 'none', response: 'json', summary: "The signed-in user's bookings by type (upcoming, completed, cancelled), paged." }),

  // ── monitor ──────────────────────────────────────────────────────────────
  monitorErrorLog: def({ host: 'monitor', version: 1, method: 'POST', path: 'error_logs', auth: 'none', body: 'json', response: 'json', noMonitor: true, summary: 'Front-end error log (failed calls, render errors).' }),
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof ENDPOINTS;

/** Path prefix of each host kind on the API service (and under `/api` on the edge). */
export const HOST_PREFIX: Record<HostKind, string> = {
  api: '',
  cdn: '/cdn',
  search: '/search',
  booking: '/booking',
  login: '/login',
  token: '',
  monitor: '/monitor',
};

/** Route path of an endpoint, Fastify style (`/search/v1/hotels/list`, `/booking/v16/bookings/:id`). */
export function routePath(e: EndpointDef): string {
  const version = e.version === null ? '' : `/v${e.version}`;
  return `${HOST_PREFIX[e.host]}${version}/${e.path}`;
}

/** Concrete path with `:param` segments filled in; throws on a missing param. */
export function endpointPath(e: EndpointDef, params: Record<string, string | number> = {}): string {
  return routePath(e).replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = Object.hasOwn(params, key) ? params[key] : undefined;
    if (value === undefined || value === '') throw new Error(`endpoint ${e.path}: missing path param ${key}`);
    return encodeURIComponent(String(value));
  });
}
