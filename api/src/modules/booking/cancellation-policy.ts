/**
 * The cancellation policy engine: what a guest gets back when they cancel a paid stay
 * at a given moment. The deadline is in the hotel's time: "free until 48 hours before check-in"
 * means 48 hours before the check-in time on the check-in day, in the hotel's time zone.
 *   - non-refundable plan: nothing back;
 *   - before the deadline: everything back;
 *   - after it (the stay not begun): `fee_percent` of what was paid is kept, half up;
 *   - from check-in time on: cancelling is no longer possible (NO_SHOW rules apply at the hotel).
 */
import type { BookingAdjustment, CancellationPolicy } from '@rednest/shared/contracts';

/**
 * What a booking's guest paid for the stay: its total less a club plan bought with it (a membership
 * line). The plan is the member's once paid: cancelling the stay refunds the stay by its policy and
 * leaves the membership running.
 */
export function paidForStay(totalMinor: number, adjustments: readonly BookingAdjustment[] | null): number {
  return totalMinor - (adjustments ?? []).reduce((sum, a) => sum + (a.kind === 'membership' ? a.amount : 0), 0);
}

export type RefundRule = 'free' | 'fee' | 'non_refundable' | 'too_late';
export interface RefundQuote {
  rule: RefundRule;
  refund: number;
  fee: number;
  deadline: Date | null;
}

/** the instant of a hotel-local date and time (YYYY-MM-DD, HH:MM) in its IANA zone */
export function hotelInstant(date: string, time: string, timezone: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const utcGuess = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), h, m);
  // the zone's offset at that moment: format the guess in the zone and compare
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(utcGuess));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asLocal = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(utcGuess - (asLocal - utcGuess));
}

export function refundQuote(input: {
  policy: CancellationPolicy;
  paid: number;
  checkIn: string;
  checkInTime: string;
  timezone: string;
  now: Date;
}): RefundQuote {
  const start = hotelInstant(input.checkIn, input.checkInTime, input.timezone);
  if (input.now.getTime() >= start.getTime()) return { rule: 'too_late', refund: 0, fee: input.paid, deadline: null };
  if (!input.policy.refundable || input.policy.free_until_hours_before_check_in === null) {
    return { rule: 'non_refundable', refund: 0, fee: input.paid, deadline: null };
  }
  const deadline = new Date(start.getTime() - input.policy.free_until_hours_before_check_in * 3_600_000);
  if (input.now.getTime() < deadline.getTime()) return { rule: 'free', refund: input.paid, fee: 0, deadline };
  const fee = Math.min(input.paid, Math.floor((input.paid * input.policy.fee_percent + 50) / 100));
  return { rule: 'fee', refund: input.paid - fee, fee, deadline };
}
