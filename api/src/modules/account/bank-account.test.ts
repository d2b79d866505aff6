/** bank-account-details: bank rules per country, masked reads, proof to change, only the owner. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { BankAccountDetails, BankList, OtpSent, UserInfo } from '@rednest/shared/contracts/dto';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, guestToken } from '../../../test/http.ts';
import { rowsOf } from '../../db/client.ts';
import { accountNumberProblem, BANKS } from './bank-list.ts';

let t: TestApp;
let guest = '';
let ipCounter = 1;
const newIp = () => `203.0.113.${ipCounter++}`;
before(async () => {
  t = await createTestApp();
  guest = await guestToken(t.app);
});
after(() => t?.close());

async function signUp(email: string): Promise<UserInfo> {
  const res = await call(t.app, 'signup', {
    token: guest,
    body: { first_name: 'Sari', last_name: 'Dewi', email, password: 'Secret123', locale: 'id-id' },
    headers: { 'x-forwarded-for': newIp() },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}
const details = async (token: string) =>
  (await call(t.app, 'bankAccountDetails', { token })).json<BankAccountDetails>();
const save = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'saveBankAccountDetails', { token, body, headers: { 'x-forwarded-for': newIp() } });
const inbox = async (to: string) =>
  (
    (
      await t.app.inject({ method: 'GET', url: `${t.config.apiBasePath}/dev/inbox?to=${encodeURIComponent(to)}` })
    ).json() as { messages: Array<{ id: number; subject: string; text: string }> }
  ).messages;
async function codeFor(to: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const code = (await inbox(to)).find((m) => /\b\d{6}\b/.test(m.text))?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code delivered to ${to}`);
}
const BCA = { holder_name: 'Sari Dewi', bank_code: 'CENAIDJA', account_number: '123 456-7890' };

test('bank_list gives each country its banks with their account-number lengths', async () => {
  const id = (await call(t.app, 'bankList', { token: guest, query: { country_code: 'id' } })).json<BankList>();
  assert.deepEqual(
    id.banks.find((b) => b.code === 'CENAIDJA'),
    { code: 'CENAIDJA', name: 'Bank Central Asia (BCA)', account_number_lengths: [10] },
  );
  const th = (await call(t.app, 'bankList', { token: guest, query: { country_code: 'TH' } })).json<BankList>();
  assert.equal(th.country_code, 'th');
  assert.ok(th.banks.every((b) => b.account_number_lengths.length > 0));
  assert.equal((await call(t.app, 'bankList', { token: guest, query: { country_code: 'fr' } })).statusCode, 400);
  for (const [country, banks] of Object.entries(BANKS))
    assert.ok(banks.length >= 5, `${country} offers its main banks`);
});

test("account numbers follow each bank's rule", () => {
  const bank = (code: string) =>
    Object.values(BANKS)
      .flat()
      .find((b) => b.code === code)!;
  assert.equal(accountNumberProblem(bank('CENAIDJA'), '1234567890'), null);
  assert.equal(accountNumberProblem(bank('CENAIDJA'), '1234-567 890'), null, 'spaces and hyphens are ignored');
  assert.match(accountNumberProblem(bank('BMRIIDJA'), '1234567890')!, /13 digits/);
  assert.match(accountNumberProblem(bank('OCBCSGSG'), '12345678901')!, /10 or 12 digits/);
  assert.equal(accountNumberProblem(bank('OCBCSGSG'), '123456789012'), null);
  assert.match(accountNumberProblem(bank('BKKBTHBK'), '12345abcde')!, /digits only/);
  assert.match(accountNumberProblem(bank('BKKBTHBK'), '0000000000')!, /not a real/);
});

test('the owner saves with their password; the number is shown masked, stored encrypted, and a notice is mailed', async () => {
  const me = await signUp('sari@example.com');
  const empty = await details(me.access_token);
  assert.deepEqual(empty, { bank_account: null, has_password: true, email_masked: 's***@example.com' });

  const res = await save(me.access_token, { ...BCA, password: 'Secret123' });
  assert.equal(res.statusCode, 200, res.body);
  assert.ok(!res.body.includes('1234567890') && !res.body.includes('123 456-7890'), 'the full number never comes back');
  const saved = res.json<BankAccountDetails>().bank_account!;
  assert.equal(saved.account_number_masked, '•••• 7890');
  assert.equal(saved.bank_name, 'Bank Central Asia (BCA)');
  assert.equal(saved.country_code, 'id');
  assert.deepEqual((await details(me.access_token)).bank_account, saved);

  const rows = rowsOf<{ account_number_enc: string; account_last4: string }>(
    await t.database.db.execute(
      sql`select account_number_enc, account_last4 from bank_accounts where user_id = ${me.id}`,
    ),
  );
  assert.equal(rows.length, 1);
  assert.ok(!rows[0]!.account_number_enc.includes('1234567890'), 'not stored in clear');
  assert.equal(rows[0]!.account_last4, '7890');

  for (let i = 0; i < 100 && !(await inbox('sari@example.com')).some((m) => /rekening/i.test(m.subject)); i += 1)
    await new Promise((r) => setTimeout(r, 50));
  const notice = (await inbox('sari@example.com')).find((m) => /rekening/i.test(m.subject))!;
  assert.match(notice.text, /Bank Central Asia \(BCA\) •••• 7890/);
  assert.ok(!notice.text.includes('1234567890'));

  // a change replaces the one account
  const changed = await save(me.access_token, {
    holder_name: 'Sari Dewi',
    bank_code: 'BMRIIDJA',
    account_number: '1234567890123',
    password: 'Secret123',
  });
  assert.equal(changed.json<BankAccountDetails>().bank_account!.account_number_masked, '•••• 0123');
  assert.equal(
    rowsOf(await t.database.db.execute(sql`select 1 from bank_accounts where user_id = ${me.id}`)).length,
    1,
  );
});

test('every field is checked before the proof; no proof or a wrong password changes nothing', async () => {
  const me = await signUp('budi.bank@example.com');
  const bad = await save(me.access_token, {
    holder_name: '12',
    bank_code: 'BMRIIDJA',
    account_number: '1234567890',
    password: 'wrong-password',
  });
  assert.equal(bad.statusCode, 400);
  const body = bad.json<{ code: string; details: { field: string; message: string }[] }>();
  assert.equal(body.code, 'VALIDATION_FAILED');
  assert.deepEqual(body.details.map((d) => d.field).sort(), ['account_number', 'holder_name']);
  assert.match(body.details.find((d) => d.field === 'account_number')!.message, /13 digits for Bank Mandiri/);

  const otherCountry = await save(me.access_token, { ...BCA, bank_code: 'DBSSSGSG', password: 'Secret123' });
  assert.equal(otherCountry.json<{ details: { field: string }[] }>().details[0]!.field, 'bank_code');

  const noProof = await save(me.access_token, BCA);
  assert.equal(noProof.statusCode, 400);
  assert.equal(noProof.json<{ code: string }>().code, 'PROOF_REQUIRED');
  const wrong = await save(me.access_token, { ...BCA, password: 'Wrong1234' });
  assert.equal(wrong.statusCode, 400);
  assert.equal(wrong.json<{ code: string }>().code, 'WRONG_PASSWORD');
  assert.equal((await details(me.access_token)).bank_account, null);

  // a Singapore account when the user says so
  const sg = await save(me.access_token, {
    holder_name: 'Budi',
    country_code: 'sg',
    bank_code: 'POSBSGSG',
    account_number: '123456789',
    password: 'Secret123',
  });
  assert.equal(sg.statusCode, 200, sg.body);
  assert.equal(sg.json<BankAccountDetails>().bank_account!.country_code, 'sg');
});

test('a code mailed to the account allows one change, bound to that user', async () => {
  const me = await signUp('citra.bank@example.com');
  const other = await signUp('dodi.bank@example.com');
  const sent = await call(t.app, 'sendBankDetailsCode', {
    token: me.access_token,
    body: { locale: 'en-id' },
    headers: { 'x-forwarded-for': newIp() },
  });
  assert.equal(sent.statusCode, 200, sent.body);
  const { request_id: requestId, sent_to: sentTo } = sent.json<OtpSent>();
  assert.equal(sentTo, 'c***@example.com');
  const code = await codeFor('citra.bank@example.com');

  const stolen = await save(other.access_token, { ...BCA, request_id: requestId, otp: code });
  assert.equal(stolen.statusCode, 400, "another user cannot use someone's code");
  assert.equal(stolen.json<{ code: string }>().code, 'INVALID_CODE');

  const ok = await save(me.access_token, { ...BCA, request_id: requestId, otp: code });
  assert.equal(ok.statusCode, 200, ok.body);
  const again = await save(me.access_token, { ...BCA, account_number: '9876543210', request_id: requestId, otp: code });
  assert.equal(again.json<{ code: string }>().code, 'CODE_EXPIRED', 'a code allows one change');
  assert.equal((await details(me.access_token)).bank_account!.account_number_masked, '•••• 7890');
});

test('only the owner reads or changes their bank account; ids in the request are ignored', async () => {
  const owner = await signUp('eka.bank@example.com');
  const intruder = await signUp('fajar.bank@example.com');
  assert.equal((await save(owner.access_token, { ...BCA, password: 'Secret123' })).statusCode, 200);

  assert.equal((await details(intruder.access_token)).bank_account, null, "another user's account is never shown");
  const res = await call(t.app, 'bankAccountDetails', {
    token: intruder.access_token,
    query: { user_id: String(owner.id) },
  });
  assert.equal(res.json<BankAccountDetails>().bank_account, null);
  const write = await save(intruder.access_token, {
    ...BCA,
    account_number: '5555666677',
    password: 'Secret123',
    user_id: owner.id,
  });
  assert.equal(write.statusCode, 200);
  assert.equal(
    (await details(owner.access_token)).bank_account!.account_number_masked,
    '•••• 7890',
    "the owner's account is unchanged",
  );
  assert.equal((await details(intruder.access_token)).bank_account!.account_number_masked, '•••• 6677');

  assert.equal((await call(t.app, 'bankAccountDetails', { token: guest })).statusCode, 401);
  assert.equal(
    (await call(t.app, 'saveBankAccountDetails', { token: guest, body: { ...BCA, password: 'Secret123' } })).statusCode,
    401,
  );
  assert.equal((await call(t.app, 'sendBankDetailsCode', { token: guest, body: {} })).statusCode, 401);
});
