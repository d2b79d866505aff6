/**
 * Rate your stay: a guest who checked in and out rates the booking once; the review
 * changes the property's rating and review count on the details page, its reviews and ratings.
 * get_feedback_options is hmac-signed and takes the user_segment header. Others get 404.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { EndpointName } from '@rednest/shared/contracts/endpoints';
import type { Checkins, FeedbackOptions, FeedbackResult, MyBookings } from '@rednest/shared/contracts/dto';
import { seedBookingsFor } from '../../db/seed/demo-bookings.ts';
import { hmacSign } from '../../http/wire.ts';
import { call, pathOf } from '../../../test/http.ts';
import { createCatalogTestApp, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let alice: { token: string; id: number };
let bob: { token: string; id: number };
/** alice's confirmed Jakarta stay, 24 → 27 March */
let stay: { salt: string; hotel: string };

const signed = (name: EndpointName) => {
  const ts = Math.floor(kit.clock.now.getTime() / 1000);
  return {
    'x-rn-timestamp': String(ts),
    'x-rn-hmac': hmacSign(ts, 'POST', pathOf(kit.app, name)),
    user_segment: 'loyal',
  };
};
const options = (token = alice.token, headers: Record<string, string> = signed('getFeedbackOptions')) =>
  call(kit.app, 'getFeedbackOptions', { token, body: { booking_salt: stay.salt }, headers });
const rate = (body: Record<string, unknown>, token = alice.token) =>
  call(kit.app, 'feedbackListener', {
    token,
    body: { booking_salt: stay.salt, traveller_type: 'couple', ...body },
    headers: { user_segment: 'loyal' },
  });
const details = async () =>
  (
    await kit.app.inject({
      method: 'GET',
      url: pathOf(kit.app, 'hotelDetails').replace(':id', stay.hotel),
      headers: { authorization: `Bearer ${alice.token}` },
    })
  ).json<{ rating: number; review_count: number }>();

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  alice = await kit.signUp('alice@example.test');
  bob = await kit.signUp('bob@example.test');
  await seedBookingsFor(kit.app.database.db, alice.id, 'Alice Tan', TODAY);
  const b = (await kit.get('myBookings', {}, alice.token))
    .json<MyBookings>()
    .bookings.find((x) => x.status === 'confirmed')!;
  stay = { salt: b.booking_salt, hotel: b.hotel_slug };
});
after(async () => {
  await kit?.close();
});

test('get_feedback_options is signed and needs the user_segment header; a stay not checked in cannot be rated', async () => {
  assert.equal(
    (
      await call(kit.app, 'getFeedbackOptions', {
        token: alice.token,
        body: { booking_salt: stay.salt },
        headers: { user_segment: 'loyal' },
      })
    ).statusCode,
    401,
  );
  const { user_segment: _, ...noSegment } = signed('getFeedbackOptions');
  const missing = await options(alice.token, noSegment);
  assert.equal(missing.statusCode, 400);
  assert.equal(missing.json<{ code: string }>().code, 'USER_SEGMENT_REQUIRED');
  const res = await options();
  assert.equal(res.statusCode, 200, res.body);
  const o = res.json<FeedbackOptions>();
  assert.equal(o.state, 'not_eligible');
  assert.equal(o.user_segment, 'loyal');
  assert.deepEqual(o.stars, [1, 2, 3, 4, 5]);
  assert.equal((await rate({ rating: 5 })).json<{ code: string }>().code, 'REVIEW_NOT_ELIGIBLE');
});

test('checked in and out: rated once, and the hotel rating and review count change where guests see them', async () => {
  kit.clock.now = new Date('2026-03-24T05:00:00Z');
  const checkin = await call(kit.app, 'doCheckin', {
    token: alice.token,
    body: { booking_salt: stay.salt, id_type: 'passport', id_number: 'X1234567', full_name: 'Alice Tan' },
  });
  assert.equal(checkin.statusCode, 200, checkin.body);
  assert.equal((await options()).json<FeedbackOptions>().state, 'not_yet');
  assert.equal((await rate({ rating: 1 })).json<{ code: string }>().code, 'REVIEW_NOT_YET');

  kit.clock.now = new Date('2026-03-28T05:00:00Z');
  assert.equal((await options()).json<FeedbackOptions>().state, 'open');
  for (const token of [bob.token, await kit.guestToken()]) {
    assert.equal((await options(token)).statusCode, 404);
    assert.equal((await rate({ rating: 1 }, token)).statusCode, 404);
  }
  const before = await details();
  const res = await rate({ rating: 1, tags: ['noise', 'wifi'], comment: 'Loud street at night.' });
  assert.equal(res.statusCode, 201, res.body);
  const saved = res.json<FeedbackResult>();
  assert.equal(saved.hotel_review_count, before.review_count + 1);
  assert.ok(saved.hotel_rating < before.rating, `${saved.hotel_rating} < ${before.rating}`);

  const now = await details();
  assert.equal(now.review_count, before.review_count + 1);
  assert.ok(Math.abs(now.rating - saved.hotel_rating) < 0.001);
  const reviews = (
    await kit.app.inject({
      method: 'GET',
      url: pathOf(kit.app, 'hotelReviews').replace(':id', stay.hotel),
      headers: { authorization: `Bearer ${alice.token}` },
    })
  ).json<{
    reviews: { author_name: string; rating: number; comment: string }[];
    review_count: number;
    rating_breakdown: { stars: number; count: number }[];
  }>();
  assert.equal(reviews.review_count, now.review_count);
  // the rating is the average of the reviews, the new one included
  const n = reviews.rating_breakdown.reduce((sum, r) => sum + r.count, 0);
  assert.equal(n, now.review_count);
  assert.ok(Math.abs(now.rating - reviews.rating_breakdown.reduce((sum, r) => sum + r.stars * r.count, 0) / n) < 0.006);
  assert.ok(
    reviews.reviews.some(
      (r) => r.author_name === 'Alice T.' && r.rating === 1 && r.comment === 'Loud street at night.',
    ),
  );

  // once per booking
  assert.equal((await rate({ rating: 5 })).json<{ code: string }>().code, 'ALREADY_RATED');
  const o = (await options()).json<FeedbackOptions>();
  assert.deepEqual([o.state, o.rating], ['rated', 1]);
  assert.equal((await details()).review_count, now.review_count);
  const recent = (await kit.get('checkins', {}, alice.token)).json<Checkins>().recent_checkouts;
  assert.deepEqual([recent.bookings[0]?.is_eligible_to_review, recent.is_eligible_to_review], [false, false]);
});
