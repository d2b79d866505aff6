/**
 * The booking sweeper, every 30 s on each instance (ending a thing twice is a no-op): holds that ran out
 * go back on sale, changes of dates left unpaid end, refunds the provider did not take yet are asked
 * again, spent captcha solutions are pruned, and held bookings left unpaid get their one reminder.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BookingService } from './booking.service.ts';
import type { DateChangeService } from './date-change.service.ts';
import type { CaptchaUses } from './captcha.repository.ts';
import type { createBookingReminders } from './booking-reminder.ts';

type BookingReminders = ReturnType<typeof createBookingReminders>;

/** how often the API ends holds that ran out (each instance; ending one twice is a no-op) */
export const BOOKING_SWEEP_MS = 30_000;

/** One pass of the booking sweep; the composition root runs it on a timer (background.ts startSweepers). */
export function bookingSweep(deps: {
  booking: Pick<BookingService, 'releaseExpiredHolds'>;
  dateChanges: Pick<DateChangeService, 'sweep'>;
  /** the payment module's refund sender */
  refunds: { sendRequested(limit: number): Promise<unknown> };
  captchaUses: Pick<CaptchaUses, 'prune'>;
  reminders: Pick<BookingReminders, 'sweep'>;
  now: () => Date;
  log: FastifyBaseLogger;
}): () => void {
  const { log } = deps;
  return () => {
    deps.booking.releaseExpiredHolds().catch((error: unknown) => log.warn({ err: error }, 'hold sweep failed'));
    deps.dateChanges.sweep().catch((error: unknown) => log.warn({ err: error }, 'date change sweep failed'));
    // refunds the provider did not take yet (it was down): ask again
    deps.refunds.sendRequested(50).catch((error: unknown) => log.warn({ err: error }, 'refund retry failed'));
    deps.captchaUses.prune(deps.now()).catch((error: unknown) => log.warn({ err: error }, 'captcha use prune failed'));
    // held bookings left unpaid: one reminder each while they can still be paid
    deps.reminders.sweep().catch((error: unknown) => log.warn({ err: error }, 'booking reminder sweep failed'));
  };
}
