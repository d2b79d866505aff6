import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '../errors.ts';
import { siteReturnUrl } from './return-url.ts';

const ours = (origin: string) => origin === 'https://rednest.test';

test('a page of the site comes back as a URL, its query kept', () => {
  assert.equal(
    siteReturnUrl('https://rednest.test/en-id/payments?x=1', ours).href,
    'https://rednest.test/en-id/payments?x=1',
  );
});

test('anything else is a 400 INVALID_RETURN_URL naming return_url: not a URL, or another origin', () => {
  for (const raw of [
    '/en-id/payments',
    'not a url',
    'https://evil.test/en-id/payments',
    'https://rednest.test.evil.test/',
  ]) {
    assert.throws(
      () => siteReturnUrl(raw, ours),
      (error) => {
        assert.ok(error instanceof AppError);
        assert.equal(error.code, 'INVALID_RETURN_URL');
        assert.equal(error.statusCode, 400);
        assert.equal(error.details?.[0]?.field, 'return_url');
        return true;
      },
      raw,
    );
  }
});
