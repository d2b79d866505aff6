import type { CancellationPolicy, PriceAvailability } from '@rednest/shared/contracts';

/** What book_now needs of the hotel module: the server's price of the stay and a plan's policy. */
export interface StayPricing {
  priceAvailability(
    hotel: string,
    query: { check_in_date: string; check_out_date: string; rooms: number; guest: number },
  ): Promise<PriceAvailability>;
  planPolicy(propertyId: number, ratePlanId: number): Promise<CancellationPolicy | null>;
}
