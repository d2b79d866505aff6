/**
 * The wire format spec §7 requires: `data`-wrapped bodies, AES-encrypted responses with the
 * IV after `---`, and hmac-signed calls. These are a format, not security: the passphrase and
 * the hmac secret ship in the browser bundle. Real protection is TLS plus bearer tokens.
 */
export const WIRE_AES_PASSPHRASE = 'rednest-wire-format-v1';
export const WIRE_HMAC_SECRET = 'rednest-hmac-format-v1';
/** Separator between base64 ciphertext and hex IV in an encrypted response. */
export const AES_IV_SEPARATOR = '---';
/** Headers of an hmac-signed call. The signature covers `${timestamp}:${METHOD}:${path}`. */
export const HMAC_TIMESTAMP_HEADER = 'x-rn-timestamp';
export const HMAC_SIGNATURE_HEADER = 'x-rn-hmac';
/** book_now's captcha: base64 of the JSON `{ challenge, solution }` (schemas/captcha.ts). */
export const CAPTCHA_HEADER = 'x-captcha-token';
/** How far a signed call's timestamp may be from the server clock. */
export const HMAC_MAX_SKEW_SECONDS = 300;

export function hmacMessage(timestamp: number | string, method: string, path: string): string {
  return `${timestamp}:${method.toUpperCase()}:${path}`;
}
