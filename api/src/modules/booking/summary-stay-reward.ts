/**
 * The summary's stay reward (add_user_red_loyalty): where the signed-in user stands (spec §4's loyalty
 * status) and, when asked for and free, its line: a percent of the stay's all-in price up to its cap in
 * the stay's currency, after the member price and before points and redcash.
 */
import type { BookingAdjustment, BookingSummary } from '@rednest/shared/contracts';
import { conflict, forbidden } from '../../errors.ts';
import { STAY_REWARD_RULES } from '../../db/platform-data/content.ts';
import {
  stayRewardCap,
  stayRewardDiscount,
  stayRewardStanding,
  stayRewardStatus,
  type StayRewardCounts,
} from '../account/stay-reward.ts';
import { stayRewardAdjustment } from './summary.ts';

export async function stayRewardPick(
  source: { counts(userId: number): Promise<StayRewardCounts> } | undefined,
  f: { userId: number | null; use: boolean; corporate: boolean; currency: string; stayTotal: number; left: number },
): Promise<{ view: BookingSummary['stay_reward']; line: BookingAdjustment | null }> {
  if (f.userId === null || !source) {
    if (f.use) throw forbidden('STAY_REWARD_SIGN_IN', 'Sign in to use your stay reward.');
    return { view: null, line: null };
  }
  const standing = stayRewardStanding(await source.counts(f.userId));
  const cap = stayRewardCap(f.currency);
  const applicable = !f.corporate && cap !== null;
  const discount = applicable ? stayRewardDiscount({ stayTotal: f.stayTotal, left: f.left }, cap) : 0;
  let line: BookingAdjustment | null = null;
  if (f.use) {
    if (!applicable)
      throw conflict(
        'STAY_REWARD_NOT_APPLICABLE',
        f.corporate
          ? 'A stay reward cannot be used with a corporate rate.'
          : `A stay reward cannot pay for stays priced in ${f.currency}.`,
      );
    if (standing.available === 0)
      throw conflict(
        'STAY_REWARD_NOT_AVAILABLE',
        `You have no stay reward to use yet: complete ${standing.remaining} more ${standing.remaining === 1 ? 'stay' : 'stays'} to earn one.`,
      );
    if (discount === 0) throw conflict('STAY_REWARD_NO_VALUE', 'Nothing is left to pay on this stay for the reward.');
    line = stayRewardAdjustment(discount);
  }
  return {
    view: {
      status: line
        ? 'availed'
        : applicable
          ? stayRewardStatus({ loyaltyType: null, remaining: standing.remaining })
          : 'not_applicable',
      remaining_bookings: standing.remaining,
      every_stays: STAY_REWARD_RULES.every_stays,
      percent: STAY_REWARD_RULES.percent,
      max_discount: cap ?? 0,
      discount,
    },
    line,
  };
}
