/**
 * A booking's latest payment attempt as its owner reads it (get_booking, incomplete_card_booking_status
 * and payment_options answer it as `last_payment`): the payment's stored state in the
 * words of the payment pages, so a guest back from the card page is told that the card was declined
 * rather than only that the booking is not paid.
 */
import type { ExtraPayment, LastPayment, PaymentAttemptMethod, PaymentOutcome } from '@rednest/shared/contracts';
import { isOneOf, PAYMENT_DECLINE_REASONS } from '@rednest/shared/contracts';
import type { ExtraPaymentRow, LastPaymentRow } from './payment.repository.ts';

const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** payments.status → what the guest is told; a failure is a decline when the bank refused the card */
function outcomeOf(row: LastPaymentRow, now: Date): { status: PaymentOutcome; reason: string | null } {
  switch (row.status) {
    case 'created':
    case 'requires_action':
      return { status: 'pending', reason: null };
    case 'failed':
      // 'declined' is how failures were stored before the provider's decline code was kept
      if (row.failureReason === null || row.failureReason === 'declined')
        return { status: 'declined', reason: 'card_declined' };
      return isOneOf(PAYMENT_DECLINE_REASONS, row.failureReason)
        ? { status: 'declined', reason: row.failureReason }
        : { status: 'failed', reason: row.failureReason };
    case 'succeeded':
      return { status: 'succeeded', reason: row.failureReason };
    case 'due_at_hotel':
      return { status: 'due_at_hotel', reason: null };
    case 'awaiting_transfer':
      // the virtual account closed before the money came (the sweeper ends the hold with it)
      return row.expiresAt && row.expiresAt.getTime() <= now.getTime()
        ? { status: 'expired', reason: null }
        : { status: 'awaiting_transfer', reason: null };
    default:
      return { status: 'expired', reason: row.failureReason };
  }
}

export function toLastPayment(row: LastPaymentRow | null, now: Date): LastPayment | null {
  if (!row) return null;
  const { status, reason } = outcomeOf(row, now);
  return {
    method: row.method as PaymentAttemptMethod,
    status,
    amount: row.amountMinor,
    currency: row.currency,
    attempted_at: iso(row.createdAt),
    declined_at: status === 'declined' ? iso(row.updatedAt) : null,
    reason_code: reason,
  };
}

/** a payment that came after the booking was paid, and where its refund (all of it) stands */
export function toExtraPayment(row: ExtraPaymentRow): ExtraPayment {
  return {
    method: row.method as PaymentAttemptMethod,
    amount: row.amountMinor,
    currency: row.currency,
    paid_at: iso(row.paidAt),
    refund_status: row.refundStatus as ExtraPayment['refund_status'],
    refunded_at: row.refundStatus === 'refunded' && row.refundedAt ? iso(row.refundedAt) : null,
  };
}
