/**
 * Catalogue rows (endpoints.ts joins them). Editorial content (the rsite pages, FAQs, loyalty
 * programs) and its artwork; served by api/src/modules/content.
 * Pictures are generated artwork: pages use their URLs in <img>, built with endpointPath.
 */
import { def, type EndpointDef } from '../endpoint-def';

export const CONTENT_ENDPOINTS = {
  loadRsiteContents: def({
    host: 'api',
    version: 10,
    method: 'GET',
    path: 'load_rsite_contents',
    auth: 'none',
    body: 'none',
    response: 'json',
    summary: 'Content blocks of a page (section param).',
  }),
  faqs: def({
    host: 'cdn',
    version: 16,
    method: 'GET',
    path: 'faqs',
    auth: 'none',
    body: 'none',
    response: 'json',
    summary: 'Frequently asked questions in the locale language.',
  }),
  loyaltyPrograms: def({
    host: 'cdn',
    version: 16,
    method: 'GET',
    path: 'loyalty_programs',
    auth: 'none',
    body: 'none',
    response: 'json',
    summary: 'Club plans, redcash rules and loyalty tiers.',
  }),
  contentImage: def({
    host: 'cdn',
    version: null,
    method: 'GET',
    path: 'content/:key.svg',
    auth: 'none',
    body: 'none',
    response: 'svg',
    summary: 'Illustration of a content block.',
  }),
} as const satisfies Record<string, EndpointDef>;
