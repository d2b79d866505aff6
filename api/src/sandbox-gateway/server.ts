/**
 * The sandbox payment gateway as its own process (npm start runs it beside the API; `npm run
 * gateway` in api/ alone). Logs `sandbox gateway ready on http://HOST:PORT`; SIGINT, SIGTERM and
 * SIGHUP close it, pending webhook retries with it.
 */
import { ConfigError, loadGatewayConfig } from '../config/env.ts';
import { buildGateway } from './gateway-app.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadGatewayConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`sandbox gateway: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildGateway({ apiKey: config.apiKey, webhookSecret: config.webhookSecret, logger: false });
  const address = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`sandbox gateway ready on ${address}\n`);
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

void main();
