import type { PlanPrice, PriceAvailability } from '@rednest/shared/contracts';

/** What the hotel page hands over in the URL: the property, a room type and a rate plan. */
export interface Choice {
  hotel: string;
  roomTypeId: number;
  ratePlanId: number;
}

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/;
const ID = /^[1-9]\d{0,9}$/;

/** The choice in the query, or null when any part is missing or malformed. */
export function choiceOf(params: URLSearchParams): Choice | null {
  const hotel = params.get('hotel') ?? '';
  const room = params.get('room_type_id') ?? '';
  const plan = params.get('rate_plan_id') ?? '';
  if (!SLUG.test(hotel) || !ID.test(room) || !ID.test(plan)) return null;
  return { hotel, roomTypeId: Number(room), ratePlanId: Number(plan) };
}

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
