import { useEndpointQuery } from '@rednest/shared/api-client';

/** What the calendar prices: a place (listing) or one hotel, for the rooms and guests asked. */
export interface PriceScope {
  location?: string;
  hotel?: string;
  rooms: number;
  guest: number;
}

/**
 * GET hotels/price_calendar: the lowest all-in price of one night from each day of a month, one
 * call per month shown; kept five minutes (prices move slowly, and paging back shows them at once).
 */
export function usePriceCalendar(scope: PriceScope | null | undefined, month: string) {
  const input =
    scope && (scope.location || scope.hotel)
      ? {
          query: {
            month,
            rooms: scope.rooms,
            guest: scope.guest,
            ...(scope.hotel ? { hotel: scope.hotel } : { location: scope.location }),
          },
        }
      : null;
  return useEndpointQuery('priceCalendar', input, { staleTime: 5 * 60_000 });
}
