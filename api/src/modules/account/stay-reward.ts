/**
 * The stay reward, as rules (STAY_REWARD_RULES): every few completed stays earn one reward, a percent
 * off one later stay up to a cap in the stay's currency. Earned and used are counted from the user's
 * bookings (stay-reward.repository.ts), never stored as a counter; the status is spec §4's loyalty status.
 */
import { toMinor } from '@rednest/shared/format';
import { STAY_REWARD_RULES } from '../../db/platform-data/content.ts';

export type StayRewardStatus = 'availed' | 'available' | 'know_more' | 'not_applicable';

export interface StayRewardCounts {
  /** the user's completed stays */
  completed: number;
  /** their bookings holding or having used a reward: paid ones, and held ones whose hold runs */
  used: number;
  /** one of those is a held booking still waiting for its payment */
  held: boolean;
}

/** rewards free to use now, and the completed stays still needed for the next one (0 while one is free) */
export function stayRewardStanding(c: StayRewardCounts): { available: number; remaining: number } {
  const every = STAY_REWARD_RULES.every_stays;
  const available = Math.max(0, Math.floor(c.completed / every) - c.used);
  return { available, remaining: available > 0 ? 0 : every - (c.completed % every) };
}

/**
 * Spec §4: availed if user_loyalty_type is present; available if the remaining booking count is 0;
 * know_more if above 0; otherwise not_applicable (no count: a guest, or a stay the reward cannot pay).
 */
export function stayRewardStatus(f: { loyaltyType: string | null; remaining: number | null }): StayRewardStatus {
  if (f.loyaltyType) return 'availed';
  if (f.remaining === null) return 'not_applicable';
  return f.remaining === 0 ? 'available' : 'know_more';
}

/** the most a reward takes off a stay in `currency` (minor units), or null where it has no cap (not offered) */
export function stayRewardCap(currency: string): number | null {
  const major = STAY_REWARD_RULES.max_discount[currency];
  return major === undefined ? null : toMinor(major, currency);
}

/** what a reward takes off a stay: percent of its all-in price, rounded down, capped, never more than is left */
export function stayRewardDiscount(stay: { stayTotal: number; left: number }, cap: number): number {
  return Math.max(0, Math.min(Math.floor((stay.stayTotal * STAY_REWARD_RULES.percent) / 100), cap, stay.left));
}
