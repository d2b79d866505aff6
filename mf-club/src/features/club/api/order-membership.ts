import { useEndpointMutation } from '@rednest/shared/api-client';

/** POST login v16 club_membership_order (ours): order a plan alone, then pay it on the payment screens. */
export function useOrderMembership() {
  return useEndpointMutation('clubMembershipOrder');
}
