import assert from 'node:assert/strict';
import { test } from 'node:test';
import { money } from './gateway-pages.ts';

test('the card page writes the amount as the site the guest came from does', () => {
  assert.equal(money(53_469_900, 'IDR', 'https://rednest.test/en-id/payments?booking=x'), 'Rp 534.699');
  assert.equal(money(1_500_000, 'VND', 'https://rednest.test/vi-vn/payments'), '1.500.000 ₫');
});

test('it is the money charged: baht to the satang, in the currency’s country without a site path', () => {
  assert.equal(money(107_107, 'THB', 'https://rednest.test/th-th/payments'), '฿1,071.07');
  assert.equal(money(107_107, 'THB', 'https://shop.example/return'), '฿1,071.07');
  assert.equal(money(12_050, 'SGD'), 'S$120.50');
});
