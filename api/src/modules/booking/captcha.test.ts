/**
 * book_now's captcha: a solved challenge books once; a missing, forged, tampered,
 * expired or reused one is refused with its own 4xx code before anything is held; the site
 * setting captcha_by_pass turns it off.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { rowsOf } from '../../db/client.ts';
import type { Booking, SiteSettings } from '@rednest/shared/contracts/dto';
import { CAPTCHA_HEADER } from '@rednest/shared/contracts/wire';
import { call, captchaToken, solveCaptcha } from '../../../test/http.ts';
import { createCatalogTestApp, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { pickBookableRoom, type RoomPick } from './booking-test-kit.ts';
import { createCaptchaUses } from './captcha.repository.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let pick: RoomPick;
let day = 5;

/** a stay of its own for each call, so no answer is a sold-out room */
const body = () => {
  day += 1;
  return {
    ...pick,
    check_in_date: stayDate(TODAY, day),
    check_out_date: stayDate(TODAY, day + 1),
    rooms: 1,
    guest: 2,
    first_name: 'Rudi',
    email: 'rudi.captcha@example.test',
    phone: '+62 812 3456 7890',
    idempotency_key: crypto.randomUUID(),
  };
};
const bookWith = async (headers: Record<string, string>, b = body()) =>
  call(kit.app, 'bookNow', { token: await kit.guestToken(), body: b, headers, captcha: false });
const challenge = async () => (await kit.get('captchaChallenge', {})).json() as Challenge;
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
const decode = (token: string) =>
  JSON.parse(Buffer.from(token, 'base64').toString()) as {
    challenge: Challenge;
    solution: { counter: number; derivedKey: string };
  };
const heldCount = async () =>
  rowsOf<{ n: number }>(await kit.database.db.execute(sql`select count(*)::int as n from bookings`))[0]!.n;

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  const found = await pickBookableRoom(kit, {
    check_in_date: stayDate(TODAY, 6),
    check_out_date: stayDate(TODAY, 7),
    rooms: 1,
    guest: 2,
  });
  assert.ok(found, 'a bookable room');
  pick = found;
});
after(async () => {
  await kit?.close();
});

test('captcha_challenge answers a signed SHA-256 challenge that expires', async () => {
  const c = await challenge();
  assert.equal(c.parameters.algorithm, 'SHA-256');
  assert.match(c.signature!, /^[0-9a-f]{64}$/);
  const expires = (c.parameters.data as { expires: number }).expires;
  assert.equal(expires, Math.floor(kit.clock.now.getTime() / 1000) + kit.config.captcha.ttlSeconds);
  // two challenges are never the same
  assert.notEqual((await challenge()).parameters.nonce, c.parameters.nonce);
});

test('a solved challenge books; the same solution again is 409 CAPTCHA_ALREADY_USED; a repeat of the booked attempt needs none', async () => {
  const token = await captchaToken(kit.app, await kit.guestToken());
  const first = body();
  const res = await bookWith({ [CAPTCHA_HEADER]: token }, first);
  assert.equal(res.statusCode, 201, res.body);
  const before = await heldCount();
  const again = await bookWith({ [CAPTCHA_HEADER]: token });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, 'CAPTCHA_ALREADY_USED');
  assert.match(again.json().message, /already used/);
  assert.equal(await heldCount(), before, 'nothing held for the replayed solution');
  // the guest's retry of the same attempt (a lost answer) gets the first booking, with or without a captcha
  const retry = await bookWith({}, first);
  assert.equal(retry.statusCode, 201);
  assert.equal((retry.json() as Booking).booking_salt, (res.json() as Booking).booking_salt);
});

test('the same solution sent twice at once books once: the other is 409 CAPTCHA_ALREADY_USED', async () => {
  const token = await captchaToken(kit.app, await kit.guestToken());
  const answers = await Promise.all([bookWith({ [CAPTCHA_HEADER]: token }), bookWith({ [CAPTCHA_HEADER]: token })]);
  assert.deepEqual(answers.map((r) => r.statusCode).sort(), [201, 409]);
  assert.equal(answers.find((r) => r.statusCode === 409)!.json().code, 'CAPTCHA_ALREADY_USED');
});

