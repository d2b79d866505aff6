/**
 * The webhook's safety net: checkouts whose events never came are asked of the provider, every minute
 * on each instance (and once at start, by the composition root).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentService } from './payment.service.ts';

export function startPaymentSweeper(deps: {
  payments: Pick<PaymentService, 'reconcile'>;
  sweepMinutes: number;
  log: FastifyBaseLogger;
}): { runOnce(): void; stop(): void } {
  const runOnce = () => {
    deps.payments
      .reconcile(deps.sweepMinutes)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'payment status sweep failed'));
  };
  const timer = setInterval(runOnce, 60_000);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
