import { useEndpointMutation } from '@rednest/shared/api-client';

/** POST login/v16/save_user_payment_options: the preferred way to pay, preselected on the payment screen. */
export function useSavePaymentPreference() {
  return useEndpointMutation('saveUserPaymentOptions');
}
