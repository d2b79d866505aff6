/** Corporate clients (catalogue rows corpClients, addCorpClient, sendCorpClientLink, corpClientLink, corpClientVerify). */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { CORP_CLIENT_LIMITS, CORP_CLIENT_LINK_HOURS } from './corporate-clients.service.ts';
import { CODE_CHECK_ROUTE_LIMIT, CODE_SEND_ROUTE_LIMIT } from '../account/code-limits.ts';

export async function corporateRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.corporate.clients;
  const sendLimit = CODE_SEND_ROUTE_LIMIT;
  const linkLimit = CODE_CHECK_ROUTE_LIMIT;
  const MEMBERS_ONLY =
    'Only a member of a company (corporate_members) sees and adds its clients: anyone else 403 NOT_CORPORATE_MEMBER; a guest token 401.';
  const SENDS = `A link works ${CORP_CLIENT_LINK_HOURS} h, once. Limits (429 RATE_LIMITED, the true wait in Retry-After and in words): ${CORP_CLIENT_LIMITS.sendsPerMemberPerHour} links an hour per member, ${CORP_CLIENT_LIMITS.sendsPerRecipientPerHour} an hour per email or phone; a client's link again after ${CORP_CLIENT_LIMITS.resendAfterSeconds} s; per client address only a burst guard of ${sendLimit.max} calls a minute.`;

  defineEndpoint(app, 'corpClients', {
    description: `${MEMBERS_ONLY} status: pending, expired (send again) or verified; account once verified: member, no_account (the link still signs up) or other_company.`,
    handler: async (request) => service.list(request.auth, request.query.page),
  });
  defineEndpoint(app, 'addCorpClient', {
    description: `${MEMBERS_ONLY} name and either email or phone (+ country_code, default the locale's country); the link goes there by mail or SMS. 409 CORP_CLIENT_EXISTS (already on the list), CORP_CLIENT_ALREADY_MEMBER (already books for the company). ${SENDS}`,
    rateLimit: sendLimit,
    handler: async (request) => service.add(request.auth, request.body, services.sites.ofRequest(request)),
  });
  defineEndpoint(app, 'sendCorpClientLink', {
    description: `${MEMBERS_ONLY} Another company's or an unknown client_id: 404 CORP_CLIENT_NOT_FOUND alike. 409 CORP_CLIENT_LINK_USED once the link did its job. ${SENDS}`,
    rateLimit: sendLimit,
    handler: async (request) => service.sendAgain(request.auth, request.body, services.sites.ofRequest(request)),
  });
  defineEndpoint(app, 'corpClientLink', {
    description:
      'Whoever holds the link (a guest token will do). state: ready (Confirm), sign_up (confirmed; sign up with the prefill and this token as signup corp_client), used, expired. Unknown or replaced token: 404 CORP_CLIENT_LINK_NOT_FOUND.',
    rateLimit: linkLimit,
    handler: async (request) => service.link(request.query.token),
  });
  defineEndpoint(app, 'corpClientVerify', {
    description:
      'The client is verified. outcome: added (the account with that email, or verified phone, now books for the company), already_member, other_company (it books for another company and is not moved), sign_up (no account: the same token signs up, with the prefill). 404 CORP_CLIENT_LINK_NOT_FOUND; 409 CORP_CLIENT_LINK_EXPIRED, CORP_CLIENT_LINK_USED.',
    rateLimit: linkLimit,
    handler: async (request) => service.verify(request.body.token),
  });
}
