/** book_now: a priced stay becomes a pending booking that holds its rooms. */
import crypto from 'node:crypto';
import type { Booking, BookNowBody } from '@rednest/shared/contracts';
import { AppError, conflict } from '../../errors.ts';
import { isCheckViolation, isUniqueViolation } from '../../db/pg-error.ts';
import type { BookingServiceDeps, Sender } from './booking-deps.ts';
import type { BookingView } from './booking-view.ts';
import { soldOut } from './summary.service.ts';

/** the batch of ledger transfers a booking's redcash is reserved under (the settlement trigger of drizzle/0040 reads it) */
export const redcashBatch = (bookingId: number) => `booking:${bookingId}:redcash`;

/** the batch a booking's points are reserved under (settled by the booking's status like redcash: drizzle/0041) */
export const pointsBatch = (bookingId: number) => `booking:${bookingId}:points`;

const pointsChanged = () =>
  conflict(
    'POINTS_CHANGED',
    'Your points balance changed since the summary was shown. Check the new total and book again.',
  );

const redcashChanged = () =>
  conflict(
    'REDCASH_CHANGED',
    'Your redcash balance changed since the summary was shown. Check the new total and book again.',
  );

const requestHash = (body: unknown) => crypto.createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** 22 URL-safe characters of 128 random bits: payment and invoice links carry it, so it must not be guessable */
const newSalt = () => crypto.randomBytes(16).toString('base64url');

