/**
 * Webhook delivery: an event reaches the API only as a signed POST, retried with backoff until the
 * API answers 2xx (then given up, logged). Pending retries end when the gateway closes.
 */
import type { FastifyInstance } from 'fastify';
import { signWebhook, SIGNATURE_HEADER } from '../modules/payment/webhook-signature.ts';
import type { GatewayOptions } from './gateway-context.ts';

export function createWebhookDelivery(
  app: FastifyInstance,
  options: GatewayOptions,
  now: () => Date,
): (webhookUrl: string, body: string) => void {
  const delays = options.retryDelaysMs ?? [1000, 2000, 4000, 8000, 16000, 32000, 60000, 120000];
  const timers = new Set<NodeJS.Timeout>();

  app.addHook('onClose', async () => {
    for (const t of timers) clearTimeout(t);
  });

  return function deliverRaw(webhookUrl: string, body: string): void {
    const send = async (n: number): Promise<void> => {
      try {
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signWebhook(options.webhookSecret, body, now()),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (res.ok) return;
        throw new Error(`webhook answered ${res.status}`);
      } catch (error) {
        if (n >= delays.length) {
          app.log.error({ err: error, webhookUrl }, 'webhook given up');
          return;
        }
        const timer = setTimeout(() => {
          timers.delete(timer);
          void send(n + 1);
        }, delays[n]);
        timer.unref();
        timers.add(timer);
      }
    };
    void send(0);
  };
}
