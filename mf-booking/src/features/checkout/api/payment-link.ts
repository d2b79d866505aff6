import { useEndpointMutation, useEndpointQuery } from '@rednest/shared/api-client';
import type { PaymentLink } from '@rednest/shared/contracts';

/** POST booking/v16/send_payment_link: the owner has a pending booking's payment link sent to its email and/or phone. */
export function useSendPaymentLink() {
  return useEndpointMutation('sendPaymentLink');
}

/**
 * GET booking/v16/payment_link: what a link pays and whether it can still be paid. After the card
 * page sent the payer back (`poll`), it is asked again every 1.5 s while payable: the webhook decides.
 */
export function usePaymentLink(token: string | undefined, options: { poll?: boolean } = {}) {
  return useEndpointQuery('paymentLink', token ? { query: { token } } : null, {
    staleTime: 0,
    ...(options.poll ? { pollMs: (data: unknown) => ((data as PaymentLink | undefined)?.state === 'payable' ? 1500 : false) } : {}),
  });
}

/** POST booking/v16/payment_link/card_payment: the gateway's card page for the link's booking. */
export function usePaymentLinkCardPayment() {
  return useEndpointMutation('paymentLinkCardPayment');
}
