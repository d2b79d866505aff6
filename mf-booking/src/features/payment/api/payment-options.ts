import { useEndpointMutation, useEndpointQuery } from '@rednest/shared/api-client';

/** GET booking/v16/payment_options: the ways to pay an order (today a booking, by its salt). */
export function usePaymentOptions(salt: string | null) {
  return useEndpointQuery('paymentOptions', salt ? { query: { order_kind: 'booking', order_id: salt } } : null, {
    staleTime: 0,
  });
}

/** GET booking/v16/verify_pah: may this booking be paid at the hotel, and where the code goes. */
export function useVerifyPah(salt: string | null) {
  return useEndpointQuery('verifyPah', salt ? { query: { booking_salt: salt } } : null, { staleTime: 0 });
}

/** GET booking/v16/arrival_time_slots: the hour slots, hotel time. */
export function useArrivalSlots(salt: string | null) {
  return useEndpointQuery('arrivalTimeSlots', salt ? { query: { booking_salt: salt } } : null, { staleTime: 0 });
}

/** POST booking/v16/delayed_payments_otp: mail the code that confirms paying at the hotel. */
export function useDelayedPaymentsOtp() {
  return useEndpointMutation('delayedPaymentsOtp');
}

/** POST booking/v16/pay_at_hotel_payment: confirm the booking to be paid at the hotel. */
export function usePayAtHotel() {
  return useEndpointMutation('payAtHotelPayment');
}

/** POST booking/v16/bank_transfer_payment: the booking's virtual account (opened once). */
export function useBankTransfer() {
  return useEndpointMutation('bankTransferPayment');
}

/** GET booking/v16/payment_instruction: asked again every 3 s while the transfer is awaited (it arrives by webhook). */
export function usePaymentInstruction(salt: string | null) {
  return useEndpointQuery('paymentInstruction', salt ? { query: { booking_salt: salt } } : null, {
    staleTime: 0,
    pollMs: (data: unknown) =>
      (data as { status?: string } | undefined)?.status === 'awaiting_transfer' ? 3000 : false,
  });
}

/** POST booking/v16/view_proof_url: upload a transfer proof. */
export function useUploadProof() {
  return useEndpointMutation('uploadTransferProof');
}

/**
 * GET booking/v16/payment_options for a club plan bought alone (order_kind membership); asked again
 * every 2 s while `awaiting` (back from the card page, its webhook not yet in) and the order is pending.
 */
export function useMembershipPaymentOptions(memberId: number | null, awaiting: boolean) {
  return useEndpointQuery(
    'paymentOptions',
    memberId !== null ? { query: { order_kind: 'membership', order_id: String(memberId) } } : null,
    {
      staleTime: 0,
      pollMs: (data: unknown) => {
        const order = (data as { order?: { status?: string; last_payment?: { status?: string } | null } } | undefined)
          ?.order;
        return awaiting && order?.status === 'pending' && order.last_payment?.status !== 'declined' ? 2000 : false;
      },
    },
  );
}
