import { useEndpointQuery } from '@rednest/shared/api-client';

/**
 * POST booking/v16/get_feedback_options (spec §7: hmac-signed, with the user_segment header): what
 * rating a stay offers and whether it can be rated. The client signs it (the catalogue row's hmac).
 */
export function useFeedbackOptions(salt: string | null, userSegment: string) {
  return useEndpointQuery(
    'getFeedbackOptions',
    salt ? { body: { booking_salt: salt }, headers: { user_segment: userSegment } } : null,
    { staleTime: 0 },
  );
}
