import { useEndpointMutation, useEndpointQuery } from '@rednest/shared/api-client';
import type { StayChoiceQuery } from '@rednest/shared/contracts';

/** GET check_addon_availability: what the property sells for this stay. */
export function useAddOns(choice: StayChoiceQuery | null) {
  return useEndpointQuery('checkAddonAvailability', choice ? { query: choice } : null, { staleTime: 60_000 });
}

/** GET booking_summary_promos: codes on offer for this stay (refreshed after every change, since uses count). */
export function usePromos(choice: StayChoiceQuery | null) {
  return useEndpointQuery('bookingSummaryPromos', choice ? { query: choice } : null, { staleTime: 0 });
}

/** GET mkt_reward_list: the signed-in user's usable rewards for this stay (a guest: none); refreshed after every change. */
export function useMktRewards(choice: StayChoiceQuery | null) {
  return useEndpointQuery('mktRewardList', choice ? { query: choice } : null, { staleTime: 0 });
}

/** GET redcash_balance: the signed-in member's wallet (asked only when signed in), to offer paying with it. */
export function useWallet(signedIn: boolean) {
  return useEndpointQuery('redcashBalance', signedIn ? {} : null, { staleTime: 0 });
}

/** GET club_loyalty_plans: the site country's club plans, to offer joining with this stay (asked only when signed in). */
export function useClubPlans(signedIn: boolean, locale: string) {
  return useEndpointQuery('clubLoyaltyPlans', signedIn ? { query: { locale } } : null, { staleTime: 300_000 });
}

/** GET special_request_history: the signed-in user's earlier requests to properties, to ask again in one tap. */
export function useEarlierRequests(signedIn: boolean) {
  return useEndpointQuery('specialRequestHistory', signedIn ? {} : null, { staleTime: 300_000 });
}

/**
 * The calls that answer the whole summary for the guest's picks: POST booking_summary,
 * apply_coupan_code, remove_coupan_code, apply_mkt_reward, remove_mkt_reward, remove_redcash, apply_door_points, remove_door_points, remove_membership, add_user_red_loyalty, remove_user_red_loyalty, and on the corporate
 * site reapply_corporate_amount.
 */
export function useSummaryCalls() {
  return {
    summary: useEndpointMutation('bookingSummary'),
    applyCoupon: useEndpointMutation('applyCouponCode'),
    removeCoupon: useEndpointMutation('removeCouponCode'),
    applyReward: useEndpointMutation('applyMktReward'),
    removeReward: useEndpointMutation('removeMktReward'),
    removeRedcash: useEndpointMutation('removeRedcash'),
    applyPoints: useEndpointMutation('applyDoorPoints'),
    removePoints: useEndpointMutation('removeDoorPoints'),
    removeMembership: useEndpointMutation('removeMembership'),
    addStayReward: useEndpointMutation('addUserRedLoyalty'),
    removeStayReward: useEndpointMutation('removeUserRedLoyalty'),
    reapplyCorporate: useEndpointMutation('reapplyCorporateAmount'),
  };
}