export function createBookNow(deps: BookingServiceDeps, toBooking: BookingView['toBooking']) {
  const holdMs = (deps.holdMinutes ?? 15) * 60_000;

  return {
    /**
     * book_now: the server prices the chosen room and plan for the stay (the function search and
     * the hotel page use), then, in one transaction, takes the rooms for every night, writes the
     * pending booking with its hold expiry and records the answer under the idempotency key.
     * `guard` (the captcha) runs before any work for a new attempt. `siteOrigin` (sites.stored of the
     * request's site) is required of every caller: mails built later link to the site it was booked on.
     */
    async bookNow(
      body: BookNowBody,
      caller: Sender,
      from: { siteOrigin: string; guard?: () => Promise<void> },
    ): Promise<{ status: number; booking: Booking }> {
      if (!deps.summary || !deps.promos || !deps.transaction)
        throw new Error('bookNow needs the summary, promos and a transaction');
      // the sender's own key: another guest's or user's identical request is a new one, never answered with this booking (its salt opens it)
      const scope = `book_now:${caller.principal}`;
      const hash = requestHash(body);
      const replay = async () => {
        const first = await deps.repo.findIdempotent(scope, body.idempotency_key);
        if (!first) return null;
        if (first.requestHash !== hash)
          throw conflict(
            'IDEMPOTENCY_KEY_REUSED',
            'This booking attempt was already made with other details. Start a new booking to change them.',
          );
        return { status: first.statusCode, booking: first.response as Booking };
      };
      const earlier = await replay();
      if (earlier) return earlier;
      // the captcha (a repeat of an answered attempt above needs none: it holds nothing new)
      await from.guard?.();

      // the summary the guest saw, priced again: its total is what the booking charges
      const email = body.email.toLowerCase();
      const { summary, promo, reward, plan, checkIn, checkOut, country } = await deps.summary.summarize(body, {
        userId: caller.userId,
        email,
      });
      // the redcash the guest saw: a wallet that no longer covers it changes the total, which the guest must see first
      const redcashNow = -(summary.adjustments.find((a) => a.kind === 'redcash')?.amount ?? 0);
      if (body.use_redcash && body.redcash_amount !== undefined && redcashNow !== body.redcash_amount)
        throw redcashChanged();
      const pointsNow = summary.adjustments.find((a) => a.kind === 'points')?.quantity ?? 0;
      if (body.use_points && body.points_used !== undefined && pointsNow !== body.points_used) throw pointsChanged();
      const now = deps.now();
      const salt = newSalt();

      try {
        await deps.transaction(async (tx) => {
          if (promo)
            await deps.summary!.recheckCoupon(tx, promo, {
              userId: caller.userId,
              email,
              country,
              currency: summary.currency,
              stayTotal: summary.stay_total,
            });
          if (reward) {
            // a reward whose booking's hold ran out is free at once, before the sweeper ends that booking: end it
            // here, its row locked first (before any room), so a late payment of it cannot spend the reward too
            const holder = await deps.promos!.lockMktRewardHolder(tx, reward.id, now);
            if (holder?.holdRanOut) await deps.repo.endHold(holder.bookingId, 'hold_expired', now, tx);
          }
          const taken = await deps.repo.takeRooms(tx, {
            roomTypeId: summary.room_type_id,
            checkIn,
            checkOut,
            rooms: summary.rooms,
          });
          if (taken !== summary.no_of_nights) throw soldOut();
          const bookingId = await deps.repo.insertBooking(tx, {
            userId: caller.userId,
            propertyId: summary.property_id,
            roomTypeId: summary.room_type_id,
            ratePlanId: summary.rate_plan_id,
            checkIn,
            checkOut,
            rooms: summary.rooms,
            guests: summary.guest,
            currency: summary.currency,
            bookingSalt: salt,
            guestName: [body.first_name, body.last_name].filter(Boolean).join(' '),
            guestEmail: email,
            guestPhone: body.phone,
            specialRequest: body.special_request?.trim() || null,
            roomChargeMinor: summary.room_charge,
            discountMinor: summary.discount,
            serviceMinor: summary.service_charge,
            taxesMinor: summary.taxes,
            totalMinor: summary.total,
            adjustments: summary.adjustments,
            holdExpiresAt: new Date(now.getTime() + holdMs),
            // on the app's clock, as the hold's end: the reminder measures the hold from here
            createdAt: now,
            // mails built later (confirmation, reminder) link to the site it was booked on
            siteOrigin: from.siteOrigin,
          });
          if (promo) {
            const coupon = summary.adjustments.find((a) => a.kind === 'coupon')!;
            await deps.promos!.recordRedemption(tx, {
              promoId: promo.id,
              bookingId,
              userId: caller.userId,
              email,
              discountMinor: -coupon.amount,
            });
          }
          // the redcash the summary spends is reserved for this booking: paid, it is spent; an unpaid hold that
          // ends gives it back (both by the booking's status: drizzle/0040_booking_redcash.sql)
          const redcash = summary.adjustments.find((a) => a.kind === 'redcash');
          if (redcash) {
            if (!deps.reserveRedcash || caller.userId === null)
              throw new Error('book_now spends redcash for a member only');
            try {
              await deps.reserveRedcash(tx, {
                userId: caller.userId,
                currency: summary.currency,
                amount: -redcash.amount,
                key: redcashBatch(bookingId),
                reference: `booking:${bookingId}`,
              });
            } catch (error) {
              if (error instanceof AppError && error.code === 'REDCASH_INSUFFICIENT') throw redcashChanged();
              throw error;
            }
          }
          const points = summary.adjustments.find((a) => a.kind === 'points');
          if (points) {
            if (!deps.reservePoints || caller.userId === null)
              throw new Error('book_now spends points for a member only');
            try {
              await deps.reservePoints(tx, {
                userId: caller.userId,
                amount: points.quantity,
                key: pointsBatch(bookingId),
                reference: `booking:${bookingId}`,
              });
            } catch (error) {
              if (error instanceof AppError && error.code === 'POINTS_INSUFFICIENT') throw pointsChanged();
              throw error;
            }
          }
          // the club plan bought with the stay: a pending membership its payment activates
          const membership = summary.adjustments.find((a) => a.kind === 'membership');
          if (membership) {
            if (!deps.holdMembership || caller.userId === null)
              throw new Error('book_now sells a plan to a member only');
            await deps.holdMembership(tx, {
              userId: caller.userId,
              planId: Number(membership.code),
              bookingId,
              priceMinor: membership.amount,
              currency: summary.currency,
            });
          }
          // the stay reward is this booking's once counted again with the user's row locked (stay-reward.repository)
          if (summary.adjustments.some((a) => a.kind === 'stay_reward')) {
            if (!deps.takeStayReward || caller.userId === null)
              throw new Error('book_now uses a stay reward for a member only');
            await deps.takeStayReward(tx, caller.userId);
          }
          // the reward is held by this booking (used once it is paid; an unpaid hold that ends gives it back)
          if (
            reward &&
            !(await deps.promos!.takeMktReward(tx, { rewardId: reward.id, userId: caller.userId!, bookingId }))
          ) {
            throw conflict('MKT_REWARD_HELD', `${reward.title}: this reward has just been taken by another booking.`);
          }
          const booking = await toBooking((await deps.repo.findBySalt(salt, tx))!, plan.cancellation_policy);
          await deps.repo.saveIdempotent(tx, {
            scope,
            key: body.idempotency_key,
            requestHash: hash,
            statusCode: 201,
            response: booking,
          });
        });
      } catch (error) {
        // the same key sent twice at once: the other request committed first; answer as it did
        if (isUniqueViolation(error)) {
          const first = await replay();
          if (first) return first;
        }
        if (isCheckViolation(error)) throw soldOut();
        throw error;
      }
      const row = await deps.repo.findBySalt(salt);
      return { status: 201, booking: await toBooking(row!, plan.cancellation_policy) };
    },
  };
}
