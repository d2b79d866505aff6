import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isCheckViolation, isUniqueViolation, pgCode } from './pg-error.ts';

test("finds PostgreSQL's SQLSTATE on the error or down its causes (drizzle wraps the driver's error)", () => {
  assert.equal(pgCode(Object.assign(new Error('dup'), { code: '23505' })), '23505');
  const wrapped = new Error('Failed query', {
    cause: new Error('inner', { cause: Object.assign(new Error('pg'), { code: '23514' }) }),
  });
  assert.equal(pgCode(wrapped), '23514');
  assert.equal(isCheckViolation(wrapped), true);
  assert.equal(isUniqueViolation(wrapped), false);
});

test('is not fooled by other codes: Node system errors, none at all', () => {
  assert.equal(pgCode(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })), undefined);
  assert.equal(pgCode(new Error('plain')), undefined);
  assert.equal(pgCode(undefined), undefined);
  assert.equal(isUniqueViolation('23505'), false);
});
