/**
 * Which ways to pay an order offers. One pure function, so the rules are read and
 * tested in one place (api/README.md "Ways to pay" lists them):
 *   - card: any pending order;
 *   - pay at hotel: a pending booking at a property that offers it (`properties.pay_at_hotel`),
 *     on a refundable rate plan (a non-refundable plan's guest would owe money they never
 *     promised to bring), checking in within PAH_MAX_LEAD_DAYS days, and before the end of the
 *     check-in day at the hotel (the last arrival slot), and not for a signed-in guest who already
 *     missed a stay they were to pay at the hotel (PAH_NO_SHOW_LIMIT no-shows; profile field pay_at_hotel),
 *     and not for an order that also buys a club plan (the hotel does not sell memberships);
 *   - bank transfer: a pending order in IDR (virtual accounts are an Indonesian rail) while the
 *     check-in time is at least BANK_TRANSFER_MINUTES away (the account must close before arrival);
 *   - nothing is payable once the order is no longer pending.
 * The default (what the payment screen preselects) is the first available in PAYMENT_METHODS order.
 */
import type { PaymentMethod, PaymentOption } from '@rednest/shared/contracts/dto';
import { PAYMENT_METHODS } from '@rednest/shared/contracts/dto';
import { hotelInstant } from '../booking/cancellation-policy.ts';
import { PAH_NO_SHOW_LIMIT } from '../account/user-facts.ts';

export const PAH_MAX_LEAD_DAYS = 30;
/** how long a virtual account stays open (the booking's hold is kept as long) */
export const BANK_TRANSFER_MINUTES = 60;
/** the last arrival slot ends at midnight, hotel time */
export const LAST_ARRIVAL = '24:00';

export interface OrderFacts {
  status: string;
  total: number;
  currency: string;
  /** hotel facts (bookings) */
  payAtHotel: boolean;
  refundable: boolean;
  checkIn: string;
  checkInTime: string;
  timezone: string;
  now: Date;
  /** the signed-in booker's pay-at-hotel no-shows (0 for a guest booking) */
  noShows?: number;
  /** the order also buys a club plan (a membership line): the hotel cannot take that money */
  clubPlan?: boolean;
}

export function pahVerdict(f: Omit<OrderFacts, 'status' | 'total' | 'currency'>): string | null {
  if (!f.payAtHotel) return 'PAH_NOT_OFFERED';
  if (f.clubPlan) return 'PAH_CLUB_PLAN';
  if (!f.refundable) return 'PAH_NON_REFUNDABLE';
  if ((f.noShows ?? 0) >= PAH_NO_SHOW_LIMIT) return 'PAH_NOT_FOR_GUEST';
  const start = hotelInstant(f.checkIn, f.checkInTime, f.timezone).getTime();
  if (start - f.now.getTime() > PAH_MAX_LEAD_DAYS * 86_400_000) return 'PAH_TOO_FAR_AHEAD';
  if (hotelInstant(f.checkIn, LAST_ARRIVAL, f.timezone).getTime() <= f.now.getTime()) return 'PAH_TOO_LATE';
  return null;
}

export function bankTransferVerdict(
  f: Pick<OrderFacts, 'currency' | 'checkIn' | 'checkInTime' | 'timezone' | 'now'>,
): string | null {
  if (f.currency !== 'IDR') return 'BANK_TRANSFER_NOT_FOR_CURRENCY';
  if (hotelInstant(f.checkIn, f.checkInTime, f.timezone).getTime() - f.now.getTime() < BANK_TRANSFER_MINUTES * 60_000)
    return 'BANK_TRANSFER_TOO_LATE';
  return null;
}

type Options = { options: PaymentOption[]; default_method: PaymentMethod | null };

/** each method with its verdict (null: available) and dues; the default is the first available in PAYMENT_METHODS order */
function optionsOf(
  reasons: Record<PaymentMethod, string | null>,
  dues: (method: PaymentMethod) => Pick<PaymentOption, 'due_now' | 'due_at_hotel'>,
): Options {
  const options = PAYMENT_METHODS.map((method): PaymentOption => ({
    method,
    available: reasons[method] === null,
    reason: reasons[method],
    ...dues(method),
  }));
  return { options, default_method: options.find((o) => o.available)?.method ?? null };
}

export function paymentOptions(f: OrderFacts): Options {
  const pending = f.status === 'pending';
  return optionsOf(
    {
      card: pending ? null : 'ORDER_NOT_PENDING',
      pay_at_hotel: pending ? pahVerdict(f) : 'ORDER_NOT_PENDING',
      bank_transfer: pending ? bankTransferVerdict(f) : 'ORDER_NOT_PENDING',
    },
    (method) =>
      method === 'pay_at_hotel' ? { due_now: 0, due_at_hotel: f.total } : { due_now: f.total, due_at_hotel: 0 },
  );
}

/** hour slots from the check-in time's hour to midnight, hotel time; an hour that has ended is not available */
export function arrivalSlots(f: {
  checkIn: string;
  checkInTime: string;
  timezone: string;
  now: Date;
}): { id: string; from: string; to: string; available: boolean }[] {
  const first = Number(f.checkInTime.slice(0, 2));
  const slots = [];
  for (let h = Number.isInteger(first) ? first : 14; h < 24; h += 1) {
    const from = `${String(h).padStart(2, '0')}:00`;
    const to = `${String(h + 1).padStart(2, '0')}:00`;
    slots.push({
      id: `${from}-${to}`,
      from,
      to,
      available: hotelInstant(f.checkIn, to, f.timezone).getTime() > f.now.getTime(),
    });
  }
  return slots;
}

/**
 * A club plan bought alone: by card only. The hotel does not sell memberships, and a virtual account's
 * rules are written for a stay (it must close before check-in), so bank transfer waits for rules of its own.
 */
export function membershipPaymentOptions(f: { status: string; total: number }): Options {
  const pending = f.status === 'pending';
  return optionsOf(
    {
      card: pending ? null : 'ORDER_NOT_PENDING',
      pay_at_hotel: pending ? 'PAH_CLUB_PLAN' : 'ORDER_NOT_PENDING',
      bank_transfer: pending ? 'BANK_TRANSFER_NOT_FOR_ORDER' : 'ORDER_NOT_PENDING',
    },
    (method) => ({ due_now: method === 'pay_at_hotel' ? 0 : f.total, due_at_hotel: 0 }),
  );
}
