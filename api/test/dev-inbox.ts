/**
 * What the development inbox (GET {API_BASE_PATH}/dev/inbox, the memory transport) delivered. The
 * outbox worker delivers in the background, so each helper asks again until the message is there.
 */
import type { FastifyInstance } from 'fastify';

interface Delivered { id: number; kind: string; text: string }

/** the messages delivered to `to`, newest first */
async function inbox(app: FastifyInstance, to: string): Promise<Delivered[]> {
  const res = await app.inject({ method: 'GET', url: `${app.config.apiBasePath}/dev/inbox?to=${encodeURIComponent(to)}` });
  return res.json<{ messages: Delivered[] }>().messages;
}

/** The newest pay-at-hotel code (six digits) delivered to `to`, waited for up to 5 s. */
export async function payAtHotelCode(app: FastifyInstance, to: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const code = (await inbox(app, to)).find((m) => m.kind === 'otp_pay_at_hotel')?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no pay-at-hotel code delivered to ${to}`);
}
