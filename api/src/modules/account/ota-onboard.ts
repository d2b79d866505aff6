/**
 * ota_onboard links (spec §2: "a guest goes to sign-up prefilled with booking id, first name,
 * last name and phone"). The link carries only a token the API signed for one booking made
 * without an account; the prefill is read from that booking here, never taken from the URL.
 *
 * Token: `base64url(JSON {v: 1, b: booking id, x: expiry, unix seconds}) "." base64url(HMAC-SHA256)`,
 * keyed with a key derived from TOKEN_SIGNING_SECRET for this purpose only. It is put in the
 * booking confirmation mail of a guest booking (it reaches whoever reads that mailbox), valid
 * OTA_ONBOARD_TTL_DAYS. Sign-up with it links the booking to the new account when the account's
 * email is the booking's (a forwarded link cannot take a booking into another mailbox's account).
 */
import crypto from 'node:crypto';

export const OTA_ONBOARD_TTL_DAYS = 30;

const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update('rednest:ota_onboard:v1').digest();
const mac = (secret: string, payload: string) =>
  crypto.createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function signOtaOnboard(secret: string, bookingId: number, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ v: 1, b: bookingId, x: Math.floor(now.getTime() / 1000) + OTA_ONBOARD_TTL_DAYS * 86_400 }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

export type OtaOnboardCheck = { ok: true; bookingId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** The booking a token names, when its signature holds and it has not expired. */
export function checkOtaOnboard(secret: string, token: string, now: Date): OtaOnboardCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || payload.length > 200) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { v, b, x } = (claims ?? {}) as { v?: unknown; b?: unknown; x?: unknown };
  if (v !== 1 || !Number.isSafeInteger(b) || (b as number) <= 0 || !Number.isSafeInteger(x))
    return { ok: false, reason: 'invalid' };
  if ((x as number) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, bookingId: b as number };
}
