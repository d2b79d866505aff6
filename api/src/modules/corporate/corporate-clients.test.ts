/**
 * Corporate clients over HTTP (corp_client_verify): a company's booker adds a colleague,
 * the link is read from the development inbox the way a person (and e2e) reads it, the colleague
 * confirms; an account with the address joins the company, or the link signs up. Expiry, single
 * use, send again, other companies' ids, guests, non-members, limits, phones, the log.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type {
  CorpClientLink,
  CorpClientLinkSent,
  CorpClients,
  CorpClientVerified,
  UserInfo,
} from '@rednest/shared/contracts/dto';
import type { EndpointName } from '@rednest/shared/contracts/endpoints';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, decryptAes, guestToken } from '../../../test/http.ts';
import { rowsOf } from '../../db/client.ts';
import { corporateCompanies, corporateMembers } from '../../db/schema/corporate.ts';
import { users } from '../../db/schema/platform.ts';
import { CORP_CLIENT_LINK_HOURS } from './corporate-clients.service.ts';
import { CODE_LIMITS } from '../account/code-limits.ts';

let t: TestApp;
let clock = Date.parse('2026-05-01T03:00:00Z');
const advance = (seconds: number) => {
  clock += seconds * 1000;
};
const logLines: string[] = [];
let ipCounter = 1;
/** each call from its own client address unless a test means to share one (per-address limits) */
const newIp = () => `203.0.113.${ipCounter++ % 250}`;
let alpha: { id: number; name: string };
let beta: { id: number; name: string };
let booker: { id: number; token: string };
let bookerB: { id: number; token: string; email: string };
let plain: { id: number; token: string };

const api = (
  name: EndpointName,
  opts: { token?: string; body?: unknown; query?: Record<string, string>; ip?: string } = {},
) =>
  call(t.app, name, {
    token: opts.token,
    body: opts.body,
    query: opts.query,
    headers: { 'x-forwarded-for': opts.ip ?? newIp() },
  });

async function signUp(
  email: string,
  extra: Record<string, string> = {},
): Promise<{ id: number; token: string; info: UserInfo }> {
  const res = await api('signup', {
    token: await guestToken(t.app),
    body: { first_name: 'Ayu', last_name: 'Booker', email, password: 'Secret123', ...extra },
  });
  assert.equal(res.statusCode, 201, res.body);
  const info = res.json<UserInfo>();
  return { id: info.id, token: info.access_token, info };
}

async function company(name: string): Promise<{ id: number; name: string }> {
  const [row] = await t.database.db
    .insert(corporateCompanies)
    .values({ name, country: 'id', defaultDiscountBp: 800 })
    .returning({ id: corporateCompanies.id });
  return { id: row!.id, name };
}
const join = (userId: number, companyId: number) =>
  t.database.db.insert(corporateMembers).values({ userId, companyId });

/** what the development inbox delivered to `to` (the worker delivers in the background) */
async function inbox(to: string): Promise<Array<{ id: number; kind: string; text: string; subject?: string }>> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${t.config.apiBasePath}/dev/inbox?to=${encodeURIComponent(to)}`,
  });
  return (res.json() as { messages: Array<{ id: number; kind: string; text: string; subject?: string }> }).messages;
}
/** the token of the newest verification link delivered to `to` after message `afterId` */
async function linkFor(to: string, afterId = 0): Promise<{ token: string; url: string; id: number }> {
  for (let i = 0; i < 100; i += 1) {
    const message = (await inbox(to)).find((m) => m.kind === 'corp_client_verify' && m.id > afterId);
    const url = message?.text.match(/https?:\/\/\S+\/external\/verify-client\/\?token=[A-Za-z0-9_-]+/)?.[0];
    if (message && url) return { token: new URL(url).searchParams.get('token')!, url, id: message.id };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no verification link delivered to ${to}`);
}
const lastMessageId = async (to: string) => (await inbox(to))[0]?.id ?? 0;

const add = (body: Record<string, unknown>, token = booker.token, ip?: string) =>
  api('addCorpClient', { token, body: { locale: 'en-id', ...body }, ip });