test('a used solution is recorded in the database until its challenge expires, then pruned', async () => {
  const uses = createCaptchaUses(kit.database.db);
  const { challenge: c } = decode(await captchaToken(kit.app, await kit.guestToken()));
  const expiresAt = new Date((c.parameters.data as { expires: number }).expires * 1000);
  assert.equal(await uses.markUsed(c.signature!, expiresAt), true);
  assert.equal(await uses.markUsed(c.signature!, expiresAt), false, 'a second use, whatever the cache says');
  const stored = async () =>
    rowsOf<{ n: number }>(
      await kit.database.db.execute(sql`select count(*)::int as n from captcha_uses where signature = ${c.signature!}`),
    )[0]!.n;
  assert.equal(await uses.prune(new Date(expiresAt.getTime() - 1000)), 0);
  assert.equal(await stored(), 1, 'kept while the challenge could still be presented');
  assert.ok((await uses.prune(new Date(expiresAt.getTime() + 1000))) >= 1);
  assert.equal(await stored(), 0);
});

test('missing, garbage, forged and tampered solutions are 400 with a code, and hold nothing', async () => {
  const before = await heldCount();
  const missing = await bookWith({});
  assert.equal(missing.statusCode, 400);
  assert.equal(missing.json().code, 'CAPTCHA_REQUIRED');

  const solved = decode(await captchaToken(kit.app, await kit.guestToken()));
  const forgedChallenge = { ...solved.challenge, signature: 'a'.repeat(64) };
  const easier = { ...solved.challenge, parameters: { ...solved.challenge.parameters, keyPrefix: '0' } };
  const later = {
    ...solved.challenge,
    parameters: { ...solved.challenge.parameters, data: { expires: 4_000_000_000 } },
  };
  const cases: [string, string][] = [
    ['not base64', '%%%not-a-token%%%'],
    ['base64 of junk', Buffer.from('{"challenge":').toString('base64')],
    ['json null', encode(null)],
    ['a huge header', 'A'.repeat(5000)],
    ['no solution', encode({ challenge: solved.challenge })],
    [
      'a wrong counter',
      encode({ challenge: solved.challenge, solution: { ...solved.solution, counter: solved.solution.counter + 1 } }),
    ],
    [
      'a wrong key',
      encode({ challenge: solved.challenge, solution: { ...solved.solution, derivedKey: 'f'.repeat(64) } }),
    ],
    ['a forged signature', encode({ challenge: forgedChallenge, solution: solved.solution })],
    ['an easier prefix', encode({ challenge: easier, solution: solved.solution })],
    ['a later expiry', encode({ challenge: later, solution: solved.solution })],
    // made and signed by someone else, with the same expiry: another key
    [
      'a challenge we never made',
      await solveCaptcha(
        await createChallenge({
          algorithm: 'SHA-256',
          cost: 1,
          counter: 3,
          deriveKey,
          data: solved.challenge.parameters.data,
          hmacSignatureSecret: 'not-our-key-0123456789',
        }),
      ),
    ],
  ];
  for (const [what, token] of cases) {
    const res = await bookWith({ [CAPTCHA_HEADER]: token });
    assert.equal(res.statusCode, 400, `${what}: ${res.body}`);
    assert.equal(res.json().code, 'CAPTCHA_INVALID', what);
    assert.match(res.json().message, /security check/, what);
  }
  assert.equal(await heldCount(), before);
  // the untouched solution still works: the refusals did not use it up
  assert.equal((await bookWith({ [CAPTCHA_HEADER]: encode(solved) })).statusCode, 201);
});

test('a solution older than CAPTCHA_TTL_SECONDS is 400 CAPTCHA_EXPIRED', async () => {
  const token = await captchaToken(kit.app, await kit.guestToken());
  const saved = kit.clock.now;
  kit.clock.now = new Date(saved.getTime() + (kit.config.captcha.ttlSeconds + 1) * 1000);
  try {
    const res = await bookWith({ [CAPTCHA_HEADER]: token });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'CAPTCHA_EXPIRED');
  } finally {
    kit.clock.now = saved;
  }
});

test('site settings say captcha_by_pass 0 here; with CAPTCHA_BY_PASS the site says 1 and book_now takes no captcha', async () => {
  const settings = (await call(kit.app, 'siteSettings', { query: { locale: 'en-id' } })).json() as SiteSettings;
  assert.equal(settings.captcha_by_pass, 0);
  const open = await createCatalogTestApp({
    today: TODAY,
    config: { captcha: { ...kit.config.captcha, bypass: true } },
  });
  try {
    const s = (await call(open.app, 'siteSettings', { query: { locale: 'en-id' } })).json() as SiteSettings;
    assert.equal(s.captcha_by_pass, 1);
    const res = await call(open.app, 'bookNow', { token: await open.guestToken(), body: body(), captcha: false });
    assert.equal(res.statusCode, 201, res.body);
  } finally {
    await open.close();
  }
});
