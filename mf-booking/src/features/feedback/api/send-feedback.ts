import { useEndpointMutation } from '@rednest/shared/api-client';

/** POST booking/v16/guest-reviews/feedback-listener: rate a stay once; answers the property's new rating. */
export function useSendFeedback() {
  return useEndpointMutation('feedbackListener');
}
