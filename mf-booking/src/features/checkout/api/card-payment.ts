import { useEndpointMutation } from '@rednest/shared/api-client';

/** POST booking/v16/card_payment: a card checkout at the gateway for a pending booking's total. */
export function useCardPayment() {
  return useEndpointMutation('cardPayment');
}