const list = async (token = booker.token) => {
  const res = await api('corpClients', { token });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<CorpClients>();
};
const linkState = async (token: string) => api('corpClientLink', { token: await guestToken(t.app), query: { token } });
const confirm = async (token: string) => api('corpClientVerify', { token: await guestToken(t.app), body: { token } });
const profile = async (token: string) => decryptAes<UserInfo>(await call(t.app, 'profile', { token }));
const clientRows = async () =>
  rowsOf<Record<string, unknown>>(await t.database.db.execute(sql`select * from corporate_clients order by id`));

before(async () => {
  t = await createTestApp({ now: () => new Date(clock), logStream: { write: (line) => void logLines.push(line) } });
  alpha = await company('Alpha Logistics');
  beta = await company('Beta Foods');
  const a = await signUp('ayu.booker@alpha.test');
  booker = { id: a.id, token: a.token };
  await join(booker.id, alpha.id);
  const b = await signUp('bima@beta.test');
  bookerB = { id: b.id, token: b.token, email: 'bima@beta.test' };
  await join(bookerB.id, beta.id);
  const p = await signUp('plain.person@example.test');
  plain = { id: p.id, token: p.token };
});
after(() => t?.close());

test('a member adds a client by email: pending, a mail with a link to the corporate site, only a hash of the token stored', async () => {
  const res = await add({ name: '  Sari Wijaya ', email: 'Sari.Client@Example.com' });
  assert.equal(res.statusCode, 201, res.body);
  const sent = res.json<CorpClientLinkSent>();
  assert.equal(sent.sent_to, 's***@example.com');
  assert.deepEqual(
    {
      name: sent.client.name,
      email: sent.client.email,
      phone: sent.client.phone,
      channel: sent.client.channel,
      status: sent.client.status,
      account: sent.client.account,
      can_send_again: sent.client.can_send_again,
      added_by: sent.client.added_by,
    },
    {
      name: 'Sari Wijaya',
      email: 'sari.client@example.com',
      phone: null,
      channel: 'email',
      status: 'pending',
      account: null,
      can_send_again: true,
      added_by: 'Ayu Booker',
    },
  );
  assert.equal(Date.parse(sent.client.link_expires_at!) - clock, CORP_CLIENT_LINK_HOURS * 3_600_000);

  const link = await linkFor('sari.client@example.com');
  assert.ok(link.url.startsWith('http://corporate.localhost:8080/en-id/external/verify-client/?token='), link.url);
  assert.match(link.token, /^[A-Za-z0-9_-]{43}$/, '256 random bits, base64url');
  const mail = (await inbox('sari.client@example.com'))[0]!;
  assert.match(mail.subject ?? '', /Alpha Logistics/);
  assert.match(mail.text, /Ayu Booker added you to Alpha Logistics/);
  assert.match(mail.text, /72 hours/);

  // at rest: the token's SHA-256 only
  const rows = await clientRows();
  const row = rows.find((r) => r.email === 'sari.client@example.com')!;
  assert.equal(row.token_hash, crypto.createHash('sha256').update(link.token).digest('hex'));
  assert.ok(!JSON.stringify(rows).includes(link.token));

  const listed = await list();
  assert.deepEqual(listed.company, { id: alpha.id, name: 'Alpha Logistics' });
  assert.equal(listed.clients[0]!.email, 'sari.client@example.com');
  assert.equal(listed.clients[0]!.status, 'pending');
});

