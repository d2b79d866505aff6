/** Payment rows as the payment repository's parts answer them. */
import type { PaymentStatus } from './payment-event.repository.ts';

/** what the latest payment attempt of a booking tells its owner (payment/last-payment.ts makes it the DTO) */
export interface LastPaymentRow {
  method: string;
  status: string;
  failureReason: string | null;
  amountMinor: number;
  currency: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date | null;
}
export interface PaymentRow {
  id: number;
  /** null for a club plan bought alone */
  bookingId: number | null;
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  redirectUrl: string | null;
  providerRef: string | null;
}
