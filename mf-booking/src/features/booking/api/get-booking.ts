import { useEndpointQuery } from '@rednest/shared/api-client';
import type { Booking } from '@rednest/shared/contracts';

/** a payment or a refund is under way: its outcome comes by webhook, so the page asks again */
const moving = (status: string | undefined) => status === 'requested' || status === 'processing';
const stillMoving = (b: Booking | undefined) =>
  b?.status === 'pending' ||
  moving(b?.refund?.status) ||
  moving(b?.date_change?.refund?.status) ||
  (b?.extra_payments ?? []).some((e) => moving(e.refund_status));

/**
 * GET booking/v16/get_booking: a booking by its salt. While it is pending after the guest came
 * back from the card page, or a refund of it is under way, it is asked again every 1.5 s: the
 * result arrives by webhook. `awaiting` asks again while it holds too (a page waiting for one
 * payment's word on a booking already paid by another).
 */
export function useBooking(salt: string | null, options: { poll?: boolean; awaiting?: (b: Booking) => boolean } = {}) {
  const { poll, awaiting } = options;
  return useEndpointQuery('getBooking', salt ? { query: { booking_salt: salt } } : null, {
    staleTime: 0,
    ...(poll
      ? {
          pollMs: (data: unknown) => {
            const b = data as Booking | undefined;
            return stillMoving(b) || (b && awaiting?.(b)) ? 1500 : false;
          },
        }
      : {}),
  });
}
