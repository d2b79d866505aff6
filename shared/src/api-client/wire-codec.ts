/**
 * The wire format of spec §7 (see contracts/wire.ts). crypto-js is loaded on first use only:
 * the home page never decrypts or signs, and its JS budget (200 KB gzip) has no room for it.
 *
 * AES: AES-256-CBC, PKCS#7, key = SHA-256(WIRE_AES_PASSPHRASE) (32 bytes), 16-byte IV;
 * the text is `base64(ciphertext)---hex(iv)`. Node's `createCipheriv('aes-256-cbc', ...)` makes the
 * same text, so the API needs no crypto-js.
 * HMAC: hex HMAC-SHA256 over hmacMessage(timestamp, METHOD, pathname) with WIRE_HMAC_SECRET, where
 * pathname is the request URL path exactly as sent (with the `/api` base, without the query).
 */
import type AESModule from 'crypto-js/aes';
import type Utf8Module from 'crypto-js/enc-utf8';
import type Base64Module from 'crypto-js/enc-base64';
import type HexModule from 'crypto-js/enc-hex';
import type SHA256Module from 'crypto-js/sha256';
import { AES_IV_SEPARATOR, WIRE_AES_PASSPHRASE, WIRE_HMAC_SECRET, hmacMessage } from '@rednest/shared/contracts';

interface CryptoParts {
  AES: typeof AESModule;
  Utf8: typeof Utf8Module;
  Base64: typeof Base64Module;
  Hex: typeof HexModule;
  SHA256: typeof SHA256Module;
}

let cryptoParts: Promise<CryptoParts> | null = null;

function loadCrypto(): Promise<CryptoParts> {
  cryptoParts ??= Promise.all([
    import(/* webpackChunkName: "rn-crypto" */ 'crypto-js/aes'),
    import(/* webpackChunkName: "rn-crypto" */ 'crypto-js/enc-utf8'),
    import(/* webpackChunkName: "rn-crypto" */ 'crypto-js/enc-base64'),
    import(/* webpackChunkName: "rn-crypto" */ 'crypto-js/enc-hex'),
    import(/* webpackChunkName: "rn-crypto" */ 'crypto-js/sha256'),
  ]).then(([aes, utf8, base64, hex, sha256]) => ({
    AES: unwrap(aes),
    Utf8: unwrap(utf8),
    Base64: unwrap(base64),
    Hex: unwrap(hex),
    SHA256: unwrap(sha256),
  }));
  cryptoParts.catch(() => {
    // a failed chunk load must not poison later attempts
    cryptoParts = null;
  });
  return cryptoParts;
}

/** CommonJS modules arrive as `{ default }` through webpack/swc interop, bare under some runtimes. */
function unwrap<T>(mod: T | { default: T }): T {
  return mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: T }).default : (mod as T);
}

/** UTF-8 text as a binary string for btoa (no TextEncoder: old WebViews and jsdom lack it). */
export function utf8ToBinary(text: string): string {
  return encodeURIComponent(text).replace(/%([0-9A-F]{2})/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

function binaryToUtf8(binary: string): string {
  let escaped = '';
  for (let i = 0; i < binary.length; i += 1) escaped += `%${binary.charCodeAt(i).toString(16).padStart(2, '0')}`;
  return decodeURIComponent(escaped);
}

/** UTF-8 safe base64 of JSON (the `data` wrapper of spec §7). */
export function encodeData(value: unknown): string {
  return btoa(utf8ToBinary(JSON.stringify(value ?? null)));
}

export function decodeData<T = unknown>(encoded: string): T {
  return JSON.parse(binaryToUtf8(atob(encoded))) as T;
}

/** spec §7: decrypt `base64---hexIv`; JSON is parsed; a failed decrypt returns the raw text. */
export async function decryptAes(text: string): Promise<unknown> {
  const at = text.lastIndexOf(AES_IV_SEPARATOR);
  if (at <= 0) return text;
  try {
    const { AES, Utf8, Base64, Hex, SHA256 } = await loadCrypto();
    const ciphertext = Base64.parse(text.slice(0, at));
    const iv = Hex.parse(text.slice(at + AES_IV_SEPARATOR.length));
    const plain = AES.decrypt({ ciphertext } as never, SHA256(WIRE_AES_PASSPHRASE), { iv }).toString(Utf8);
    if (!plain) return text;
    try {
      return JSON.parse(plain);
    } catch {
      return plain;
    }
  } catch {
    return text;
  }
}

/** Test and tooling counterpart of decryptAes (the browser never encrypts). */
export async function encryptAes(value: unknown, ivHex: string): Promise<string> {
  const { AES, Base64, Hex, SHA256, Utf8 } = await loadCrypto();
  const plain = typeof value === 'string' ? value : JSON.stringify(value);
  const enc = AES.encrypt(Utf8.parse(plain), SHA256(WIRE_AES_PASSPHRASE), { iv: Hex.parse(ivHex) });
  return `${enc.ciphertext.toString(Base64)}${AES_IV_SEPARATOR}${ivHex}`;
}

export async function hmacSignature(timestamp: number, method: string, pathname: string): Promise<string> {
  const mod = await import(/* webpackChunkName: "rn-crypto" */ 'crypto-js/hmac-sha256');
  const HmacSHA256 = unwrap(mod);
  const { Hex } = await loadCrypto();
  return HmacSHA256(hmacMessage(timestamp, method, pathname), WIRE_HMAC_SECRET).toString(Hex);
}
