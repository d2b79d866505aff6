import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET booking/v16/checkins: the signed-in user's stays checking in today and recent check-outs (null: a guest, no call). */
export function useCheckins(signedIn: boolean) {
  return useEndpointQuery('checkins', signedIn ? {} : null, { staleTime: 0 });
}