test('no account yet: confirming verifies the client and offers sign-up with the email; sign-up with the link makes the account book for the company', async () => {
  await add({ name: 'Nina Putri Lestari', email: 'nina@example.test' });
  const { token } = await linkFor('nina@example.test');

  const before = await linkState(token);
  assert.equal(before.statusCode, 200, before.body);
  assert.deepEqual(before.json<CorpClientLink>(), {
    state: 'ready',
    company_name: 'Alpha Logistics',
    client_name: 'Nina Putri Lestari',
    channel: 'email',
    sent_to: 'n***@example.test',
    expires_at: new Date(clock + CORP_CLIENT_LINK_HOURS * 3_600_000).toISOString(),
    sign_up: null,
  });

  const confirmed = await confirm(token);
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  const verified = confirmed.json<CorpClientVerified>();
  assert.equal(verified.outcome, 'sign_up');
  assert.deepEqual(verified.sign_up, {
    first_name: 'Nina',
    last_name: 'Putri Lestari',
    email: 'nina@example.test',
    phone: '',
    country_code: '',
  });
  const state = (await linkState(token)).json<CorpClientLink>();
  assert.equal(state.state, 'sign_up');
  assert.equal(state.sign_up?.email, 'nina@example.test');
  // confirming again answers the same and never extends the link
  advance(60);
  const again1 = await confirm(token);
  assert.equal(again1.json<CorpClientVerified>().outcome, 'sign_up');
  assert.equal((await linkState(token)).json<CorpClientLink>().expires_at, state.expires_at);
  let listed = (await list()).clients.find((c) => c.email === 'nina@example.test')!;
  assert.deepEqual([listed.status, listed.account, listed.can_send_again], ['verified', 'no_account', true]);

  // another email with the link: refused before anything is created
  const guest = await guestToken(t.app);
  const wrong = await api('signup', {
    token: guest,
    body: { first_name: 'Nina', email: 'someone.else@example.test', password: 'Secret123', corp_client: token },
  });
  assert.equal(wrong.statusCode, 400, wrong.body);
  assert.equal(wrong.json().code, 'CORP_CLIENT_EMAIL_MISMATCH');
  assert.equal(
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'someone.else@example.test')))
      .length,
    0,
  );

  const signed = await api('signup', {
    token: guest,
    body: {
      first_name: 'Nina',
      last_name: 'Putri',
      email: 'Nina@Example.test',
      password: 'Secret123',
      corp_client: token,
    },
  });
  assert.equal(signed.statusCode, 201, signed.body);
  const nina = signed.json<UserInfo>();
  assert.deepEqual([nina.corporate_type, nina.corporate_agent_id], ['other', alpha.id]);
  listed = (await list()).clients.find((c) => c.email === 'nina@example.test')!;
  assert.deepEqual(
    [listed.status, listed.account, listed.can_send_again, listed.link_expires_at],
    ['verified', 'member', false, null],
  );
  // the new member sees the company's clients too
  assert.equal((await list(nina.access_token)).company.id, alpha.id);

  // the link did its job: used everywhere
  assert.equal((await linkState(token)).json<CorpClientLink>().state, 'used');
  const again = await confirm(token);
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, 'CORP_CLIENT_LINK_USED');
  const twice = await api('signup', {
    token: guest,
    body: { first_name: 'Nina', email: 'nina2@example.test', password: 'Secret123', corp_client: token },
  });
  assert.equal(twice.statusCode, 409);
  assert.equal(twice.json().code, 'CORP_CLIENT_LINK_USED');
});

test('an existing account with the email joins the company when the link is confirmed; the link then works no more', async () => {
  const pat = await signUp('pat.colleague@example.test');
  assert.equal(pat.info.corporate_agent_id, null);
  await add({ name: 'Pat Colleague', email: 'PAT.colleague@example.test' });
  const { token } = await linkFor('pat.colleague@example.test');
  const res = await confirm(token);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json<CorpClientVerified>().outcome, 'added');
  assert.equal(res.json<CorpClientVerified>().sign_up, null);
  const info = await profile(pat.token);
  assert.deepEqual([info.corporate_type, info.corporate_agent_id], ['other', alpha.id]);
  const again = await confirm(token);
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, 'CORP_CLIENT_LINK_USED');
  assert.equal((await linkState(token)).json<CorpClientLink>().state, 'used');
});

test("an account that books for another company is verified but not moved; its link can't be sent again", async () => {
  const res = await add({ name: 'Bima', email: bookerB.email });
  assert.equal(res.statusCode, 201, res.body);
  const { token } = await linkFor(bookerB.email);
  const confirmed = await confirm(token);
  assert.equal(confirmed.json<CorpClientVerified>().outcome, 'other_company');
  assert.equal((await profile(bookerB.token)).corporate_agent_id, beta.id, 'still books for Beta');
  const listed = (await list()).clients.find((c) => c.email === bookerB.email)!;
  assert.deepEqual([listed.status, listed.account, listed.can_send_again], ['verified', 'other_company', false]);
  const again = await api('sendCorpClientLink', { token: booker.token, body: { client_id: listed.id } });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, 'CORP_CLIENT_LINK_USED');
});

