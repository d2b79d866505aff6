/**
 * The card provider as the API sees it ("through a payment-provider interface"). The
 * sandbox gateway implements it today; a real provider is another implementation of the same two
 * calls plus its webhook verification. A module of its own, below payment and booking: both ask the
 * provider (a booking's payment, a change of dates' difference) and neither imports the other for it.
 */
export interface Checkout {
  id: string;
  url: string;
}

export interface CardProvider {
  readonly name: string;
  createCheckout(input: {
    amount: number;
    currency: string;
    reference: string;
    description: string;
    successUrl: string;
    cancelUrl: string;
    webhookUrl: string;
  }): Promise<Checkout>;
  /**
   * asks for part or all of a checkout's money back; the result comes as a refund event carrying
   * `reference` back. The same reference asked again answers the same refund (no second refund).
   */
  refund(input: { checkoutId: string; amount: number; reference: string }): Promise<{ id: string }>;
  /**
   * closes an open checkout so it takes no payment (its order ended): 'expired', or 'paid' when the
   * payment beat it (its success event is on the way)
   */
  expireCheckout(checkoutId: string): Promise<'expired' | 'paid'>;
  /** where a checkout stands at the provider (for payments whose webhook never came); null: unknown there */
  fetchCheckout(checkoutId: string): Promise<{
    status: 'open' | 'requires_action' | 'succeeded' | 'failed' | 'expired';
    amount: number;
    currency: string;
  } | null>;
}

export class ProviderUnavailable extends Error {}

/** bank transfer through a virtual account the provider opens; the money arrives as a payment event */
export interface VirtualAccount {
  id: string;
  vaNumber: string;
  bank: string;
  expiresAt: string;
  simulateUrl: string | null;
}
export interface TransferProvider {
  createVirtualAccount(input: {
    amount: number;
    currency: string;
    reference: string;
    expiresAt: Date;
    webhookUrl: string;
  }): Promise<VirtualAccount>;
  /** closes an open account before its expiry (its order ended): 'expired', or 'paid' when the transfer beat it */
  expireVirtualAccount(accountId: string): Promise<'expired' | 'paid'>;
}

export function sandboxProvider(config: { gatewayUrl: string; apiKey: string }): CardProvider & TransferProvider {
  /** 200: closed now (or already); 409: paid first; 404: unknown there, nothing to close */
  async function expire(path: string): Promise<'expired' | 'paid'> {
    let res: Response;
    try {
      res = await fetch(`${config.gatewayUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}` },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(`gateway unreachable: ${(error as Error).message}`);
    }
    if (res.status === 200 || res.status === 404) return 'expired';
    if (res.status === 409) return 'paid';
    throw new ProviderUnavailable(`gateway answered ${res.status} to an expiry`);
  }
  return {
    name: 'sandbox',
    async createCheckout(input) {
      let res: Response;
      try {
        res = await fetch(`${config.gatewayUrl}/v1/checkout_sessions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({
            amount: input.amount,
            currency: input.currency,
            reference: input.reference,
            description: input.description,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            webhook_url: input.webhookUrl,
          }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new ProviderUnavailable(`card gateway unreachable: ${(error as Error).message}`);
      }
      if (res.status !== 201) throw new ProviderUnavailable(`card gateway answered ${res.status}`);
      const body = (await res.json()) as { id: string; url: string };
      return { id: body.id, url: body.url };
    },
    async createVirtualAccount(input) {
      let res: Response;
      try {
        res = await fetch(`${config.gatewayUrl}/v1/virtual_accounts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({
            amount: input.amount,
            currency: input.currency,
            reference: input.reference,
            expires_at: input.expiresAt.toISOString(),
            webhook_url: input.webhookUrl,
          }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new ProviderUnavailable(`gateway unreachable: ${(error as Error).message}`);
      }
      if (res.status !== 201) throw new ProviderUnavailable(`gateway answered ${res.status} to a virtual account`);
      const body = (await res.json()) as {
        id: string;
        va_number: string;
        bank: string;
        expires_at: string;
        simulate_url?: string;
      };
      return {
        id: body.id,
        vaNumber: body.va_number,
        bank: body.bank,
        expiresAt: body.expires_at,
        simulateUrl: body.simulate_url ?? null,
      };
    },
    async expireCheckout(checkoutId) {
      return expire(`/v1/checkout_sessions/${encodeURIComponent(checkoutId)}/expire`);
    },
    async expireVirtualAccount(accountId) {
      return expire(`/v1/virtual_accounts/${encodeURIComponent(accountId)}/expire`);
    },
    async fetchCheckout(checkoutId) {
      let res: Response;
      try {
        res = await fetch(`${config.gatewayUrl}/v1/checkout_sessions/${encodeURIComponent(checkoutId)}`, {
          headers: { authorization: `Bearer ${config.apiKey}` },
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new ProviderUnavailable(`card gateway unreachable: ${(error as Error).message}`);
      }
      if (res.status === 404) return null;
      if (res.status !== 200) throw new ProviderUnavailable(`card gateway answered ${res.status} to a status request`);
      const body = (await res.json()) as {
        status: 'open' | 'requires_action' | 'succeeded' | 'failed' | 'expired';
        amount: number;
        currency: string;
      };
      return { status: body.status, amount: body.amount, currency: body.currency };
    },
    async refund(input) {
      let res: Response;
      try {
        res = await fetch(`${config.gatewayUrl}/v1/refunds`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({ session_id: input.checkoutId, amount: input.amount, reference: input.reference }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new ProviderUnavailable(`card gateway unreachable: ${(error as Error).message}`);
      }
      if (res.status !== 201 && res.status !== 200)
        throw new ProviderUnavailable(`card gateway answered ${res.status} to a refund`);
      return { id: ((await res.json()) as { id: string }).id };
    },
  };
}
