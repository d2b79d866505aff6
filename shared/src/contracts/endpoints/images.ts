/**
 * Catalogue rows (endpoints.ts joins them). Property pictures; served by api/src/modules/images.
 * Pictures are generated artwork: pages use their URLs in <img>, built with endpointPath.
 */
import { def, type EndpointDef } from '../endpoint-def';

export const IMAGES_ENDPOINTS = {
  propertyPicture: def({
    host: 'api',
    version: null,
    method: 'GET',
    path: 'images/properties/:id/:file',
    auth: 'none',
    body: 'none',
    response: 'svg',
    summary: 'Picture of a property: file is `{n}.svg`.',
  }),
} as const satisfies Record<string, EndpointDef>;
