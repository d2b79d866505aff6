/**
 * Webhook signatures, the way Stripe signs them: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`. The receiver checks the HMAC over the exact bytes it got (never a
 * re-serialised object) in constant time, and refuses a timestamp more than 300 s away from its
 * clock, so a captured event cannot be replayed later.
 */
import crypto from 'node:crypto';

export const SIGNATURE_HEADER = 'sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, t: number, body: string) =>
  crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

export function signWebhook(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

export type SignatureVerdict = 'ok' | 'missing' | 'malformed' | 'stale' | 'mismatch';

export function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureVerdict {
  if (!header) return 'missing';
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = parts.v1;
  if (!Number.isInteger(t) || !given || !/^[0-9a-f]{64}$/.test(given)) return 'malformed';
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return 'stale';
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(given, 'hex')) ? 'ok' : 'mismatch';
}
