/**
 * The webhook's safety net: checkouts whose events never came are asked of the provider, every minute
 * on each instance (and once at start, by the composition root).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentService } from './payment.service.ts';

/** how often each instance asks the provider about checkouts whose events never came */
export const PAYMENT_SWEEP_MS = 60_000;

/** One pass of the payment status sweep; the composition root runs it on a timer (background.ts startSweepers). */
export function paymentSweep(deps: {
  payments: Pick<PaymentService, 'reconcile'>;
  sweepMinutes: number;
  log: FastifyBaseLogger;
}): () => void {
  return () => {
    deps.payments
      .reconcile(deps.sweepMinutes)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'payment status sweep failed'));
  };
}
