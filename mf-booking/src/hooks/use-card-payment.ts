import { useEndpointMutation } from '@rednest/shared/api-client';

/**
 * POST booking/v16/card_payment: a card checkout at the gateway for a pending booking's total. Here,
 * beside the features, because two of them open the card page: the summary's "Book and pay by card"
 * (booking-summary) and the ways to pay (payment); so does the payments page's "Try another card".
 */
export function useCardPayment() {
  return useEndpointMutation('cardPayment');
}
