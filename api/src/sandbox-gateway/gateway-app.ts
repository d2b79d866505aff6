/**
 * The sandbox payment gateway: a separate service that behaves like a card provider's
 * hosted checkout. The API creates a checkout session server-to-server (API key), the guest pays
 * on this service's own page, and the result reaches the API only as a signed webhook (retried
 * with backoff until the API answers 2xx), never through the browser. Test cards:
 *   4242 4242 4242 4242  succeeds
 *   4000 0000 0000 0002  is declined
 *   4000 0000 0000 3220  asks for a one-time code first (3-D Secure-like); the code is 123456
 * Virtual accounts (bank transfer): POST /v1/virtual_accounts opens one; its page /va/<id> (or
 * POST /v1/virtual_accounts/<id>/simulate_transfer) sends the transfer, which arrives as a signed
 * payment.succeeded event; an expired account refuses it. POST /v1/checkout_sessions/<id>/expire and
 * /v1/virtual_accounts/<id>/expire close one early (the order it pays has ended).
 * Sessions live in this process's memory: a sandbox, not a ledger.
 *
 * Its parts: checkout-sessions.ts (server to server), checkout-page.ts (the guest's card page),
 * virtual-accounts.ts, refunds.ts, webhook-delivery.ts; gateway-pages.ts holds the page frame.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { registerCheckoutPage } from './checkout-page.ts';
import { registerCheckoutSessions } from './checkout-sessions.ts';
import type { GatewayContext, GatewayOptions } from './gateway-context.ts';
import { STYLE } from './gateway-pages.ts';
import { registerRefunds } from './refunds.ts';
import { registerVirtualAccounts } from './virtual-accounts.ts';
import { createWebhookDelivery } from './webhook-delivery.ts';

export type { GatewayOptions } from './gateway-context.ts';
export { CHALLENGE_CODE, TEST_CARDS } from './test-cards.ts';

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(formbody);
  const ctx: GatewayContext = {
    options,
    now,
    sessions: new Map(),
    accounts: new Map(),
    deliverRaw: createWebhookDelivery(app, options, now),
  };

  app.get('/ready', async () => ({ status: 'ok', service: 'sandbox-gateway' }));
  app.get('/checkout.css', async (_req, reply) =>
    reply.header('content-type', 'text/css').header('cache-control', 'public, max-age=3600').send(STYLE),
  );

  registerCheckoutSessions(app, ctx);
  registerRefunds(app, ctx);
  registerVirtualAccounts(app, ctx);
  registerCheckoutPage(app, ctx);
  return app;
}
