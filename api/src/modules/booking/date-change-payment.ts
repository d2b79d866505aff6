/**
 * The money side of a change of dates: the card checkout of a dearer change's difference, the
 * webhook that applies it once paid (or refunds it), the refunds of cheaper changes asked of the
 * provider, and the sweeper that gives back the nights of changes left unpaid.
 */
import type { CardPayment, CardPaymentBody } from '@rednest/shared/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../errors.ts';
import { ProviderUnavailable } from '../payment-provider/gateway-client.ts';
import { siteReturnUrl } from '../../http/return-url.ts';
import type { BookingRow } from './booking.repository.ts';
import { refundReference } from '../payment-provider/refund-reference.ts';
import type { DateChangeServiceDeps } from './date-change-deps.ts';
import { nightsOutside, ranges } from './date-change-nights.ts';

export function createDateChangePayments(
  deps: DateChangeServiceDeps,
  owned: (salt: string, caller: { userId: number | null }) => Promise<BookingRow>,
) {
  /** asks the provider for a change's refund; a failure leaves it requested for the sweeper */
  async function startRefund(changeId: number) {
    for (const due of await deps.repo.requestedRefunds(1, changeId)) {
      if (!due.checkoutId) continue;
      try {
        const refund = await deps.provider.refund({
          checkoutId: due.checkoutId,
          amount: due.amountMinor,
          reference: refundReference({ kind: 'date_change', id: due.id }),
        });
        await deps.repo.refundAccepted(due.id, refund.id);
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        deps.log?.warn({ err: error, changeId }, 'date change refund failed; will retry');
      }
    }
  }

  /** asks the provider for every change's refund not yet taken (the webhook calls it at once for a change paid too late) */
  async function sendRefunds(limit = 50): Promise<void> {
    for (const due of await deps.repo.requestedRefunds(limit)) await startRefund(due.id);
  }

  return {
    startRefund,
    /** opens the card checkout of an open change's difference (the server's amount) */
    async payDifference(body: CardPaymentBody, caller: { userId: number | null }): Promise<CardPayment> {
      const row = await owned(body.booking_salt ?? body.order_id ?? '', caller);
      // the booking ended: its change ended with it (cancelOpenChanges), and nothing of it is charged
      if (row.status !== 'confirmed' || (await deps.repo.latest(row.id))?.status === 'cancelled') {
        throw conflict(
          'DATE_CHANGE_CANCELLED',
          'This booking is no longer active, so its change of dates was cancelled and nothing will be charged for it.',
        );
      }
      const open = await deps.repo.openChange(row.id);
      if (!open || (open.holdExpiresAt && open.holdExpiresAt.getTime() <= deps.now().getTime())) {
        throw conflict(
          'NO_DATE_CHANGE_TO_PAY',
          'There is no change of dates waiting for payment: it was paid, or its hold ran out. Choose the dates again.',
        );
      }
      const returnUrl = siteReturnUrl(body.return_url, deps.isSiteOrigin);
      const existing = await deps.repo.openPayment(open.id);
      if (existing?.redirectUrl)
        return {
          payment_id: existing.id,
          status: existing.status as CardPayment['status'],
          redirect_url: existing.redirectUrl,
          amount: existing.amountMinor,
          currency: existing.currency,
        };
      const paymentId = await deps.repo.insertPayment({
        bookingId: row.id,
        dateChangeId: open.id,
        provider: deps.provider.name,
        amountMinor: open.differenceMinor,
        currency: open.currency,
      });
      const back = (result: string) => {
        const u = new URL(returnUrl);
        u.searchParams.set('result', result);
        return u.href;
      };
      let checkout;
      try {
        checkout = await deps.provider.createCheckout({
          amount: open.differenceMinor,
          currency: open.currency,
          reference: String(paymentId),
          description: `${row.hotel_name}: new dates ${open.newCheckIn} – ${open.newCheckOut}`,
          successUrl: back('return'),
          cancelUrl: back('cancelled'),
          webhookUrl: deps.webhookUrl,
        });
      } catch (error) {
        if (error instanceof ProviderUnavailable)
          throw new AppError(
            'PAYMENT_PROVIDER_UNAVAILABLE',
            'Card payments are not available right now. Please try again in a moment.',
            503,
          );
        throw error;
      }
      await deps.repo.attachCheckout(paymentId, checkout.id, checkout.url);
      await deps.repo.extendHold(open.id, new Date(deps.now().getTime() + deps.holdMinutes * 60_000));
      return {
        payment_id: paymentId,
        status: 'created',
        redirect_url: checkout.url,
        amount: open.differenceMinor,
        currency: open.currency,
      };
    },

    /**
     * The webhook confirmed the payment of a change's difference (inside the webhook's transaction).
     * Open: the old nights the new stay does not keep go back and the booking takes its new dates.
     * Expired meanwhile: applied if the new nights are still free, else the payment is refunded.
     */
    async paid(tx: Db, changeId: number, paymentId: number): Promise<'date_changed' | 'refund_due' | 'recorded'> {
      // the booking's row first, then the change's: the order cancelling takes them in (no deadlock)
      const bookingId = await deps.repo.bookingOf(tx, changeId);
      const booking = bookingId === null ? null : await deps.repo.lockBooking(tx, bookingId);
      const change = await deps.repo.lockChange(tx, changeId);
      if (!booking || !change || change.status === 'applied') return 'recorded';
      const r = ranges(booking, change.oldCheckIn, change.oldCheckOut, change.newCheckIn, change.newCheckOut);
      const stillSame =
        booking.status === 'confirmed' &&
        booking.checkIn === change.oldCheckIn &&
        booking.checkOut === change.oldCheckOut;
      if (change.status === 'cancelled') {
        // its booking ended: the money goes back whole, the change stays cancelled
        await deps.repo.requestRefund(tx, change.id, paymentId, deps.now());
        return 'refund_due';
      }
      if (change.status === 'expired') {
        const wanted = nightsOutside(r.added.from, r.added.to, r.added.exceptFrom, r.added.exceptTo);
        if (!stillSame || (await deps.repo.freeNights(r.added, tx)) < wanted) {
          await deps.repo.requestRefund(tx, change.id, paymentId, deps.now());
          return 'refund_due';
        }
        await deps.repo.takeNights(tx, r.added);
      } else if (!stillSame) {
        // the booking was cancelled while the guest paid: the held nights go back, the money too
        await deps.repo.returnNights(tx, r.added);
        await deps.repo.setStatus(tx, change.id, 'expired', deps.now());
        await deps.repo.requestRefund(tx, change.id, paymentId, deps.now());
        return 'refund_due';
      }
      await deps.repo.returnNights(tx, r.dropped);
      await deps.repo.applyToBooking(tx, change.bookingId, change);
      await deps.repo.setStatus(tx, change.id, 'applied', deps.now());
      return 'date_changed';
    },

    /** the sweeper: unpaid changes whose hold ran out give their extra nights back; refunds not yet taken are asked again */
    async sweep(): Promise<number> {
      let expired = 0;
      for (const id of await deps.repo.expiredOpen(deps.now(), 100)) {
        const done = await deps.repo.transaction(async (tx) => {
          const bookingId = await deps.repo.bookingOf(tx, id);
          const booking = bookingId === null ? null : await deps.repo.lockBooking(tx, bookingId);
          const change = await deps.repo.lockChange(tx, id);
          if (!change || change.status !== 'awaiting_payment') return false;
          if (booking)
            await deps.repo.returnNights(
              tx,
              ranges(booking, change.oldCheckIn, change.oldCheckOut, change.newCheckIn, change.newCheckOut).added,
            );
          await deps.repo.setStatus(tx, id, 'expired', deps.now());
          return true;
        });
        if (done) expired += 1;
      }
      await sendRefunds();
      return expired;
    },

    sendRefunds,
  };
}
