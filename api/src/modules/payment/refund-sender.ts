/**
 * Sends refund shares to the card provider: a share recorded as `requested` (a cancellation's
 * refund, money that arrived after its booking's hold was released) is asked for under our own
 * reference, so asking twice is one refund at the provider. A provider that is down leaves the
 * share requested; the booking module's sweeper asks again (`sendRequested`).
 */
import { ProviderUnavailable, type CardProvider } from '../payment-provider/gateway-client.ts';
import type { PaymentRepository } from './payment.repository.ts';
import type { RefundShare } from './refund.repository.ts';
import { refundReference } from '../payment-provider/refund-reference.ts';

export function createRefundSender(deps: {
  repo: Pick<PaymentRepository, 'refundShareAccepted' | 'requestedRefunds'>;
  provider: Pick<CardProvider, 'refund'>;
  log: { warn(obj: object, msg: string): void };
}) {
  const send = async (share: RefundShare): Promise<void> => {
    try {
      const refund = await deps.provider.refund({
        checkoutId: share.checkoutId,
        amount: share.amountMinor,
        reference: refundReference({ kind: 'part', id: share.partId }),
      });
      await deps.repo.refundShareAccepted(share.partId, refund.id);
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      deps.log.warn({ err: error, refundPart: share.partId }, 'refund request failed; will retry');
    }
  };
  return {
    send,
    /** every share still requested (up to `limit`), oldest first */
    async sendRequested(limit = 50): Promise<void> {
      for (const share of await deps.repo.requestedRefunds(limit)) await send(share);
    },
  };
}
