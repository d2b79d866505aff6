/**
 * The club's rows: points and tiers (recent_redpoints, mark_show_animation), refer and earn (referral,
 * apply_referral_code), plans and memberships (club_loyalty_plans, club_member, club_profile).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';

const DOCS = {
  siteLoyaltyBenefits:
    "The loyalty rules of the locale's country (default en-id) as numbers in its currency (minor units): the member " +
    'price, cash back for guests and members, how much of a stay redcash may pay and for how long it is valid, what a ' +
    'point is worth and the points a night per tier, and the stay reward (every_stays completed stays earn percent off ' +
    "one stay, up to max_discount). you: a signed-in caller's tier, completed stays in the last 24 months and the " +
    "stay reward's loyalty status (spec §4); null for a guest. Unknown locale: 400 UNSUPPORTED_LOCALE.",
  recentRedpoints:
    "Always the caller's own. The tier counts completed stays whose check-out was within the last 24 months (silver 3, " +
    'gold 8, diamond 15) and never falls between reviews; an unknown tier reads as bronze. point_value is what one ' +
    "point takes off a stay in the member's home currency (minor units). Lines as redcash_history's: one per " +
    'movement, a reservation for a booking on hold pending, a hold that ended unpaid left out.',
  markShowAnimation:
    'Records that the caller saw the animation of the tier they hold now: recent_redpoints answers ' +
    'show_tier_animation false until their tier rises again. Asked twice, the same answer.',
  referral:
    "The rules in the member's home currency (a guest's: `country`'s, else Indonesia's). A signed-in member also " +
    'gets their code (made on first ask, 8 letters and digits), their friends by outcome (joined: waiting for a first ' +
    'completed stay; credited; refused: booked before, or over the monthly cap) and the redcash earned by referring.',
  applyReferralCode:
    "For a member who signed up without the link: a friend's code, any case. Answers the welcome reward (a fixed " +
    "marketing reward off a stay, in the home currency). Unknown code: 404 REFERRAL_NOT_FOUND; one's own (same email, " +
    "or the verified phone of the code's owner): 409 SELF_REFERRAL; a member with a paid booking: 409 REFERRAL_NOT_NEW; " +
    'a member who already joined with a code: 409 REFERRAL_ALREADY_USED.',
  clubLoyaltyPlans:
    "The plans of the locale's country (default en-id) ranked by order, prices in its currency (minor units). A " +
    'member also learns the membership covering today on their home calendar; next_start is the day a plan bought ' +
    "now would start: today, or where the caller's last active membership ends (a renewal never overlaps). " +
    'Unknown locale: 400 UNSUPPORTED_LOCALE.',
  clubMembershipOrder:
    "A plan of the locale's country (default en-id) ordered on its own, for the signed-in caller: answers the " +
    'order (member_id) to pay with payment_options and card_payment, order_kind membership. It starts when paid: ' +
    "today on the member's home calendar, or where their last membership ends (starts_on says which). Ordering " +
    "the same plan again within a day answers the same unpaid order. Another country's plan or an unknown one: " +
    '404 PLAN_NOT_FOUND.',
  clubMember:
    "Always the caller's own. club_member is true while an active membership covers today on the member's home " +
    'calendar (the capital of their country); days_left counts today; covered_until includes renewals bought ahead; ' +
    'memberships lists every one bought, newest first, one still waiting for its payment as pending. ' +
    'member_discount_percent is what a stay booked now takes off (0 for a non-member).',
  clubInvoice:
    "Ours. A paid membership's invoice for its member: plan, days covered, price paid, the booking it was paid " +
    "with. Another user's membership or an unknown one: 404 MEMBERSHIP_NOT_FOUND; one waiting for its booking's " +
    'payment: 409 MEMBERSHIP_NOT_PAID. pdf_url opens the same invoice as a PDF for 10 minutes without a token.',
  clubInvoicePdf:
    'Ours. The invoice of club_membership_invoice as a one-page PDF in the language the link carries. A wrong or ' +
    'expired link: 404 INVOICE_LINK_INVALID.',
  clubProfile:
    "Always the caller's own: club_member's answer, and what member prices saved. savings totals per currency the " +
    'club_discount lines of paid stays (confirmed, checked in or completed: a stay waiting for its payment or ' +
    'cancelled saved nothing); saved_stays lists those stays, newest check-in first, at most 50.',
} as const;

export async function clubRoutes(app: FastifyInstance, services: Services): Promise<void> {
  defineEndpoint(app, 'siteLoyaltyBenefits', {
    description: DOCS.siteLoyaltyBenefits,
    handler: async (request) => services.loyalty.siteBenefits(request.query.locale, request.auth.userId),
  });
  defineEndpoint(app, 'recentRedpoints', {
    description: DOCS.recentRedpoints,
    handler: async (request) => services.loyalty.recentRedpoints(request.auth.userId!, request.query.page ?? 1),
  });
  defineEndpoint(app, 'referral', {
    description: DOCS.referral,
    handler: async (request) => services.referrals.referral(request.auth.userId, request.query.country),
  });
  defineEndpoint(app, 'applyReferralCode', {
    description: DOCS.applyReferralCode,
    rateLimit: { max: 20, timeWindow: 60_000 },
    handler: async (request) => services.referrals.apply(request.auth.userId!, request.body.referral_code),
  });
  defineEndpoint(app, 'clubLoyaltyPlans', {
    description: DOCS.clubLoyaltyPlans,
    handler: async (request) => services.memberships.plans(request.auth.userId, request.query.locale),
  });
  defineEndpoint(app, 'clubMembershipOrder', {
    description: DOCS.clubMembershipOrder,
    handler: async (request) =>
      services.memberships.order(request.auth.userId!, request.body.plan_id, request.body.locale),
  });
  defineEndpoint(app, 'clubMember', {
    description: DOCS.clubMember,
    handler: async (request) => services.memberships.member(request.auth.userId!),
  });
  defineEndpoint(app, 'clubProfile', {
    description: DOCS.clubProfile,
    handler: async (request) => services.memberships.profile(request.auth.userId!),
  });
  defineEndpoint(app, 'clubInvoice', {
    description: DOCS.clubInvoice,
    handler: async (request) => services.membershipInvoices.invoice(request.auth.userId!, request.query.membership_id),
  });
  defineEndpoint(app, 'clubInvoicePdf', {
    description: DOCS.clubInvoicePdf,
    handler: async (request, reply) => {
      const pdf = await services.membershipInvoices.invoicePdf(request.query);
      // bytes, not a JSON string: sent as they are
      void reply
        .header('content-disposition', `inline; filename="${pdf.filename}"`)
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(Buffer.from(pdf.bytes));
    },
  });
  defineEndpoint(app, 'markShowAnimation', {
    description: DOCS.markShowAnimation,
    handler: async (request) => services.loyalty.markShowAnimation(request.auth.userId!),
  });
}
