/**
 * The club as a member reads it (club_loyalty_plans, club_member, club_profile): the site country's plans, and
 * the memberships the member bought. A member is a user with an active membership covering today on
 * their home calendar; a renewal starts where their last one ends, so the days bought add up.
 */
import type {
  ClubLoyaltyPlans,
  ClubMember,
  ClubMembershipOrder,
  ClubMembership,
  ClubProfile,
  LoyaltyPrograms,
} from '@rednest/shared/contracts';
import { COUNTRIES } from '@rednest/shared/contracts/locales';
import { nightsBetween, todayIn } from '@rednest/shared/format';
import { notFound } from '../../errors.ts';
import { CLUB_RULES, REDCASH_RULES } from '../../db/platform-data/content.ts';
import { requireLocale } from '../site/site.service.ts';
import type { MembershipRepository, MembershipRow } from './membership.repository.ts';

export interface MembershipDeps {
  repo: MembershipRepository;
  /** the site's plans with their words in its language (the content module's loyalty_programs) */
  programs(locale: string | undefined): Promise<Pick<LoyaltyPrograms, 'currency' | 'club_plans'>>;
  now: () => Date;
}

const view = (r: MembershipRow): ClubMembership => ({
  id: r.id,
  plan_id: r.planId,
  plan_name: r.planName,
  status: r.status === 'active' ? 'active' : 'pending',
  starts_on: r.startsOn,
  ends_on: r.endsOn,
  price: r.priceMinor,
  currency: r.currency,
});

export function createMembershipService(deps: MembershipDeps) {
  const standingOf = async (userId: number) => {
    const standing = await deps.repo.standing(userId, deps.now());
    if (!standing) throw notFound('USER_NOT_FOUND', 'This account no longer exists.');
    return standing;
  };
  const service = {
    async plans(userId: number | null, locale: string | undefined): Promise<ClubLoyaltyPlans> {
      const { country } = requireLocale(locale ?? 'en-id');
      const [programs, standing] = await Promise.all([
        deps.programs(locale),
        userId === null ? null : standingOf(userId),
      ]);
      const today = standing?.today ?? todayIn(COUNTRIES[country].timezone, deps.now());
      const coveredUntil = standing?.coveredUntil ?? null;
      return {
        currency: programs.currency,
        plans: [...programs.club_plans].sort((a, b) => a.order - b.order || a.id - b.id),
        member_discount_percent: CLUB_RULES.member_discount_percent,
        club_member: Boolean(standing?.current),
        membership: standing?.current ? view(standing.current) : null,
        next_start: coveredUntil && coveredUntil > today ? coveredUntil : today,
      };
    },

    async member(userId: number): Promise<ClubMember> {
      const [standing, history] = await Promise.all([standingOf(userId), deps.repo.history(userId)]);
      const current = standing.current;
      return {
        club_member: current !== null,
        cashback_percent: current ? REDCASH_RULES.club_cashback_percent : REDCASH_RULES.cashback_percent,
        member_discount_percent: current ? CLUB_RULES.member_discount_percent : 0,
        membership: current ? view(current) : null,
        days_left: current ? nightsBetween(standing.today, current.endsOn!) : 0,
        covered_until: standing.coveredUntil,
        memberships: history.map(view),
      };
    },

    /** club_profile: the standing club_member gives, and what member prices saved on paid stays */
    async profile(userId: number): Promise<ClubProfile> {
      const [member, savings, stays] = await Promise.all([
        service.member(userId),
        deps.repo.savings(userId),
        deps.repo.savedStays(userId, 50),
      ]);
      return {
        ...member,
        savings,
        saved_stays: stays.map((s) => ({
          booking_salt: s.bookingSalt,
          hotel_name: s.hotelName,
          check_in_date: s.checkIn,
          check_out_date: s.checkOut,
          status: s.status,
          currency: s.currency,
          saved: s.saved,
        })),
      };
    },

    /**
     * club_membership_order: a plan of the site's country ordered alone, waiting for its payment on the
     * payment screens (order_kind membership). Pressing Join again within a day answers the same order.
     */
    async order(userId: number, planId: number, locale: string | undefined): Promise<ClubMembershipOrder> {
      const { country } = requireLocale(locale ?? 'en-id');
      const plan = await deps.repo.plan(planId, country);
      if (!plan)
        throw notFound('PLAN_NOT_FOUND', 'This club plan is not sold here. Please choose one of the plans shown.');
      const standing = await standingOf(userId);
      const id = await deps.repo.order(
        { userId, planId, priceMinor: plan.priceMinor, currency: plan.currency },
        deps.now(),
      );
      const coveredUntil = standing.coveredUntil;
      return {
        member_id: id,
        plan_id: plan.id,
        plan_name: plan.name,
        amount: plan.priceMinor,
        currency: plan.currency,
        starts_on: coveredUntil && coveredUntil > standing.today ? coveredUntil : standing.today,
      };
    },
  };
  return service;
}
export type MembershipService = ReturnType<typeof createMembershipService>;
