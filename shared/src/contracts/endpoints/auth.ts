/**
 * Catalogue rows (endpoints.ts joins them). The guest-token grant, served by api/src/modules/auth
 * (its schemas are in ../schemas/account.ts).
 */
import { def, type EndpointDef } from '../endpoint-def';

export const AUTH_ENDPOINTS = {
  oauthToken: def({
    host: 'token',
    version: null,
    method: 'POST',
    path: 'en/oauth/token',
    auth: 'client-basic',
    body: 'form',
    response: 'json',
    summary: 'Guest token by client credentials (grant_type=client_credentials).',
  }),
} as const satisfies Record<string, EndpointDef>;
