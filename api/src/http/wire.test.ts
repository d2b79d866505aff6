import { test } from 'node:test';
import assert from 'node:assert/strict';
import AES from 'crypto-js/aes.js';
import SHA256 from 'crypto-js/sha256.js';
import Hex from 'crypto-js/enc-hex.js';
import Base64 from 'crypto-js/enc-base64.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import CryptoJS from 'crypto-js/core.js';
import { aesDecrypt, aesEncrypt, decodeDataField, encodeDataField, hmacSign, verifyHmac } from './wire.ts';
import { AES_IV_SEPARATOR, WIRE_AES_PASSPHRASE } from './wire-constants.ts';
import { AppError } from '../errors.ts';

/** How the browser's api client decrypts an `aes` response (crypto-js submodules). */
function browserDecrypt(payload: string): string {
  const [ciphertext, iv] = payload.split(AES_IV_SEPARATOR) as [string, string];
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(ciphertext) });
  return AES.decrypt(params, SHA256(WIRE_AES_PASSPHRASE), { iv: Hex.parse(iv) }).toString(Utf8);
}

test('aes responses decrypt in the browser with crypto-js (key = SHA-256 of the passphrase, IV after ---)', () => {
  const value = { first_name: 'Dewi', note: 'Đà Nẵng ภาษาไทย', n: 42 };
  const payload = aesEncrypt(JSON.stringify(value));
  assert.match(payload, /^[A-Za-z0-9+/]+=*---[0-9a-f]{32}$/);
  assert.deepEqual(JSON.parse(browserDecrypt(payload)), value);
  assert.deepEqual(JSON.parse(aesDecrypt(payload)), value);
});

test('every encryption uses a fresh IV', () => {
  assert.notEqual(aesEncrypt('same'), aesEncrypt('same'));
});

test('data fields: base64 and base64url of UTF-8 JSON decode; anything else is a 400', () => {
  const value = { email: 'a@b.test', name: 'Nguyễn' };
  assert.deepEqual(decodeDataField(encodeDataField(value), 'body'), value);
  assert.deepEqual(decodeDataField(Buffer.from(JSON.stringify(value)).toString('base64url'), 'query'), value);
  for (const bad of ['', 'not base64!', Buffer.from('not json').toString('base64'), 42]) {
    assert.throws(
      () => decodeDataField(bad, 'body'),
      (e: unknown) => e instanceof AppError && e.statusCode === 400 && e.code === 'INVALID_DATA_ENCODING',
    );
  }
});

test('hmac: a fresh signature of the path passes; wrong, stale or missing ones are 401', () => {
  const now = 1_800_000_000;
  const sig = hmacSign(now, 'post', '/api/v16/thing');
  assert.doesNotThrow(() =>
    verifyHmac({
      timestamp: String(now),
      signature: sig,
      method: 'POST',
      paths: ['/api/v16/thing', '/v16/thing'],
      nowSeconds: now + 10,
    }),
  );
  const bare = hmacSign(now, 'POST', '/v16/thing');
  assert.doesNotThrow(() =>
    verifyHmac({
      timestamp: String(now),
      signature: bare,
      method: 'POST',
      paths: ['/api/v16/thing', '/v16/thing'],
      nowSeconds: now,
    }),
  );
  const codeOf = (fn: () => void) => {
    try {
      fn();
      return null;
    } catch (e) {
      return (e as AppError).code;
    }
  };
  assert.equal(
    codeOf(() =>
      verifyHmac({
        timestamp: String(now),
        signature: hmacSign(now, 'POST', '/other'),
        method: 'POST',
        paths: ['/v16/thing'],
        nowSeconds: now,
      }),
    ),
    'INVALID_SIGNATURE',
  );
  assert.equal(
    codeOf(() =>
      verifyHmac({
        timestamp: String(now),
        signature: sig,
        method: 'POST',
        paths: ['/api/v16/thing'],
        nowSeconds: now + 3600,
      }),
    ),
    'SIGNATURE_EXPIRED',
  );
  assert.equal(
    codeOf(() =>
      verifyHmac({ timestamp: undefined, signature: undefined, method: 'POST', paths: ['/x'], nowSeconds: now }),
    ),
    'INVALID_SIGNATURE',
  );
});
