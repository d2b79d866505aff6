/**
 * The endpoint catalogue (spec §7): one typed table used by the browser's api client and by the
 * API, which registers every route at `endpointPath(def)`. The rows are written in
 * endpoints/<domain>.ts, one file per API module that serves them (api/src/modules/<domain>), and
 * joined here; adding a call = adding a row to its domain's file, and its schemas to
 * endpoint-schemas.ts under the same name.
 *
 * Hosts: production has separate api, cdn, search, booking, login, token and monitor hosts.
 * Locally they are all the API service; each host kind is a path prefix of its own, so
 * `GET cdn v13 site_settings` is `/cdn/v13/site_settings` on the API and
 * `/api/cdn/v13/site_settings` through the edge.
 */
import type { EndpointDef, HostKind } from './endpoint-def';
import { AUTH_ENDPOINTS } from './endpoints/auth';
import { SITE_ENDPOINTS } from './endpoints/site';
import { CONTENT_ENDPOINTS } from './endpoints/content';
import { IMAGES_ENDPOINTS } from './endpoints/images';
import { SEARCH_ENDPOINTS } from './endpoints/search';
import { HOTEL_ENDPOINTS } from './endpoints/hotel';
import { DISCOVERY_ENDPOINTS } from './endpoints/discovery';
import { EXPERIMENTS_ENDPOINTS } from './endpoints/experiments';
import { ACCOUNT_ENDPOINTS } from './endpoints/account';
import { CORPORATE_ENDPOINTS } from './endpoints/corporate';
import { PAYMENT_ENDPOINTS } from './endpoints/payment';
import { MONITOR_ENDPOINTS } from './endpoints/monitor';
import { BOOKING_ENDPOINTS } from './endpoints/booking';
import { LEDGER_ENDPOINTS } from './endpoints/ledger';

export type { AuthKind, BodyEncoding, EndpointDef, HostKind, HttpMethod, ResponseEncoding } from './endpoint-def';

/** Every row by name; a name is in one domain's file only (strip-endpoint-summaries.test.ts checks). */
export const ENDPOINTS = {
  ...AUTH_ENDPOINTS,
  ...SITE_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
  ...IMAGES_ENDPOINTS,
  ...SEARCH_ENDPOINTS,
  ...HOTEL_ENDPOINTS,
  ...DISCOVERY_ENDPOINTS,
  ...EXPERIMENTS_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...CORPORATE_ENDPOINTS,
  ...PAYMENT_ENDPOINTS,
  ...MONITOR_ENDPOINTS,
  ...BOOKING_ENDPOINTS,
  ...LEDGER_ENDPOINTS,
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
