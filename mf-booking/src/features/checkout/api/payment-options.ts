import { useEndpointMutation, useEndpointQuery } from '@rednest/shared/api-client';

/** GET booking/v16/payment_options: the ways to pay an order (today a booking, by its salt). */
export function usePaymentOptions(salt: string | null) {
  return useEndpointQuery('paymentOptions', salt ? { query: { order_kind: 'booking', order_id: salt } } : null, { staleTime: 0 });
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
