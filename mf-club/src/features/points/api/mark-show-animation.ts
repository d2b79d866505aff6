import { useEndpointMutation } from '@rednest/shared/api-client';

/** POST login v16 mark_show_animation: the tier-up animation was shown; it is not shown again. */
export function useMarkShowAnimation() {
  return useEndpointMutation('markShowAnimation');
}
