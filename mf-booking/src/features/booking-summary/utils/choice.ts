import type { PlanPrice, PriceAvailability } from '@rednest/shared/contracts';
import { summaryChoiceOf, type SummaryChoice } from '@rednest/shared/remote/summary-first-view';

/** What the hotel page hands over in the URL: the property, a room type and a rate plan. */
export type Choice = SummaryChoice;

/**
 * The choice in the query, or null when any part is missing or malformed: read as the edge reads
 * it when it asks the summary's first calls (summary-first-view.ts).
 */
export const choiceOf: (params: URLSearchParams) => Choice | null = summaryChoiceOf;

/** The chosen room and plan in the server's answer, or why they cannot be booked. */
export function findChoice(
  a: PriceAvailability,
  c: Choice,
):
  | { room: PriceAvailability['room_prices'][number]; plan: PlanPrice }
  | { unavailable: 'room' | 'sold_out' | 'too_small' | 'plan' } {
  const room = a.room_prices.find((r) => r.room_type_id === c.roomTypeId);
  if (!room) return { unavailable: 'room' };
  if (room.sold_out) return { unavailable: 'sold_out' };
  if (!room.fits) return { unavailable: 'too_small' };
  const plan = room.plans.find((p) => p.rate_plan_id === c.ratePlanId);
  return plan ? { room, plan } : { unavailable: 'plan' };
}
