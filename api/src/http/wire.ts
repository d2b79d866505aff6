/**
 * Server side of the spec §7 wire format (shared/src/contracts/wire.ts). It is a format, not
 * security: the passphrase and hmac secret ship in the browser bundle.
 */
import crypto from 'node:crypto';
import {
  AES_IV_SEPARATOR,
  HMAC_MAX_SKEW_SECONDS,
  WIRE_AES_PASSPHRASE,
  WIRE_HMAC_SECRET,
  hmacMessage,
} from './wire-constants.ts';
import { AppError } from '../errors.ts';

const AES_KEY = crypto.createHash('sha256').update(WIRE_AES_PASSPHRASE, 'utf8').digest();

/** AES-256-CBC, PKCS7, random IV: `<base64 ciphertext>---<hex iv>` (crypto-js decrypts it with the same key). */
export function aesEncrypt(plaintext: string): string {
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('aes-256-cbc', AES_KEY, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${ciphertext.toString('base64')}${AES_IV_SEPARATOR}${iv.toString('hex')}`;
}

export function aesDecrypt(payload: string): string {
  const at = payload.lastIndexOf(AES_IV_SEPARATOR);
  if (at < 0) throw new Error('missing iv separator');
  const decipher = crypto.createDecipheriv(
    'aes-256-cbc',
    AES_KEY,
    Buffer.from(payload.slice(at + AES_IV_SEPARATOR.length), 'hex'),
  );
  return Buffer.concat([decipher.update(Buffer.from(payload.slice(0, at), 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

/** `{ data: base64(JSON) }` → the JSON value. Accepts base64 and base64url (UTF-8 JSON inside). */
export function decodeDataField(value: unknown, where: 'body' | 'query'): unknown {
  if (typeof value !== 'string' || value.length === 0) {
    throw new AppError(
      'INVALID_DATA_ENCODING',
      `The ${where} must carry a non-empty "data" field (base64 of JSON).`,
      400,
      [{ field: 'data', message: 'is required' }],
    );
  }
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) {
    throw new AppError('INVALID_DATA_ENCODING', 'The "data" field is not base64.', 400, [
      { field: 'data', message: 'must be base64 of JSON' },
    ]);
  }
  const text = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('INVALID_DATA_ENCODING', 'The "data" field does not contain JSON.', 400, [
      { field: 'data', message: 'must be base64 of JSON' },
    ]);
  }
}

export function encodeDataField(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

export function hmacSign(timestamp: number | string, method: string, path: string): string {
  return crypto
    .createHmac('sha256', WIRE_HMAC_SECRET)
    .update(hmacMessage(timestamp, method, path))
    .digest('hex');
}

/**
 * Checks the hmac headers of a signed call. The browser signs the path it requests; behind the
 * edge that includes API_BASE_PATH, so both the full path and the catalogue path are accepted.
 */
export function verifyHmac(opts: {
  timestamp: string | undefined;
  signature: string | undefined;
  method: string;
  paths: string[];
  nowSeconds: number;
}): void {
  const { timestamp, signature } = opts;
  if (!timestamp || !signature || !/^\d{9,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) {
    throw new AppError('INVALID_SIGNATURE', 'This call must be signed.', 401);
  }
  if (Math.abs(opts.nowSeconds - Number(timestamp)) > HMAC_MAX_SKEW_SECONDS) {
    throw new AppError('SIGNATURE_EXPIRED', 'The signature is too old. Check your clock and try again.', 401);
  }
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  const ok = opts.paths.some((p) =>
    crypto.timingSafeEqual(Buffer.from(hmacSign(timestamp, opts.method, p), 'hex'), given),
  );
  if (!ok) throw new AppError('INVALID_SIGNATURE', 'The signature does not match.', 401);
}
