/** Payment rows as the payment repository's parts answer them, and the columns each is read from. */
import { payments } from '../../db/schema/payment.ts';
import type { PaymentStatus } from './payment-event.repository.ts';

/** the columns of a PaymentRow */
export const paymentRowColumns = {
  id: payments.id,
  bookingId: payments.bookingId,
  status: payments.status,
  amountMinor: payments.amountMinor,
  currency: payments.currency,
  redirectUrl: payments.redirectUrl,
  providerRef: payments.providerRef,
};

/** the columns of a LastPaymentRow */
export const lastPaymentColumns = {
  method: payments.method,
  status: payments.status,
  failureReason: payments.failureReason,
  amountMinor: payments.amountMinor,
  currency: payments.currency,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
  expiresAt: payments.expiresAt,
};

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