test('already on the list, or already booking for the company: 409; another company may add the same person', async () => {
  await add({ name: 'Dewi', email: 'dewi@example.test' });
  const twice = await add({ name: 'Dewi again', email: 'DEWI@Example.test' });
  assert.equal(twice.statusCode, 409);
  assert.equal(twice.json().code, 'CORP_CLIENT_EXISTS');
  const self = await add({ name: 'Me', email: 'ayu.booker@alpha.test' });
  assert.equal(self.statusCode, 409);
  assert.equal(self.json().code, 'CORP_CLIENT_ALREADY_MEMBER');
  const other = await add({ name: 'Dewi', email: 'dewi@example.test' }, bookerB.token);
  assert.equal(other.statusCode, 201, other.body);
  assert.equal(other.json<CorpClientLinkSent>().client.added_by, 'Ayu Booker');
  assert.ok(!(await list(bookerB.token)).clients.some((c) => c.name === 'Dewi again'));
});

test('two adds of one address at once: one client, one mail', async () => {
  const [a, b] = await Promise.all([
    add({ name: 'Race', email: 'race@example.test' }),
    add({ name: 'Race', email: 'race@example.test' }),
  ]);
  assert.deepEqual([a.statusCode, b.statusCode].sort(), [201, 409]);
  assert.equal((await clientRows()).filter((r) => r.email === 'race@example.test').length, 1);
  await linkFor('race@example.test');
  assert.equal((await inbox('race@example.test')).length, 1);
});

test('bad input: 400 with the field named, nothing written, nothing sent', async () => {
  const before = (await clientRows()).length;
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ name: 'No address' }, 'phone'],
    [{ name: 'Both', email: 'both@example.test', phone: '081234567890' }, 'email'],
    [{ name: '   ', email: 'blank@example.test' }, 'name'],
    [{ name: 'Short phone', phone: '12345' }, 'phone'],
    [{ name: 'Bad country', phone: '081234567890', country_code: 'xx' }, 'country_code'],
    [{ name: 'Bad locale', email: 'locale@example.test', locale: 'xx-yy' }, 'locale'],
    [{ name: 'Bad email', email: 'not-an-email' }, 'email'],
  ];
  for (const [body, field] of cases) {
    const res = await add(body);
    assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
    assert.equal(res.json().code, 'VALIDATION_FAILED');
    assert.ok(
      (res.json().details as Array<{ field: string }>).some((d) => d.field.endsWith(field)),
      `${JSON.stringify(body)} names ${field}: ${res.body}`,
    );
  }
  assert.equal((await clientRows()).length, before);
  assert.equal(
    (await inbox('both@example.test')).length +
      (await inbox('blank@example.test')).length +
      (await inbox('locale@example.test')).length,
    0,
  );
});

test('a phone client: the number normalised with the shared helper, the link by SMS; only an account whose phone is verified counts', async () => {
  const res = await add({ name: 'Rudi Hartono', phone: '0812-3456-7890', country_code: 'id', locale: 'id-id' });
  assert.equal(res.statusCode, 201, res.body);
  const sent = res.json<CorpClientLinkSent>();
  assert.deepEqual([sent.client.phone, sent.client.channel, sent.sent_to], ['+6281234567890', 'sms', '+62 ••• 7890']);
  const same = await add({ name: 'Rudi', phone: '+62 812 3456 7890' });
  assert.equal(same.json().code, 'CORP_CLIENT_EXISTS', 'the same number typed in international form');
  const sms = await linkFor('+6281234567890');
  assert.match((await inbox('+6281234567890'))[0]!.text, /^RedNest: Alpha Logistics menambahkan nomor ini/);
  assert.ok(sms.url.includes('/id-id/external/verify-client/'));

  // an account that typed this number but never verified it is not the number's owner
  const typed = await signUp('typed.number@example.test', { phone: '81234567890', country_code: 'id' });
  const confirmed = await confirm(sms.token);
  assert.equal(confirmed.json<CorpClientVerified>().outcome, 'sign_up');
  assert.deepEqual(confirmed.json<CorpClientVerified>().sign_up, {
    first_name: 'Rudi',
    last_name: 'Hartono',
    email: '',
    phone: '81234567890',
    country_code: 'id',
  });
  assert.equal((await profile(typed.token)).corporate_agent_id, null);

  // once it is verified it is: the link (still in its sign-up window) now joins that account
  await t.database.db
    .update(users)
    .set({ phoneVerifiedAt: new Date(clock) })
    .where(eq(users.id, typed.id));
  assert.equal((await linkState(sms.token)).json<CorpClientLink>().state, 'ready');
  const joined = await confirm(sms.token);
  assert.equal(joined.json<CorpClientVerified>().outcome, 'added');
  assert.equal((await profile(typed.token)).corporate_agent_id, alpha.id);
});

