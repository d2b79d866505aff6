/**
 * What the OpenAPI page says of each corporate endpoint, by catalogue name: kept here so a routes file
 * reads as the list of its endpoints.
 */
import { CODE_SEND_ROUTE_LIMIT } from '../account/code-limits.ts';
import { CORP_CLIENT_LIMITS, CORP_CLIENT_LINK_HOURS } from './corporate-clients.service.ts';

const MEMBERS_ONLY =
  'Only a member of a company (corporate_members) sees and adds its clients: anyone else 403 NOT_CORPORATE_MEMBER; a guest token 401.';
const SENDS = `A link works ${CORP_CLIENT_LINK_HOURS} h, once. Limits (429 RATE_LIMITED, the true wait in Retry-After and in words): ${CORP_CLIENT_LIMITS.sendsPerMemberPerHour} links an hour per member, ${CORP_CLIENT_LIMITS.sendsPerRecipientPerHour} an hour per email or phone; a client's link again after ${CORP_CLIENT_LIMITS.resendAfterSeconds} s; per client address only a burst guard of ${CODE_SEND_ROUTE_LIMIT.max} calls a minute.`;

export const corporateDocs = {
  corpClients: `${MEMBERS_ONLY} status: pending, expired (send again) or verified; account once verified: member, no_account (the link still signs up) or other_company.`,
  addCorpClient: `${MEMBERS_ONLY} name and either email or phone (+ country_code, default the locale's country); the link goes there by mail or SMS. 409 CORP_CLIENT_EXISTS (already on the list), CORP_CLIENT_ALREADY_MEMBER (already books for the company). ${SENDS}`,
  sendCorpClientLink: `${MEMBERS_ONLY} Another company's or an unknown client_id: 404 CORP_CLIENT_NOT_FOUND alike. 409 CORP_CLIENT_LINK_USED once the link did its job. ${SENDS}`,
  corpClientLink:
    'Whoever holds the link (a guest token will do). state: ready (Confirm), sign_up (confirmed; sign up with the prefill and this token as signup corp_client), used, expired. Unknown or replaced token: 404 CORP_CLIENT_LINK_NOT_FOUND.',
  corpClientVerify:
    'The client is verified. outcome: added (the account with that email, or verified phone, now books for the company), already_member, other_company (it books for another company and is not moved), sign_up (no account: the same token signs up, with the prefill). 404 CORP_CLIENT_LINK_NOT_FOUND; 409 CORP_CLIENT_LINK_EXPIRED, CORP_CLIENT_LINK_USED.',
};
