import { useEndpointMutation, useEndpointQuery } from '@rednest/shared/api-client';
import type { PaymentLink } from '@rednest/shared/contracts';

/** POST booking/v16/send_payment_link: the owner has a pending booking's payment link sent to its email and/or phone. */
export function useSendPaymentLink() {
  return useEndpointMutation('sendPaymentLink');
}

const moving = (status: string | undefined) => status === 'requested' || status === 'processing';

/**
 * GET booking/v16/payment_link: what a link pays and whether it can still be paid. After the card
 * page sent the payer back (`poll`), it is asked again every 1.5 s while payable (the webhook
 * decides) and while `awaiting` holds (the booking paid another way, this payment's word still on
 * its way); and whenever the money paid through it is being given back, until its refund is done.
 */
export function usePaymentLink(
  token: string | undefined,
  options: { poll?: boolean; awaiting?: (link: PaymentLink) => boolean } = {},
) {
  const { poll, awaiting } = options;
  return useEndpointQuery('paymentLink', token ? { query: { token } } : null, {
    staleTime: 0,
    pollMs: (data: unknown) => {
      const link = data as PaymentLink | undefined;
      if (moving(link?.given_back?.refund_status)) return 1500;
      return poll && link && (link.state === 'payable' || awaiting?.(link)) ? 1500 : false;
    },
  });
}

/** POST booking/v16/payment_link/card_payment: the gateway's card page for the link's booking. */
export function usePaymentLinkCardPayment() {
  return useEndpointMutation('paymentLinkCardPayment');
}
