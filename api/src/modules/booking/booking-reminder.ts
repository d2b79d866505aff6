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
import { bookingCode, formatMoney } from '@rednest/shared/format';
import type { Db } from '../../db/client.ts';
import type { OutboxSender } from '../outbox/outbox.service.ts';
import { createBookingRepository, type BookingRow } from './booking.repository.ts';
import { createBookingReminderRepository } from './booking-reminder.repository.ts';
import { bookingPageUrl } from './confirmation-mail.ts';
import { bookingMail } from './booking-mail.ts';
import type { SiteOrigin, SiteOrigins } from '../../http/site-origin.ts';

/** the reminder goes at most this long after the hold began */
export const REMINDER_AFTER_MINUTES = 60;
/** and never with less of the hold left than this */
export const REMINDER_MIN_LEFT_MINUTES = 5;

/** `site`: where the booking was made (sites.ofBooking(row.site_origin)) */
export function abandonedBookingUrl(site: SiteOrigin, currency: string, salt: string): string {
  return bookingPageUrl(site, currency, 'abandoned-booking', { booking: salt });
}

/** subject, text and html of the reminder (English, like the confirmation; the link opens the booking's site) */
export function reminderMessage(row: BookingRow, link: string): { subject: string; text: string; html: string } {
  const until = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: row.timezone,
    timeZoneName: 'short',
  }).format(new Date(row.hold_expires_at!));
  const day = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
  const first = row.guest_name.split(' ')[0] || row.guest_name;
  const lead = `Your room at ${row.hotel_name} is held for you until ${until}, but the booking is not paid yet. Finish paying before then and the room is yours; after that it goes back on sale.`;
  const facts: [string, string][] = [
    ['Booking code', bookingCode(row.id)],
    ['Hotel', row.hotel_name],
    ['Stay', `${day(row.check_in)} to ${day(row.check_out)}`],
    ['Room', `${row.room_type}, ${row.rate_plan}`],
    ['Total', formatMoney(row.total_minor, row.currency, 'en-id')],
  ];
  const subject = `Your room is still held: ${row.hotel_name}, ${day(row.check_in)}`;
  return {
    subject,
    ...bookingMail({
      name: first,
      lead,
      facts,
      paragraphs: [
        { text: `Finish paying: ${link}`, link: { href: link, label: 'Finish paying' } },
        {
          text: 'If you no longer want the room, do nothing: it is released when the hold ends and nothing is charged.',
        },
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
      const row = await bookingRepo.findBySalt(salt, tx);
      if (!row?.guest_email || !row.hold_expires_at) return false;
      const message = reminderMessage(
        row,
        abandonedBookingUrl(deps.sites.ofBooking(row.site_origin), row.currency, row.booking_salt),
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
