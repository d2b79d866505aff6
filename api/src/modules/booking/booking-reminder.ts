/**
 * The unpaid-booking reminder: a booking held but left unpaid (status pending: the guest left the
 * card page, or opened a bank transfer and has not sent it) gets one mail leading back to the
 * abandoned-booking screen (`/{locale}/abandoned-booking?booking=<salt>`), which shows the stay, the
 * time left and the ways to finish paying.
 *
 * When: an hour after the hold began, or halfway through a hold shorter than two hours, whichever
 * comes first. Holds are short: a card hold is BOOKING_HOLD_MINUTES (15 by default, renewed for 15
 * each time the card page is opened), a bank transfer keeps it for its 60-minute account, so an
 * hour alone would almost never find a booking that can still be paid. Only while it can be paid:
 * pending, and at least REMINDER_MIN_LEFT_MINUTES of the hold left (less is not enough to act on a
 * mail). Pay at the hotel confirms the booking at once (the money is due at the hotel), so it has
 * nothing to remind. A booking without an email gets none.
 *
 * Once per booking, whatever the number of API instances: the mail is queued in the transaction
 * that writes the booking's `booking_reminders` row (its primary key); an instance that finds the
 * row written sends nothing. It runs in the booking module's sweeper (booking.routes.ts).
 */
import { bookingCode, formatMoney, localeOfCurrency } from '@rednest/shared/format';
import { clockTime } from '@rednest/shared/format/clock';
import type { Db } from '../../db/client.ts';
import type { OutboxSender } from '../outbox/outbox.service.ts';
import { createBookingRepository, type BookingRow } from './booking.repository.ts';
import { createBookingReminderRepository } from './booking-reminder.repository.ts';
import { bookingPageUrl } from './confirmation-mail.ts';
import { bookingMail } from './booking-mail.ts';
import { mailDay, mailWords } from './mail-words.ts';
import { inLanguage } from '../../i18n/language.ts';
import type { SiteOrigin, SiteOrigins } from '../../http/site-origin.ts';

/** the reminder goes at most this long after the hold began */
export const REMINDER_AFTER_MINUTES = 60;
/** and never with less of the hold left than this */
export const REMINDER_MIN_LEFT_MINUTES = 5;

/** `site`: where the booking was made (sites.ofBooking(row.site_origin)) */
export function abandonedBookingUrl(site: SiteOrigin, currency: string, salt: string, language = 'en'): string {
  return bookingPageUrl(site, currency, 'abandoned-booking', { booking: salt }, language);
}

/**
 * subject, text and html of the reminder, in the language of the site it was booked on (`row` read in
 * that language, so its room and plan are named in it); the link opens the booking's site
 */
export function reminderMessage(row: BookingRow, link: string): { subject: string; text: string; html: string } {
  const w = mailWords(row.language);
  // the hotel's clock, named: the guest may read the mail in another zone
  const until = clockTime(row.hold_expires_at!, w.dateTag, { hotelTimeZone: row.timezone });
  const day = (iso: string) => mailDay(iso, w);
  const first = row.guest_name.split(' ')[0] || row.guest_name;
  const facts: [string, string][] = [
    [w.facts.bookingCode, bookingCode(row.id)],
    [w.facts.hotel, row.hotel_name],
    [w.facts.stay, w.range(day(row.check_in), day(row.check_out))],
    [w.facts.room, `${row.room_type}, ${row.rate_plan}`],
    [w.facts.total, formatMoney(row.total_minor, row.currency, localeOfCurrency(row.currency))],
  ];
  return {
    subject: w.reminder.subject(row.hotel_name, day(row.check_in)),
    ...bookingMail({
      greeting: w.hello(first),
      lead: w.reminder.lead(row.hotel_name, until),
      facts,
      paragraphs: [
        { text: w.reminder.finishText(link), link: { href: link, label: w.reminder.finishLabel } },
        { text: w.reminder.nothingToDo },
      ],
    }),
  };
}

export function createBookingReminders(deps: { db: Db; outbox: OutboxSender; sites: SiteOrigins; now: () => Date }) {
  const reminders = createBookingReminderRepository(deps.db, {
    afterMinutes: REMINDER_AFTER_MINUTES,
    minLeftMinutes: REMINDER_MIN_LEFT_MINUTES,
  });
  const bookingRepo = createBookingRepository(deps.db);

  /** one booking: claim its row and queue its mail in one transaction; false when another instance had it, or it stopped being due */
  async function remind(id: number, now: Date): Promise<boolean> {
    return deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const salt = await reminders.claim(tx, id, now);
      if (!salt) return false;
      // read in the booking's language: the mail names its room and plan in it
      const language = await bookingRepo.languageOf(salt, tx);
      const row = await inLanguage(language, () => bookingRepo.findBySalt(salt, tx));
      if (!row?.guest_email || !row.hold_expires_at) return false;
      const message = reminderMessage(
        row,
        abandonedBookingUrl(deps.sites.ofBooking(row.site_origin), row.currency, row.booking_salt, row.language),
      );
      // the link opens the booking (a guest's salt is its key): not kept once delivered
      await deps.outbox.enqueueMail({ to: row.guest_email, ...message, kind: 'booking_reminder', sensitive: true }, tx);
      return true;
    });
  }

  return {
    /** sends the reminders that are due; answers how many this instance sent */
    async sweep(limit = 50): Promise<number> {
      const now = deps.now();
      const ids = await reminders.dueBookings(now, limit);
      let sent = 0;
      for (const id of ids) if (await remind(id, now)) sent += 1;
      return sent;
    },
  };
}
