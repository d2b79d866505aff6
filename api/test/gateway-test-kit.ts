/**
 * An API listening on loopback beside a sandbox gateway of its own, for the payment tests: the
 * gateway signs its webhooks on the API's test clock (the API refuses a signature more than 300 s
 * off) and sends them to this API's port, which is picked before the app is built so the app's
 * config can name it.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../src/config/env.ts';
import { buildGateway } from '../src/sandbox-gateway/gateway-app.ts';
import { createCatalogTestApp, type CatalogTestApp, type TestClock } from './catalog-test-kit.ts';
import { freePort } from './free-port.ts';

export const GATEWAY_TEST_KEY = 'sk_sandbox_test_key';
export const GATEWAY_TEST_SECRET = 'whsec_sandbox_test_secret';

export interface GatewayTestApp {
  kit: CatalogTestApp & { clock: TestClock };
  gateway: FastifyInstance;
  gatewayUrl: string;
  apiUrl: string;
}

export async function createGatewayTestApp(options: {
  today: string;
  config?: Partial<AppConfig>;
}): Promise<GatewayTestApp> {
  let kit: (CatalogTestApp & { clock: TestClock }) | undefined;
  const gateway = await buildGateway({
    apiKey: GATEWAY_TEST_KEY,
    webhookSecret: GATEWAY_TEST_SECRET,
    retryDelaysMs: [50, 100, 200],
    now: () => kit?.clock.now ?? new Date(),
  });
  try {
    const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const port = await freePort();
    kit = await createCatalogTestApp({
      today: options.today,
      config: {
        ...options.config,
        payments: { gatewayUrl, apiKey: GATEWAY_TEST_KEY, webhookSecret: GATEWAY_TEST_SECRET, webhookBaseUrl: `http://127.0.0.1:${port}/api` },
      },
    });
    const apiUrl = await kit.app.listen({ port, host: '127.0.0.1' });
    return { kit, gateway, gatewayUrl, apiUrl };
  } catch (err) {
    await gateway.close();
    await kit?.close();
    throw err;
  }
}
