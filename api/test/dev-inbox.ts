/**
 * What the development inbox (GET {API_BASE_PATH}/dev/inbox, the memory transport) delivered. The
 * outbox worker delivers in the background, so each helper asks again until the message is there.
 */
import type { FastifyInstance } from 'fastify';
import { outboxMessages } from '../src/db/schema/outbox.ts';

interface Delivered {
  id: number;
  kind: string;
  text: string;
}

/** the messages delivered to `to`, newest first */
async function inbox(app: FastifyInstance, to: string, limit?: number): Promise<Delivered[]> {
  const res = await app.inject({
    method: 'GET',
    url: `${app.config.apiBasePath}/dev/inbox?to=${encodeURIComponent(to)}${limit ? `&limit=${limit}` : ''}`,
  });
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

const LINK = /\/link-payment\/([A-Za-z0-9_-]{43})/;

/**
 * The payment-link tokens sent to `to` (an email or a phone), oldest first, each waited for up to 5 s. An
 * outbox row's body is blanked once delivered: its text is then read from the inbox.
 */
export async function paymentLinkTokens(app: FastifyInstance, to: string): Promise<string[]> {
  const rows = (await app.database.db.select().from(outboxMessages))
    .filter((m) => m.recipient === to && m.kind === 'payment_link')
    .sort((x, y) => x.id - y.id);
  let texts = rows.map((m) => m.body);
  for (let i = 0; i < 100 && texts.some((t) => !LINK.test(t)); i += 1) {
    if (i > 0) await new Promise((r) => setTimeout(r, 50));
    const delivered = await inbox(app, to, 200);
    texts = texts.map((t, n) => (LINK.test(t) ? t : (delivered.find((d) => d.id === rows[n]!.id)?.text ?? t)));
  }
  return texts.map((t) => {
    const found = LINK.exec(t);
    if (!found) throw new Error(`no payment link in ${t}`);
    return found[1]!;
  });
}
