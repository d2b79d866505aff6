/**
 * What a built app runs beside its requests: the sweepers on their timers and the availability index.
 * The services come from the one composition root (services.ts); this only starts and stops them.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from './services.ts';
import { BOOKING_SWEEP_MS, bookingSweep } from './booking/booking.sweeper.ts';
import { STAY_SWEEP_MS, staySweep } from './booking/stay-completion.ts';
import { PAYMENT_SWEEP_MS, paymentSweep } from './payment/payment.sweeper.ts';
import { LEDGER_SWEEP_MS, ledgerSweep } from './ledger/ledger.sweeper.ts';

/**
 * The sweepers of a built app: each runs on a timer, once as the app starts listening (holds that ran out
 * during a restart go back at once), and stops with the app.
 */
export function startSweepers(app: FastifyInstance, services: Services): void {
  const sweeps = [
    {
      every: BOOKING_SWEEP_MS,
      run: bookingSweep({
        booking: services.booking.service,
        dateChanges: services.booking.dateChanges,
        refunds: services.payment.refunds,
        captchaUses: services.booking.captchaUses,
        reminders: services.booking.reminders,
        now: services.now,
        log: app.log,
      }),
    },
    { every: LEDGER_SWEEP_MS, run: ledgerSweep({ ledger: services.ledger, log: app.log }) },
    { every: STAY_SWEEP_MS, run: staySweep({ stays: services.booking.stays, log: app.log }) },
    {
      every: PAYMENT_SWEEP_MS,
      run: paymentSweep({
        payments: services.payment.service,
        sweepMinutes: services.config.paymentStatusSweepMinutes,
        log: app.log,
      }),
    },
  ];
  const timers = sweeps.map(({ every, run }) => {
    const timer = setInterval(run, every);
    timer.unref();
    return timer;
  });
  app.addHook('onListen', async () => {
    for (const { run } of sweeps) run();
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}

/**
 * The availability index of a built app (when the listing cache is on): it starts listening and loads as
 * the app is ready, without holding the start up (searches read inventory until it is loaded), and stops
 * listening with the app.
 */
export function startAvailabilityIndex(app: FastifyInstance, services: Services): void {
  const feed = services.availability;
  if (!feed) return;
  app.addHook('onReady', async () => {
    feed.start().catch((err: unknown) => app.log.warn({ err }, 'availability index: not listening'));
  });
  app.addHook('onClose', async () => feed.close());
}
