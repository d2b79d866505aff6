/**
 * Self check-in (spec §2 self-check-in, §7 checkins / do_checkin). A confirmed booking
 * (paid by card, or pay at hotel once confirmed) checks in on its check-in day in the hotel's
 * calendar, with an ID the property accepts (its policies.accepted_ids) whose number has that
 * document's shape. Only the ID's kind and last four characters are kept. The answer is the stay's
 * pass: a QR code (qrcode package, SVG) holding the booking code and a random token for the desk.
 */
import crypto from 'node:crypto';
import QRCode from 'qrcode';
import type { Checkins, CheckinStatus, DoCheckinBody } from '@rednest/shared/contracts';
import { bookingCode } from '@rednest/shared/format';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { hotelToday } from '../search/search.service.ts';
import type { CheckinFacts, CheckinRepository } from './checkin.repository.ts';

/** each document's number once spaces and dashes are removed, upper case */
const ID_SHAPES: Record<DoCheckinBody['id_type'], RegExp> = {
  ktp: /^\d{16}$/,
  sim: /^\d{12,14}$/,
  passport: /^[A-Z0-9]{6,9}$/,
  nric: /^[STFGM]\d{7}[A-Z]$/,
  philsys: /^\d{12,16}$/,
  drivers_license: /^[A-Z]\d{10}$/,
  cccd: /^\d{12}$/,
  thai_id: /^\d{13}$/,
};

/** a stay can be rated this many days after check-out */
export const REVIEW_WINDOW_DAYS = 30;

export function createCheckinService(deps: { repo: CheckinRepository; now: () => Date }) {
  async function owned(salt: string, caller: { userId: number | null }): Promise<CheckinFacts> {
    const row = await deps.repo.facts(salt);
    if (!row || (row.user_id !== null && row.user_id !== caller.userId))
      throw notFound('BOOKING_NOT_FOUND', 'We could not find this booking.');
    return row;
  }

  async function statusOf(row: CheckinFacts): Promise<CheckinStatus> {
    const today = hotelToday(row.timezone, deps.now());
    const state: CheckinStatus['state'] = row.pass_token
      ? 'checked_in'
      : row.status !== 'confirmed'
        ? 'not_eligible'
        : today < row.check_in
          ? 'not_yet'
          : today > row.check_in
            ? 'closed'
            : 'open';
    const code = bookingCode(row.id);
    let pass: CheckinStatus['pass'] = null;
    if (row.pass_token) {
      const qrText = `RNCHECKIN:${code}:${row.pass_token}`;
      pass = {
        booking_code: code,
        guest_name: row.full_name!,
        id_type: row.id_type as CheckinStatus['accepted_ids'][number],
        id_number_last4: row.id_number_last4!,
        checked_in_at: row.checked_in_at!,
        qr_text: qrText,
        qr_svg: await QRCode.toString(qrText, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
      };
    }
    return {
      booking_salt: row.booking_salt,
      booking_code: code,
      hotel_name: row.hotel_name,
      room_type: row.room_type,
      check_in_date: row.check_in,
      check_out_date: row.check_out,
      check_in_time: row.check_in_time.slice(0, 5),
      state,
      accepted_ids: row.accepted_ids as CheckinStatus['accepted_ids'],
      pass,
    };
  }

  return {
    async status(salt: string, caller: { userId: number | null }): Promise<CheckinStatus> {
      return statusOf(await owned(salt, caller));
    },

    async checkIn(body: DoCheckinBody, caller: { userId: number | null }): Promise<CheckinStatus> {
      const row = await owned(body.booking_salt, caller);
      const now = await statusOf(row);
      if (now.state === 'checked_in') return now;
      if (now.state === 'not_eligible')
        throw conflict(
          'CHECKIN_NOT_ELIGIBLE',
          row.status === 'pending'
            ? 'This booking is not paid yet. Pay for it first, then check in.'
            : 'This booking cannot be checked in.',
        );
      if (now.state === 'not_yet')
        throw conflict('CHECKIN_NOT_OPEN', `Self check-in opens on your check-in day, ${row.check_in}.`);
      if (now.state === 'closed')
        throw conflict(
          'CHECKIN_CLOSED',
          'Self check-in was open on your check-in day only. Please check in at the front desk.',
        );
      if (!row.accepted_ids.includes(body.id_type)) {
        throw badRequest('ID_NOT_ACCEPTED', 'This property does not accept this kind of ID. Choose one it accepts.', [
          { field: 'id_type', message: `one of ${row.accepted_ids.join(', ')}` },
        ]);
      }
      const number = body.id_number.replace(/[\s-]/g, '').toUpperCase();
      if (!ID_SHAPES[body.id_type].test(number))
        throw badRequest(
          'ID_NUMBER_INVALID',
          'This ID number does not look right for this kind of ID. Check it and try again.',
          [{ field: 'id_number', message: 'does not match the document' }],
        );
      const done = await deps.repo.checkIn({
        bookingId: row.id,
        idType: body.id_type,
        idNumberLast4: number.slice(-4),
        fullName: body.full_name.trim(),
        passToken: crypto.randomBytes(16).toString('base64url'),
        now: deps.now(),
      });
      const after = (await deps.repo.facts(body.booking_salt))!;
      // not checked in by us: checked in meanwhile (two taps) answers the pass; cancelled meanwhile, not eligible
      if (!done && !after.pass_token) throw conflict('CHECKIN_NOT_ELIGIBLE', 'This booking cannot be checked in.');
      return statusOf(after);
    },

    /** the caller's stays checking in today and the stays that ended lately (spec §3 recent checkout response) */
    async checkins(userId: number): Promise<Checkins> {
      const now = deps.now();
      const [today, ended] = await Promise.all([
        deps.repo.todayCheckins(userId, now),
        deps.repo.recentCheckouts(userId, now, REVIEW_WINDOW_DAYS),
      ]);
      const item = (r: (typeof today)[number]) => ({
        id: r.id,
        booking_salt: r.booking_salt,
        hotel_name: r.hotel_name,
        hotel_slug: r.hotel_slug,
        check_in_date: r.check_in,
        check_out_date: r.check_out,
        status: r.status,
      });
      const bookings = ended.map((r) => ({ ...item(r), is_eligible_to_review: !r.reviewed }));
      return {
        today_checkins: today.map((r) => ({ ...item(r), checked_in: r.checked_in })),
        recent_checkouts: {
          bookings,
          today_checkout: ended.some((r) => r.checks_out_today),
          is_eligible_to_review: bookings.some((b) => b.is_eligible_to_review),
        },
      };
    },
  };
}
export type CheckinService = ReturnType<typeof createCheckinService>;
