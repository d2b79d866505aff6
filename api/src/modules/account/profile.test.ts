/** Profile and preferences: a user reads and changes only their own data. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { UserInfo } from '@rednest/shared/contracts/dto';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, decryptAes, guestToken } from '../../../test/http.ts';

let t: TestApp;
let guest = '';
before(async () => {
  t = await createTestApp();
  guest = await guestToken(t.app);
});
after(() => t?.close());

async function signUp(email: string): Promise<UserInfo> {
  const res = await call(t.app, 'signup', {
    token: guest,
    body: { first_name: 'Nadia', last_name: 'Putri', email, password: 'Secret123' },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}
const profile = async (token: string) => decryptAes<UserInfo>(await call(t.app, 'profile', { token }));

test('update_user_info changes only the fields given, of the caller only; profile fields come from the row', async () => {
  const me = await signUp('nadia@example.com');
  const other = await signUp('other-nadia@example.com');
  assert.equal(me.gender, null);
  assert.equal(me.whatsapp_status, false);
  assert.equal(me.is_unsubscribed, false);

  const res = await call(t.app, 'updateUserInfo', {
    token: me.access_token,
    body: { last_name: 'Wijaya', gender: 'female', locale: 'th-th', id: other.id } as Record<string, unknown>,
  });
  assert.equal(res.statusCode, 200, res.body);
  const updated = res.json<UserInfo>();
  assert.equal(updated.first_name, 'Nadia');
  assert.equal(updated.last_name, 'Wijaya');
  assert.equal(updated.gender, 'female');
  assert.equal(updated.locale, 'th-th');
  assert.equal((await profile(me.access_token)).last_name, 'Wijaya');
  const untouched = await profile(other.access_token);
  assert.equal(untouched.last_name, 'Putri', "another user's row is never changed");
  assert.equal(untouched.gender, null);

  const blank = await call(t.app, 'updateUserInfo', { token: me.access_token, body: { first_name: '  ' } });
  assert.equal(blank.statusCode, 400);
  const badLocale = await call(t.app, 'updateUserInfo', { token: me.access_token, body: { locale: 'xx-yy' } });
  assert.equal(badLocale.statusCode, 400);
  const asGuest = await call(t.app, 'updateUserInfo', { token: guest, body: { last_name: 'Hacker' } });
  assert.equal(asGuest.statusCode, 401);
});

test('WhatsApp and unsubscribe preferences are stored and read back in the profile', async () => {
  const me = await signUp('prefs@example.com');
  const wa = await call(t.app, 'updateWhatsappStatus', { token: me.access_token, body: { whatsapp_status: true } });
  assert.deepEqual(wa.json(), { ok: true, whatsapp_status: true, is_unsubscribed: false });
  const unsub = await call(t.app, 'updateUnsubscribed', { token: me.access_token, body: { is_unsubscribed: true } });
  assert.deepEqual(unsub.json(), { ok: true, whatsapp_status: true, is_unsubscribed: true });
  const p = await profile(me.access_token);
  assert.equal(p.whatsapp_status, true);
  assert.equal(p.is_unsubscribed, true);
  const bad = await call(t.app, 'updateWhatsappStatus', { token: me.access_token, body: { whatsapp_status: 'yes' } });
  assert.equal(bad.statusCode, 400);
});