test("sign-up from a phone client's link needs that phone number", async () => {
  await add({ name: 'Wati', phone: '0813 1111 2222', country_code: 'id' });
  const { token } = await linkFor('+6281311112222');
  const guest = await guestToken(t.app);
  const wrong = await api('signup', {
    token: guest,
    body: {
      first_name: 'Wati',
      email: 'wati@example.test',
      password: 'Secret123',
      phone: '81399998888',
      country_code: 'id',
      corp_client: token,
    },
  });
  assert.equal(wrong.statusCode, 400, wrong.body);
  assert.equal(wrong.json().code, 'CORP_CLIENT_PHONE_MISMATCH');
  const right = await api('signup', {
    token: guest,
    body: {
      first_name: 'Wati',
      email: 'wati@example.test',
      password: 'Secret123',
      phone: '81311112222',
      country_code: 'id',
      corp_client: token,
    },
  });
  assert.equal(right.statusCode, 201, right.body);
  assert.equal(right.json<UserInfo>().corporate_agent_id, alpha.id);
});

test('a link expires after 72 hours; send again replaces it (the old one answers like an unknown one); not again within a minute', async () => {
  const added = (await add({ name: 'Late Larry', email: 'larry@example.test' })).json<CorpClientLinkSent>();
  const first = await linkFor('larry@example.test');
  advance(CORP_CLIENT_LINK_HOURS * 3600 + 1);
  assert.equal((await linkState(first.token)).json<CorpClientLink>().state, 'expired');
  const late = await confirm(first.token);
  assert.equal(late.statusCode, 409);
  assert.equal(late.json().code, 'CORP_CLIENT_LINK_EXPIRED');
  const listed = (await list()).clients.find((c) => c.id === added.client.id)!;
  assert.deepEqual([listed.status, listed.can_send_again], ['expired', true]);

  const again = await api('sendCorpClientLink', { token: booker.token, body: { client_id: added.client.id } });
  assert.equal(again.statusCode, 200, again.body);
  assert.equal(again.json<CorpClientLinkSent>().client.status, 'pending');
  const second = await linkFor('larry@example.test', first.id);
  assert.notEqual(second.token, first.token);
  const old = await linkState(first.token);
  assert.equal(old.statusCode, 404);
  assert.equal(old.json().code, 'CORP_CLIENT_LINK_NOT_FOUND');
  assert.equal((await linkState(second.token)).json<CorpClientLink>().state, 'ready');

  const tooSoon = await api('sendCorpClientLink', { token: booker.token, body: { client_id: added.client.id } });
  assert.equal(tooSoon.statusCode, 429);
  assert.ok(Number(tooSoon.headers['retry-after']) > 0);
  assert.equal(await lastMessageId('larry@example.test'), second.id, 'nothing more sent');
});

