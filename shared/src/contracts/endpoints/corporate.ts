/**
 * Catalogue rows (endpoints.ts joins them). A corporate booker's clients and their verification;
 * served by api/src/modules/corporate.
 */
import { def, type EndpointDef } from '../endpoint-def';

export const CORPORATE_ENDPOINTS = {
  corpClients: def({
    host: 'login',
    version: 16,
    method: 'GET',
    path: 'corp_clients',
    auth: 'user',
    body: 'none',
    response: 'json',
    summary:
      "The clients of the signed-in booker's company (colleagues who book at its rate), newest first, with their verification status.",
  }),
  addCorpClient: def({
    host: 'login',
    version: 16,
    method: 'POST',
    path: 'corp_clients',
    auth: 'user',
    body: 'data',
    response: 'json',
    summary:
      "Add a client to the signed-in booker's company by name and email or phone; a verification link is sent to that address.",
  }),
  sendCorpClientLink: def({
    host: 'login',
    version: 16,
    method: 'POST',
    path: 'corp_clients/send_again',
    auth: 'user',
    body: 'data',
    response: 'json',
    summary: "Send a client of the booker's company a new verification link (the older one stops working).",
  }),
  corpClientLink: def({
    host: 'login',
    version: 16,
    method: 'GET',
    path: 'corp_client_verify',
    auth: 'token',
    body: 'none',
    response: 'json',
    summary: 'Whom a corporate client verification link verifies (company, masked address) and what it can do now.',
  }),
  corpClientVerify: def({
    host: 'login',
    version: 16,
    method: 'POST',
    path: 'corp_client_verify',
    auth: 'token',
    body: 'data',
    response: 'json',
    summary:
      "Confirm a corporate client's email or phone with the link's token: the account with that address books for the company, or signs up from the link.",
  }),
} as const satisfies Record<string, EndpointDef>;
