/**
 * Catalogue rows (endpoints.ts joins them). The member's wallet: redcash and points as the ledger
 * holds them; served by api/src/modules/ledger.
 */
import { def, type EndpointDef } from '../endpoint-def';

export const LEDGER_ENDPOINTS = {
  redcashBalance: def({
    host: 'login',
    version: 16,
    method: 'GET',
    path: 'redcash_balance',
    auth: 'user',
    body: 'none',
    response: 'json',
    summary: "The signed-in member's redcash now, what bookings on hold keep of it, the soonest to expire, and points.",
  }),
  redcashHistory: def({
    host: 'login',
    version: 16,
    method: 'GET',
    path: 'redcash_history',
    auth: 'user',
    body: 'none',
    response: 'json',
    summary: "Ours (not in the spec): every movement of the signed-in member's redcash, newest first, 20 a page.",
  }),
  recentRedpoints: def({
    host: 'login',
    version: 16,
    method: 'GET',
    path: 'recent_redpoints',
    auth: 'user',
    body: 'none',
    response: 'json',
    summary:
      "The signed-in member's points, tier, what a point is worth and the movements behind the balance, newest first, 20 a page.",
  }),
  markShowAnimation: def({
    host: 'login',
    version: 16,
    method: 'POST',
    path: 'mark_show_animation',
    auth: 'user',
    body: 'none',
    response: 'json',
    summary: 'Records that the member saw their tier-up animation, so it is shown once.',
  }),
  referral: def({
    host: 'login',
    version: 16,
    method: 'GET',
    path: 'referral',
    auth: 'token',
    body: 'none',
    response: 'json',
    summary:
      "Ours (not in the spec): refer and earn's rules, and for a signed-in member their code, their friends' progress and what they earned.",
  }),
  applyReferralCode: def({
    host: 'login',
    version: 16,
    method: 'POST',
    path: 'apply_referral_code',
    auth: 'user',
    body: 'json',
    response: 'json',
    summary: "Ours (not in the spec): a new member enters a friend's referral code and gets the welcome reward.",
  }),
  clubLoyaltyPlans: def({
    host: 'login',
    version: 16,
    method: 'GET',
    path: 'club_loyalty_plans',
    auth: 'token',
    body: 'none',
    response: 'json',
    summary: "The site country's club plans ranked by order, and whether the caller is a member and until when.",
  }),
  clubMember: def({
    host: 'login',
    version: 16,
    method: 'GET',
    path: 'club_member',
    auth: 'user',
    body: 'none',
    response: 'json',
    summary:
      "The signed-in member's club standing: the membership covering today, days left, renewals and every one bought.",
  }),
  clubInvoice: def({
    host: 'login',
    version: 16,
    method: 'GET',
    path: 'club_membership_invoice',
    auth: 'user',
    body: 'none',
    response: 'json',
    summary: "Ours: a paid club membership's invoice for its member, with a signed link to its PDF.",
  }),
  clubInvoicePdf: def({
    host: 'login',
    version: 16,
    method: 'GET',
    path: 'club_membership_invoice_pdf',
    auth: 'none',
    body: 'none',
    response: 'pdf',
    summary:
      "Ours: a membership's invoice as a PDF, through the signed, short-lived link club_membership_invoice gives.",
  }),
  clubProfile: def({
    host: 'login',
    version: 16,
    method: 'GET',
    path: 'club_profile',
    auth: 'user',
    body: 'none',
    response: 'json',
    summary:
      "The signed-in member's club history: their standing, every membership bought and what member prices saved.",
  }),
} satisfies Record<string, EndpointDef>;
