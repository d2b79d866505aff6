/**
 * check_availability (corporate site, instead of book_now): the stay priced at the caller's company's
 * amount and whether its rooms are on sale now for every night; nothing is held.
 */
import type {
  BookingSummary,
  CheckAvailabilityQuery,
  CorporateAvailability,
  SummaryBody,
} from '@rednest/shared/contracts';
import { AppError } from '../../errors.ts';
import { notCorporateClient } from './summary.ts';

/** what check_availability needs of a priced summary */
type PricedSummary = { summary: BookingSummary; availableRooms: number };

export async function corporateAvailability(
  summarize: (body: SummaryBody, caller: { userId: number | null }) => Promise<PricedSummary>,
  now: () => Date,
  query: CheckAvailabilityQuery,
  caller: { userId: number | null },
): Promise<CorporateAvailability> {
  const { total, ...choice } = query;
  const checkedAt = now().toISOString();
  if (caller.userId === null) throw notCorporateClient();
  let priced: PricedSummary;
  try {
    priced = await summarize({ ...choice, corporate: true }, caller);
  } catch (error) {
    if (error instanceof AppError && error.code === 'ROOM_SOLD_OUT') {
      return {
        available: false,
        unavailable_reason: 'ROOM_SOLD_OUT',
        available_rooms: 0,
        price_changed: false,
        summary: null,
        checked_at: checkedAt,
      };
    }
    throw error;
  }
  return {
    available: true,
    unavailable_reason: null,
    available_rooms: priced.availableRooms,
    price_changed: total !== undefined && total !== priced.summary.total,
    summary: priced.summary,
    checked_at: checkedAt,
  };
}
