/**
 * What ends with a booking at the provider: when its guest releases or cancels it, every payment of
 * it still open there (a card checkout, one opened through a payment link, the checkout of a change
 * of dates' difference, a virtual account) is closed, so its page takes no card and its account no
 * transfer. Asked after the booking's transaction commits; a provider that is down leaves it open,
 * and money that arrives through it anyway is refunded whole by the webhook (paid_after_release).
 * A hold that ran out does not close them: money that arrives then may still confirm the booking
 * while its rooms are free (payment.repository applyEvent).
 *
 * Likewise once one payment has paid the booking (a card, a payment link, a transfer, pay at the
 * hotel), its other ways to pay its total are closed (`closeOthers`): a second payment would only be
 * given back (already_paid).
 */
import { ProviderUnavailable, type CardProvider, type TransferProvider } from '../payment-provider/gateway-client.ts';
import type { PaymentRepository } from './payment.repository.ts';

export function createOpenPaymentCloser(deps: {
  repo: Pick<PaymentRepository, 'openAtProvider' | 'expireOpen'>;
  provider: Pick<CardProvider, 'expireCheckout'> & Pick<TransferProvider, 'expireVirtualAccount'>;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}) {
  const closeAll = async (open: { id: number; method: string; providerRef: string }[]): Promise<void> => {
    for (const p of open) {
      try {
        const outcome =
          p.method === 'bank_transfer'
            ? await deps.provider.expireVirtualAccount(p.providerRef)
            : await deps.provider.expireCheckout(p.providerRef);
        // paid first: its success event applies (and is refunded whole: the booking ended, or was paid already)
        if (outcome === 'expired') await deps.repo.expireOpen(p.id, deps.now());
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        deps.log.warn({ err: error, payment: p.id }, 'could not close a payment at the provider');
      }
    }
  };
  return {
    /** every payment of an ended booking still open at the provider, a change's too */
    async close(bookingId: number): Promise<void> {
      await closeAll(await deps.repo.openAtProvider(bookingId));
    },
    /** a paid booking's other payments of its total still open at the provider */
    async closeOthers(bookingId: number): Promise<void> {
      await closeAll(await deps.repo.openAtProvider(bookingId, true));
    },
  };
}
export type OpenPaymentCloser = ReturnType<typeof createOpenPaymentCloser>;
