/**
 * Catalogue rows (endpoints.ts joins them). A/B groups of the guest and the user; served by
 * api/src/modules/experiments.
 */
import { def, type EndpointDef } from '../endpoint-def';

export const EXPERIMENTS_ENDPOINTS = {
  getAbGroup: def({
    host: 'api',
    version: 16,
    method: 'GET',
    path: 'get_ab_group',
    auth: 'token',
    body: 'none',
    response: 'aes',
    summary: 'Book-on-discount and rack-rate experiment groups (sticky; NA by default; encrypted).',
  }),
  getAcGroup: def({
    host: 'api',
    version: 16,
    method: 'GET',
    path: 'get_ac_group',
    auth: 'token',
    body: 'none',
    response: 'aes',
    summary: 'Club pricing and discount experiment groups (sticky; NA by default; encrypted).',
  }),
  clubPriceAbGroup: def({
    host: 'api',
    version: 14,
    method: 'GET',
    path: 'club_price_ab_group',
    auth: 'token',
    body: 'none',
    response: 'json',
    summary: 'Club price experiment group (sticky; NA by default).',
  }),
  guestAbExperiments: def({
    host: 'api',
    version: 16,
    method: 'GET',
    path: 'guest_ab_experiments',
    auth: 'token',
    body: 'none',
    response: 'json',
    summary: "A guest's group in every running experiment (sticky; NA by default).",
  }),
  listingAbGroup: def({
    host: 'search',
    version: 1,
    method: 'GET',
    path: 'listing_ab_group',
    auth: 'token',
    body: 'none',
    response: 'json',
    summary: 'Listing experiment group: group, search variant, expiry and the user group and segment.',
  }),
} as const satisfies Record<string, EndpointDef>;
