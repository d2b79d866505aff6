/**
 * The profile fields of spec §3 that are not columns of `users` but follow from the user's other
 * rows: bookings, their payments and changes of dates. One read per profile answer
 * (`readUserFacts`, user-facts.repository.ts), one pure function from those facts to the fields (`derivedProfile`), so the
 * rules are read and tested in one place; api/README.md "Profile fields" lists each field's source.
 */
import type { CorporateType, LoyaltyTier } from '@rednest/shared/contracts';
import type { StayRewardCounts } from './stay-reward.ts';

export interface UserFacts {
  /** every booking of the user, whatever its status (my_bookings_count) */
  bookings: number;
  /** stays that were paid or guaranteed: confirmed, checked in or completed */
  stays: number;
  /** held bookings still waiting for payment (hold not expired): "Finish paying" */
  awaitingPayment: number;
  /** changes of dates waiting for their difference to be paid (hold not expired) */
  dateChangesToPay: number;
  /** pay-at-hotel bookings the hotel ended as no-shows (cancel_reason 'no_show') */
  noShows: number;
  /** the company the user books for (corporate_members), or null */
  corporateCompanyId: number | null;
  /** redcash the user may spend now, per wallet currency (the ledger's lots not expired), minor units */
  redcash: Record<string, number>;
  /** points the user holds (the ledger's points account) */
  points: number;
  /** the club membership covering today in the user's home country (club_memberships), or null */
  membershipId: number | null;
  /** completed stays and the stay rewards used and held (account/stay-reward.repository.ts) */
  stayRewards: StayRewardCounts;
}

export const NO_FACTS: UserFacts = {
  bookings: 0,
  stays: 0,
  awaitingPayment: 0,
  dateChangesToPay: 0,
  noShows: 0,
  corporateCompanyId: null,
  redcash: {},
  points: 0,
  membershipId: null,
  stayRewards: { completed: 0, used: 0, held: false },
};

/** A pay-at-hotel guest who did not come this many times pays up front from then on. */
export const PAH_NO_SHOW_LIMIT = 1;
/** Stays (confirmed, checked in, completed) from which a user is a repeat guest. */
export const REPEAT_STAYS = 2;

export interface DerivedProfile {
  bouquet_group: string;
  bouquet_segment: string;
  big_member: boolean;
  pay_at_hotel: boolean;
  usertype: string;
  have_notification: boolean;
  show_hp_popup: boolean;
  kyc_details: null;
  secondary_verified_phone: string | null;
}

/**
 * Segments (spec §9: a guest is group T, segment guest): a signed-in user without a stay yet is
 * `member` (group M), with one stay `booker` (B), with REPEAT_STAYS or more `repeat` (R).
 */
export function derivedProfile(
  user: { clubMember: boolean; loyaltyTier: LoyaltyTier | string; corporateType: CorporateType | null },
  facts: UserFacts,
): DerivedProfile {
  const segment = facts.stays >= REPEAT_STAYS ? 'repeat' : facts.stays >= 1 ? 'booker' : 'member';
  return {
    bouquet_group: { member: 'M', booker: 'B', repeat: 'R' }[segment],
    bouquet_segment: segment,
    // a club member in the top two loyalty tiers
    big_member: user.clubMember && (user.loyaltyTier === 'gold' || user.loyaltyTier === 'diamond'),
    pay_at_hotel: facts.noShows < PAH_NO_SHOW_LIMIT,
    usertype:
      user.corporateType === null ? 'customer' : user.corporateType === 'travel_agent' ? 'travel_agent' : 'corporate',
    have_notification: facts.awaitingPayment + facts.dateChangesToPay > 0,
    // the home page's "Finish paying" prompt (the abandoned booking)
    show_hp_popup: facts.awaitingPayment > 0,
    // KYC is a reseller's (spec §3 reseller extras); no reseller accounts exist yet
    kyc_details: null,
    // only one phone is kept per account (primary_phone_verified); no second one is stored
    secondary_verified_phone: null,
  };
}