test("members only: a guest token 401, a person of no company 403, another company's client id 404 like an unknown one", async () => {
  const guest = await guestToken(t.app);
  for (const [name, opts] of [
    ['corpClients', {}],
    ['addCorpClient', { body: { name: 'X', email: 'x@example.test' } }],
    ['sendCorpClientLink', { body: { client_id: 1 } }],
  ] as const) {
    const res = await api(name, { token: guest, ...opts });
    assert.equal(res.statusCode, 401, `${name}: ${res.body}`);
    const mine = await api(name, { token: plain.token, ...opts });
    assert.equal(mine.statusCode, 403, `${name}: ${mine.body}`);
    assert.equal(mine.json().code, 'NOT_CORPORATE_MEMBER');
  }
  const alphaClient = (await list()).clients[0]!;
  const foreign = await api('sendCorpClientLink', { token: bookerB.token, body: { client_id: alphaClient.id } });
  const unknown = await api('sendCorpClientLink', { token: bookerB.token, body: { client_id: 2_000_000_000 } });
  assert.deepEqual(
    [foreign.statusCode, foreign.json().code, foreign.json().message],
    [unknown.statusCode, unknown.json().code, unknown.json().message],
  );
  assert.equal(foreign.statusCode, 404);
  assert.equal(foreign.json().code, 'CORP_CLIENT_NOT_FOUND');
  const betaList = await list(bookerB.token);
  assert.ok(
    betaList.clients.every((c) => c.id !== alphaClient.id),
    "Beta's list holds none of Alpha's clients",
  );
  assert.ok(!JSON.stringify(betaList).includes('Alpha Logistics'));

  const bogus = await linkState('A'.repeat(43));
  assert.deepEqual([bogus.statusCode, bogus.json().code], [404, 'CORP_CLIENT_LINK_NOT_FOUND']);
  const bogusConfirm = await confirm('A'.repeat(43));
  assert.deepEqual([bogusConfirm.statusCode, bogusConfirm.json().code], [404, 'CORP_CLIENT_LINK_NOT_FOUND']);
  const bogusSignUp = await api('signup', {
    token: guest,
    body: { first_name: 'X', email: 'bogus.link@example.test', password: 'Secret123', corp_client: 'A'.repeat(43) },
  });
  assert.deepEqual([bogusSignUp.statusCode, bogusSignUp.json().code], [400, 'CORP_CLIENT_LINK_INVALID']);
});

test('limits: links to one address (3 an hour, whichever company asks), links per member (20 an hour), a burst guard per client address', async () => {
  const added = (await add({ name: 'Often', email: 'often@example.test' })).json<CorpClientLinkSent>();
  for (let i = 0; i < 2; i += 1) {
    advance(61);
    assert.equal(
      (await api('sendCorpClientLink', { token: booker.token, body: { client_id: added.client.id } })).statusCode,
      200,
    );
  }
  advance(61);
  const fourth = await api('sendCorpClientLink', { token: booker.token, body: { client_id: added.client.id } });
  assert.equal(fourth.statusCode, 429, fourth.body);
  const elsewhere = await add({ name: 'Often', email: 'often@example.test' }, bookerB.token);
  assert.equal(elsewhere.statusCode, 429, 'another company asking for the same mailbox counts too');

  // a fresh member of a fresh company: 20 links an hour
  const gamma = await company('Gamma Tech');
  const member = await signUp('gamma.booker@example.test');
  await join(member.id, gamma.id);
  for (let i = 0; i < 20; i += 1)
    assert.equal((await add({ name: `Colleague ${i}`, email: `c${i}@gamma.test` }, member.token)).statusCode, 201);
  const over = await add({ name: 'One too many', email: 'c20@gamma.test' }, member.token);
  assert.equal(over.statusCode, 429);
  assert.ok(!(await clientRows()).some((r) => r.email === 'c20@gamma.test'), 'nothing written');

  // per client address (the rate-limit plugin): only a burst guard of link calls a minute
  const ip = '198.51.100.77';
  const guest = await guestToken(t.app);
  const statuses: number[] = [];
  const max = CODE_LIMITS.checksPerAddressPerMinute;
  // A Redis call that times out under load is counted in the instance's memory instead (plugins/cache.ts),
  // so the counts may split between the two stores: the first `max` calls can never pass a limit of `max`,
  // and by 2 × max one of the two stores is over it.
  while (statuses.length < 2 * max && statuses.at(-1) !== 429)
    statuses.push((await api('corpClientLink', { token: guest, query: { token: 'B'.repeat(43) }, ip })).statusCode);
  assert.deepEqual([statuses.slice(0, max).every((s) => s === 404), statuses.at(-1)], [true, 429]);
});

test('no token reaches the log', async () => {
  await add({ name: 'Logged', email: 'logged@example.test' });
  const { token } = await linkFor('logged@example.test');
  await linkState(token);
  await confirm(token);
  const text = logLines.join('\n');
  assert.ok(text.includes('corp_client_verify'), 'the calls were logged');
  assert.ok(!text.includes(token), 'the token is not in the log');
});
