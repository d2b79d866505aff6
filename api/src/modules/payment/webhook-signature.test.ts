import { test } from 'node:test';
import assert from 'node:assert/strict';
import { signWebhook, verifyWebhook } from './webhook-signature.ts';

const secret = 'whsec_test';
const body = '{"id":"evt_1","type":"payment.succeeded"}';
const at = new Date('2026-03-10T05:00:00Z');

test('a signature over the raw body and its time verifies within 300 s, both ways', () => {
  const header = signWebhook(secret, body, at);
  assert.match(header, /^t=\d+,v1=[0-9a-f]{64}$/);
  assert.equal(verifyWebhook(secret, body, header, at), 'ok');
  assert.equal(verifyWebhook(secret, body, header, new Date(at.getTime() + 300_000)), 'ok');
  assert.equal(verifyWebhook(secret, body, header, new Date(at.getTime() - 299_000)), 'ok');
});

test('a replay after 300 s, another body, another secret or a broken header is refused', () => {
  const header = signWebhook(secret, body, at);
  assert.equal(verifyWebhook(secret, body, header, new Date(at.getTime() + 301_000)), 'stale');
  assert.equal(verifyWebhook(secret, body.replace('succeeded', 'failed'), header, at), 'mismatch');
  assert.equal(verifyWebhook('other', body, header, at), 'mismatch');
  assert.equal(verifyWebhook(secret, body, undefined, at), 'missing');
  assert.equal(verifyWebhook(secret, body, 't=abc,v1=00', at), 'malformed');
  assert.equal(verifyWebhook(secret, body, header.replace(/v1=./, 'v1=g'), at), 'malformed');
});
