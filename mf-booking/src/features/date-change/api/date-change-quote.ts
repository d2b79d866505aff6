import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET booking/v16/booking_date_change_quote: the new stay priced by the server and the difference (nothing changes). */
export function useDateChangeQuote(input: { salt: string; checkIn: string; checkOut: string } | null) {
  return useEndpointQuery(
    'dateChangeQuote',
    input
      ? { query: { booking_salt: input.salt, check_in_date: input.checkIn, check_out_date: input.checkOut } }
      : null,
    { staleTime: 0 },
  );
}
