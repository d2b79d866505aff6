/**
 * What ends with a booking at the provider: when its guest releases or cancels it, every payment of
 * it still open there (a card checkout, one opened through a payment link, the checkout of a change
 * of dates' difference, a virtual account) is closed, so its page takes no card and its account no
 * transfer. Asked after the booking's transaction commits; a provider that is down leaves it open,
 * and money that arrives through it anyway is refunded whole by the webhook (paid_after_release).
 * A hold that ran out does not close them: money that arrives then may still confirm the booking
 * while its rooms are free (payment.repository applyEvent).
 */
import { ProviderUnavailable, type CardProvider, type TransferProvider } from './gateway-client.ts';
import type { PaymentRepository } from './payment.repository.ts';

export function createOpenPaymentCloser(deps: {
  repo: Pick<PaymentRepository, 'openAtProvider' | 'expireOpen'>;
  provider: Pick<CardProvider, 'expireCheckout'> & Pick<TransferProvider, 'expireVirtualAccount'>;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}) {
  return {
    async close(bookingId: number): Promise<void> {
      for (const p of await deps.repo.openAtProvider(bookingId)) {
        try {
          const outcome = p.method === 'bank_transfer' ? await deps.provider.expireVirtualAccount(p.providerRef) : await deps.provider.expireCheckout(p.providerRef);
          // paid first: its success event applies (and is refunded, the booking having ended)
          if (outcome === 'expired') await deps.repo.expireOpen(p.id, deps.now());
        } catch (error) {
          if (!(error instanceof ProviderUnavailable)) throw error;
          deps.log.warn({ err: error, payment: p.id }, 'could not close a payment of an ended booking at the provider');
        }
      }
    },
  };
}
export type OpenPaymentCloser = ReturnType<typeof createOpenPaymentCloser>;
